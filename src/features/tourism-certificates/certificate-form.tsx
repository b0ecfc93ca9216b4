import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { fieldAnchor, FormErrorList, useFormCheck } from '@/forms/schema-form/form-check';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';
import { fieldLabel } from '@common/acts/field-labels';
import { schema, uiSchema } from '@common/acts/generated/forms/tourism-certificate';
import { formValidators, validateForm } from '@common/acts/generated/forms/tourism-certificate.validators.js';

/** Empty texts read as not given, as the server reads them. */
const filled = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(filled);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, filled(v)] as const)
        .filter(([, v]) => v !== '' && v !== null && v !== undefined),
    );
  return typeof value === 'string' ? value.trim() : value;
};

/** The form's own check, as the server makes it (the same precompiled validator). */
export function checkCertificateForm(fields: Record<string, unknown>): FieldError[] {
  return validateWith(validateForm, filled(fields) as Record<string, unknown>);
}

export interface CertificateFormProps {
  fields: Record<string, unknown>;
  onChange: (fields: Record<string, unknown>) => void;
  /** The server's field errors of the last refused send. */
  serverErrors?: readonly FieldError[];
  busy: boolean;
  onSubmit: (fields: Record<string, unknown>) => void;
}

const SUMMARY = 'tourism-certificate-errors';

/**
 * The application for a tourism certificate: the schema's fields (schemas/forms/tourism-certificate:
 * phone, address, the members of the family with their relation degree, documents) rendered by the
 * form engine. The button checks the form first with the validator the server uses; what was typed
 * stays on a refusal, and the list of errors links to each field.
 */
export function CertificateForm({ fields, onChange, serverErrors = [], busy, onSubmit }: CertificateFormProps) {
  const { shown, submit } = useFormCheck(() => checkCertificateForm(fields), SUMMARY, serverErrors);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => submit(e, () => onSubmit(filled(fields) as Record<string, unknown>))}
      aria-label="Заявление на туристический сертификат"
    >
      <Stack spacing={2}>
        <FormErrorList
          id={SUMMARY}
          errors={shown}
          label={(pointer) => fieldLabel(schema, pointer)}
          anchor={fieldAnchor('certificate')}
        />
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          formValidators={formValidators}
          data={fields}
          errors={shown}
          idPrefix="certificate"
          onChange={onChange}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Отправка…' : 'Подать заявление'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
