import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { fieldAnchor, FormErrorList, useFormCheck } from '@/forms/schema-form/form-check';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { fileDownloadUrl, storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
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
const SUMMARY = 'application-errors';

export function ApplicationEditor({ values, onChange, serverErrors = [], busy, onSave }: ApplicationEditorProps) {
  const { shown, submit } = useFormCheck(() => checkApplication(values.fields), SUMMARY, serverErrors);
  // A save while a document is still uploading would store the draft without it.
  const [uploading, setUploading] = useState(false);
  return (
    <Box component="form" noValidate onSubmit={(e) => submit(e, () => onSave(values))}>
      <Stack spacing={2}>
        <FormErrorList
          id={SUMMARY}
          errors={shown}
          label={(pointer) => fieldLabel(schema, pointer)}
          anchor={fieldAnchor('application')}
        />
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
          onUploadingChange={setUploading}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy || uploading}>
            {busy ? 'Сохранение…' : uploading ? WIDGET_TEXTS.waitForUploads : 'Сохранить черновик'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
