import type { ReactNode, Ref } from 'react';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { ReadOnlyField } from '../read-only-field';
import type { MaskedTextKind } from './masked-text-kind';
import { useMaskedText, type MaskedTextField } from './use-masked-text';

interface MaskedTextInputProps {
  widget: WidgetProps;
  kind: MaskedTextKind;
  field: MaskedTextField;
  /** Buttons at the end of the field (a date's clear and calendar buttons). */
  adornment?: ReactNode;
  /** The field's box, for a popup that opens under it. */
  boxRef?: Ref<HTMLDivElement>;
}

/**
 * The one text field of the typed-text widgets (like rjsf's BaseInputTemplate): the widget's
 * label, state and error, the text of useMaskedText, the kind's placeholder and keyboard, and, in
 * read-only mode, the stored value as the kind reads it.
 */
export function MaskedTextInput({ widget, kind, field, adornment, boxRef }: MaskedTextInputProps) {
  const { id, name, label, required, disabled, readonly, value, autofocus, placeholder } = widget;
  if (readonly) return <ReadOnlyField id={id} label={label} text={kind.readOnlyText(value)} error={field.error} />;
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      value={field.shown}
      placeholder={placeholder || kind.placeholder}
      fullWidth
      error={Boolean(field.error)}
      helperText={field.error}
      onChange={field.handleChange}
      onFocus={field.handleFocus}
      inputRef={field.input}
      slotProps={{
        root: { onBlur: field.handleBlur },
        input: { ref: boxRef, endAdornment: adornment },
        htmlInput: { inputMode: kind.inputMode, autoComplete: 'off' },
      }}
    />
  );
}

/** A typed-text widget that is only its kind: `<MaskedTextWidget {...props} kind={CURRENCY_TEXT} />`. */
export function MaskedTextWidget({ kind, ...props }: WidgetProps & { kind: MaskedTextKind }) {
  const field = useMaskedText(props, kind);
  return <MaskedTextInput widget={props} kind={kind} field={field} />;
}
