import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { notificationTimeout, type Severity } from '@/api/notifications';
import { selectExtraCount, selectFirstNotification, useNotifications } from '@/stores/notifications';
import { visuallyHidden } from './visually-hidden';
import { aboveBottomBar } from './bottom-bar-inset';

const ALERT_COLOR: Record<Severity, AlertColor> = {
  Success: 'success',
  Info: 'info',
  Warning: 'warning',
  Error: 'error',
};

/** The '+N' mark of messages waiting behind the one on screen, read aloud as 'Ещё сообщений: N'. */
function ExtraCount({ count }: { count: number }) {
  return (
    <Chip
      size="small"
      sx={{ ml: 1 }}
      label={
        <>
          <span aria-hidden="true">+{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {`Ещё сообщений: ${count}`}
          </Box>
        </>
      }
    />
  );
}

/** The modal notification: a dialog with an OK button. */
function ModalNotificationDialog() {
  const modal = useNotifications((state) => state.modal);
  const closeModal = useNotifications((state) => state.closeModal);
  return (
    <Dialog
      open={modal !== null}
      onClose={closeModal}
      aria-labelledby={modal?.title ? 'modal-notification-title' : undefined}
    >
      {modal?.title && <DialogTitle id="modal-notification-title">{modal.title}</DialogTitle>}
      <DialogContent>
        <DialogContentText>{modal?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeModal} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Shows the notifications queue (platform.md section 4): the first message with its severity
 * colour and a count of the others, closing after its timeout (never when the timeout is 0 or
 * less) or by 'Закрыть'; plus the modal notification.
 */
export function NotificationHost() {
  const first = useNotifications(selectFirstNotification);
  const extra = useNotifications(selectExtraCount);
  const dismiss = useNotifications((state) => state.dismiss);

  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not throw a message away unread.
    if (reason !== 'clickaway') dismiss();
  };
  const timeout = first ? notificationTimeout(first.severity) : 0;

  return (
    <>
      {first && (
        // The key restarts the auto-hide timer for every message.
        <Snackbar
          key={first.id}
          open
          autoHideDuration={timeout > 0 ? timeout : null}
          onClose={onClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          // Above a sticky action bar (the wizard's), never over its buttons.
          sx={{ bottom: { xs: aboveBottomBar(8), sm: aboveBottomBar(24) } }}
        >
          <Alert
            severity={ALERT_COLOR[first.severity]}
            variant="filled"
            role={first.severity === 'Error' ? 'alert' : 'status'}
            closeText="Закрыть"
            onClose={() => dismiss()}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {first.text}
            {extra > 0 && <ExtraCount count={extra} />}
          </Alert>
        </Snackbar>
      )}
      <ModalNotificationDialog />
    </>
  );
}
