import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionBar } from '@/components/action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailsList } from '@/components/details-list';
import { ReasonDialog } from '@/components/reason-dialog';
import { RATE_TYPES, RATE_UNITS, SERVICE_AREAS, formatPrice } from '@/components/service-labels';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { fileDownloadUrl } from '@/forms/widgets/file-upload/upload-file';
import { ruDateTime } from '@common/region-time';
import { ENTRY_LIMITS } from '@common/service-catalog/entry-rules';
import { MODERATION_TABLE, ModerationStatus as S } from '@common/service-catalog/moderation-machine';
import type { EntryAction, EntryCard } from './api';
import { EntryStatusChip } from './entry-status-chip';

/** How the card names the sides of its table. */
const SIDES = { provider: 'учреждение', moderator: 'модератор' };

/** What each confirmation asks. */
const CONFIRM: Partial<Record<EntryAction, string>> = {
  submit: 'Карточка уйдёт модератору. Пока он её проверяет, изменить её нельзя, но можно отозвать с модерации.',
  recall: 'Карточка снова станет черновиком; чтобы её опубликовали, отправьте её на модерацию ещё раз.',
  approve: 'Услуга появится в публичном каталоге в том виде, в каком она сейчас в карточке.',
};

/** What the person confirmed in an action's dialog. */
export interface EntryActionRequest {
  action: EntryAction;
  comment?: string;
}

export interface EntryCardViewProps {
  card: EntryCard;
  busy?: boolean;
  /** Runs an action (the edit opens the form instead); true when its dialog may close. */
  onAction: (request: EntryActionRequest) => Promise<boolean>;
}

/** A catalogue card as its author and the moderator read it: status, the return's comment, fields, photos, history and the actions of the table. */
export function EntryCardView({ card, busy, onAction }: EntryCardViewProps) {
  const [open, setOpen] = useState<EntryAction | null>(null);
  const close = () => setOpen(null);
  const run = async (request: EntryActionRequest) => {
    if (await onAction(request)) close();
  };
  const choose = (action: EntryAction) => (action === 'edit' ? void onAction({ action }) : setOpen(action));
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {card.caption}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        data-testid="entry-status"
      >
        <Typography>Статус:</Typography>
        <EntryStatusChip status={card.status} caption={card.statusCaption} />
        {card.published && card.status !== S.Approved && (
          <Typography color="text.secondary">в каталоге до одобрения остаётся прежняя версия</Typography>
        )}
      </Stack>
      {card.comment && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="entry-comment">
          <Typography sx={{ fontWeight: 600 }}>Комментарий модератора</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{card.comment}</Typography>
        </Alert>
      )}
      <ActionBar actions={card.allowedActions} table={MODERATION_TABLE} busy={busy} onAction={choose} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailsList
          variant="compact"
          rows={[
            ['Раздел каталога', card.groupCaption],
            ['Учреждение', card.institution],
            ['Сфера', SERVICE_AREAS[card.area]],
            ['Порядок оплаты', RATE_TYPES[card.rateType]],
            ['Единица тарификации', card.rateUnit ? RATE_UNITS[card.rateUnit] : null],
            ['Стоимость', card.rateType === 'free' || card.price !== null ? formatPrice(card) : null],
            ['Количество мест', card.places === null ? null : String(card.places)],
            ['Расписание', card.schedule],
            ['Автор карточки', card.authorFio],
            ['Отправлена на модерацию', card.submittedAt ? ruDateTime(card.submittedAt) : null],
          ]}
        />
        <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>Описание</Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{card.description}</Typography>
      </Paper>
      {card.photos.length > 0 && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
            Фотографии
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {card.photos.map((photo) => (
              <Box
                key={photo.id}
                component="img"
                src={fileDownloadUrl(photo.id)}
                alt={photo.name}
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
        </>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История карточки
      </Typography>
      <WorkflowHistory label="История карточки услуги" rows={card.history} sides={SIDES} />
      {open && open !== 'return' && (
        <ConfirmDialog
          open
          title={`${MODERATION_TABLE.actions[open].caption}?`}
          text={CONFIRM[open] ?? ''}
          confirmCaption="Подтвердить"
          confirmColor={MODERATION_TABLE.actions[open].negative ? 'error' : 'primary'}
          busy={busy}
          onClose={close}
          onConfirm={() => run({ action: open })}
        />
      )}
      {open === 'return' && (
        <ReasonDialog
          title="Вернуть услугу на доработку"
          text="Автор увидит комментарий в карточке услуги, исправит её и отправит снова."
          label="Что нужно исправить"
          missingMessage="Укажите, что нужно исправить в карточке услуги"
          confirmCaption="Вернуть"
          maxLength={ENTRY_LIMITS.comment}
          busy={busy}
          onClose={close}
          onSubmit={(comment) => run({ action: 'return', comment })}
        />
      )}
    </>
  );
}
