import { SCHEMA_FORMAT_NAMES } from '../validation/formats';
import { keywordCheckers, type CheckerName } from './keywords';

/** Where generated modules import the checkers from by default (the `@common/` alias is the kernel). */
export const DEFAULT_VALIDATION_MODULE = '@common/validation';
/** The identifier createAjv gives the format table in generated code. */
export const FORMATS_IDENTIFIER = 'schemaFormats';
/** `schemaFormats.date`, `schemaFormats["date-time"]`: the formats a generated module reads. */
const FORMAT_USE = new RegExp(`\\b${FORMATS_IDENTIFIER}(?:\\.([A-Za-z_$][\\w$]*)|\\["([^"]+)"\\])`, 'g');

const CHECKER_NAMES = Object.keys(keywordCheckers) as CheckerName[];
const REQUIRE_CALL = /require\("([^"]+)"\)(?:\.([A-Za-z_$][\w$]*))?/g;

function uses(code: string | undefined, identifier: string): boolean {
  return code === undefined || new RegExp(`\\b${identifier}\\b`).test(code);
}

/** The formats `code` reads from the table; undefined when any could be read (no code given). */
function formatsUsed(code: string | undefined): string[] | undefined {
  if (code === undefined) return undefined;
  return [...code.matchAll(FORMAT_USE)].map((match) => match[1] ?? match[2]);
}

/**
 * The import lines a standalone (ajv/dist/standalone, esm) module of createAjv's schemas must
 * start with: the checkers its custom keywords call and the format table. Given the generated
 * code, only what it uses is imported: the portal's own table (a few hundred bytes, from the
 * validation module) when it has every format the code reads, else ajv-formats' whole one.
 */
export function standaloneImports(validationModule: string = DEFAULT_VALIDATION_MODULE, code?: string): string {
  const formats = formatsUsed(code);
  const ownFormats =
    formats !== undefined && formats.length > 0 && formats.every((name) => SCHEMA_FORMAT_NAMES.includes(name));
  const names: string[] = CHECKER_NAMES.filter((name) => uses(code, name));
  if (ownFormats) names.push(FORMATS_IDENTIFIER);
  const lines: string[] = [];
  if (names.length > 0) lines.push(`import { ${names.join(', ')} } from ${JSON.stringify(validationModule)};`);
  if (!ownFormats && uses(code, FORMATS_IDENTIFIER))
    lines.push(`import { fullFormats as ${FORMATS_IDENTIFIER} } from "ajv-formats/dist/formats.js";`);
  return lines.join('\n');
}

/** The import lines for the default module path, every checker and ajv-formats' table. */
export const STANDALONE_IMPORTS = standaloneImports();

// Node's ESM loader does not add extensions to package subpaths: 'ajv/dist/runtime/equal' -> '.js'.
function withJsExtension(specifier: string): string {
  const parts = specifier.split('/');
  const packageParts = specifier.startsWith('@') ? 2 : 1;
  return parts.length > packageParts && !/\.[cm]?js$/.test(specifier) ? `${specifier}.js` : specifier;
}

/**
 * Turns the output of `standaloneCode(createAjv(), ...)` into an ES module that loads in Node
 * and in bundlers: prepends {@link standaloneImports} and replaces the `require("ajv/dist/runtime/...")`
 * calls ajv still emits in esm mode (maxLength, enum, uniqueItems...) with imports. A CommonJS
 * `.default` is read as Node (module.exports) or a bundler (exports.default) presents it.
 */
export function esmStandaloneModule(code: string, validationModule: string = DEFAULT_VALIDATION_MODULE): string {
  const runtimeImports: string[] = [];
  const locals = new Map<string, string>();
  const body = code.replace(REQUIRE_CALL, (_call, specifier: string, property: string | undefined) => {
    const key = `${specifier}#${property ?? ''}`;
    const known = locals.get(key);
    if (known !== undefined) return known;
    const local = `ajvRuntime${locals.size}`;
    locals.set(key, local);
    const from = JSON.stringify(withJsExtension(specifier));
    if (property === undefined) runtimeImports.push(`import ${local} from ${from};`);
    else if (property === 'default') {
      runtimeImports.push(
        `import ${local}Module from ${from};`,
        `const ${local} = ${local}Module.default ?? ${local}Module;`,
      );
    } else
      runtimeImports.push(`import * as ${local}Module from ${from};`, `const ${local} = ${local}Module.${property};`);
    return local;
  });
  const imports = standaloneImports(validationModule, body);
  return [imports, ...runtimeImports, body].filter((part) => part !== '').join('\n');
}
