import TextField from '@mui/material/TextField';
import { readOnlyText } from './read-only-text';

interface ReadOnlyFieldProps {
  id: string;
  label: string;
  /** The value as the person should read it; empty reads 'отсутствует'. */
  text: unknown;
  error?: string;
}

/** A widget in read-only mode: its label and value as text, still focusable and readable aloud. */
export function ReadOnlyField({ id, label, text, error }: ReadOnlyFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={readOnlyText(text)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
