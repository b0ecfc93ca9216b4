import type { ActBlock, ActDefinition } from './act-definition';
import type { ActSchema } from './act-schema';

/**
 * Blocks that must be filled before an act is signed: those holding a field the schema's top
 * level requires. A block counts as filled once it has been saved ('saved' in the act's blocks):
 * data the server put in on creation (the person's card) still waits for the person to check it.
 */
export function requiredBlocks(
  definition: Pick<ActDefinition, 'blocks'>,
  schema: Pick<ActSchema, 'required'>,
): ActBlock[] {
  const required = new Set(schema.required ?? []);
  return definition.blocks.filter((block) => block.fields.some((field) => required.has(field)));
}

/** The required blocks not yet saved, in their order; empty when the act may be signed. */
export function unfilledRequiredBlocks(
  definition: Pick<ActDefinition, 'blocks'>,
  schema: Pick<ActSchema, 'required'>,
  blocks: Readonly<Record<string, string>>,
): ActBlock[] {
  return requiredBlocks(definition, schema).filter((block) => blocks[block.number] !== 'saved');
}

/** The first words of the refusal; the client lists the blocks after them as links. */
export const UNFILLED_BLOCKS_LEAD = 'Подписать нельзя: заполните и сохраните обязательные блоки';

/** 'Подписать нельзя: заполните и сохраните обязательные блоки: 1. Сведения о гражданине; 3. Перечень и подпись' */
export function unfilledBlocksText(blocks: ReadonlyArray<Pick<ActBlock, 'number' | 'title'>>): string {
  return `${UNFILLED_BLOCKS_LEAD}: ${blocks.map((b) => `${b.number}. ${b.title}`).join('; ')}`;
}
