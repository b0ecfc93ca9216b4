import type { ErrorObject } from 'ajv';
import type { ActBlock } from './act-definition';

/** One node of a JSON Schema (draft-07) with the portal's custom keywords; kept loose on purpose. */
export interface JsonSchemaObject {
  [keyword: string]: unknown;
}

/** A schema node: an object, or `true`/`false` where JSON Schema allows a boolean. */
export type JsonSchema = JsonSchemaObject | boolean;

/**
 * A bundled act schema (schemas/acts/<act>/schema.json after `npm run codegen`): a top-level
 * object whose shared definitions are inlined under `definitions`, so no `$ref` leaves the file.
 * rjsf takes it as `RJSFSchema` after one cast; ajv and Fastify take it as is.
 */
export interface ActSchema extends JsonSchemaObject {
  type: 'object';
  title?: string;
  properties: Record<string, JsonSchema>;
  required?: string[];
  definitions?: Record<string, JsonSchema>;
}

/** An rjsf UI schema (ui.json): `ui:*` options and nested per-property entries. */
export interface UiSchemaObject {
  [key: string]: unknown;
}

/** A precompiled (standalone) ajv validator as the generated modules export it. */
export interface StandaloneValidate<T = unknown> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

/** What `common/acts/generated/validators/<act>.js` exports: each block's validator by number. */
export interface ActValidators {
  blockValidators: Readonly<Record<number, StandaloneValidate>>;
}

/** What `common/acts/generated/validators/<act>.act.js` exports: the whole act's validator. */
export interface ActValidator<T = unknown> {
  validateAct: StandaloneValidate<T>;
}

/**
 * The act schema restricted to one block: only the block's fields (in the block's order) and
 * only their `required` entries; `definitions` and every other keyword stay. The codegen
 * compiles block validators from it, the wizard renders and validates a block with it, and
 * the server validates a block save with it, so all three agree on what a block is.
 * Fields missing from the schema are skipped (the codegen lint reports them).
 */
export function blockSchema(schema: ActSchema, block: Pick<ActBlock, 'fields'>): ActSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of block.fields) {
    if (Object.hasOwn(schema.properties, field)) properties[field] = schema.properties[field];
  }
  const required = (schema.required ?? []).filter((name) => Object.hasOwn(properties, name));
  return { ...schema, properties, required };
}

/**
 * The UI schema restricted to one block: the `ui:*` entries of the root, the entries of the
 * block's fields, and `ui:order` set to the block's field order.
 */
export function blockUiSchema(uiSchema: UiSchemaObject, block: Pick<ActBlock, 'fields'>): UiSchemaObject {
  const result: UiSchemaObject = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || block.fields.includes(key)) result[key] = value;
  }
  result['ui:order'] = [...block.fields];
  return result;
}
