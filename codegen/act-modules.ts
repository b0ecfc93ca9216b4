import type { ActDefinition } from '@/forms/act-definition';
import type { ActSchema, UiSchemaObject } from '@/forms/act-schema';
import { actOutputs, BANNER, bindingName, blockValidatorOutputs, typeName } from './names';
import { blockValidatorName } from './validators';

/** The TypeScript modules that hand the bundled act data to the client and the server. */

/** One act ready for generation: bundled, linted. */
export interface PreparedAct {
  id: string;
  schema: ActSchema;
  uiSchema: UiSchemaObject;
  definition: ActDefinition;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** schemas/<act>.ts: the bundled schema, the UI schema and act.json as typed constants. */
export function generateActModule(act: PreparedAct): string {
  return [
    BANNER,
    "import type { ActDefinition } from '../../act-definition';",
    "import type { ActSchema, UiSchemaObject } from '../../act-schema';",
    "import type { GeneratedAct } from '../acts';",
    `import type { ${typeName(act.id)} } from '../${actOutputs(act.id).types.replace(/\.ts$/, '')}';`,
    '',
    `/** schemas/acts/${act.id}/schema.json with the shared definitions inlined. */`,
    `export const schema: ActSchema = ${json(act.schema)};`,
    '',
    `/** schemas/acts/${act.id}/ui.json. */`,
    `export const uiSchema: UiSchemaObject = ${json(act.uiSchema)};`,
    '',
    `/** schemas/acts/${act.id}/act.json. */`,
    `export const definition: ActDefinition = ${json(act.definition)};`,
    '',
    '/** The act as ACTS holds it. A screen of one act imports this module alone, so only its schema is downloaded. */',
    `export const act: GeneratedAct<${typeName(act.id)}> = {`,
    `  id: '${act.id}',`,
    '  schema,',
    '  uiSchema,',
    '  definition,',
    `  loadValidators: () => import('../${actOutputs(act.id).validators}'),`,
    '  loadBlockValidator: (block: number) => {',
    '    switch (block) {',
    ...act.definition.blocks.map(
      (block) => `      case ${block.number}: return import('../${blockValidatorOutputs(act.id, block.number).module}').then((module) => module.${blockValidatorName(block.number)});`,
    ),
    `      default: return Promise.reject(new Error(\`${act.id}: no block \${block}\`));`,
    '    }',
    '  },',
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
    '/** One act as data: bundled schema, UI schema, act.json, and its precompiled validators on demand. */',
    'export interface GeneratedAct<T = unknown> {',
    '  id: ActId;',
    '  schema: ActSchema;',
    '  uiSchema: UiSchemaObject;',
    '  definition: ActDefinition;',
    '  /** Every block\'s validator (tests, stories, the bench). */',
    '  loadValidators: () => Promise<ActValidators>;',
    '  /** One block\'s validator, its module alone: what the wizard loads for the block on screen. */',
    '  loadBlockValidator: (block: number) => Promise<StandaloneValidate>;',
    '  /** The whole act\'s validator (the server checks the whole act itself; tests use this). */',
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
