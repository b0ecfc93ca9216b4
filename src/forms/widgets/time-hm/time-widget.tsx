import type { WidgetProps } from '@rjsf/utils';
import { checkTime, parseTime } from '@common/validation';
import type { MaskedTextKind } from '../masked-text/masked-text-kind';
import { MaskedTextWidget } from '../masked-text/masked-text-input';
import { WIDGET_TEXTS } from '../widget-texts';

/** A valid H:MM or HH:MM time as 'HH:MM' ('9:05' -> '09:05'); undefined for an empty or invalid one. */
export function normalizeTime(text: string): string | undefined {
  if (text.trim() === '' || checkTime(text) !== undefined) return undefined;
  const minutes = parseTime(text) ?? 0;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What the form stores for typed text: 'HH:MM', undefined when empty, the text itself when invalid. */
function storedTime(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return normalizeTime(text) ?? text.trim();
}

/** The time field as a typed-text kind (see MaskedTextKind). */
export const TIME_TEXT: MaskedTextKind = {
  toText: (stored) => (typeof stored === 'string' ? stored : ''),
  toValue: storedTime,
  errorOnLeave: (text) => (checkTime(text) === undefined ? undefined : WIDGET_TEXTS.time),
  normalize: normalizeTime,
  readOnlyText: (value) => value,
  placeholder: 'ЧЧ:ММ',
};

/**
 * `timeHm`: a time typed as H:MM. Stores 'HH:MM'. An empty field stores undefined (an empty time
 * means midnight, platform.md section 5, so it is valid). An invalid time is stored as typed, so
 * the schema's `timeHm` keyword still refuses the save, and 'Некорректное значение времени'
 * shows under the field once the person leaves it.
 */
export function TimeWidget(props: WidgetProps) {
  return <MaskedTextWidget {...props} kind={TIME_TEXT} />;
}
