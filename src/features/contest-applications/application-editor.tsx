import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { fileDownloadUrl, storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';
import { fieldLabel } from '@common/acts/field-labels';
import { schema, uiSchema } from '@common/acts/generated/forms/contest-application';
import { formValidators, validateForm } from '@common/acts/generated/forms/contest-application.validators.js';
import type { ContestApplication } from './api';

/** What the person is editing: the form's data and the documents. */
export interface ApplicationValues {
  fields: Record<string, unknown>;
  files: StoredFile[];
}

export const applicationValues = (application: ContestApplication | null): ApplicationValues => ({
  fields: application?.fields ?? { services: [{}] },
  files: (application?.files ?? []).map((f) => ({ id: f.id, uri: fileDownloadUrl(f.id), originalFileName: f.name })),
});

/** The form's own check, as the server makes it (the same precompiled validator), plus the period's order. */
export function checkApplication(fields: Record<string, unknown>): FieldError[] {
  const errors = validateWith(validateForm, fields);
  const { periodFrom, periodTo } = fields as { periodFrom?: string; periodTo?: string };
  if (periodFrom && periodTo && periodTo < periodFrom)
    errors.push({ pointer: '/periodTo', message: 'Окончание срока реализации не может быть раньше его начала' });
  return errors;
}

export interface ApplicationEditorProps {
  values: ApplicationValues;
  onChange: (values: ApplicationValues) => void;
  /** The server's field errors of the last refused save. */
  serverErrors?: readonly FieldError[];
  busy: boolean;
  onSave: (values: ApplicationValues) => void;
}

/**
 * The provider's application form: the schema's fields (schemas/forms/contest-application) rendered
 * by the form engine and the documents. «Сохранить черновик» checks the form first with the same
 * validator the server uses; what was typed stays on a refusal.
 */
export function ApplicationEditor({ values, onChange, serverErrors = [], busy, onSave }: ApplicationEditorProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const shown = errors.length ? errors : [...serverErrors];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkApplication(values.fields);
    setErrors(found);
    if (found.length === 0) onSave(values);
    else requestAnimationFrame(() => document.getElementById('application-errors')?.focus());
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {shown.length > 0 && (
          <Alert severity="error" id="application-errors" tabIndex={-1}>
            <Typography sx={{ fontWeight: 600 }}>Исправьте ошибки</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {shown.map((error, index) => (
                <li key={index}>
                  <a href={`#application${error.pointer.replaceAll('/', '_')}`}>{fieldLabel(schema, error.pointer)}</a>:{' '}
                  {error.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          formValidators={formValidators}
          data={values.fields}
          errors={shown}
          idPrefix="application"
          onChange={(fields) => onChange({ ...values, fields })}
        />
        <FileUploadField
          id="application-files"
          label="Документы заявки (смета, устав, программа проекта)"
          value={values.files}
          onChange={(files) => onChange({ ...values, files: storedFiles(files) })}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Сохранение…' : 'Сохранить черновик'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
