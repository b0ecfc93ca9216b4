import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface ReasonDialogProps {
  title: string;
  label: string;
  /** The button that sends: the action's caption. */
  confirm: string;
  /** An empty text is refused here with this message (the server refuses it too). */
  required?: string;
  busy?: boolean;
  onClose(): void;
  onConfirm(text: string): void;
}

/** Asks for the words an action carries: a reason of a refusal, a comment on a returned report. */
export function ReasonDialog({ title, label, confirm, required, busy, onClose, onConfirm }: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missing = Boolean(required) && tried && text.trim() === '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-title" fullWidth maxWidth="sm">
      <DialogTitle id="reason-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={missing}
          helperText={missing ? required : ' '}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (required && text.trim() === '') return;
            onConfirm(text.trim());
          }}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
