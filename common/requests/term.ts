/**
 * How much of the term to decide a request has passed (GET/POST /request/term-provision-percentage):
 * working days (Monday to Friday; the week days of platform.md section 9) from the day after filing
 * until the decision, or until today while there is none, against the kind's term.
 */
import { REQUEST_TERM_WORKING_DAYS, type RequestKind } from './request-machine.ts';

/** The term of one request as its list and card show it. */
export interface RequestTerm {
  /** Working days of the term. */
  termDays: number;
  /** Working days passed (until the decision, or today). */
  daysPassed: number;
  /** Passed days as a share of the term, 0..100 (capped at 100 when overdue). */
  percent: number;
  /** The last working day of the term, YYYY-MM-DD. */
  dueDate: string;
  /** The due day passed without a decision (or the decision came after it). */
  overdue: boolean;
}

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWorking = (ms: number) => {
  const day = new Date(ms).getUTCDay();
  return day !== 0 && day !== 6;
};

/** Working days after `from` up to and including `to` (0 when `to` is not later). */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let t = toUtc(from) + DAY_MS, end = toUtc(to); t <= end; t += DAY_MS) if (isWorking(t)) count++;
  return count;
}

/** The `days`-th working day after `from`. */
export function addWorkingDays(from: string, days: number): string {
  let t = toUtc(from);
  for (let left = days; left > 0; ) {
    t += DAY_MS;
    if (isWorking(t)) left--;
  }
  return iso(t);
}

/** The term of a request of `kind` filed on `submittedOn`, decided on `decidedOn` (null: not yet), seen on `today`. */
export function requestTerm(
  kind: RequestKind,
  submittedOn: string,
  decidedOn: string | null,
  today: string,
): RequestTerm {
  const termDays = REQUEST_TERM_WORKING_DAYS[kind];
  const daysPassed = workingDaysBetween(submittedOn, decidedOn ?? today);
  const dueDate = addWorkingDays(submittedOn, termDays);
  return {
    termDays,
    daysPassed,
    percent: Math.min(100, Math.round((daysPassed / termDays) * 100)),
    dueDate,
    // The due day itself is still in time; the term has run out the day after it.
    overdue: (decidedOn ?? today) > dueDate,
  };
}
