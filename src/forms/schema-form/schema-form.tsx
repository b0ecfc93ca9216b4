import { useMemo } from 'react';
import useSWR from 'swr';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ActSchema, UiSchemaObject } from '@common/acts/act-schema';
import type { FormValidators } from '@common/acts/form-roots';
import { loadFormKit } from '@/forms/widgets/registry';
import { DEFAULT_FORM_STATE } from '@/forms/wizard/form-defaults';
import { formValidator, toErrorSchema, type FieldError } from '@/forms/wizard/schema-validator';
import { ThemedForm as Form } from '@/forms/wizard/themed-form';
import { AddRowButton, RemoveRowButton, russianStrings, StackedArrayItem } from './list-rows';

/** A list's rows with their fields at full width and worded buttons under them (./list-rows). */
const TEMPLATES = {
  ArrayFieldItemTemplate: StackedArrayItem,
  ButtonTemplates: { AddButton: AddRowButton, RemoveButton: RemoveRowButton },
};

export interface SchemaFormProps {
  /** A bundled schema of schemas/forms/<form> (common/acts/generated/forms/<form>.ts). */
  schema: ActSchema;
  uiSchema: UiSchemaObject;
  /** rjsf's precompiled functions of that very schema (<form>.validators.js). */
  formValidators: FormValidators;
  data: Record<string, unknown>;
  /** Field errors by pointer: the form's own check (validateWith) or the server's refusal. */
  errors: readonly FieldError[];
  readOnly?: boolean;
  /**
   * Top-level fields the page hides for now (e.g. a free service's price): rendered by rjsf's
   * hidden widget, so the form's widgets are not loaded again and its fields keep their focus.
   */
  hiddenFields?: readonly string[];
  /** The prefix of the fields' ids (one form per page: the default is enough). */
  idPrefix?: string;
  onChange?: (data: Record<string, unknown>) => void;
}

const DOWNLOADED_ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * A form of the «form» kind of the schema engine (schemas/forms, schemas/README.md): rjsf with the
 * portal's theme and the widgets its ui schema names, over the validators codegen precompiled for
 * the schema (nothing is compiled in the browser). The page checks the data with the same
 * validator before sending it; the server checks it again with that validator.
 */
export function SchemaForm({
  schema,
  uiSchema,
  formValidators,
  data,
  errors,
  readOnly = false,
  hiddenFields,
  idPrefix = 'form',
  onChange,
}: SchemaFormProps) {
  const kit = useSWR(['form-kit', uiSchema], () => loadFormKit(uiSchema), DOWNLOADED_ONCE);
  const validator = useMemo(() => formValidator(formValidators, schema as RJSFSchema), [formValidators, schema]);
  const ui = useMemo(() => {
    const out: Record<string, unknown> = { ...uiSchema, 'ui:submitButtonOptions': { norender: true } };
    // Read only, a list shows its rows without the add and remove buttons (they leave the rows room on a phone).
    if (readOnly)
      for (const [name, node] of Object.entries(schema.properties))
        if ((node as { type?: unknown }).type === 'array') {
          const own = (uiSchema[name] ?? {}) as Record<string, unknown>;
          out[name] = {
            ...own,
            'ui:options': {
              ...(own['ui:options'] as object | undefined),
              addable: false,
              removable: false,
              orderable: false,
            },
          };
        }
    for (const name of hiddenFields ?? [])
      out[name] = { ...((uiSchema[name] ?? {}) as Record<string, unknown>), 'ui:widget': 'hidden' };
    return out as UiSchema;
  }, [uiSchema, schema, readOnly, hiddenFields]);
  const errorSchema = useMemo(() => toErrorSchema(errors), [errors]);
  if (kit.error)
    return (
      <Alert severity="error" action={<Button onClick={() => void kit.mutate()}>Повторить</Button>}>
        Не удалось загрузить форму. Проверьте подключение к интернету.
      </Alert>
    );
  if (!kit.data) return <LinearProgress aria-label="Загрузка формы" />;
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={ui}
      formData={data}
      validator={validator}
      widgets={kit.data.widgets}
      fields={kit.data.fields}
      idPrefix={idPrefix}
      templates={TEMPLATES}
      translateString={russianStrings}
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      extraErrors={errorSchema}
      showErrorList={false}
      noHtml5Validate
      readonly={readOnly}
      onChange={(e) => onChange?.((e.formData ?? {}) as Record<string, unknown>)}
    />
  );
}
