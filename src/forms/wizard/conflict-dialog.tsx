import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A save met a newer version on the server: the form is refreshed, the local draft stays reachable. */
export function ConflictDialog({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">Данные изменились</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Ваши несохранённые изменения не потеряны: их можно восстановить кнопкой «Восстановить» над формой.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
