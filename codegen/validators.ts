import standaloneCode from 'ajv/dist/standalone';
import type { ActDefinition } from '@/forms/act-definition';
import { blockSchema, type ActSchema } from '@/forms/act-schema';
import { createAjv, esmStandaloneModule } from '@/forms/ajv';
import { BANNER, typeName, VALIDATION_MODULE } from './names';

/**
 * Precompiled ajv validators of an act, as ES modules the browser loads without compiling
 * anything at run time (no 'unsafe-eval'), each with a .d.ts beside it: one per block (the act
 * schema restricted by blockSchema) in validators/<act>.js, which the wizard loads, and the whole
 * act apart in validators/<act>.act.js (the checks before signing run on the server; keeping it
 * out of the block module keeps it off the card's download).
 */

/** The `$id` a schema gets while compiling; only used inside ajv, never exported. */
function schemaId(id: string, block?: number): string {
  return `https://portal.local/schemas/acts/${id}${block === undefined ? '' : `/block-${block}`}.json`;
}

/** Export name of a block's validator: validateBlock1, validateBlock2... */
export function blockValidatorName(number: number): string {
  return `validateBlock${number}`;
}

/** The ES module (validators/<act>.js): validateBlockN and blockValidators by number. */
export function generateValidatorModule(schema: ActSchema, act: ActDefinition): string {
  // A fresh instance per module keeps generated names (validate10, schema31...) deterministic.
  const ajv = createAjv({ code: { lines: true } });
  const exports: Record<string, string> = {};
  for (const block of act.blocks) {
    ajv.addSchema({ ...blockSchema(schema, block), $id: schemaId(act.id, block.number) });
    exports[blockValidatorName(block.number)] = schemaId(act.id, block.number);
  }
  const module = esmStandaloneModule(standaloneCode(ajv, exports), VALIDATION_MODULE);
  const byNumber = act.blocks.map((block) => `  ${block.number}: ${blockValidatorName(block.number)},`).join('\n');
  return `${BANNER}\n${module}\nexport const blockValidators = {\n${byNumber}\n};\n`;
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
