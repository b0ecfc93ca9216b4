/**
 * The «form» kind of the schema engine: a form that is not an act (no blocks, no act number, no
 * screens of its own), e.g. a provider's application to a subsidy contest. Each folder
 * schemas/forms/<form>/ holds schema.json and ui.json written as an act's (the same keywords,
 * widgets and shared definitions of schemas/common) and form.json with the version of its fields
 * (`schemaVersion`, released and migrated as an act's, see codegen/versions.ts); codegen bundles it and writes, into
 * common/acts/generated/forms/:
 *   <form>.ts               the bundled schema, the ui schema and the data type;
 *   <form>.validators.js    validateForm (the whole form) and rjsf's formValidators (by schema hash),
 *                           precompiled like an act block's (no schema is compiled in the browser);
 *   <form>.validators.d.ts  their declarations.
 * The browser renders the form with ThemedForm over these validators; the server checks the data
 * sent with validateForm before storing it: one schema, one validator on both sides.
 */
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ActDefinition } from '../common/acts/act-definition';
import type { ActSchema, UiSchemaObject } from '../common/acts/act-schema';
import { bundleSchema, bundleUi, BundleError, type ReadJson } from './bundle';
import type { LintError } from './lint-types';
import { BANNER, typeName } from './names';
import { generateTypes } from './types';
import { generateBlockValidatorModule } from './validators';

export const FORMS_DIR = 'schemas/forms';

export interface PreparedForm {
  id: string;
  schema: ActSchema;
  uiSchema: UiSchemaObject;
  /** form.json `schemaVersion`: the version of the form's fields (see codegen/versions.ts). */
  schemaVersion: number;
}

/** Every folder of schemas/forms (sorted), bundled; a missing file or a broken $ref is an error. */
export function readForms(root: string, readJson: ReadJson): { forms: PreparedForm[]; errors: LintError[] } {
  const dir = join(root, FORMS_DIR);
  if (!existsSync(dir)) return { forms: [], errors: [] };
  const forms: PreparedForm[] = [];
  const errors: LintError[] = [];
  const ids = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
  for (const id of ids) {
    const base = `${FORMS_DIR}/${id}`;
    try {
      const { schema } = bundleSchema(readJson(`${base}/schema.json`), `${base}/schema.json`, readJson);
      const uiSchema = bundleUi(readJson(`${base}/ui.json`), `${base}/ui.json`, readJson) as UiSchemaObject;
      const typed = schema as ActSchema;
      const form = readJson(`${base}/form.json`) as { schemaVersion?: unknown };
      const { schemaVersion } = form;
      if (typed.type !== 'object' || !typed.properties)
        errors.push({
          file: `${base}/schema.json`,
          pointer: '',
          message: 'форма описывает объект: нужны "type": "object" и "properties" с полями',
        });
      else if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion) || schemaVersion < 1)
        errors.push({
          file: `${base}/form.json`,
          pointer: '/schemaVersion',
          message: 'укажите версию полей формы: "schemaVersion" — целое число от 1',
        });
      else forms.push({ id, schema: typed, uiSchema, schemaVersion });
    } catch (error) {
      if (error instanceof BundleError)
        errors.push({ file: error.file, pointer: error.pointer, message: error.message });
      else
        errors.push({
          file: base,
          pointer: '',
          message: `файлы формы не читаются (нужны schema.json, ui.json и form.json): ${(error as Error).message}`,
        });
    }
  }
  return { forms, errors };
}

/** A form compiles as an act of one block holding every field (the block machinery is the form's). */
function asOneBlock(form: PreparedForm): ActDefinition {
  return {
    id: form.id,
    blocks: [{ number: 1, title: form.id, fields: Object.keys(form.schema.properties), save: 'edit' }],
  } as unknown as ActDefinition;
}

/** The generated files of the forms, by path relative to common/acts/generated. */
export async function generateFormFiles(forms: readonly PreparedForm[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const form of forms) {
    const type = typeName(form.id);
    const types = (await generateTypes(form.id, form.schema)).replace(`${BANNER}\n`, '');
    files.set(
      `forms/${form.id}.ts`,
      [
        BANNER,
        "import type { ActSchema, UiSchemaObject } from '../../act-schema';",
        '',
        `/** The bundled schema of schemas/forms/${form.id}. */`,
        `export const schema: ActSchema = ${JSON.stringify(form.schema, null, 2)};`,
        '',
        `export const uiSchema: UiSchemaObject = ${JSON.stringify(form.uiSchema, null, 2)};`,
        '',
        `export type { ${type} as FormData };`,
        types,
      ].join('\n'),
    );
    const module = generateBlockValidatorModule(form.schema, asOneBlock(form), 1);
    files.set(`forms/${form.id}.validators.js`, `${module}\nexport { validateBlock1 as validateForm };\n`);
    files.set(
      `forms/${form.id}.validators.d.ts`,
      [
        BANNER,
        "import type { StandaloneValidate } from '../../act-schema';",
        "import type { FormValidators } from '../../form-roots';",
        `import type { FormData } from './${form.id}';`,
        '',
        '/** The whole form. */',
        'export declare const validateForm: StandaloneValidate<FormData>;',
        'export declare const validateBlock1: StandaloneValidate<FormData>;',
        "/** rjsf's precompiled functions of the form by schema hash. */",
        'export declare const formValidators: FormValidators;',
        '',
      ].join('\n'),
    );
  }
  return files;
}
