import { useEffect } from 'react';
import { useNotifications } from '@/stores/notifications';
import type { NewsCardFormDialogProps } from './news-card-form-dialog';
import { onDemand, OnDemandPart } from './on-demand';

/** The form with its rich-text editor: only administrators open it, so visitors never download it. */
const FormDialog = onDemand<NewsCardFormDialogProps>(() =>
  import('./news-card-form-dialog').then((module) => module.NewsCardFormDialog),
);

/** Starts downloading the form on a sign of intent (the pointer over «Добавить» or «Редактировать»). */
export const prefetchNewsCardForm = FormDialog.prefetch;

/** The form's code did not arrive: the person is told, and the next click downloads it again. */
function NotLoaded({ onClose }: { onClose(): void }) {
  useEffect(() => {
    useNotifications.getState().showModal({
      title: 'Форма не загрузилась',
      text: 'Не удалось загрузить форму публикации. Проверьте подключение к интернету и нажмите кнопку ещё раз.',
    });
    onClose();
  }, [onClose]);
  return null;
}

/**
 * A news card's form, mounted while open only and downloaded the first time it is opened. Each
 * opening starts from the card as it is; a refused save keeps the form open with what was typed.
 */
export function NewsCardFormOnDemand(props: NewsCardFormDialogProps) {
  if (!props.open) return null;
  return (
    <OnDemandPart failed={<NotLoaded onClose={props.onClose} />}>
      <FormDialog {...props} />
    </OnDemandPart>
  );
}
