import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { startLogin } from '@/features/auth/login';

/**
 * 'Войти' for an anonymous visitor (the same button as UserMenu shows without a user). It is part
 * of the first paint; the signed-in user's menu is loaded only for a signed-in user.
 */
export function LoginButton() {
  const location = useLocation();
  const origin = new URLSearchParams(location.search).get('redirect') ?? `${location.pathname}${location.search}`;
  return (
    <Button color="inherit" variant="outlined" onClick={() => void startLogin(origin)}>
      Войти
    </Button>
  );
}
