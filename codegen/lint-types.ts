import type { DefinitionOrigin } from './bundle';

/** One mistake found by the schema lint: which file, where in it (JSON pointer), what is wrong. */
export interface LintError {
  /** Repository-relative path, e.g. 'schemas/acts/test-act/act.json'. */
  file: string;
  /** JSON pointer inside the file; '' is the whole file. */
  pointer: string;
  message: string;
}

/** The three files of one act, parsed; `schema` is already bundled (only local `$ref`s). */
export interface ActFiles {
  /** Folder name under schemas/acts. */
  id: string;
  /** Repository-relative folder, e.g. 'schemas/acts/test-act'. */
  dir: string;
  schema: unknown;
  ui: unknown;
  act: unknown;
  /** From the bundler: where each added definition came from, so errors name the shared file. */
  origins?: Record<string, DefinitionOrigin>;
}

/** 'file#/pointer: message', the line codegen prints for an error. */
export function formatLintError(error: LintError): string {
  return `${error.file}${error.pointer === '' ? '' : `#${error.pointer}`}: ${error.message}`;
}

/** A lint error about the act's files: schema.json, ui.json or act.json. */
export function actError(
  files: ActFiles,
  name: 'schema.json' | 'ui.json' | 'act.json',
  pointer: string,
  message: string,
): LintError {
  return { file: `${files.dir}/${name}`, pointer, message };
}

/**
 * A lint error at a pointer of the bundled schema; a pointer inside a definition the bundler
 * copied from a shared file is reported in that file ('schemas/common/person.json#/definitions/...').
 */
export function schemaError(files: ActFiles, pointer: string, message: string): LintError {
  const match = /^\/definitions\/([^/]+)(.*)$/.exec(pointer);
  const origin = match === null ? undefined : files.origins?.[match[1].replace(/~1/g, '/').replace(/~0/g, '~')];
  if (match !== null && origin !== undefined)
    return { file: origin.file, pointer: `${origin.pointer}${match[2]}`, message };
  return actError(files, 'schema.json', pointer, message);
}

/** The Russian form of a word after the number `n`: plural(5, 'ошибка', 'ошибки', 'ошибок') is 'ошибок'. */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
