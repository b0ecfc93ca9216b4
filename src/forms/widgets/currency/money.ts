import { WIDGET_TEXTS } from '../widget-texts';

/** An amount typed by a person: its value, or the message when the text is not an amount. */
export interface ParsedMoney {
  value?: number;
  error?: string;
}

// Spaces of any width people or copied text use between thousands.
const SPACES = /[\s\u00a0\u202f]+/g;
// A trailing 'р.', 'р', 'руб.' or '₽', which people often type or paste with the amount.
const SUFFIX = /(?:руб\.?|р\.?|₽)$/i;
const AMOUNT = /^-?\d+(?:[.,]\d{1,2})?$/;

/**
 * Reads an amount typed with spaces between thousands and a dot or a comma before kopecks
 * ('12 345,5' -> 12345.5). Empty text is no amount and no error; more than two decimals or
 * anything else that is not a number gives the message.
 */
export function parseMoney(text: string): ParsedMoney {
  const compact = text.replace(SPACES, '').replace(SUFFIX, '');
  if (compact === '') return {};
  if (!AMOUNT.test(compact)) return { error: WIDGET_TEXTS.money };
  return { value: Number(compact.replace(',', '.')) };
}

/**
 * Money as the portal shows it (platform.md section 9): spaces between thousands, a comma before
 * two-digit kopecks and the suffix 'р.' (1234567.5 or '1234567.5' -> '1 234 567,50 р.').
 * Empty or non-numeric input gives ''.
 */
export function formatCurrency(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? parseMoney(value).value : (value ?? undefined);
  if (amount === undefined || !Number.isFinite(amount)) return '';
  const kopecks = Math.round(Math.abs(amount) * 100);
  const rubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = amount < 0 && kopecks > 0 ? '-' : '';
  return `${sign}${rubles},${String(kopecks % 100).padStart(2, '0')} ${WIDGET_TEXTS.currencySuffix}`;
}

/** A stored amount as editable text: 12345.5 -> '12345,5'. */
export function moneyEditText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';
}
