import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { checkTime, parseTime } from '@common/validation';
import { widgetError } from '../field-error';
import { useFollowedText } from '../use-followed-text';
import { ReadOnlyField } from '../read-only-field';
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

/**
 * `timeHm`: a time typed as H:MM. Stores 'HH:MM'. An empty field stores undefined (an empty time
 * means midnight, platform.md section 5, so it is valid). An invalid time is stored as typed, so
 * the schema's `timeHm` keyword still refuses the save, and 'Некорректное значение времени'
 * shows under the field once the person leaves it.
 */
export function TimeWidget(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, value, onChange, onBlur, autofocus, placeholder } = props;
  const { text, setText, edit } = useFollowedText(value, (stored) => (typeof stored === 'string' ? stored : ''));
  const [invalidOnBlur, setInvalidOnBlur] = useState(false);
  const error = widgetError(props, invalidOnBlur ? WIDGET_TEXTS.time : undefined);

  if (readonly) return <ReadOnlyField id={id} label={label} text={value} error={error} />;

  const handleChange = (next: string) => {
    const stored = storedTime(next);
    edit(next, stored);
    if (invalidOnBlur && checkTime(next) === undefined) setInvalidOnBlur(false);
    onChange(stored);
  };

  const handleBlur = () => {
    const invalid = checkTime(text) !== undefined;
    setInvalidOnBlur(invalid);
    const normal = normalizeTime(text);
    if (normal !== undefined) setText(normal);
    onBlur(id, storedTime(text));
  };

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      value={text}
      placeholder={placeholder || 'ЧЧ:ММ'}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => handleChange(event.target.value)}
      onBlur={handleBlur}
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
    />
  );
}
