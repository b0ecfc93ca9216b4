import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { checkFloat } from '@common/validation';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { useFollowedText } from '../use-followed-text';

/** A typed decimal ('12,5' or '12.5') as a number; undefined when empty or not a number (checkFloat). */
export function parseFloatRu(text: string): number | undefined {
  if (text.trim() === '' || checkFloat(text) !== undefined) return undefined;
  return Number(text.trim().replace(',', '.'));
}

/** A stored number as Russian text: 12.5 -> '12,5'. */
function floatText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/**
 * `floatRu`: a decimal number typed with a dot or a comma. Stores a number; an empty or invalid
 * text stores undefined, and an invalid one shows checkFloat's message once the person leaves.
 */
export function FloatWidget(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, value, onChange, onBlur, autofocus, placeholder } = props;
  const { text, edit } = useFollowedText(value, floatText);
  const [invalidOnBlur, setInvalidOnBlur] = useState<string>();
  const error = widgetError(props, invalidOnBlur);

  if (readonly) return <ReadOnlyField id={id} label={label} text={floatText(value)} error={error} />;

  const handleChange = (next: string) => {
    const stored = parseFloatRu(next);
    edit(next, stored);
    if (invalidOnBlur && checkFloat(next) === undefined) setInvalidOnBlur(undefined);
    onChange(stored);
  };

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      value={text}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => handleChange(event.target.value)}
      onBlur={() => {
        setInvalidOnBlur(checkFloat(text));
        onBlur(id, parseFloatRu(text));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
