import type { ErrorObject } from 'ajv';
import type { JsonSchemaObject } from '../common/acts/act-schema';
import { createAjv, CUSTOM_KEYWORDS } from '../common/ajv';
import { schemaError, type ActFiles, type LintError } from './lint-types';
import { titleOf, walkSchema } from './schema-walk';

/** Checks of schema.json itself: keywords ajv knows, a valid schema, a Russian title on every field. */

const CYRILLIC = /[А-Яа-яЁё]/;
const SILENT_LOGGER = { log: () => undefined, warn: () => undefined, error: () => undefined };
const OUR_KEYWORDS = [...CUSTOM_KEYWORDS].join(', ');

/** The portal's ajv (strict mode), quiet about type hints: the lint reports errors only. */
export function lintAjv(): ReturnType<typeof createAjv> {
  return createAjv({ logger: SILENT_LOGGER });
}

// 'unknown format "datee" ignored in schema at path "#/properties/a"' -> '/properties/a'
function pointerInMessage(message: string): string {
  const match = /at path "#([^"]*)"/.exec(message);
  return match === null ? '' : decodeURIComponent(match[1]);
}

function metaSchemaMessage(error: ErrorObject): string {
  const allowed = error.params.allowedValues as unknown[] | undefined;
  return `invalid schema: ${error.message ?? error.keyword}${allowed === undefined ? '' : ` (${allowed.map((v) => JSON.stringify(v)).join(', ')})`}`;
}

/**
 * Unknown keywords (with their pointers), then what ajv refuses when it validates the schema
 * against draft-07 and compiles it in strict mode with our keywords: wrong keyword values,
 * unknown formats, `$ref`s to nothing.
 */
export function lintKeywords(files: ActFiles, schema: JsonSchemaObject): LintError[] {
  const ajv = lintAjv();
  const errors: LintError[] = [];
  const unknown = new Set<string>();
  for (const { node, pointer } of walkSchema(schema)) {
    for (const keyword of Object.keys(node)) {
      if (ajv.RULES.keywords[keyword] === true) continue;
      unknown.add(keyword);
      errors.push(
        schemaError(
          files,
          pointer,
          `unknown keyword "${keyword}": not JSON Schema draft-07 and not one of ours (${OUR_KEYWORDS})`,
        ),
      );
    }
  }
  if (ajv.validateSchema(schema) !== true) {
    // One message per place: anyOf in the meta-schema adds 'must be array', 'must match a schema in anyOf'.
    const seen = new Set<string>();
    for (const error of ajv.errors ?? []) {
      if (seen.has(error.instancePath)) continue;
      seen.add(error.instancePath);
      errors.push(schemaError(files, error.instancePath, metaSchemaMessage(error)));
    }
    return errors;
  }
  try {
    ajv.compile(schema);
  } catch (error) {
    const message = (error as Error).message;
    const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
    if (keyword === undefined || !unknown.has(keyword)) {
      errors.push(schemaError(files, pointerInMessage(message), `ajv refuses the schema: ${message}`));
    }
  }
  return errors;
}

/** Every property (at any depth, also in definitions and array items) has a title with a Cyrillic letter. */
export function lintTitles(files: ActFiles, schema: JsonSchemaObject): LintError[] {
  const errors: LintError[] = [];
  for (const { node, pointer, isProperty } of walkSchema(schema)) {
    if (!isProperty) continue;
    const title = titleOf(schema, node);
    if (title === undefined)
      errors.push(schemaError(files, pointer, 'property has no "title" (a Russian caption is required)'));
    else if (typeof title !== 'string' || !CYRILLIC.test(title)) {
      errors.push(
        schemaError(files, pointer, `title ${JSON.stringify(title)} has no Cyrillic letter (write it in Russian)`),
      );
    }
  }
  return errors;
}
