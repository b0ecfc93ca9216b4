import { WIDGET_TEXTS } from './widget-texts';

/**
 * The text of a value in a read-only view: 'отсутствует' for an absent value, an empty or
 * blank string and an empty list (platform.md section 9), else the value as text.
 */
export function readOnlyText(value: unknown): string {
  if (value === null || value === undefined) return WIDGET_TEXTS.empty;
  if (Array.isArray(value))
    return value.length === 0 ? WIDGET_TEXTS.empty : value.map((item) => readOnlyText(item)).join(', ');
  const text = String(value).trim();
  return text === '' ? WIDGET_TEXTS.empty : text;
}
