/**
 * How single values read in the portal's read-only views and printouts (platform.md section 9,
 * FORMS-UX.md "Formats people expect"). Pure functions: the review, the lists and the PDF share them.
 */

/** Days and moments are written by the portal's one time formatter, on the region's clock. */
export { ruDate, ruDateTime } from '../../region-time';

/**
 * A label as it stands before its value on paper: 'Дата рождения: '. A label that already ends
 * with a colon or with a preposition the value completes ('Срок обслуживания: с', 'Период по')
 * gets no colon of its own: '… с 01.12.2026', never '… с: 01.12.2026'.
 */
export function labelBeforeValue(label: string): string {
  const trimmed = label.trimEnd();
  if (trimmed.endsWith(':')) return `${trimmed} `;
  return /\s(с|со|по|от|до|на|в)$/i.test(trimmed) ? `${trimmed} ` : `${trimmed}: `;
}

/** Empty values read 'отсутствует' (platform.md section 9); false is 'Нет', never this. */
export const EMPTY_VALUE = 'отсутствует';

/**
 * Money as the portal shows it (platform.md section 9): spaces between thousands, a comma before
 * two-digit kopecks and the suffix 'р.' (1234567.5 -> '1 234 567,50 р.').
 */
export function ruMoney(amount: number): string {
  const kopecks = Math.round(Math.abs(amount) * 100);
  const rubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = amount < 0 && kopecks > 0 ? '-' : '';
  return `${sign}${rubles},${String(kopecks % 100).padStart(2, '0')} р.`;
}

/** A plain number: integers as typed (a year stays '1985'), fractions with a comma ('54,3'). */
export function ruNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
}

/** '01384725646' or '013-847-256 46' -> '013-847-256 46'; anything else is shown as typed. */
export function ruSnils(snils: string): string {
  const digits = snils.replace(/\D/g, '');
  if (digits.length !== 11) return snils;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)} ${digits.slice(9)}`;
}
