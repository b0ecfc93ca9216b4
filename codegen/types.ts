import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { ActSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { BANNER, typeName } from './names';
import { isSchemaObject } from './schema-walk';

/** TypeScript types of an act's data, made by json-schema-to-typescript from the bundled schema. */

const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
const MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

/** The options of a oneOf made only of `const` branches (a list with Russian captions), else undefined. */
function constOptions(oneOf: unknown): { value: unknown; title: unknown }[] | undefined {
  if (!Array.isArray(oneOf) || oneOf.length === 0) return undefined;
  if (!oneOf.every((branch) => isSchemaObject(branch) && Object.hasOwn(branch, 'const'))) return undefined;
  return (oneOf as JsonSchemaObject[]).map((branch) => ({ value: branch.const, title: branch.title }));
}

/**
 * The schema json-schema-to-typescript gets: Russian titles become doc comments instead of
 * type names (definitions name the types), `$ref` siblings move around an `allOf` so the
 * referenced type keeps its name, and a oneOf of captioned consts becomes an enum.
 */
export function typingSchema(node: unknown, isNameMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => typingSchema(item));
  if (!isSchemaObject(node)) return node;
  if (isNameMap) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, typingSchema(value)]));
  const result: JsonSchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' || key === '$schema') continue;
    result[key] = DATA_KEYWORDS.has(key) ? value : typingSchema(value, MAP_KEYWORDS.has(key));
  }
  const options = constOptions(node.oneOf);
  if (options !== undefined) {
    delete result.oneOf;
    result.enum = options.map((option) => option.value);
  }
  const notes =
    options?.filter((o) => typeof o.title === 'string').map((o) => `${JSON.stringify(o.value)} — ${String(o.title)}`) ??
    [];
  const caption = typeof node.title === 'string' ? node.title : undefined;
  const description = [typeof node.description === 'string' ? node.description : caption, ...notes].filter(
    (line) => line !== undefined,
  );
  if (description.length > 0) result.description = description.join('\n');
  if (typeof result.$ref === 'string' && Object.keys(result).length > 1) {
    const { $ref, allOf, ...siblings } = result;
    return { ...siblings, allOf: [{ $ref }, ...(Array.isArray(allOf) ? allOf : [])] };
  }
  return result;
}

/**
 * The TypeScript module of an act's data types: the root interface is named after the act
 * ('test-act' -> TestAct), every definition gets its own type ('person' -> Person), titles
 * become doc comments, and no index signatures are added where the schema allows none.
 */
export async function generateTypes(id: string, schema: ActSchema): Promise<string> {
  const input = typingSchema(structuredClone(schema)) as JSONSchema;
  return compile(input, typeName(id), {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    declareExternallyReferenced: true,
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
}
