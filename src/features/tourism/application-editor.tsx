import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { fieldAnchor, FormErrorList, useFormCheck } from '@/forms/schema-form/form-check';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';
import { fieldLabel } from '@common/acts/field-labels';
import { schema, uiSchema } from '@common/acts/generated/forms/tourism-provider-application';
import { formValidators, validateForm } from '@common/acts/generated/forms/tourism-provider-application.validators.js';
import { checkApplicationRules } from '@common/tourism/application-rules';

/** The form's own check, as the server makes it (the same precompiled validator), plus the rules between fields. */
export function checkTourismApplication(fields: Record<string, unknown>): FieldError[] {
  const filled = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
  return [...validateWith(validateForm, filled), ...checkApplicationRules(filled)];
}

export interface TourismApplicationEditorProps {
  fields: Record<string, unknown>;
  onChange: (fields: Record<string, unknown>) => void;
  /** The server's field errors of the last refused send. */
  serverErrors?: readonly FieldError[];
  busy: boolean;
  /** The button's caption: «Подать заявление» or «Сохранить изменения». */
  submitCaption: string;
  onSubmit: (fields: Record<string, unknown>) => void;
  onCancel?: () => void;
}

/**
 * The tour operator's application: the schema's fields (schemas/forms/tourism-provider-application)
 * rendered by the form engine. The button checks the form first with the same validator and rules
 * the server uses; what was typed stays on a refusal, and the list of errors links to each field.
 */
const SUMMARY = 'tourism-application-errors';

export function TourismApplicationEditor({
  fields,
  onChange,
  serverErrors = [],
  busy,
  submitCaption,
  onSubmit,
  onCancel,
}: TourismApplicationEditorProps) {
  const { shown, submit } = useFormCheck(() => checkTourismApplication(fields), SUMMARY, serverErrors);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => submit(e, () => onSubmit(fields))}
      aria-label="Заявление туроператора"
    >
      <Stack spacing={2}>
        <FormErrorList
          id={SUMMARY}
          errors={shown}
          label={(pointer) => fieldLabel(schema, pointer)}
          anchor={fieldAnchor('tourism')}
        />
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          formValidators={formValidators}
          data={fields}
          errors={shown}
          idPrefix="tourism"
          onChange={onChange}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Отправка…' : submitCaption}
          </Button>
          {onCancel && (
            <Button size="large" disabled={busy} onClick={onCancel}>
              Отмена
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
