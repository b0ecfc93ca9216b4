import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { pluralRu } from '@common/text/plural';
import { ruDate } from '@common/acts/display-value';
import type { RequestTerm as Term } from '@common/requests/term';

/** The term as the server answers it (common/requests/term.ts). */
export type RequestTerm = Term;

/** A request is decided once it has left Received and InWork. */
export const isDecided = (row: { status: number }) => row.status !== 1 && row.status !== 2;

const days = (n: number) => `${n} ${pluralRu(n, ['рабочий день', 'рабочих дня', 'рабочих дней'])}`;

/** What the term says in words: how much has passed while waiting, or how long the decision took. */
export function termText(term: RequestTerm, decided: boolean): string {
  if (decided)
    return term.overdue
      ? `Решение принято за ${days(term.daysPassed)}, срок — ${days(term.termDays)}`
      : `Решение принято за ${days(term.daysPassed)}`;
  if (term.overdue) return `Срок рассмотрения истёк ${ruDate(term.dueDate)}`;
  return `Прошло ${term.daysPassed} из ${days(term.termDays)}, решение — до ${ruDate(term.dueDate)}`;
}

/**
 * The term of a request (GET/POST /request/term-provision-percentage), shown by the requests' lists and
 * cards and by the active longevity programme's: a bar of the share passed
 * with the words beside it; red when the term ran out without a decision.
 */
export function RequestTermBar({ term, decided }: { term: RequestTerm; decided: boolean }) {
  const text = termText(term, decided);
  return (
    <Box sx={{ minWidth: 160, maxWidth: 320 }}>
      <LinearProgress
        variant="determinate"
        value={term.percent}
        color={term.overdue && !decided ? 'error' : decided ? 'success' : 'primary'}
        aria-label={`Срок рассмотрения: ${text}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color={term.overdue && !decided ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
