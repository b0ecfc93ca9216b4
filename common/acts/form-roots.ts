import type { ActBlock } from './act-definition';
import { blockSchema, type ActSchema, type JsonSchemaObject, type StandaloneValidate } from './act-schema';
import { resolveNode } from './resolve-node';

/**
 * The schemas rjsf renders a block from, computed in one place: the codegen precompiles rjsf's
 * validator functions for exactly these objects (keyed by their hash), and the wizard hands the
 * same objects to its forms, so every schema rjsf asks about has its function.
 */

/** rjsf's precompiled validator functions of one block, keyed by schema hash (`@rjsf/utils` hashForSchema). */
export type FormValidators = Readonly<Record<string, StandaloneValidate>>;

/** The block's form: its part of the schema without its long list, which is a table of its own. */
export function blockFormSchema(part: ActSchema, block: Pick<ActBlock, 'fields' | 'list'>): ActSchema {
  const listField = block.list?.field;
  return blockSchema(part, { fields: block.fields.filter((field) => field !== listField) });
}

/** One row of the block's long list `field`, with the block's definitions: the row dialog's form. */
export function listRowSchema(part: ActSchema, field: string): JsonSchemaObject {
  const list = resolveNode(part, part.properties[field]);
  return { ...(resolveNode(part, list?.items) ?? {}), definitions: part.definitions };
}
