import type { FocusEvent } from 'react';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** Lines a note shows before it scrolls (it grows with its text up to this). */
export const TEXTAREA_MAX_LINES = 15;
/** MUI's line height of an input (InputBase: 1.4375em). */
const LINE = 1.4375;

/** The lines a ui schema asks for (`ui:options.rows`), 5 as rjsf's own textarea has. */
export function textareaRows(rows: unknown): number {
  const n = typeof rows === 'number' ? rows : typeof rows === 'string' ? Number.parseInt(rows, 10) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? Math.min(n, TEXTAREA_MAX_LINES) : 5;
}

/**
 * `textarea` (rjsf's name for a long text, with `ui:options.rows`): MUI's outlined field around a
 * native `<textarea>` that the browser sizes to its text (`field-sizing: content`), from `rows`
 * lines up to TEXTAREA_MAX_LINES, then scrolls; the person may also drag it taller. MUI's own
 * multiline field measures every textarea with a forced layout when it mounts (TextareaAutosize),
 * which on a block with a long list cost as much as rendering the list; this one does no script
 * work for its size. Errors show through the form's FieldErrorTemplate, as for rjsf's text fields;
 * read-only and disabled show the text greyed, as they do.
 */
export function TextareaWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    value,
    rawErrors = [],
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const rows = textareaRows(options.rows);
  const text = (event: FocusEvent<HTMLTextAreaElement | HTMLInputElement>) => event.target.value;
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      value={typeof value === 'string' ? value : ''}
      error={rawErrors.length > 0}
      fullWidth
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, text(event))}
      onFocus={(event) => onFocus(id, text(event))}
      aria-describedby={ariaDescribedByIds(id)}
      slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows } }}
      sx={{
        '& .MuiInputBase-input': {
          height: 'auto',
          resize: 'vertical',
          fieldSizing: 'content',
          minHeight: `${rows * LINE}em`,
          maxHeight: `${TEXTAREA_MAX_LINES * LINE}em`,
          overflowY: 'auto',
        },
      }}
    />
  );
}
