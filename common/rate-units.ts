import { countRu, type PluralForms } from './text/plural.ts';

/** Units a service's rate is given in (platform.md section 9). */
export type RateUnit = 'hour' | 'day' | 'month' | 'minute' | 'week' | 'fullDay' | 'piece' | 'km';

/** How a unit reads in each place a text puts it. */
export interface RateUnitWords {
  /** The unit alone, as a column or a card names it: «час». */
  caption: string;
  /** After a price: «400,00 р. за услугу». */
  per: string;
  /** After a number, agreed with it by the one plural helper: 1 час, 2 часа, 5 часов. */
  forms: PluralForms;
}

/** The words of every rate unit; documents, the server's answers and the client read them here. */
export const RATE_UNIT_WORDS: Record<RateUnit, RateUnitWords> = {
  hour: { caption: 'час', per: 'за час', forms: ['час', 'часа', 'часов'] },
  day: { caption: 'день', per: 'за день', forms: ['день', 'дня', 'дней'] },
  month: { caption: 'месяц', per: 'за месяц', forms: ['месяц', 'месяца', 'месяцев'] },
  minute: { caption: 'минута', per: 'за минуту', forms: ['минута', 'минуты', 'минут'] },
  week: { caption: 'неделя', per: 'за неделю', forms: ['неделя', 'недели', 'недель'] },
  // «Сутки» has no singular: 1 сутки, 2 суток, 5 суток as numbers are written in figures.
  fullDay: { caption: 'сутки', per: 'за сутки', forms: ['сутки', 'суток', 'суток'] },
  piece: { caption: 'услуга', per: 'за услугу', forms: ['услуга', 'услуги', 'услуг'] },
  km: { caption: 'км', per: 'за км', forms: ['км', 'км', 'км'] },
};

const words = (unit: string): RateUnitWords | undefined =>
  Object.hasOwn(RATE_UNIT_WORDS, unit) ? RATE_UNIT_WORDS[unit as RateUnit] : undefined;

/** The unit as a column names it («час»); an unknown code as it is. */
export const rateUnitCaption = (unit: string): string => words(unit)?.caption ?? unit;

/** A price with its unit: «400,00 р. за услугу»; the price alone when there is no unit. */
export const pricePerUnit = (price: string, unit: string | null): string =>
  unit ? `${price} ${words(unit)?.per ?? `за ${unit}`}` : price;

/** A volume in its unit, agreed with the number: «120 часов», «1,5 часа», «1 услуга»; the number alone without a unit. */
export function countRateUnits(count: number, unit: string | null): string {
  if (!unit) return String(count).replace('.', ',');
  return countRu(count, words(unit)?.forms ?? [unit, unit, unit]);
}
