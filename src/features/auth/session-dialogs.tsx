import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNotifications } from '@/stores/notifications';
import { refreshSession } from './api';
import { SIGNED_IN_MESSAGE, startLogin } from './login';

/**
 * The session-ended and authorization-required dialogs. Re-login after the session ended runs in
 * a popup, so this window, its screen and everything typed in it stay untouched.
 */
export function SessionDialogs() {
  const dialog = useNotifications((s) => s.sessionDialog);
  const setDialog = useNotifications((s) => s.setSessionDialog);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || (event.data as { type?: string })?.type !== SIGNED_IN_MESSAGE)
        return;
      void refreshSession().then((user) => {
        if (user) setDialog(null);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [setDialog]);

  if (dialog === 'outdated') {
    return (
      <Dialog open aria-labelledby="session-ended-title">
        <DialogTitle id="session-ended-title">Сеанс завершён</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Время работы без активности истекло или сеанс был завершён. Войдите снова — введённые на странице данные
            сохранятся.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => void startLogin(here, true)}>
            Войти снова
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (dialog === 'required') {
    return (
      <Dialog open onClose={() => setDialog(null)} aria-labelledby="auth-required-title">
        <DialogTitle id="auth-required-title">Требуется авторизация</DialogTitle>
        <DialogContent>
          <DialogContentText>Этот раздел доступен после входа через портал государственных услуг.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Отмена</Button>
          <Button
            variant="contained"
            onClick={() => void startLogin(new URLSearchParams(location.search).get('redirect') ?? here)}
          >
            Войти
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return null;
}
