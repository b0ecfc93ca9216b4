import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface ReasonDialogProps {
  /** «Отклонить заявление». */
  title: string;
  /** What happens with the reason («Заявитель увидит причину…»), above the field. */
  text?: string;
  /** The field's label. */
  label?: string;
  /** The message under the field when it is left empty. */
  missingMessage?: string;
  /** The confirming button's caption. */
  confirmCaption?: string;
  /** The longest reason the server keeps. */
  maxLength?: number;
  /** True while the action runs: the confirming button waits. */
  busy?: boolean;
  onClose: () => void;
  /** The reason, trimmed; never empty. */
  onSubmit: (reason: string) => void;
}

/**
 * Asks for the reason of a refusal (rejecting an application or a contract): the reason is
 * required, and an empty one is refused with a message under the field instead of being sent.
 */
export function ReasonDialog({
  title,
  text,
  label = 'Причина отклонения',
  missingMessage = 'Укажите причину отклонения',
  confirmCaption = 'Отклонить',
  maxLength = 2000,
  busy = false,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onSubmit(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          required
          label={label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && missing}
          helperText={touched && missing ? missingMessage : ' '}
          slotProps={{ htmlInput: { maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={submit}>
          {confirmCaption}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
