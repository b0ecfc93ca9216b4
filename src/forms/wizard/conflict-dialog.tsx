import { StaleVersionDialog } from '@/components/stale-version-dialog';

/** A save met a newer version on the server: the form is refreshed, the local draft stays reachable. */
export function ConflictDialog({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <StaleVersionDialog text={text} onClose={onClose}>
      Ваши несохранённые изменения не потеряны: их можно восстановить кнопкой «Восстановить» над формой.
    </StaleVersionDialog>
  );
}
