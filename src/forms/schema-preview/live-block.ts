import type { ActBlock, ActDefinition } from '@common/acts/act-definition';
import {
  blockSchema,
  type ActSchema,
  type JsonSchema,
  type StandaloneValidate,
  type UiSchemaObject,
} from '@common/acts/act-schema';
import { createAjv } from '@common/ajv';
import type { GeneratedAct } from '@common/acts/generated/acts';
import { lintAct, type LintError } from '../../../codegen/lint';
import { sampleActData, sampleBlockData } from '../../../codegen/sample-data';

/**
 * The analysts' live preview of one act block (src/forms/schema-preview): what an analyst edits
 * (the block's part of schema.json and of ui.json, as JSON text), put back into the act, checked by
 * the same lint as `npm run codegen` and compiled by the same ajv configuration as the portal.
 * Nothing here is a second engine: the block is rendered by the wizard's BlockForm, the lint is
 * codegen's lintAct, the sample data is codegen's sample generator.
 */

/** What the analyst edits: the block's fields of schema.json (with `required`) and their ui.json entries. */
export interface BlockDraft {
  schemaText: string;
  uiText: string;
}

/** The block's part as the analyst sees it: `properties` of the block's fields and which are required. */
interface BlockSchemaPart {
  properties: Record<string, JsonSchema>;
  required?: string[];
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The texts the preview starts from: the block's fields as they are in the act today. */
export function blockDraftOf(act: GeneratedAct, number: number): BlockDraft {
  const block = blockOf(act.definition, number);
  const part = blockSchema(act.schema, block);
  const ui: UiSchemaObject = {};
  for (const field of block.fields) if (act.uiSchema[field] !== undefined) ui[field] = act.uiSchema[field];
  const schemaPart: BlockSchemaPart = { properties: part.properties };
  if (part.required?.length) schemaPart.required = part.required;
  return { schemaText: pretty(schemaPart), uiText: pretty(ui) };
}

function blockOf(definition: ActDefinition, number: number): ActBlock {
  const block = definition.blocks.find((b) => b.number === number);
  if (!block) throw new Error(`В акте «${definition.title}» нет блока ${number}`);
  return block;
}

/** A mistake in the typed JSON: which file and where, in words. */
export interface JsonMistake {
  file: 'schema.json' | 'ui.json';
  message: string;
}

/** Line and column of a JSON.parse error's position, when the engine names one. */
function whereIn(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = /line (\d+) column (\d+)/.exec(message);
  if (line) return `строка ${line[1]}, столбец ${line[2]}`;
  const position = /position (\d+)/.exec(message);
  if (!position) return 'место не определено';
  const before = text.slice(0, Number(position[1])).split('\n');
  return `строка ${before.length}, столбец ${before[before.length - 1].length + 1}`;
}

function parse(text: string, file: JsonMistake['file']): { value: unknown } | { mistake: JsonMistake } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      mistake: {
        file,
        message: `Ошибка в JSON (${whereIn(text, error)}): проверьте запятые, кавычки и скобки.`,
      },
    };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The act with the edited block put back: what the lint and the form see. */
export interface LiveBlock {
  schema: ActSchema;
  uiSchema: UiSchemaObject;
  definition: ActDefinition;
  block: ActBlock;
  /** The block's part of the schema (its fields and the act's definitions): the form's schema. */
  part: ActSchema;
  /** The lint of the whole act with this block, as `npm run codegen` would print it. */
  lint: LintError[];
  /** The block's validator compiled from the edited schema, or why it does not compile. */
  validate: StandaloneValidate | { compileError: string };
}

/**
 * Puts the edited block back into the act: the block's fields become the keys of the edited
 * `properties`, in their order (a new key is a new field of the block, a deleted key is a field
 * removed), their `required` replaces the block's, their ui entries replace the block's.
 */
export function liveBlock(
  act: GeneratedAct,
  number: number,
  draft: BlockDraft,
): LiveBlock | { mistakes: JsonMistake[] } {
  const schemaParsed = parse(draft.schemaText, 'schema.json');
  const uiParsed = parse(draft.uiText, 'ui.json');
  const mistakes: JsonMistake[] = [];
  if ('mistake' in schemaParsed) mistakes.push(schemaParsed.mistake);
  else if (!isObject(schemaParsed.value) || !isObject(schemaParsed.value.properties))
    mistakes.push({ file: 'schema.json', message: 'Нужен объект с ключом "properties" — полями блока.' });
  else if (schemaParsed.value.required !== undefined && !Array.isArray(schemaParsed.value.required))
    mistakes.push({
      file: 'schema.json',
      message: '"required" — список имён обязательных полей в квадратных скобках.',
    });
  if ('mistake' in uiParsed) mistakes.push(uiParsed.mistake);
  else if (!isObject(uiParsed.value))
    mistakes.push({ file: 'ui.json', message: 'Нужен объект: имена полей и их вид.' });
  if (mistakes.length || 'mistake' in schemaParsed || 'mistake' in uiParsed) return { mistakes };

  const edited = schemaParsed.value as BlockSchemaPart;
  const editedUi = uiParsed.value as UiSchemaObject;
  const old = blockOf(act.definition, number);
  const fields = Object.keys(edited.properties);
  const block: ActBlock = { ...old, fields };

  const properties: Record<string, JsonSchema> = {};
  for (const [name, node] of Object.entries(act.schema.properties)) {
    // The block's place among the act's fields is kept: its fields go where its first one was.
    if (name === old.fields[0]) Object.assign(properties, edited.properties);
    if (!old.fields.includes(name)) properties[name] = node;
  }
  if (old.fields.length === 0) Object.assign(properties, edited.properties);
  const required = [
    ...(act.schema.required ?? []).filter((name) => !old.fields.includes(name)),
    ...(edited.required ?? []).map(String),
  ];
  const schema: ActSchema = { ...act.schema, properties, required };

  const uiSchema: UiSchemaObject = {};
  for (const [key, value] of Object.entries(act.uiSchema)) if (!old.fields.includes(key)) uiSchema[key] = value;
  Object.assign(uiSchema, editedUi);

  const definition: ActDefinition = {
    ...act.definition,
    blocks: act.definition.blocks.map((b) => (b.number === number ? block : b)),
  };
  const lint = lintAct({
    id: act.definition.id,
    dir: `schemas/acts/${act.definition.id}`,
    schema,
    ui: uiSchema,
    act: definition,
  });
  const part = blockSchema(schema, block);
  return { schema, uiSchema, definition, block, part, lint, validate: compileBlock(part) };
}

/** The block's part compiled as the codegen compiles it (the portal's ajv: formats, keywords, Russian messages). */
function compileBlock(part: ActSchema): LiveBlock['validate'] {
  try {
    return createAjv().compile(part);
  } catch (error) {
    return { compileError: error instanceof Error ? error.message : String(error) };
  }
}

/** The block's sample data, as the codegen makes it for the act's stories and tests. */
export function sampleOf(live: LiveBlock): Record<string, unknown> {
  try {
    return sampleBlockData(sampleActData(live.schema, live.definition), live.block.fields);
  } catch {
    // A schema typed half-way may not give a sample (a broken $ref): the block starts empty.
    return {};
  }
}

/** A lint error as the analyst reads it: the file under the act's folder and the place in it. */
export function lintLine(error: LintError): string {
  const file = error.file.split('/').pop();
  return `${file}${error.pointer === '' ? '' : ` ${error.pointer}`}: ${error.message}`;
}
