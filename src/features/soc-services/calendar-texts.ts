import { ruDate } from '@common/region-time';
import { WEEK_DAY_SHORT, type WindowDay } from '@common/schedule/slots';

/** A day's column heading: «Пн 23.11». */
export const dayHeading = (day: Pick<WindowDay, 'date' | 'weekDay'>) =>
  `${WEEK_DAY_SHORT[day.weekDay]} ${ruDate(day.date).slice(0, 5)}`;

/** The window as words: «21.11.2026 — 04.12.2026». */
export const windowCaption = (from: string, to: string) => `${ruDate(from)} — ${ruDate(to)}`;

/** A person as the grid's row: «Иванова М. П.». */
export const shortName = (p: { lastName: string; firstName: string; middleName: string | null }) =>
  `${p.lastName} ${p.firstName.slice(0, 1)}.${p.middleName ? ` ${p.middleName.slice(0, 1)}.` : ''}`;

/** The refusal a failed call carries, or a general one. */
export const failureText = (texts: string[], fallback: string) => texts[0] ?? fallback;
