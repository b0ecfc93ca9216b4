/**
 * The latest day a date field allows (ui.json `ui:options.maxDate`: 'today', on the region's
 * clock, or an ISO date), checked the same way in the browser (the date widget) and on the server
 * (a block save), with the same words.
 */
import { regionToday } from '../time-zone';
import type { UiSchemaObject } from './act-schema';

/** What the field and the server say about a date after the allowed day (ДД.ММ.ГГГГ). */
export const dateAfterMaxText = (max: string): string => `Дата не может быть позже ${max}`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The latest allowed day ('YYYY-MM-DD') from ui:options.maxDate: 'today' (the region's day, not the
 * browser's) or an ISO date (a time in it is ignored: the limit is a whole day); anything else is no limit.
 */
export function maxDateOption(option: unknown, now: Date = new Date()): string | undefined {
  if (option === 'today') return regionToday(now);
  if (typeof option !== 'string' || !ISO_DAY.test(option)) return undefined;
  return option.slice(0, 10);
}

const ruDay = (iso: string) => iso.split('-').reverse().join('.');

/** A date field of the data whose day is after its limit, with the field's pointer and message. */
export interface DateLimitProblem {
  pointer: string;
  message: string;
}

/**
 * Every date in `data` later than its field allows, walking ui.json beside the data (objects by
 * key, arrays through `items`). A value that is not a date is the schema's business, not this.
 */
export function dateLimitProblems(
  ui: UiSchemaObject | undefined,
  data: unknown,
  now: Date = new Date(),
  pointer = '',
): DateLimitProblem[] {
  if (!ui || typeof ui !== 'object') return [];
  const options = (ui as Record<string, unknown>)['ui:options'] as Record<string, unknown> | undefined;
  const max = maxDateOption(options?.maxDate, now);
  if (max !== undefined && typeof data === 'string' && ISO_DAY.test(data) && data.slice(0, 10) > max)
    return [{ pointer, message: dateAfterMaxText(ruDay(max)) }];
  const problems: DateLimitProblem[] = [];
  if (Array.isArray(data)) {
    const items = (ui as Record<string, unknown>).items as UiSchemaObject | undefined;
    data.forEach((item, i) => problems.push(...dateLimitProblems(items, item, now, `${pointer}/${i}`)));
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (key.startsWith('ui:')) continue;
      const child = (ui as Record<string, unknown>)[key] as UiSchemaObject | undefined;
      problems.push(...dateLimitProblems(child, value, now, `${pointer}/${key}`));
    }
  }
  return problems;
}
