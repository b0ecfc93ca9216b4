import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldError } from '@/forms/wizard/schema-validator';

/**
 * The errors a schema form shows (a record of the «form» kind: an application, a catalogue card): none
 * before the first try to send; from then on the form's own check, read again as the person types,
 * or else what the server refused last. `submit` sends only a form with no errors, and otherwise
 * moves the focus to the summary.
 */
export function useFormCheck(check: () => FieldError[], summaryId: string, serverErrors: readonly FieldError[] = []) {
  const [tried, setTried] = useState(false);
  const own = tried ? check() : [];
  const shown = own.length ? own : [...serverErrors];
  const submit = (event: FormEvent, send: () => void) => {
    event.preventDefault();
    setTried(true);
    if (check().length === 0) send();
    else requestAnimationFrame(() => document.getElementById(summaryId)?.focus());
  };
  return { shown, submit };
}

export interface FormErrorListProps {
  /** The summary's id: the focus comes here when a send is refused. */
  id: string;
  errors: readonly FieldError[];
  /** A field's label, by its pointer. */
  label: (pointer: string) => string;
  /** The id of a field's element, by its pointer (the form engine's `<idPrefix>_a_b` for '/a/b'). */
  anchor: (pointer: string) => string;
}

/** «Исправьте ошибки» above a schema form: each field in error as a link to it, with the message. */
export function FormErrorList({ id, errors, label, anchor }: FormErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" id={id} tabIndex={-1}>
      <Typography sx={{ fontWeight: 600 }}>Исправьте ошибки</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error, index) => (
          <li key={`${error.pointer}-${index}`}>
            <a href={`#${anchor(error.pointer)}`}>{label(error.pointer)}</a>: {error.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The form engine's id of a field: '/a/b' under the prefix 'x' is 'x_a_b'. */
export const fieldAnchor = (idPrefix: string) => (pointer: string) => `${idPrefix}${pointer}`.replaceAll('/', '_');
