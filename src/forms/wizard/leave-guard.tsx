import { useContext, useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export interface LeaveGuardProps {
  /** Changes not yet saved to the server: leaving the page asks first. */
  when: boolean;
}

export const LEAVE_TITLE = 'Уйти со страницы?';
export const LEAVE_TEXT = 'Изменения не сохранены на сервере. Они останутся на этом устройстве, и при возвращении к акту форма восстановит их.';

/**
 * Asks before the person leaves a page with unsaved changes: closing the tab or reloading
 * (the browser's own question, through beforeunload) and going elsewhere in the portal (our
 * dialog, through react-router's blocker). Moving between blocks of the act is not leaving.
 */
export function LeaveGuard({ when }: LeaveGuardProps) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  // The blocker works only under a data router (the application's); a screen shown on its own
  // (a story, a component test) still has the browser's question.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <InAppLeaveQuestion when={when} /> : null;
}

function InAppLeaveQuestion({ when }: LeaveGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">{LEAVE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{LEAVE_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Остаться
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Уйти</Button>
      </DialogActions>
    </Dialog>
  );
}
