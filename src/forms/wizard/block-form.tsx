import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ActBlock } from '@common/acts/act-definition';
import { blockUiSchema, type ActSchema, type UiSchemaObject } from '@common/acts/act-schema';
import { blockFormSchema } from '@common/acts/form-roots';
import { resolveNode } from '@common/acts/resolve-node';
import type { BlockKit } from './block-kit';
import { formValidator, toErrorSchema, type FieldError } from './schema-validator';
import { DEFAULT_FORM_STATE } from './form-defaults';
import { ThemedForm as Form } from './themed-form';
import { ID_PREFIX, idToPointer, pointerToId } from './field-ids';

export interface BlockFormProps {
  /** The block's part of the schema (the kit's): rjsf's precompiled functions are made for the forms of exactly this part. */
  schema: ActSchema;
  uiSchema: UiSchemaObject;
  block: ActBlock;
  /** The block's widgets and fields, and its list table if it has one (loadBlockKit). */
  kit: BlockKit;
  data: Record<string, unknown>;
  errors: FieldError[];
  readOnly: boolean;
  onChange: (data: Record<string, unknown>) => void;
  /** A field was left: its JSON pointer. */
  onLeave: (pointer: string) => void;
  /** A field was entered: its JSON pointer (the place a reload comes back to). */
  onEnter?: (pointer: string) => void;
  checkItem: (data: Record<string, unknown>, index: number) => FieldError[];
}

const NO_ERRORS: FieldError[] = [];

export { ID_PREFIX, pointerToId } from './field-ids';

/**
 * One heading per level: the block's heading («Блок 1. Сведения о гражданине») is the form's title,
 * so the form does not repeat the act's title (the schema's root) under it, nor a group whose title
 * is the block's own (block 1's «Сведения о гражданине» group).
 */
function oneHeadingPerLevel(schema: ActSchema, block: ActBlock, ui: UiSchemaObject): UiSchema {
  const hidden: UiSchemaObject = { ...ui, 'ui:options': { ...(ui['ui:options'] as object | undefined), label: false } };
  for (const field of block.fields) {
    const node = resolveNode(schema, schema.properties[field]);
    const own = (ui[field] ?? {}) as UiSchemaObject;
    const title = own['ui:title'] ?? node?.title;
    if (node?.type === 'object' && typeof title === 'string' && title.trim() === block.title.trim()) {
      hidden[field] = { ...own, 'ui:options': { ...(own['ui:options'] as object | undefined), label: false } };
    }
  }
  return hidden as UiSchema;
}

/** One block: its fields rendered by rjsf with our widgets, and its long list (if any) as a table. */
export const BlockForm = memo(function BlockForm({
  schema,
  uiSchema,
  block,
  kit,
  data,
  errors,
  readOnly,
  onChange,
  onLeave,
  onEnter,
  checkItem,
}: BlockFormProps) {
  const listField = block.list?.field;
  const formSchema = useMemo(() => blockFormSchema(schema, block) as RJSFSchema, [schema, block]);
  const validator = useMemo(() => formValidator(kit.formValidators, formSchema), [kit.formValidators, formSchema]);
  const formUi = useMemo(
    () =>
      oneHeadingPerLevel(schema, block, {
        ...blockUiSchema(uiSchema, { fields: block.fields.filter((f) => f !== listField) }),
        'ui:submitButtonOptions': { norender: true },
      }),
    [schema, uiSchema, block, listField],
  );
  const errorSchema = useMemo(
    () => toErrorSchema(errors.filter((e) => !listField || !e.pointer.startsWith(`/${listField}`))),
    [errors, listField],
  );
  const formData = useMemo(() => {
    if (!listField) return data;
    const { [listField]: _list, ...rest } = data;
    return rest;
  }, [data, listField]);
  const hasOtherFields = block.fields.some((f) => f !== listField);
  // The list gets callbacks that stay the same while the person types elsewhere in the block, so
  // its table (hundreds of rows) is not rendered again on every key.
  const latest = useRef({ data, onChange, checkItem });
  useEffect(() => {
    latest.current = { data, onChange, checkItem };
  });
  const listErrors = useMemo(
    () => (listField ? errors.filter((e) => e.pointer.startsWith(`/${listField}`)) : NO_ERRORS),
    [errors, listField],
  );
  const checkListItem = useCallback(
    (items: Record<string, unknown>[], index: number) =>
      latest.current.checkItem({ ...latest.current.data, [listField!]: items }, index),
    [listField],
  );
  const changeList = useCallback(
    (items: Record<string, unknown>[]) => latest.current.onChange({ ...latest.current.data, [listField!]: items }),
    [listField],
  );

  return (
    <>
      {listField && kit.ListBlock && (
        <kit.ListBlock
          root={schema}
          field={listField}
          formValidators={kit.formValidators}
          columns={block.list!.columns}
          uiSchema={uiSchema[listField] as UiSchema | undefined}
          kit={kit}
          items={(data[listField] as Record<string, unknown>[] | undefined) ?? []}
          readOnly={readOnly}
          errors={listErrors}
          checkItem={checkListItem}
          onChange={changeList}
        />
      )}
      {listErrorsAtTop(errors, listField)}
      {/* Entering any field is noticed here, whatever its widget reports: a reload comes back to it. */}
      {hasOtherFields && (
        <div
          onFocus={(e) => e.target.id.startsWith(`${ID_PREFIX}_`) && onEnter?.(idToPointer(e.target.id.split('-')[0]))}
        >
          <Form
            schema={formSchema}
            uiSchema={formUi}
            formData={formData}
            validator={validator}
            widgets={kit.widgets}
            fields={kit.fields}
            idPrefix={ID_PREFIX}
            experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
            extraErrors={errorSchema}
            showErrorList={false}
            noHtml5Validate
            readonly={readOnly}
            onChange={(e) =>
              onChange(
                listField
                  ? { ...(e.formData as object), [listField]: data[listField] }
                  : ((e.formData ?? {}) as Record<string, unknown>),
              )
            }
            onBlur={(id) => onLeave(idToPointer(id))}
          />
        </div>
      )}
    </>
  );
});

/** An error of the list as a whole (e.g. at least one row required) shown under the table. */
function listErrorsAtTop(errors: FieldError[], listField: string | undefined) {
  if (!listField) return null;
  const own = errors.filter((e) => e.pointer === `/${listField}`);
  if (!own.length) return null;
  return (
    <p id={`${pointerToId(`/${listField}`)}`} tabIndex={-1} style={{ color: '#d32f2f', marginTop: 4 }}>
      {own.map((e) => e.message).join('; ')}
    </p>
  );
}
