import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import {
  StatusHistory,
  workflowHistoryEntry,
  type WorkflowHistoryRow,
} from '@/components/status-history/status-history';
import { ASSIGNMENT_TABLE } from '@common/payments/assignment-machine';
import { useAssignmentCard } from './api';

/** The history's rows as a person reads them: the authority's own rows name the authority, not a person. */
export function assignmentHistoryEntries(rows: readonly WorkflowHistoryRow[]) {
  return rows.map((row) => {
    const entry = workflowHistoryEntry(row, ASSIGNMENT_TABLE.sides);
    return row.who ? entry : { ...entry, who: ASSIGNMENT_TABLE.sides[row.side as 'person'] ?? row.side };
  });
}

/** The history of one assignment: what happened to it, who did it and the status it led to. */
export function AssignmentHistory({ id }: { id: number }) {
  const { data, error, isLoading } = useAssignmentCard(id);
  if (isLoading) return <LinearProgress aria-label="Загрузка истории" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить историю назначения.</Alert>;
  return <StatusHistory label="История назначения" entries={assignmentHistoryEntries(data.history)} />;
}
