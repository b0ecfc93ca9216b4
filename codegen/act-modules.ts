import type { ActDefinition, ActScreens } from '../common/acts/act-definition';
import { blockSchema, type ActSchema, type UiSchemaObject } from '../common/acts/act-schema';
import { actOutputs, BANNER, bindingName, blockSchemaOutput, blockValidatorOutputs, typeName } from './names';
import { withUsedDefinitions } from './schema-walk';
import { blockValidatorName } from './validators';

/** The TypeScript modules that hand the bundled act data to the client and the server. */

/** One act ready for generation: bundled, linted. */
export interface PreparedAct {
  id: string;
  /** Repository-relative folder, e.g. 'schemas/acts/test-act' (for the lint's messages). */
  dir?: string;
  schema: ActSchema;
  uiSchema: UiSchemaObject;
  /** act.json without `screens`. */
  definition: ActDefinition;
  /** act.json's `screens`: the act's list, card, roles and menu entry. */
  screens?: ActScreens;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** './<act>.block-N' for an import inside schemas/. */
const blockSchemaImport = (id: string, block: number) =>
  `./${blockSchemaOutput(id, block)
    .replace(/^schemas\//, '')
    .replace(/\.ts$/, '')}`;

/**
 * schemas/<act>.card.ts: what the act's card needs before any block: act.json, ui.json (the
 * widgets of a block are known from it before its code arrives) and the loaders of each block's
 * validator and part of the schema, and of the whole schema (for the review).
 */
export function generateCardModule(act: PreparedAct): string {
  /** `name: (block) => ...` importing each block's module and reading the export it names. */
  const loader = (name: string, importOf: (block: number) => string, exportOf: (block: number) => string) => [
    `  ${name}: (block: number) => {`,
    '    switch (block) {',
    ...act.definition.blocks.map(
      (block) =>
        `      case ${block.number}: return import('${importOf(block.number)}').then((module) => module.${exportOf(block.number)});`,
    ),
    `      default: return Promise.reject(new Error(\`${act.id}: no block \${block}\`));`,
    '    }',
    '  },',
  ];
  return [
    BANNER,
    "import type { ActDefinition } from '../../act-definition';",
    "import type { UiSchemaObject } from '../../act-schema';",
    "import type { ActCard } from '../acts';",
    '',
    `/** schemas/acts/${act.id}/ui.json. */`,
    `export const uiSchema: UiSchemaObject = ${json(act.uiSchema)};`,
    '',
    `/** schemas/acts/${act.id}/act.json. */`,
    `export const definition: ActDefinition = ${json(act.definition)};`,
    '',
    "/** The act as its card opens it: each block's schema and validator come when the block is shown, the whole schema for the review. */",
    'export const card: ActCard = {',
    `  id: '${act.id}',`,
    '  uiSchema,',
    '  definition,',
    ...loader('loadBlockValidator', (block) => `../${blockValidatorOutputs(act.id, block).module}`, blockValidatorName),
    ...loader(
      'loadBlockFormValidators',
      (block) => `../${blockValidatorOutputs(act.id, block).module}`,
      () => 'formValidators',
    ),
    ...loader(
      'loadBlockSchema',
      (block) => blockSchemaImport(act.id, block),
      () => 'schema',
    ),
    `  loadSchema: () => import('./${act.id}').then((module) => module.schema),`,
    '};',
    '',
  ].join('\n');
}

/** schemas/<act>.block-N.ts: the block's part of the bundled schema with the shared definitions its fields use. */
export function generateBlockSchemaModule(act: PreparedAct, number: number): string {
  const block = act.definition.blocks.find((b) => b.number === number);
  if (!block) throw new Error(`${act.id}: no block ${number}`);
  return [
    BANNER,
    "import type { ActSchema } from '../../act-schema';",
    '',
    `/** Block ${number} «${block.title}» of schemas/acts/${act.id}/schema.json: its fields, their required entries, the definitions they use. */`,
    `export const schema: ActSchema = ${json(withUsedDefinitions(blockSchema(act.schema, block)))};`,
    '',
  ].join('\n');
}

/** schemas/<act>.ts: the bundled schema, with the card's ui.json and act.json, as typed constants. */
export function generateActModule(act: PreparedAct): string {
  return [
    BANNER,
    "import type { ActSchema } from '../../act-schema';",
    "import type { GeneratedAct } from '../acts';",
    `import type { ${typeName(act.id)} } from '../${actOutputs(act.id).types.replace(/\.ts$/, '')}';`,
    `import { card, definition, uiSchema } from './${act.id}.card';`,
    '',
    'export { definition, uiSchema };',
    '',
    `/** schemas/acts/${act.id}/schema.json with the shared definitions inlined. */`,
    `export const schema: ActSchema = ${json(act.schema)};`,
    '',
    "/** The act as ACTS holds it: the card's loaders with the whole schema at hand (lists, the server, tests, stories). */",
    `export const act: GeneratedAct<${typeName(act.id)}> = {`,
    '  ...card,',
    '  schema,',
    `  loadValidators: () => import('../${actOutputs(act.id).validators}'),`,
    `  loadActValidator: () => import('../${actOutputs(act.id).actValidator}'),`,
    '};',
    '',
  ].join('\n');
}

/** acts.ts: every act by id with its schema, UI schema, definition and lazy validators (for the server, tests and stories; a screen imports its act's own module). */
export function generateActsIndex(acts: readonly PreparedAct[]): string {
  const sorted = [...acts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const modulePath = (id: string): string => `./${actOutputs(id).module.replace(/\.ts$/, '')}`;
  const typesPath = (id: string): string => `./${actOutputs(id).types.replace(/\.ts$/, '')}`;
  const lines = [
    BANNER,
    "import type { ActDefinition } from '../act-definition';",
    "import type { ActSchema, ActValidator, ActValidators, StandaloneValidate, UiSchemaObject } from '../act-schema';",
    "import type { FormValidators } from '../form-roots';",
    ...sorted.map((act) => `import * as ${bindingName(act.id)} from '${modulePath(act.id)}';`),
    ...sorted.map((act) => `import type { ${typeName(act.id)} } from '${typesPath(act.id)}';`),
    '',
    ...sorted.map((act) => `export type { ${typeName(act.id)} } from '${typesPath(act.id)}';`),
    '',
    '/** The ids of all acts (folders of schemas/acts). */',
    `export const ACT_IDS = [${sorted.map((act) => `'${act.id}'`).join(', ')}] as const;`,
    '',
    'export type ActId = (typeof ACT_IDS)[number];',
    '',
    '/** The data type of each act. */',
    'export interface ActDataById {',
    ...sorted.map((act) => `  '${act.id}': ${typeName(act.id)};`),
    '}',
    '',
    "/** What an act's card starts with (schemas/<act>.card.ts): act.json, ui.json, and the code of each block on demand. */",
    'export interface ActCard {',
    '  id: ActId;',
    '  uiSchema: UiSchemaObject;',
    '  definition: ActDefinition;',
    "  /** One block's validator, its module alone: what the wizard loads for the block on screen. */",
    '  loadBlockValidator: (block: number) => Promise<StandaloneValidate>;',
    "  /** rjsf's precompiled functions of the block's forms, from the same module (no second download). */",
    '  loadBlockFormValidators: (block: number) => Promise<FormValidators>;',
    "  /** One block's part of the schema (its fields and the definitions they use), its module alone. */",
    '  loadBlockSchema: (block: number) => Promise<ActSchema>;',
    '  /** The whole bundled schema (the review shows every block). */',
    '  loadSchema: () => Promise<ActSchema>;',
    '}',
    '',
    '/** One act as data: bundled schema, UI schema, act.json, and its precompiled validators on demand. */',
    'export interface GeneratedAct<T = unknown> extends ActCard {',
    '  schema: ActSchema;',
    "  /** Every block's validator (tests, stories, the bench). */",
    '  loadValidators: () => Promise<ActValidators>;',
    "  /** The whole act's validator (the server checks the whole act itself; tests use this). */",
    '  loadActValidator: () => Promise<ActValidator<T>>;',
    '}',
    '',
    '/** Every act by id. */',
    'export const ACTS: { readonly [K in ActId]: GeneratedAct<ActDataById[K]> } = {',
    ...sorted.map((act) => `  '${act.id}': ${bindingName(act.id)}.act,`),
    '};',
    '',
    '/** True when `value` is the id of an act. */',
    'export function isActId(value: string): value is ActId {',
    '  return (ACT_IDS as readonly string[]).includes(value);',
    '}',
    '',
  ];
  return lines.join('\n');
}
