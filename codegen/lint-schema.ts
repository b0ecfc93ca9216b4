import type { ErrorObject } from 'ajv';
import type { JsonSchemaObject } from '../common/acts/act-schema';
import { createAjv, CUSTOM_KEYWORDS, localizeErrors } from '../common/ajv';
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

/** ajv's error in Russian (ajv-i18n); the allowed values when it has them. */
export function ajvMessage(error: ErrorObject): string {
  const allowed = error.params.allowedValues as unknown[] | undefined;
  if (allowed !== undefined) return `допустимые значения: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  const [localized] = localizeErrors([{ ...error }]);
  return localized.message ?? error.keyword;
}

function metaSchemaMessage(error: ErrorObject): string {
  return `ключ схемы написан неверно — ${ajvMessage(error)}`;
}

/** What ajv's compiler says, in Russian where the analyst can fix it: an unknown format, a $ref to nothing, a bad value of our keyword. */
function compileMessage(message: string): string {
  const format = /unknown format "([^"]+)"/.exec(message)?.[1];
  if (format !== undefined) return `неизвестный формат "format": «${format}» — проверьте написание`;
  const ref = /can't resolve reference (\S+)/.exec(message)?.[1];
  if (ref !== undefined) return `$ref «${ref}» ведёт в никуда: в схеме нет такого определения — исправьте путь`;
  const value = /keyword "([^"]+)" value is invalid at path "[^"]*": (.*)$/.exec(message);
  if (value !== null)
    return value[2] === 'data must be equal to one of the allowed values'
      ? `у ключа «${value[1]}» нет такого значения: проверьте написание`
      : `неверное значение ключа «${value[1]}»: ${value[2]}`;
  return `схема не собирается: ${message}`;
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
          `неизвестный ключ «${keyword}»: его нет ни в JSON Schema draft-07, ни среди ключей портала (${OUR_KEYWORDS}) — проверьте написание`,
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
      errors.push(schemaError(files, pointerInMessage(message), compileMessage(message)));
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
      errors.push(schemaError(files, pointer, 'у поля нет "title": напишите название поля по-русски'));
    else if (typeof title !== 'string' || !CYRILLIC.test(title)) {
      errors.push(
        schemaError(
          files,
          pointer,
          `в названии "title" ${JSON.stringify(title)} нет русских букв: напишите его по-русски`,
        ),
      );
    }
  }
  return errors;
}
