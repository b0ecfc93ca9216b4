import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { visuallyHidden } from '@/components/visually-hidden';
import { useSession } from '@/stores/session';
import { impersonation, reloadApp } from '@/api/impersonation';
import { logout } from './api';
import { startLogin } from './login';
import { ROLE_CAPTIONS } from '@common/roles';

/** On a phone the top bar has no room for the name: the button shows the icon, the name stays its accessible name. */
const compactOnPhones: SxProps<Theme> = (theme) => ({
  textTransform: 'none',
  [theme.breakpoints.down('sm')]: { minWidth: 0, '& .MuiButton-startIcon': { m: 0 }, '& .user-name': visuallyHidden },
});

/** The login button, or the signed-in user's menu: cabinet, role, impersonation, logout. */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) {
    const origin = new URLSearchParams(location.search).get('redirect') ?? `${location.pathname}${location.search}`;
    return (
      <Button color="inherit" variant="outlined" onClick={() => void startLogin(origin)}>
        Войти
      </Button>
    );
  }
  const role = user.selectedInstitution
    ? ROLE_CAPTIONS[user.selectedInstitution.institutionRole]
    : user.administrator
      ? ROLE_CAPTIONS[1]
      : ROLE_CAPTIONS[0];
  const canChangeRole = !user.isImpersonated && user.availableInstitutions.length > 0;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        sx={compactOnPhones}
      >
        <span className="user-name">
          {user.lastName} {user.firstName?.[0] ? `${user.firstName[0]}.` : ''}
          {user.isImpersonated ? ' (от имени)' : ''}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem disabled dense>
          {role}
          {user.selectedInstitution ? `: ${user.selectedInstitution.caption}` : ''}
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/user" onClick={close}>
          Личный кабинет
        </MenuItem>
        {canChangeRole && (
          <MenuItem component={RouterLink} to="/select-role" onClick={close}>
            Сменить роль
          </MenuItem>
        )}
        {user.administrator && (
          <MenuItem component={RouterLink} to="/admin/impersonate" onClick={close}>
            Войти от имени пользователя
          </MenuItem>
        )}
        {user.isImpersonated && (
          <MenuItem onClick={() => void impersonation.stop().then(() => reloadApp('/admin/impersonate'))}>
            Завершить вход от имени пользователя
          </MenuItem>
        )}
        <MenuItem onClick={() => void logout()}>Выйти</MenuItem>
      </Menu>
    </>
  );
}
