import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { api, refusalTexts } from '@/api/client';
import { MESSAGES } from '@/api/messages';
import { useSession } from '@/stores/session';
import { landingAfterSignIn } from '@common/access-guard';
import { fetchCurrentUser } from './api';
import { clearPendingLogin, readPendingLogin, SIGNED_IN_MESSAGE, startLogin, type PendingLogin } from './login';

type Callback = { error: string } | { code: string; state: string; iss: string | null; pending: PendingLogin };

/** Checks the provider's answer against the login this browser started (platform.md section 5). */
function readCallback(search: string): Callback {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { error: params.get('error') ? 'Вход отменён.' : MESSAGES.incompleteAuthData };
  const pending = readPendingLogin();
  if (!pending || pending.state !== state || !pending.origin) return { error: MESSAGES.invalidAppState };
  return { code, state, iss: params.get('iss'), pending };
}

/** /auth: the identity provider's return page; checks the state and finishes sign-in. */
export default function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [callback] = useState(() => readCallback(location.search));
  const [failure, setFailure] = useState<string | null>(null);
  const error = 'error' in callback ? callback.error : failure;
  const started = useRef(false);

  useEffect(() => {
    if (started.current || 'error' in callback) return;
    started.current = true;
    const { code, state, iss, pending } = callback;
    clearPendingLogin();
    useSession.getState().setSigningIn(true);
    const query = { code, state, iss: iss ?? undefined, redirectUri: `${window.location.origin}/auth` };
    api
      .get('/esia/auth', { query, quiet: true })
      .then(async () => {
        if (pending.popup && window.opener) {
          (window.opener as Window).postMessage({ type: SIGNED_IN_MESSAGE }, window.location.origin);
          window.close();
          return;
        }
        const user = await fetchCurrentUser();
        // The shell clears signingIn once the location has left /auth.
        useSession.getState().setUser(user);
        await navigate(user ? landingAfterSignIn(pending.origin, user) : pending.origin, { replace: true });
      })
      .catch((reason: unknown) => {
        setFailure(refusalTexts(reason)[0] ?? MESSAGES.invalidAppState);
        useSession.getState().setSigningIn(false);
      });
  }, [callback, navigate]);

  if (!error) return <LinearProgress aria-label="Выполняется вход" />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Вход на портал
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {error}
      </Alert>
      <Button variant="contained" onClick={() => void startLogin('/')}>
        Войти снова
      </Button>
    </>
  );
}
