import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { BackButton } from '@/components/back-button';
import { useSelfCheck } from './api';

/** /admin/test: each part the portal depends on, green or red with the reason (text, not colour alone). */
export default function SelfCheckPage() {
  const { data, error, isValidating, mutate } = useSelfCheck();
  const failed = data?.filter((c) => !c.ok).length ?? 0;
  return (
    <>
      <BackButton to="/admin" caption="К администрированию" />
      <Typography variant="h4" component="h1" gutterBottom>
        Проверка работы портала
      </Typography>
      {isValidating && <LinearProgress aria-label="Проверка выполняется" />}
      {error && <Alert severity="error">Проверку не удалось выполнить.</Alert>}
      {data && (
        <Alert severity={failed ? 'error' : 'success'} sx={{ mb: 2 }} role="status">
          {failed ? `Не работает частей: ${failed} из ${data.length}` : 'Все части портала работают'}
        </Alert>
      )}
      <Paper variant="outlined">
        <List aria-label="Результаты проверки">
          {(data ?? []).map((check) => (
            <ListItem key={check.id} divider>
              <ListItemIcon>
                {check.ok ? (
                  <CheckCircleIcon sx={{ color: 'success.dark' }} titleAccess="Работает" />
                ) : (
                  <ErrorIcon color="error" titleAccess="Не работает" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${check.caption}: ${check.ok ? 'работает' : 'не работает'}`}
                secondary={`${check.detail} (${check.durationMs} мс)`}
                slotProps={{ primary: { sx: { fontWeight: 600, color: check.ok ? 'success.dark' : 'error.main' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Button variant="contained" sx={{ mt: 2 }} disabled={isValidating} onClick={() => void mutate()}>
        Проверить снова
      </Button>
    </>
  );
}
