import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { ASSIGNMENTS_KEY, assignmentKey, closeAssignment, useAssignments, type Assignment } from './api';
import { AssignmentCard } from './assignment-card';
import { AssignmentHistory } from './assignment-history';

/** Where the change of account opens, with one assignment chosen. */
export const changeAccountPath = (id?: number) =>
  `/user/assignments/change-bank-account${id ? `?assignment=${id}` : ''}`;

/** /user/assignments: the person's assignments with the actions the table allows: stop a payment, change its account. */
export default function AssignmentsPage() {
  const { data, error, isLoading } = useAssignments();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [closing, setClosing] = useState<Assignment | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const close = async (a: Assignment) => {
    setBusy(true);
    try {
      await closeAssignment({ id: a.id, version: a.version });
      setClosing(null);
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) {
        setClosing(null);
        setConflict(text);
      } else notifyFromError(failure, isSignedIn());
    } finally {
      setBusy(false);
      await mutate(ASSIGNMENTS_KEY);
      await mutate(assignmentKey(a.id));
    }
  };
  const canChange = data?.some((a) => a.allowedActions.includes('changeAccount'));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Назначения
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Назначенные вам меры социальной поддержки: сумма, срок, статус и счёт, на который перечисляются выплаты.
      </Typography>
      {canChange && (
        <Button component={RouterLink} to={changeAccountPath()} variant="outlined" sx={{ mb: 2 }}>
          Сменить банковский счёт
        </Button>
      )}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error ? <Alert severity="error">Не удалось загрузить назначения. Обновите страницу.</Alert> : null}
      {data && data.length === 0 && <Typography>Назначений нет.</Typography>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {data.map((a) => (
            <AssignmentCard
              key={a.id}
              assignment={a}
              busy={busy}
              onAction={(action) => (action === 'close' ? setClosing(a) : navigate(changeAccountPath(a.id)))}
              history={(id) => <AssignmentHistory id={id} />}
            />
          ))}
        </Box>
      )}
      {closing && (
        <ConfirmDialog
          open
          title="Отказаться от выплаты?"
          text={`В орган социальной защиты будет направлено заявление о прекращении выплаты «${closing.mspName}». Выплата прекратится после решения органа; возобновить её можно только новым заявлением о назначении.`}
          confirmCaption="Направить заявление"
          busy={busy}
          onClose={() => setClosing(null)}
          onConfirm={() => void close(closing)}
        />
      )}
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
