import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { ActBlock, ActDefinition } from '../common/acts/act-definition';
import { blockSchema, type ActSchema, type JsonSchemaObject } from '../common/acts/act-schema';
import { resolveNode } from '../common/acts/display-value';
import { blockFormSchema, listRowSchema } from '../common/acts/form-roots';
import { createAjv, esmStandaloneModule } from '../common/ajv';
import { BANNER, blockValidatorOutputs, typeName, VALIDATION_MODULE } from './names';
import { withUsedDefinitions } from './schema-walk';

/**
 * Precompiled ajv validators of an act, as ES modules the browser loads without compiling
 * anything at run time (no 'unsafe-eval'), each with a .d.ts beside it: one module per block (the
 * act schema restricted by blockSchema) in validators/<act>.block-<n>.js, which the wizard loads
 * for the block on screen; validators/<act>.js gathering them; and the whole act apart in
 * validators/<act>.act.js (the checks before signing run on the server; the card never loads it).
 */

/** The `$id` a schema gets while compiling; only used inside ajv, never exported. */
function schemaId(id: string, block?: number): string {
  return `https://portal.local/schemas/acts/${id}${block === undefined ? '' : `/block-${block}`}.json`;
}

/** The `$id` a form schema of rjsf's map compiles under (the map itself is keyed by the bare hash). */
function formSchemaId(hash: string): string {
  return `https://portal.local/schemas/forms/${hash}.json`;
}

/** Export name of a block's validator: validateBlock1, validateBlock2... */
export function blockValidatorName(number: number): string {
  return `validateBlock${number}`;
}

/**
 * The ES module of one block (validators/<act>.block-<n>.js): validateBlock<n>, compiled from the
 * act schema restricted to the block, and `formValidators`, rjsf's precompiled functions for the
 * block's forms (see {@link addFormValidators}). The wizard downloads the module of the block on
 * screen, not the other blocks' code.
 */
export function generateBlockValidatorModule(schema: ActSchema, act: ActDefinition, number: number): string {
  const block = act.blocks.find((b) => b.number === number);
  if (!block) throw new Error(`${act.id}: no block ${number}`);
  // A fresh instance per module keeps generated names (validate10, schema31...) deterministic.
  const ajv = createAjv({ code: { lines: true } });
  const part = withUsedDefinitions(blockSchema(schema, block));
  const forms = addFormValidators(ajv, part, block);
  const blockId = addBlockSchema(ajv, part, block, forms, schemaId(act.id, block.number));
  const names = forms.names.map((hash, index): [string, string] => [`formValidator${index}`, hash]);
  const exportsByName: Record<string, string> = Object.fromEntries(
    names.map(([name, hash]) => [name, formSchemaId(hash)]),
  );
  // ajv's standalone code prints a function once per export naming it: a block that is its form
  // gets an alias instead of a second copy.
  const formOfBlock = names.find(([, hash]) => formSchemaId(hash) === blockId)?.[0];
  if (formOfBlock === undefined) exportsByName[blockValidatorName(block.number)] = blockId;
  const alias =
    formOfBlock === undefined ? '' : `\nexport const ${blockValidatorName(block.number)} = ${formOfBlock};\n`;
  const byHash = names.map(([name, hash]) => `  ${JSON.stringify(hash)}: ${name},`).join('\n');
  const formMap = `\n/** rjsf's validator functions of the block's forms by schema hash (createPrecompiledValidator). */\nexport const formValidators = {\n${byHash}\n};\n`;
  return `${BANNER}\n${esmStandaloneModule(standaloneCode(ajv, exportsByName), VALIDATION_MODULE)}${alias}${formMap}`;
}

/**
 * validateBlock<n> without compiling a form's code twice (the card's budget counts every byte of
 * the block it opens): a block without a long list is its form, so validateBlock<n> is the form's
 * function; a block with one is its form (by reference) and its list, whose rows are checked by
 * the row form's function. Returns the $id to export as validateBlock<n>.
 */
function addBlockSchema(ajv: Ajv, part: ActSchema, block: ActBlock, forms: FormRoots, id: string): string {
  if (!block.list || forms.row === undefined) return formSchemaId(forms.form);
  const field = block.list.field;
  const list = resolveNode(part, part.properties[field]) ?? {};
  ajv.addSchema({
    $id: id,
    type: 'object',
    allOf: [{ $ref: formSchemaId(forms.form) }],
    properties: { [field]: { ...list, items: { $ref: formSchemaId(forms.row) } } },
    required: (part.required ?? []).filter((name) => name === field),
  });
  return id;
}

/**
 * rjsf's own precompilation (compileSchemaValidatorsCode) for the block's form and its list's row
 * form, added to the block's ajv so they share its runtime helpers: every schema rjsf may ask
 * `isValid` about (schemaParser: each root, oneOf/anyOf options, if/then conditions) under the
 * $id rjsf looks it up by, its hash. Done here rather than with rjsf's function because that one
 * writes one module per root with its own ajv (none of the portal's keywords or formats), while
 * the card downloads a block at a time and each block needs both of its roots in that download.
 * Returns the hashes of the roots and of every schema compiled, sorted.
 */
function addFormValidators(ajv: Ajv, part: ActSchema, block: ActBlock): FormRoots {
  const form = blockFormSchema(part, block);
  const row = block.list ? listRowSchema(part, block.list.field) : undefined;
  const schemas = new Map<string, JsonSchemaObject>();
  for (const root of row ? [form, row] : [form]) {
    const rootHash = hashForSchema(root as RJSFSchema);
    for (const [hash, found] of Object.entries(schemaParser(root as RJSFSchema))) {
      if (schemas.has(hash)) continue;
      // A part of the root resolves '#/definitions/...' against the root it came from.
      schemas.set(
        hash,
        hash === rootHash
          ? (found as JsonSchemaObject)
          : (withRootRefs(found, formSchemaId(rootHash)) as JsonSchemaObject),
      );
    }
  }
  const names = [...schemas.keys()].sort();
  for (const hash of names) ajv.addSchema({ ...objectTyped(schemas.get(hash)!), $id: formSchemaId(hash) });
  return { form: hashForSchema(form as RJSFSchema), row: row && hashForSchema(row as RJSFSchema), names };
}

interface FormRoots {
  /** Hash of the block's form schema. */
  form: string;
  /** Hash of its list's row schema, if it has a list. */
  row?: string;
  /** Every compiled schema's hash, sorted. */
  names: string[];
}

/**
 * A part rjsf asks about with `properties` but no `type` (an `if` condition such as
 * `{ "properties": { "fillBartel": { "const": true } } }`) is compiled as an object's schema: rjsf
 * only asks it about the form's objects, so the answer is the same, and ajv's strictTypes has
 * nothing to log.
 */
function objectTyped(node: JsonSchemaObject): JsonSchemaObject {
  return 'properties' in node && !('type' in node) ? { type: 'object', ...node } : node;
}

function withRootRefs(node: unknown, rootId: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withRootRefs(item, rootId));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${rootId}${value}`
        : withRootRefs(value, rootId),
    ]),
  );
}

/** The ES module (validators/<act>.js): every block's validator, re-exported from the block modules, and blockValidators by number (tests, stories, the bench). */
export function generateValidatorModule(act: ActDefinition): string {
  const imports = act.blocks.map(
    (block) => `import { ${blockValidatorName(block.number)} } from './${blockModuleFile(act.id, block.number)}';`,
  );
  const byNumber = act.blocks.map((block) => `  ${block.number}: ${blockValidatorName(block.number)},`).join('\n');
  const names = act.blocks.map((block) => blockValidatorName(block.number)).join(', ');
  return `${BANNER}\n${imports.join('\n')}\n\nexport { ${names} };\n\nexport const blockValidators = {\n${byNumber}\n};\n`;
}

function blockModuleFile(id: string, number: number): string {
  return blockValidatorOutputs(id, number).module.replace(/^validators\//, '');
}

/** The declarations beside a block's module (validators/<act>.block-<n>.d.ts). */
export function generateBlockValidatorTypes(act: ActDefinition, number: number): string {
  const block = act.blocks.find((b) => b.number === number)!;
  return [
    BANNER,
    "import type { StandaloneValidate } from '../../act-schema';",
    "import type { FormValidators } from '../../form-roots';",
    '',
    `/** Block ${block.number} «${block.title}»: fields ${block.fields.join(', ')}. */`,
    `export declare const ${blockValidatorName(block.number)}: StandaloneValidate;`,
    "/** rjsf's precompiled functions of the block's form (and its list's row form) by schema hash. */",
    'export declare const formValidators: FormValidators;',
    '',
  ].join('\n');
}

/** The ES module (validators/<act>.act.js): validateAct, the whole act. */
export function generateActValidatorModule(schema: ActSchema, act: ActDefinition): string {
  const ajv = createAjv({ code: { lines: true } });
  ajv.addSchema({ ...schema, $id: schemaId(act.id) });
  return `${BANNER}\n${esmStandaloneModule(standaloneCode(ajv, { validateAct: schemaId(act.id) }), VALIDATION_MODULE)}`;
}

/** The declarations beside the block module (validators/<act>.d.ts). */
export function generateValidatorTypes(act: ActDefinition): string {
  const lines = [BANNER, "import type { StandaloneValidate } from '../../act-schema';", ''];
  for (const block of act.blocks) {
    lines.push(`/** Block ${block.number} «${block.title}»: fields ${block.fields.join(', ')}. */`);
    lines.push(`export declare const ${blockValidatorName(block.number)}: StandaloneValidate;`);
  }
  lines.push('/** The block validators by block number. */');
  lines.push('export declare const blockValidators: {');
  for (const block of act.blocks) lines.push(`  readonly ${block.number}: StandaloneValidate;`);
  lines.push('};', '');
  return lines.join('\n');
}

/** The declarations beside the whole-act module (validators/<act>.act.d.ts). */
export function generateActValidatorTypes(act: ActDefinition): string {
  const dataType = typeName(act.id);
  return [
    BANNER,
    "import type { StandaloneValidate } from '../../act-schema';",
    `import type { ${dataType} } from '../types/${act.id}';`,
    '',
    `/** The whole act «${act.title}». */`,
    `export declare const validateAct: StandaloneValidate<${dataType}>;`,
    '',
  ].join('\n');
}
