import { posix } from 'node:path';
import type { ActSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { formatPointer, getPointer, parsePointer } from '../common/acts/computed';
import { isSchemaObject } from './schema-walk';

/**
 * The bundler: an act's schema.json refers to shared definitions with relative `$ref`s
 * ('../../common/person.json#/definitions/person'); the bundle copies every referenced
 * definition into the act's own `definitions` and points the `$ref` there
 * ('#/definitions/person'), so the client, the server, rjsf and ajv get one self-contained
 * schema. Paths are POSIX paths relative to the repository root; files are read through
 * `readJson`, so tests can bundle in memory.
 */

/** Reads and parses a JSON file by its repository-relative path. */
export type ReadJson = (file: string) => unknown;

/** Where a bundled definition came from, so lint messages can name the shared file. */
export interface DefinitionOrigin {
  file: string;
  /** JSON pointer of the definition inside `file`, e.g. '/definitions/person'. */
  pointer: string;
}

export interface BundleResult {
  schema: ActSchema;
  /** Origin of every definition the bundler added, by its name in `definitions`. */
  origins: Record<string, DefinitionOrigin>;
}

/** A `$ref` that cannot be followed: missing file or a pointer to nothing. */
export class BundleError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    message: string,
  ) {
    super(message);
    this.name = 'BundleError';
  }
}

// Keywords whose values are data, not schemas: a "$ref" key inside them is not a reference.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
// Keywords whose values map names to schemas: their keys are names, not keywords.
const MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** A definition name made of safe characters, from a pointer's last token or the file name. */
function preferredName(file: string, pointer: string): string {
  const tokens = parsePointer(pointer);
  const raw = tokens.length > 0 ? tokens[tokens.length - 1] : posix.basename(file, '.json');
  return raw.replace(/[^A-Za-z0-9_-]/g, '_') || 'definition';
}

/**
 * Bundles the schema of `file` (already parsed): every `$ref` into another file is replaced
 * by a local one, and the referenced definitions (with the refs inside them, recursively) are
 * added to `definitions` after the act's own ones, sorted by name. A definition keeps its
 * name ('person'); on a clash it becomes '<file>-<name>' ('relative-person'), then gets a
 * number. Throws {@link BundleError} for a `$ref` to a missing file or to nothing.
 */
export function bundleSchema(schema: unknown, file: string, readJson: ReadJson): BundleResult {
  if (!isSchemaObject(schema))
    throw new BundleError(file, '', 'в schema.json должен быть объект JSON в фигурных скобках');
  const root = clone(schema);
  const ownDefinitions = isSchemaObject(root.definitions) ? root.definitions : {};
  const taken = new Set(Object.keys(ownDefinitions));
  const added = new Map<string, unknown>();
  const names = new Map<string, string>();
  const origins: Record<string, DefinitionOrigin> = {};
  const documents = new Map<string, unknown>();

  const documentOf = (target: string, from: string, at: string): unknown => {
    if (!documents.has(target)) {
      try {
        documents.set(target, readJson(target));
      } catch (error) {
        throw new BundleError(
          from,
          at,
          `$ref ведёт к файлу ${target}, который не читается: ${(error as Error).message}`,
        );
      }
    }
    return documents.get(target);
  };

  const nameFor = (target: string, pointer: string, from: string, at: string): string => {
    const key = `${target}#${pointer}`;
    const known = names.get(key);
    if (known !== undefined) return known;
    let fragment: unknown;
    try {
      fragment = getPointer(documentOf(target, from, at), pointer);
    } catch (error) {
      if (error instanceof BundleError) throw error;
      throw new BundleError(from, at, `в $ref неверный путь: ${target}#${pointer}`);
    }
    if (fragment === undefined)
      throw new BundleError(from, at, `$ref ведёт в никуда: в ${target} нет #${pointer} — исправьте путь`);
    const preferred = preferredName(target, pointer);
    let name = preferred;
    if (taken.has(name)) name = `${posix.basename(target, '.json')}-${preferred}`;
    for (let n = 2; taken.has(name); n += 1) name = `${posix.basename(target, '.json')}-${preferred}-${n}`;
    taken.add(name);
    names.set(key, name);
    origins[name] = { file: target, pointer };
    added.set(name, rewrite(clone(fragment), target, pointer));
    return name;
  };

  const rewriteRef = (ref: string, base: string, at: string): string => {
    const hash = ref.indexOf('#');
    const path = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1));
    const target = path === '' ? base : posix.normalize(posix.join(posix.dirname(base), path));
    if (target === file) return `#${pointer}`;
    return `#${formatPointer(['definitions', nameFor(target, pointer, base, at)])}`;
  };

  /** Copies `node` with its refs rewritten; `isNameMap` is true for the value of a properties-like map. */
  function rewrite(node: unknown, base: string, at: string, isNameMap = false): unknown {
    if (Array.isArray(node)) return node.map((item, index) => rewrite(item, base, `${at}/${index}`));
    if (!isSchemaObject(node)) return node;
    const result: JsonSchemaObject = {};
    for (const [key, value] of Object.entries(node)) {
      const pointer = `${at}${formatPointer([key])}`;
      if (!isNameMap && key === '$ref' && typeof value === 'string') result[key] = rewriteRef(value, base, pointer);
      else if (!isNameMap && DATA_KEYWORDS.has(key)) result[key] = value;
      else result[key] = rewrite(value, base, pointer, !isNameMap && MAP_KEYWORDS.has(key));
    }
    return result;
  }

  const bundled = rewrite(root, file, '') as JsonSchemaObject;
  if (added.size > 0) {
    const extra = [...added.keys()].sort().map((name) => [name, added.get(name)] as const);
    bundled.definitions = {
      ...(isSchemaObject(bundled.definitions) ? bundled.definitions : {}),
      ...Object.fromEntries(extra),
    };
  }
  return { schema: bundled as ActSchema, origins };
}

/** The key that makes a ui.json object a fragment reference: `{ "$ref": "../../common/ui/person.json" }`. */
export const UI_FRAGMENT_KEY = '$ref';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `base`: objects merge key by key (base's keys first), anything else is replaced. */
function overlay(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = key in base ? overlay(base[key], value) : value;
  return out;
}

/**
 * Resolves the shared ui fragments of a ui.json (`file`, repository-relative): an object
 * `{ "$ref": "<path relative to the file>", ...more }` becomes the fragment's content with `more`
 * laid over it (the act's own keys win, nested objects merge), as VA.gov's field patterns give
 * every form the same person or address ui. Fragments may refer to other fragments. Throws
 * {@link BundleError} at the referring ui.json for a fragment that is missing, is not an object,
 * or refers back to itself.
 */
export function bundleUi(ui: unknown, file: string, readJson: ReadJson): unknown {
  const resolve = (node: unknown, from: string, at: string[], chain: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => resolve(item, from, [...at, String(i)], chain));
    if (!isPlainObject(node)) return node;
    const { [UI_FRAGMENT_KEY]: ref, ...rest } = node;
    const own: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) own[key] = resolve(value, from, [...at, key], chain);
    if (ref === undefined) return own;
    const pointer = formatPointer(at);
    if (typeof ref !== 'string' || ref.includes('#')) {
      throw new BundleError(
        from,
        pointer,
        `"$ref" общего фрагмента ui — путь к файлу JSON относительно ${posix.basename(from)}, без #, например "../../common/ui/person.json"`,
      );
    }
    const target = posix.normalize(posix.join(posix.dirname(from), ref));
    if (chain.includes(target))
      throw new BundleError(
        from,
        pointer,
        `фрагмент ui «${ref}» ссылается сам на себя (${[...chain, target].join(' -> ')}): уберите ссылку по кругу`,
      );
    let fragment: unknown;
    try {
      fragment = readJson(target);
    } catch {
      throw new BundleError(from, pointer, `фрагмент ui «${ref}» не найден: файла ${target} нет`);
    }
    if (!isPlainObject(fragment))
      throw new BundleError(
        from,
        pointer,
        `во фрагменте ui «${ref}» (${target}) должен быть объект JSON в фигурных скобках`,
      );
    return overlay(resolve(fragment, target, [], [...chain, target]), own);
  };
  return resolve(ui, file, [], [file]);
}
