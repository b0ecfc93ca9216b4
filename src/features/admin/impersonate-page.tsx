import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImpersonationOption } from '@common/current-user';
import { useSession } from '@/stores/session';
import { impersonation, reloadApp } from '@/api/impersonation';
import { ROLE_CAPTIONS } from '@common/roles';

/** /admin/impersonate: act as a citizen, as a citizen's representative, or as an employee in a role. */
export default function ImpersonatePage() {
  const options = useSession((s) => s.user?.availableToImpersonate ?? []);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = useMemo(
    () => options.filter((o) => o.caption.toLowerCase().includes(filter.trim().toLowerCase())),
    [options, filter],
  );
  const run = (call: () => Promise<unknown>) => {
    setBusy(true);
    call().then(
      () => reloadApp('/user'),
      () => setBusy(false),
    );
  };
  const actions = (o: ImpersonationOption) =>
    o.institutionRole && o.institutionSourceType ? (
      <Button
        disabled={busy}
        onClick={() =>
          run(() => impersonation.asInstitutionRole(o.userId, o.institutionRole!, o.institutionSourceType!))
        }
      >
        Войти как {ROLE_CAPTIONS[o.institutionRole].toLowerCase()}
      </Button>
    ) : o.personId ? (
      <Stack direction="row" spacing={1}>
        <Button disabled={busy} onClick={() => run(() => impersonation.asPerson(o.personId!))}>
          Войти как гражданин
        </Button>
        <Button disabled={busy} onClick={() => run(() => impersonation.asRepresentative(o.personId!))}>
          Как представитель
        </Button>
      </Stack>
    ) : null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Вход от имени пользователя
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Каждый вход от имени другого пользователя записывается в журнал.
      </Typography>
      <TextField
        label="Поиск по ФИО или организации"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
      />
      <List>
        {shown.map((o) => (
          <ListItem
            key={`${o.userId}-${o.institutionId ?? 0}-${o.institutionRole ?? 0}`}
            divider
            secondaryAction={actions(o)}
          >
            <ListItemText
              primary={o.caption}
              secondary={o.institutionRole ? ROLE_CAPTIONS[o.institutionRole] : 'Гражданин'}
            />
          </ListItem>
        ))}
      </List>
      {shown.length === 0 && <Typography color="text.secondary">Никого не найдено.</Typography>}
    </>
  );
}
