import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
  /** The drafts were typed under an older version of the form and moved into its new fields. */
  migrated?: boolean;
  onDiscard: () => void;
}

/** What the notice adds when the drafts were typed under an older version of the form. */
export const FORM_CHANGED =
  'Форма акта изменилась с тех пор, как вы начали заполнение: введённое перенесено в новые поля. Проверьте данные перед сохранением.';

/**
 * 'Восстановлены несохранённые изменения от 12.03.2026 14:05 (МСК+2)' with 'Отбросить' (FORMS-UX.md,
 * drafts); when the form changed since, it says the typed values were moved to the new fields.
 */
export function RestoredNotice({ savedAt, migrated = false, onDiscard }: RestoredNoticeProps) {
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
      {migrated && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {FORM_CHANGED}
        </Box>
      )}
    </Alert>
  );
}

export interface UnmigratedDraftsNoticeProps {
  /** The reason, from the act's migrations (begins with «Черновик записан по прежней версии формы…»). */
  message: string;
}

/**
 * Drafts typed under an older version of the form that could not be moved to the current one:
 * they stay on this device untouched, the form shows the saved data.
 */
export function UnmigratedDraftsNotice({ message }: UnmigratedDraftsNoticeProps) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {message}. Несохранённые изменения остаются на этом устройстве; форма показывает сохранённые данные.
    </Alert>
  );
}
