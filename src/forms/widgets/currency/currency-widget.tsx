import { useState } from 'react';
import { flushSync } from 'react-dom';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { useFollowedText } from '../use-followed-text';
import { formatCurrency, moneyEditText, parseMoney } from './money';

/**
 * `currency`: an amount in roubles. Away from the field it reads '12 345,50 р.'; in the field the
 * person types digits with a dot or a comma. Stores a number; an empty or invalid text stores
 * undefined, and an invalid one shows its message once the person leaves the field.
 */
export function CurrencyWidget(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, value, onChange, onBlur, onFocus, autofocus, placeholder } =
    props;
  const { text, setText, edit } = useFollowedText(value, moneyEditText);
  const [focused, setFocused] = useState(false);
  const [invalidOnBlur, setInvalidOnBlur] = useState<string>();
  const error = widgetError(props, invalidOnBlur);

  if (readonly) return <ReadOnlyField id={id} label={label} text={formatCurrency(value)} error={error} />;

  const handleChange = (next: string) => {
    const parsed = parseMoney(next);
    edit(next, parsed.value);
    if (invalidOnBlur && !parsed.error) setInvalidOnBlur(undefined);
    onChange(parsed.value);
  };

  const handleBlur = () => {
    const parsed = parseMoney(text);
    setFocused(false);
    setInvalidOnBlur(parsed.error);
    if (parsed.value !== undefined) setText(moneyEditText(parsed.value));
    onBlur(id, parsed.value);
  };

  const parsed = parseMoney(text);
  const shown = focused || parsed.value === undefined ? text : formatCurrency(parsed.value);

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      value={shown}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onFocus={(event) => {
        // The field swaps '12 345,50 р.' for '12345,5' on focus. The swap happens at once, so a
        // selection made right after focusing (select all, then type) applies to the new text, and
        // text that was wholly selected (reached with Tab) stays wholly selected: typing replaces it.
        const input = event.target;
        const wholeSelected =
          input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
        flushSync(() => setFocused(true));
        if (wholeSelected) input.select();
        onFocus(id, value);
      }}
      onChange={(event) => handleChange(event.target.value)}
      onBlur={handleBlur}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
