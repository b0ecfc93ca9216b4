import standaloneCode from 'ajv/dist/standalone';
import type { ActDefinition } from '@/forms/act-definition';
import { blockSchema, type ActSchema } from '@/forms/act-schema';
import { createAjv, esmStandaloneModule } from '@/forms/ajv';
import { BANNER, typeName, VALIDATION_MODULE } from './names';

/**
 * Precompiled ajv validators of an act: one for the whole act and one per block (the act
 * schema restricted by blockSchema), as one ES module the browser loads without compiling
 * anything at run time (no 'unsafe-eval'), with a .d.ts beside it.
 */

/** The `$id` a schema gets while compiling; only used inside ajv, never exported. */
function schemaId(id: string, block?: number): string {
  return `https://portal.local/schemas/acts/${id}${block === undefined ? '' : `/block-${block}`}.json`;
}

/** Export name of a block's validator: validateBlock1, validateBlock2... */
export function blockValidatorName(number: number): string {
  return `validateBlock${number}`;
}

/** The ES module (validators/<act>.js): validateAct, validateBlockN and blockValidators by number. */
export function generateValidatorModule(schema: ActSchema, act: ActDefinition): string {
  // A fresh instance per act keeps generated names (validate10, schema31...) deterministic.
  const ajv = createAjv({ code: { lines: true } });
  ajv.addSchema({ ...schema, $id: schemaId(act.id) });
  const exports: Record<string, string> = { validateAct: schemaId(act.id) };
  for (const block of act.blocks) {
    ajv.addSchema({ ...blockSchema(schema, block), $id: schemaId(act.id, block.number) });
    exports[blockValidatorName(block.number)] = schemaId(act.id, block.number);
  }
  const module = esmStandaloneModule(standaloneCode(ajv, exports), VALIDATION_MODULE);
  const byNumber = act.blocks.map((block) => `  ${block.number}: ${blockValidatorName(block.number)},`).join('\n');
  return `${BANNER}\n${module}\nexport const blockValidators = {\n${byNumber}\n};\n`;
}

/** The declarations beside it (validators/<act>.d.ts). */
export function generateValidatorTypes(act: ActDefinition): string {
  const dataType = typeName(act.id);
  const lines = [
    BANNER,
    "import type { StandaloneValidate } from '../../act-schema';",
    `import type { ${dataType} } from '../types/${act.id}';`,
    '',
    `/** The whole act «${act.title}». */`,
    `export declare const validateAct: StandaloneValidate<${dataType}>;`,
  ];
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
