import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's caption, e.g. «Удалить». */
  confirmCaption: string;
  /** The confirming button's colour: red for what cannot be undone (the default), primary for an ordinary step. */
  confirmColor?: 'error' | 'primary';
  /** True while the action runs: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action (a deletion, a step of a contract); «Отмена» has the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmCaption,
  confirmColor = 'error',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={busy}>
          Отмена
        </Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmCaption}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
