import type { ActDefinition } from '../common/acts/act-definition';
import actDefinitionSchema from './act-definition.schema.json';
import { isActSchema, lintBlocks } from './lint-blocks';
import { ajvMessage, lintAjv, lintKeywords, lintTitles } from './lint-schema';
import { actError, schemaError, type ActFiles, type LintError } from './lint-types';
import { lintUi } from './lint-ui';

export { formatLintError, type ActFiles, type LintError } from './lint-types';

/**
 * Leaf fields (array item fields included) one block may render before typing gets slow;
 * split a bigger block in act.json.
 */
export const MAX_BLOCK_FIELDS = 80;

export interface LintOptions {
  maxBlockFields?: number;
}

const validateActDefinition = lintAjv().compile<ActDefinition>(actDefinitionSchema);

/** act.json against codegen/act-definition.schema.json (the ActDefinition type as a schema). */
function lintActShape(files: ActFiles): LintError[] {
  if (validateActDefinition(files.act)) return [];
  return (validateActDefinition.errors ?? []).map((error) => {
    const missing = error.params.missingProperty as string | undefined;
    const extra = error.params.additionalProperty as string | undefined;
    const detail =
      missing !== undefined
        ? `нет обязательного ключа «${missing}»: добавьте его`
        : extra !== undefined
          ? `лишний ключ «${extra}»: такого ключа здесь нет — удалите его или исправьте опечатку`
          : `неверное значение — ${ajvMessage(error)}`;
    return actError(files, 'act.json', error.instancePath, detail);
  });
}

/**
 * The schema lint of one act: returns every mistake found (empty when the act is fine), each
 * naming the file and the JSON pointer. Checks: schema.json is a top-level object with known
 * keywords (strict ajv with our keywords), valid against draft-07, a Russian title on every
 * property; ui.json keys and `ui:order` name properties, widgets exist; act.json has the
 * ActDefinition shape, block numbers run 1..N, every top-level property sits in exactly one
 * block, block fields, list fields and columns, computed sources and targets and list column
 * pointers point at something, and no block has more than {@link MAX_BLOCK_FIELDS} leaf fields.
 */
export function lintAct(files: ActFiles, options: LintOptions = {}): LintError[] {
  const { schema } = files;
  const errors: LintError[] = [];
  const actShape = lintActShape(files);
  if (!isActSchema(schema)) {
    errors.push(schemaError(files, '', 'schema.json описывает объект: нужны "type": "object" и "properties" с полями'));
    return [...errors, ...actShape];
  }
  errors.push(...lintKeywords(files, schema), ...lintTitles(files, schema), ...lintUi(files, schema), ...actShape);
  if (actShape.length === 0)
    errors.push(...lintBlocks(files, schema, files.act as ActDefinition, options.maxBlockFields ?? MAX_BLOCK_FIELDS));
  return errors;
}
