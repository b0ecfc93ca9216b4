import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionBar } from '@/components/action-bar';
import { DetailsList } from '@/components/details-list';
import { formatMoney } from '@/components/format-money';
import { ASSIGNMENT_TABLE } from '@common/payments/assignment-machine';
import { groupedAccount } from './account-text';
import { ruDate, type Assignment, type AssignmentAction } from './api';
import { AssignmentStatusChip } from './assignment-status-chip';

export interface AssignmentCardProps {
  assignment: Assignment;
  busy?: boolean;
  onAction: (action: AssignmentAction) => void;
  /** The history, shown when the person opens it (loaded then). */
  history: (id: number) => ReactNode;
}

/** One assignment: measure, amount, term, status, the account payments go to, the allowed actions and the history. */
export function AssignmentCard({ assignment: a, busy, onAction, history }: AssignmentCardProps) {
  const [open, setOpen] = useState(false);
  const headingId = `assignment-${a.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1.5 }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          {a.mspName}
        </Typography>
        <Box>
          <AssignmentStatusChip status={a.status} caption={a.statusCaption} />
        </Box>
      </Stack>
      <DetailsList
        rows={[
          ['Сумма в месяц', formatMoney(a.amount)],
          ['Дата начала', ruDate(a.dateFrom)],
          ['Дата окончания', a.dateTo ? ruDate(a.dateTo) : 'бессрочно'],
          ['Статус', a.statusCaption],
          [
            'Счёт для выплаты',
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {groupedAccount(a.bankAccount)}
              </Box>
              <Typography component="span" variant="body2" color="text.secondary">
                {a.bankName}, БИК {a.bankBik}
              </Typography>
            </>,
          ],
          ['Назначил', a.authority],
          ...(a.stopNumber ? ([['Заявление о прекращении', `№ ${a.stopNumber}`]] as const) : []),
        ]}
      />
      <ActionBar actions={a.allowedActions} table={ASSIGNMENT_TABLE} busy={busy} onAction={onAction} />
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={`${headingId}-history`}
        sx={{ mt: a.allowedActions.length ? 0 : 1 }}
      >
        {open ? 'Скрыть историю' : 'История назначения'}
      </Button>
      <Collapse in={open} id={`${headingId}-history`} unmountOnExit>
        <Box sx={{ mt: 1 }}>{history(a.id)}</Box>
      </Collapse>
    </Paper>
  );
}
