import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ruDateTime } from '@common/region-time';

export interface DraftBannerProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * 'Есть несохранённые изменения от …' with Restore and Discard: an older draft of the block
 * (kept after a conflict, when the form was refreshed with another person's data).
 */
export function DraftBanner({ savedAt, onRestore, onDiscard }: DraftBannerProps) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onRestore}>
            Восстановить
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            Отбросить
          </Button>
        </>
      }
    >
      Есть несохранённые изменения от {ruDateTime(savedAt)}
    </Alert>
  );
}

export interface RestoredNoticeProps {
  savedAt: number;
  onDiscard: () => void;
}

/** 'Восстановлены несохранённые изменения от 12.03.2026 14:05 (МСК+2)' with 'Отбросить' (FORMS-UX.md, drafts). */
export function RestoredNotice({ savedAt, onDiscard }: RestoredNoticeProps) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Отбросить
        </Button>
      }
    >
      Восстановлены несохранённые изменения от {ruDateTime(savedAt)}
    </Alert>
  );
}
