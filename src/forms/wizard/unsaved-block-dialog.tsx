import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface UnsavedBlockDialogProps {
  /** The block 'Далее' was pressed on. */
  block: number;
  /** The next step is the review (the block is the last one). */
  toReview: boolean;
  /** 'Исправить ошибки': the block stays on screen with its error summary. */
  onStay: () => void;
  /** 'Перейти без сохранения': the next step opens; the block's draft stays on this device. */
  onGoOn: () => void;
}

/**
 * The question of 'Далее' on a block with errors: the errors are shown behind it (the summary), and
 * the person chooses to correct them or to go on with the block unsaved, knowing nothing typed is lost.
 */
export function UnsavedBlockDialog({ block, toReview, onStay, onGoOn }: UnsavedBlockDialogProps) {
  return (
    <Dialog open onClose={onStay} disableRestoreFocus aria-labelledby="unsaved-block-title">
      <DialogTitle id="unsaved-block-title">В блоке {block} есть ошибки</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Блок не сохранён: исправьте ошибки, чтобы сохранить его. Можно перейти{' '}
          {toReview ? 'к проверке' : 'к следующему блоку'} и вернуться позже — введённые данные останутся на этом
          устройстве.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Исправить ошибки
        </Button>
        <Button onClick={onGoOn}>Перейти без сохранения</Button>
      </DialogActions>
    </Dialog>
  );
}
