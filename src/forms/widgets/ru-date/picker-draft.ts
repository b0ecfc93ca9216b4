import dayjs, { type Dayjs } from 'dayjs';
import { useDraft } from '../use-draft';

/** Dates as the person reads them (FORMS-UX: dd.mm.yyyy). */
export const RU_DATE_FORMAT = 'DD.MM.YYYY';
export const RU_DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** A stored date string ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm') as a dayjs value, or null. */
export function parseStoredDate(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** The latest allowed day from ui:options.maxDate: 'today' or an ISO date; anything else is no limit. */
export function maxDateOption(option: unknown, now: Dayjs = dayjs()): Dayjs | undefined {
  if (option === 'today') return now.endOf('day');
  const date = parseStoredDate(option);
  return date ?? undefined;
}

/** What a picker shows, kept apart from what the form stores (see useDraft). */
export function usePickerDraft(value: unknown): [Dayjs | null, (next: Dayjs | null, stored: string | undefined) => void] {
  return useDraft(value, parseStoredDate);
}
