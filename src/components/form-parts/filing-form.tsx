import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FormErrorsSummary } from './form-errors-summary';

export interface FilingFormProps<F extends string> {
  /** The prefix of the fields' ids (useId): the summary is `<ids>-summary`, a field `<ids>-<field>`. */
  ids: string;
  /** The form's accessible name: «Заявление на сертификат». */
  label: string;
  /** The fields' labels, named in the summary's links. */
  labels: Readonly<Record<F, string>>;
  /** The fields in error, in the form's order (none before the first attempt to send). */
  errors: Partial<Record<F, string>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  /** Why the button waits (files still uploading): shown on it, disabled, instead of its words. */
  waitFor?: string;
  /** The button's words; «Отправить заявление» unless told. */
  submitCaption?: string;
  maxWidth?: number;
  /** The fields, and anything shown before the button (a refusal). */
  children: ReactNode;
}

/**
 * A citizen's short filing form (a request, a certificate, an application, joining a programme):
 * «Исправьте ошибки» with links to the fields on top, the fields, the send button. The values and
 * their checks stay with the caller.
 */
export function FilingForm<F extends string>({
  ids,
  label,
  labels,
  errors,
  onSubmit,
  busy,
  waitFor,
  submitCaption = 'Отправить заявление',
  maxWidth = 720,
  children,
}: FilingFormProps<F>) {
  const listed = Object.entries(errors).filter((entry): entry is [F, string] => typeof entry[1] === 'string');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={{ display: 'grid', gap: 2.5, maxWidth }}
    >
      <FormErrorsSummary
        id={`${ids}-summary`}
        fieldIdPrefix={ids}
        errors={listed.map(([field, text]) => ({ field, label: labels[field], text }))}
      />
      {children}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy || Boolean(waitFor)}>
          {waitFor ?? submitCaption}
        </Button>
      </Box>
    </Box>
  );
}

export interface ContactFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** What the field is for, shown while there is no error. */
  hint: string;
}

/** The contact phone of a filing (prefilled from the profile by the caller). */
export function PhoneField({ id, label, value, onChange, error, hint }: ContactFieldProps) {
  return (
    <TextField
      id={id}
      type="tel"
      required
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { autoComplete: 'tel', inputMode: 'tel', maxLength: 30 } }}
      sx={{ maxWidth: 320 }}
    />
  );
}

/** A free comment of a filing, with the characters left of `max`. */
export function CommentField({ max, ...props }: ContactFieldProps & { max: number }) {
  const { id, label, value, onChange, error, hint } = props;
  return (
    <TextField
      id={id}
      label={label}
      multiline
      minRows={3}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? `${hint}. Осталось символов: ${Math.max(0, max - value.length)}`}
    />
  );
}
