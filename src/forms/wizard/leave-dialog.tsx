import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface LeaveDialogProps {
  title: string;
  text: string;
  onStay: () => void;
  onLeave: () => void;
}

/** The question before leaving a page with unsaved changes (see LeaveGuard). */
export function LeaveDialog({ title, text, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Dialog open onClose={onStay} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Остаться
        </Button>
        <Button onClick={onLeave}>Уйти</Button>
      </DialogActions>
    </Dialog>
  );
}
