import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { impersonation, reloadApp } from '@/api/impersonation';
import { ROLE_CAPTIONS, SystemRole } from '@common/roles';
import type { CurrentUser } from '@common/current-user';

type Acted = Pick<CurrentUser, 'lastName' | 'firstName' | 'middleName' | 'selectedInstitution'>;

/** Whom the administrator acts as, in words: «Иванова Мария Петровна, гражданин». */
export function actedAs(user: Acted): string {
  const name = [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ');
  const institution = user.selectedInstitution;
  const role = ROLE_CAPTIONS[institution?.institutionRole ?? SystemRole.Public].toLowerCase();
  return institution ? `${name}, ${role}: ${institution.caption}` : `${name}, ${role}`;
}

export interface ImpersonationBannerProps {
  user: Acted;
  /** Ends the impersonation and returns to the administrator's own account (the real call by default). */
  onStop?: () => Promise<unknown>;
}

/**
 * The band under the top bar on every page while an administrator acts as someone else: whom, and
 * the way back to their own account. Ending it reloads the application (platform.md section 4).
 */
export function ImpersonationBanner({ user, onStop = () => impersonation.stop() }: ImpersonationBannerProps) {
  const [busy, setBusy] = useState(false);
  const stop = () => {
    setBusy(true);
    onStop()
      .then(() => reloadApp('/admin/impersonate'))
      .catch(() => setBusy(false));
  };
  return (
    <Box
      role="region"
      aria-label="Вход от имени другого пользователя"
      sx={{
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        Вы работаете от имени пользователя: <b>{actedAs(user)}</b>. Вход от имени записан в журнал.
      </Typography>
      <Button
        variant="contained"
        color="inherit"
        size="small"
        disabled={busy}
        onClick={stop}
        sx={{ color: 'text.primary' }}
      >
        Вернуться к своей учётной записи
      </Button>
    </Box>
  );
}
