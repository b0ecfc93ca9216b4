/**
 * The adaptation programme of a social contract (workflows.md sections 3, 4): its events, each with a
 * due date and an executor kind, and the reports on an event. After loading, events are sorted by due
 * date then executor kind, reports by their creation time, newest first; an event not done by its due
 * date is overdue. The server and the card order them with the same functions.
 */
import { countRu } from '../text/plural.ts';

/** Who carries an event out. */
export const ExecutorKind = {
  /** The recipient themself (looks for work, registers a business, studies). */
  Recipient: 1,
  /** The institution that concluded the contract. */
  Institution: 2,
  /** The employment centre. */
  EmploymentCentre: 3,
  /** Another body or organisation (a school, a clinic, a bank). */
  Other: 4,
} as const;
export type ExecutorKind = (typeof ExecutorKind)[keyof typeof ExecutorKind];

export const EXECUTOR_KIND_CAPTIONS: Readonly<Record<ExecutorKind, string>> = {
  [ExecutorKind.Recipient]: 'Получатель',
  [ExecutorKind.Institution]: 'Учреждение социальной защиты',
  [ExecutorKind.EmploymentCentre]: 'Центр занятости населения',
  [ExecutorKind.Other]: 'Иная организация',
};

export const executorKindCaption = (kind: number): string =>
  Object.hasOwn(EXECUTOR_KIND_CAPTIONS, kind) ? EXECUTOR_KIND_CAPTIONS[kind as ExecutorKind] : String(kind);

/** How many days ahead an open event counts as «скоро срок». */
export const DUE_SOON_DAYS = 7;

/** Where an event stands on `today` (YYYY-MM-DD in the region): done, overdue, due soon, or ahead. */
export type EventTiming = 'done' | 'overdue' | 'soon' | 'ahead';

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

export function eventTiming(event: { dueDate: string; doneOn: string | null }, today: string): EventTiming {
  if (event.doneOn) return 'done';
  const left = dayNumber(event.dueDate) - dayNumber(today);
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS ? 'soon' : 'ahead';
}

/** What the card says of an event's timing: «Просрочено на 3 дня», «Осталось 2 дня». */
export function timingCaption(event: { dueDate: string; doneOn: string | null }, today: string): string {
  const timing = eventTiming(event, today);
  const left = dayNumber(event.dueDate) - dayNumber(today);
  if (timing === 'done') return 'Выполнено';
  if (timing === 'overdue') return `Просрочено на ${countRu(-left, ['день', 'дня', 'дней'])}`;
  if (left === 0) return 'Срок сегодня';
  return `Осталось ${countRu(left, ['день', 'дня', 'дней'])}`;
}

/** Events by due date, then executor kind (then id, so equal ones keep one order). */
export function sortEvents<E extends { dueDate: string; executorKind: number; id: number }>(events: readonly E[]): E[] {
  return [...events].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.executorKind - b.executorKind || a.id - b.id,
  );
}

/** Reports by creation time, newest first (then the greater id first). */
export function sortReports<R extends { reportCreateTime: string; id: number }>(reports: readonly R[]): R[] {
  return [...reports].sort((a, b) => Date.parse(b.reportCreateTime) - Date.parse(a.reportCreateTime) || b.id - a.id);
}
