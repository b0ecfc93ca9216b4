import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDraftTime } from './drafts';

export interface DraftBannerProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** 'Есть несохранённые изменения от …' with Restore and Discard. */
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
      Есть несохранённые изменения от {formatDraftTime(savedAt)}
    </Alert>
  );
}
