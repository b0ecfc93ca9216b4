import standaloneCode from 'ajv/dist/standalone';
import type { ActDefinition } from '../common/acts/act-definition';
import { blockSchema, type ActSchema } from '../common/acts/act-schema';
import { createAjv, esmStandaloneModule } from '../common/ajv';
import { BANNER, blockValidatorOutputs, typeName, VALIDATION_MODULE } from './names';

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

/** Export name of a block's validator: validateBlock1, validateBlock2... */
export function blockValidatorName(number: number): string {
  return `validateBlock${number}`;
}

/**
 * The ES module of one block (validators/<act>.block-<n>.js): validateBlock<n> alone, compiled
 * from the act schema restricted to the block. The wizard downloads the module of the block on
 * screen, not the other blocks' code.
 */
export function generateBlockValidatorModule(schema: ActSchema, act: ActDefinition, number: number): string {
  const block = act.blocks.find((b) => b.number === number);
  if (!block) throw new Error(`${act.id}: no block ${number}`);
  // A fresh instance per module keeps generated names (validate10, schema31...) deterministic.
  const ajv = createAjv({ code: { lines: true } });
  ajv.addSchema({ ...blockSchema(schema, block), $id: schemaId(act.id, block.number) });
  return `${BANNER}\n${esmStandaloneModule(standaloneCode(ajv, { [blockValidatorName(block.number)]: schemaId(act.id, block.number) }), VALIDATION_MODULE)}`;
}

/** The ES module (validators/<act>.js): every block's validator, re-exported from the block modules, and blockValidators by number (tests, stories, the bench). */
export function generateValidatorModule(act: ActDefinition): string {
  const imports = act.blocks.map((block) => `import { ${blockValidatorName(block.number)} } from './${blockModuleFile(act.id, block.number)}';`);
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
    '',
    `/** Block ${block.number} «${block.title}»: fields ${block.fields.join(', ')}. */`,
    `export declare const ${blockValidatorName(block.number)}: StandaloneValidate;`,
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
