import type { ActDefinition } from '../common/acts/act-definition';
import type { ActSchema, JsonSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { applyComputed } from '../common/acts/computed';
import { isSchemaObject, resolveRef } from './schema-walk';

/**
 * Demo data of an act made from its bundled schema, for the "filled" block stories: valid
 * (the act's validators accept it, tests/codegen/sample-data.test.ts proves it for every act)
 * and deterministic (the same schema always gives the same data, so `--check` stays stable).
 * Choices take their first option (the i-th inside the i-th array item, so unique lists stay
 * unique), our keywords get the spec's sample values, every optional field is filled too.
 */

/** A 96x32 PNG with a pen stroke, so a filled signature field shows a signature. */
export const SAMPLE_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAMAAADaHo1mAAAABlBMVEX///8aI35NZ96CAAAAAXRSTlMAQObYZgAAALtJREFUeNrtldsOhCAMBTv//9NmFQJb4VRhzcaEvoHlDL1IzZYtA57W52l9RZjGfwSEBrMB7seFBrOEAHDEx3hx02EJGCSQTVZy38+Ue5x0f2SrFD4DgP7Kbyf1WwQ8AOXEhVq4jzTW1V77ynKpfc1luZ10VzIFOEf7JZk7gH7NgyzrrhFdVa4yBLDwt6AKjw49VJBPR3HplTF6fNTLYah/s8qcVAgf12B0ETnZ5IiJJ9gPZhj/G9HLXmkbJQABdSBLnRIAAAAASUVORK5CYII=';

/** Sample values of the portal's string keywords (schemas/README.md), valid for their checkers. */
const KEYWORD_SAMPLES: Record<string, string> = {
  snils: '112-233-445 95',
  kpp: '773601001',
  ogrn: '1027700132195',
  ogrnip: '304500116000157',
  phoneRu: '+79991234567',
  emailRu: 'ivanova@example.ru',
  passport: '7409 123456',
  docSeries: 'IV-АК',
  departmentCode: '890-001',
  documentNumber: '123456',
  policyNumber: '1234567890123456',
  timeHm: '10:30',
  floatRu: '12,5',
};
const INN_SAMPLES: Record<string, string> = { person: '500100732259', legal: '7707083893' };
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-11-01',
  'date-time': '2026-11-01T10:30:00+03:00',
  time: '10:30:00+03:00',
  email: 'ivanova@example.ru',
  uri: 'https://example.ru',
};
const FULL_NAME = 'Иванова Мария Петровна';
/** Person names by the field's name; any other personName field (fio, signer) gets the full name. */
const NAME_PARTS: [RegExp, string][] = [
  [/lastName|surname/i, 'Иванова'],
  [/firstName/i, 'Мария'],
  [/middleName|patronymic/i, 'Петровна'],
];
// Fields written as names without the keyword (a signer's name as free text).
const NAME_FIELDS = /^(fio|.*Fio|signer|.*FullName)$/;
/** Plain strings whose title alone would read oddly in a demo. */
const NAME_SAMPLES: Record<string, string> = { house: '12', building: '1', room: '34', originalFileName: 'справка.pdf' };
const DEFAULT_TEXT = 'Образец';
// Beyond this depth a recursive definition stops producing data.
const MAX_DEPTH = 24;

/** Where a value is made: its field name, the index of the array item it belongs to, the depth. */
export interface SampleContext {
  /** Property name of the value ('' at the root and for array items). */
  name: string;
  /** Index of the enclosing array item: picks the n-th option so items differ. */
  variant: number;
  depth: number;
}

function merge(base: JsonSchemaObject, over: JsonSchemaObject): JsonSchemaObject {
  const properties = { ...(isSchemaObject(base.properties) ? base.properties : {}), ...(isSchemaObject(over.properties) ? over.properties : {}) };
  const merged = { ...base, ...over };
  if (Object.keys(properties).length > 0) merged.properties = properties;
  return merged;
}

/** The node with its `$ref` target and `allOf` branches merged in (own keywords win). */
function flatten(root: JsonSchemaObject, node: JsonSchemaObject, depth = 0): JsonSchemaObject {
  if (depth > MAX_DEPTH) return node;
  const { $ref: ref, allOf, ...own } = node;
  let result: JsonSchemaObject = {};
  if (typeof ref === 'string') {
    const target = resolveRef(root, ref);
    if (isSchemaObject(target)) result = flatten(root, target, depth + 1);
  }
  if (Array.isArray(allOf)) for (const branch of allOf.filter(isSchemaObject)) result = merge(result, flatten(root, branch, depth + 1));
  return merge(result, own);
}

function firstType(node: JsonSchemaObject): unknown {
  if (Array.isArray(node.type)) return node.type.find((t) => t !== 'null') ?? node.type[0];
  if (node.type !== undefined) return node.type;
  if (isSchemaObject(node.properties)) return 'object';
  if (node.items !== undefined) return 'array';
  return undefined;
}

function limit(node: JsonSchemaObject, keyword: string): number | undefined {
  const value = node[keyword];
  return typeof value === 'number' ? value : undefined;
}

/** A number near a plain default (1 or 12.5, plus the item index), inside minimum/maximum and multipleOf. */
function sampleNumber(node: JsonSchemaObject, integer: boolean, variant: number): number {
  const step = integer ? 1 : 0.5;
  const exclusiveMin = limit(node, 'exclusiveMinimum');
  const exclusiveMax = limit(node, 'exclusiveMaximum');
  const low = Math.max(limit(node, 'minimum') ?? -Infinity, exclusiveMin === undefined ? -Infinity : exclusiveMin + step);
  const high = Math.min(limit(node, 'maximum') ?? Infinity, exclusiveMax === undefined ? Infinity : exclusiveMax - step);
  let value = Math.min(Math.max((integer ? 1 : 12.5) + variant, low), high);
  if (integer) value = Math.ceil(value) > high ? Math.floor(value) : Math.ceil(value);
  const multipleOf = limit(node, 'multipleOf');
  if (multipleOf !== undefined && multipleOf > 0) {
    const up = Math.ceil(value / multipleOf) * multipleOf;
    value = up <= high ? up : Math.floor(value / multipleOf) * multipleOf;
  }
  return value;
}

const ESCAPE_SAMPLES: Record<string, string> = { w: 'a', s: ' ', D: 'a', W: '-', S: 'a' };

/** One string matching a simple regular expression (literals, \d \w \s ., [classes], quantifiers), or undefined. */
export function samplePattern(pattern: string): string | undefined {
  if (pattern.startsWith('^data:image/png;base64,')) return SAMPLE_SIGNATURE_PNG;
  // One atom: an escape, a character class, a literal or an anchor; then an optional quantifier.
  const atom = /\\(.)|\[(\^?)((?:\\.|[^\]\\])+)\]|([^\\[\](){}|?*+^$])|[\^$]/uy;
  const quantifier = /\{(\d+)(?:,\d*)?\}|[?*+]/uy;
  let digits = 0;
  const digit = () => String((digits++ % 9) + 1);
  let result = '';
  for (let at = 0; at < pattern.length; ) {
    atom.lastIndex = at;
    const match = atom.exec(pattern);
    if (match === null) return undefined;
    at = atom.lastIndex;
    const [, escaped, negated, members, literal] = match;
    let next: (() => string) | undefined;
    if (escaped !== undefined) next = escaped === 'd' ? digit : () => ESCAPE_SAMPLES[escaped] ?? escaped;
    else if (members !== undefined) {
      if (negated === '^') return undefined;
      const first = /^\\?(.)/u.exec(members)?.[1] ?? 'a';
      next = /^(0-9|\\d)/.test(members) ? digit : () => first;
    } else if (literal !== undefined) next = () => (literal === '.' ? 'a' : literal);
    if (next === undefined) continue;
    quantifier.lastIndex = at;
    const times = quantifier.exec(pattern);
    if (times !== null) at = quantifier.lastIndex;
    // The least count {n,m} allows; one for ?, * and +.
    const count = times?.[1] !== undefined ? Number(times[1]) : 1;
    for (let i = 0; i < count; i += 1) result += next();
  }
  return new RegExp(pattern, 'u').test(result) ? result : undefined;
}

function personName(name: string): string {
  return NAME_PARTS.find(([test]) => test.test(name))?.[1] ?? FULL_NAME;
}

function fitLength(text: string, node: JsonSchemaObject): string {
  const max = limit(node, 'maxLength');
  const min = limit(node, 'minLength') ?? 0;
  let result = max === undefined ? text : [...text].slice(0, max).join('').trimEnd();
  while ([...result].length < min) result += 'о';
  return result;
}

function sampleString(node: JsonSchemaObject, { name, variant }: SampleContext): string {
  const keyword = Object.keys(KEYWORD_SAMPLES).find((k) => node[k] !== undefined && node[k] !== false);
  if (keyword !== undefined) return KEYWORD_SAMPLES[keyword];
  if (typeof node.inn === 'string') return INN_SAMPLES[node.inn] ?? INN_SAMPLES.person;
  if (node.personName === true || NAME_FIELDS.test(name)) return fitLength(personName(name), node);
  if (typeof node.format === 'string' && FORMAT_SAMPLES[node.format] !== undefined) return FORMAT_SAMPLES[node.format];
  if (typeof node.pattern === 'string') {
    const matching = samplePattern(node.pattern);
    if (matching !== undefined) return matching;
  }
  const text = NAME_SAMPLES[name] ?? (typeof node.title === 'string' ? node.title : DEFAULT_TEXT);
  return fitLength(variant > 0 ? `${text} ${variant + 1}` : text, node);
}

function sampleArray(root: JsonSchemaObject, node: JsonSchemaObject, context: SampleContext): unknown[] {
  const max = limit(node, 'maxItems') ?? Infinity;
  const count = Math.min(Math.max(limit(node, 'minItems') ?? 0, 2), max);
  if (Array.isArray(node.items)) return node.items.map((item, index) => sampleValue(root, item as JsonSchema, { name: '', variant: index, depth: context.depth + 1 }));
  const items: unknown[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = sampleValue(root, node.items as JsonSchema | undefined, { name: '', variant: index, depth: context.depth + 1 });
    if (item === undefined) break;
    // A list of fewer choices than items: stop before repeating one when the list must be unique.
    if (node.uniqueItems === true && items.some((known) => JSON.stringify(known) === JSON.stringify(item))) break;
    items.push(item);
  }
  return items;
}

function sampleObject(root: JsonSchemaObject, node: JsonSchemaObject, context: SampleContext): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const properties = isSchemaObject(node.properties) ? node.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    const value = sampleValue(root, child as JsonSchema, { name, variant: context.variant, depth: context.depth + 1 });
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/**
 * A valid sample of the data at `node` (a subschema of `root`): `const` as is, enum/oneOf/anyOf
 * the first option (the `variant`-th in the `variant`-th array item), our keywords their sample
 * values, dates '2026-11-01', numbers inside their limits, strings inside maxLength (the field's
 * title, or a match of a simple `pattern`), arrays of 2 items (or minItems), objects with every
 * property. Undefined when nothing can be made (a `false` schema, too deep a recursion).
 */
export function sampleValue(root: JsonSchemaObject, node: JsonSchema | undefined, context: SampleContext = { name: '', variant: 0, depth: 0 }): unknown {
  if (!isSchemaObject(node) || context.depth > MAX_DEPTH) return node === true ? DEFAULT_TEXT : undefined;
  const schema = flatten(root, node);
  if (Object.hasOwn(schema, 'const')) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[context.variant % schema.enum.length];
  const options = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(isSchemaObject);
  if (options.length > 0) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    const option = flatten(root, options[context.variant % options.length]);
    return sampleValue(root, { ...rest, ...option }, { ...context, variant: Object.hasOwn(option, 'const') ? 0 : context.variant });
  }
  switch (firstType(schema)) {
    case 'object':
      return sampleObject(root, schema, context);
    case 'array':
      return sampleArray(root, schema, context);
    case 'string':
      return sampleString(schema, context);
    case 'integer':
      return sampleNumber(schema, true, context.variant);
    case 'number':
      return sampleNumber(schema, false, context.variant);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** Sample data of a whole act: every field filled, then the computed fields (act.json `computed`) worked out. */
export function sampleActData(schema: ActSchema, definition: Pick<ActDefinition, 'computed'>): Record<string, unknown> {
  const data = sampleValue(schema, schema);
  return applyComputed(isSchemaObject(data) ? data : {}, definition.computed);
}

/** The sample data of one block: the block's fields of the act's sample data. */
export function sampleBlockData(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}
