import type { Registry, WidgetProps } from '@rjsf/utils';
import { DateWidget } from './date-widget';

export interface RuDateFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', or undefined while empty or not yet a real date. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  required?: boolean;
  /** A message of the screen's own checks, shown under the field and announced with it. */
  error?: string;
  /** The latest day that can be entered: 'today' or an ISO date. */
  maxDate?: string;
}

const noop = () => undefined;

/**
 * The portal's date field for a screen outside the act forms: typed as ДД.ММ.ГГГГ whatever the
 * browser's language (no native date input, which follows the browser), with a calendar and a clear
 * button; the same widget the act forms use (`ruDate`).
 */
export function RuDateField({ id, label, value, onChange, required = false, error, maxDate }: RuDateFieldProps) {
  const props: WidgetProps = {
    id,
    name: id,
    label,
    value,
    schema: { type: 'string', format: 'date' },
    uiSchema: {},
    options: maxDate ? { maxDate } : {},
    registry: {} as Registry,
    required,
    disabled: false,
    readonly: false,
    rawErrors: error ? [error] : [],
    onChange: (next: unknown) => onChange(typeof next === 'string' ? next : undefined),
    onBlur: noop,
    onFocus: noop,
  };
  return <DateWidget {...props} />;
}
