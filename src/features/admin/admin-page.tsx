import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSettings } from './api';
import { ImpersonationLog } from './impersonation-log';
import { SettingsPanel } from './settings-panel';
import { UserSearch } from './user-search';

/** /admin: the settings, the impersonation log, a user search and the links to the admin's tools. */
export default function AdminPage() {
  const settings = useSettings();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Администрирование
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 3 }}>
        <Button component={RouterLink} to="/admin/impersonate" variant="outlined">
          Войти от имени пользователя
        </Button>
        <Button component={RouterLink} to="/admin/test" variant="outlined">
          Проверка работы портала
        </Button>
        <Button component={RouterLink} to="/admin/tourism-providers" variant="outlined">
          Заявления туроператоров
        </Button>
        <Button component={RouterLink} to="/admin/tourism-certificates" variant="outlined">
          Туристические сертификаты
        </Button>
      </Stack>

      <Typography variant="h5" component="h2" gutterBottom>
        Настройки портала
      </Typography>
      {settings.isLoading && <LinearProgress aria-label="Загрузка" />}
      {settings.error && <Alert severity="error">Не удалось загрузить настройки.</Alert>}
      {settings.data && <SettingsPanel settings={settings.data} onSaved={() => void settings.mutate()} />}

      <Typography variant="h5" component="h2" id="log-heading" sx={{ mt: 4, mb: 1 }}>
        Журнал входов от имени пользователей
      </Typography>
      <ImpersonationLog />

      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Поиск пользователей
      </Typography>
      <UserSearch />
    </>
  );
}
