/**
 * The outside probe's bad values, aimed at every input of every operation of the OpenAPI document:
 * one probe generator that takes the kinds of bad value and yields each request with one input
 * wrong (the rest plain and valid-looking), and one runner that sends them and collects what
 * answered wrongly. Used by bad-input-sweep.test.ts (every kind, as an anonymous visitor and as a
 * signed-in user) and kept apart so a failure names the operation, the input and the value.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_INPUT_DEPTH, validationMessages } from '../../../common/validation/index.ts';

export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchemaNode;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchemaNode;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchemaNode }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Where a bad value goes: a path or query parameter, or a top-level property of the JSON body. */
export interface Input {
  in: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchemaNode;
}

/** What an answer to a bad value must be. */
export type Expectation =
  /** 400 with «Некорректные данные…»: the value is refused by the input checks before anything runs. */
  | 'invalid-400'
  /** Any answer but a 5xx, in the envelope with a Russian message when it is a refusal. */
  | 'no-5xx';

/** One kind of bad value: which inputs it fits and the value to put there (text for URLs). */
export interface BadValue {
  name: string;
  fits: (input: Input) => boolean;
  /** The value for a body property; RAW marks JSON text written as it is (1e309, which no JS value writes). */
  body?: (input: Input) => unknown;
  /** The text for a path or query parameter, already encoded for the URL. */
  url?: (input: Input) => string;
  expect: Expectation;
  /** The end of the refusal's text, when the input checks word it in one way. */
  text?: string;
  /** The most probes of this kind per operation (1 MB strings are sent once per operation). */
  perOperation?: number;
}

/** Marks JSON text that goes into a body as it is written. */
export class Raw {
  constructor(readonly text: string) {}
}

const typeOf = (schema: JsonSchemaNode): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
const numeric = (input: Input) => ['integer', 'number'].includes(typeOf(input.schema) ?? '');
const textual = (input: Input) => typeOf(input.schema) === 'string' && !input.schema.enum;

/** The kinds of bad value the probe used. */
export const BAD_VALUES: readonly BadValue[] = [
  {
    name: 'NUL',
    fits: (input) => input.in !== 'body' || textual(input) || typeOf(input.schema) === 'object',
    url: () => encodeURIComponent('a\u0000b'),
    body: (input) => (typeOf(input.schema) === 'object' ? { note: 'a\u0000b' } : 'a\u0000b'),
    expect: 'invalid-400',
    text: validationMessages.unstorableText,
  },
  {
    name: 'lone surrogate',
    fits: (input) => input.in !== 'body' || textual(input),
    // A URL cannot carry one: its UTF-8-like bytes are not UTF-8.
    url: () => '%ED%A0%80',
    body: () => 'a\ud800b',
    expect: 'no-5xx',
  },
  ...['Infinity', '1e309', '99999999999999999999', '1.5'].map(
    (value): BadValue => ({
      name: value,
      fits: (input) => numeric(input) && !(value === '1.5' && typeOf(input.schema) === 'number'),
      url: () => value,
      body: () => new Raw(value.replace('Infinity', '1e999')),
      expect: 'invalid-400',
    }),
  ),
  {
    name: 'int4 + 1',
    fits: (input) => typeOf(input.schema) === 'integer',
    url: () => '2147483648',
    body: () => 2147483648,
    expect: 'no-5xx',
  },
  {
    name: 'wrong type',
    fits: (input) => input.in === 'body' || numeric(input) || typeOf(input.schema) === 'boolean',
    url: () => 'abc',
    body: (input) => {
      switch (typeOf(input.schema)) {
        case 'string':
          return { a: 1 };
        case 'object':
          return 'текст';
        case 'array':
          return 'текст';
        default:
          return 'abc';
      }
    },
    expect: 'no-5xx',
  },
  {
    name: 'unknown enum value',
    fits: (input) => Boolean(input.schema.enum ?? input.schema.items?.enum),
    url: (input) =>
      typeof (input.schema.enum ?? input.schema.items?.enum)?.[0] === 'number' ? '987654' : 'нет_такого',
    body: (input) => {
      const values = input.schema.enum ?? input.schema.items?.enum ?? [];
      const value = typeof values[0] === 'number' ? 987654 : 'нет_такого';
      return input.schema.items ? [value] : value;
    },
    expect: 'no-5xx',
  },
  {
    name: 'path traversal',
    fits: (input) => input.in !== 'body' || textual(input),
    url: () => encodeURIComponent('../../../etc/passwd'),
    body: () => '../../../etc/passwd',
    expect: 'no-5xx',
  },
  {
    name: '1 MB string',
    fits: (input) => input.in === 'body' && textual(input),
    body: () => 'ж'.repeat(512 * 1024),
    expect: 'no-5xx',
    perOperation: 1,
  },
];

/** A plain valid-looking value of a schema, so only the probed input is wrong. */
function filler(schema: JsonSchemaNode | undefined): unknown {
  if (schema?.enum?.length) return schema.enum[0];
  switch (schema && typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'object':
      return {};
    case 'array':
      return [];
    default:
      return 'a';
  }
}

/** One request of the sweep, named for the failure list. */
export interface Probe {
  method: string;
  url: string;
  /** JSON text of the body, when the operation takes one. */
  body?: string;
  what: string;
  expect: Expectation;
  text?: string;
}

/** The JSON text of a body with one property holding the value (Raw values written as they are). */
function bodyText(base: Record<string, unknown>, name?: string, value?: unknown): string {
  if (name === undefined) return JSON.stringify(base);
  if (!(value instanceof Raw)) return JSON.stringify({ ...base, [name]: value });
  const mark = '\u0001raw\u0001';
  return JSON.stringify({ ...base, [name]: mark }).replace(JSON.stringify(mark), value.text);
}

/**
 * Every request the sweep sends: for each operation, each input each kind fits, with that kind's
 * value in it; and for each JSON body, the body nested 3 500 levels deep.
 */
export function probesOf(doc: OpenApiDocument, kinds: readonly BadValue[] = BAD_VALUES): Probe[] {
  const list: Probe[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const schema = op.requestBody?.content['application/json']?.schema;
      const base = schema
        ? Object.fromEntries((schema.required ?? []).map((name) => [name, filler(schema.properties?.[name])]))
        : undefined;
      const url = (bad?: Parameter, value = '') => {
        const address = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          bad?.in === 'path' && bad.name === name ? value : '1',
        );
        const query = params.filter((p) => p.in === 'query' && (p.required || p === bad));
        return query.length
          ? `${address}?${query.map((p) => `${encodeURIComponent(p.name)}=${p === bad ? value : encodeURIComponent(String(filler(p.schema)))}`).join('&')}`
          : address;
      };
      const inputs: Array<Input & { parameter?: Parameter }> = [
        ...params.map((p) => ({ in: p.in as 'path' | 'query', name: p.name, schema: p.schema ?? {}, parameter: p })),
        ...Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
          in: 'body' as const,
          name,
          schema: property,
        })),
      ];
      const operation = `${method.toUpperCase()} ${path}`;
      for (const kind of kinds) {
        let sent = 0;
        for (const input of inputs) {
          if (!kind.fits(input) || sent >= (kind.perOperation ?? Infinity)) continue;
          if (input.in === 'body' && kind.body) {
            list.push({
              method,
              url: url(),
              body: bodyText(base ?? {}, input.name, kind.body(input)),
              what: `${operation}: body ${input.name} = ${kind.name}`,
              expect: kind.expect,
              text: kind.text,
            });
            sent += 1;
          } else if (input.in !== 'body' && kind.url) {
            list.push({
              method,
              url: url(input.parameter, kind.url(input)),
              body: base && bodyText(base),
              what: `${operation}: ${input.in} ${input.name} = ${kind.name}`,
              expect: kind.expect,
              text: kind.text,
            });
            sent += 1;
          }
        }
      }
      if (schema)
        list.push({
          method,
          url: url(),
          body: `{"a":${'['.repeat(3500)}${']'.repeat(3500)}}`,
          what: `${operation}: body nested 3 500 deep`,
          expect: 'invalid-400',
          text: validationMessages.tooDeep(MAX_INPUT_DEPTH),
        });
    }
  }
  return list;
}

const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * Sends the probes (with the given headers) and answers the ones answered wrongly: a 5xx, a
 * refusal outside the envelope or not in Russian, or, for a signed-in caller where the value must be
 * refused by the input checks, anything but their 400.
 */
export async function sweep(
  app: FastifyInstance,
  probes: readonly Probe[],
  headers: Record<string, string> = {},
  /** An anonymous visitor is refused sign-in first on most routes: then only «no 5xx» is asked. */
  signedIn = true,
): Promise<string[]> {
  const failures: string[] = [];
  for (const probe of probes) {
    const res = await app.inject({
      method: probe.method.toUpperCase() as 'GET',
      url: probe.url,
      payload: probe.body,
      headers: probe.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    });
    let text = '';
    if (res.statusCode >= 400) {
      try {
        text = (res.json() as { messages?: Array<{ text?: string }> }).messages?.[0]?.text ?? '';
      } catch {
        text = '';
      }
    }
    const wrong =
      res.statusCode >= 500 ||
      (res.statusCode >= 400 && !CYRILLIC.test(text)) ||
      (signedIn &&
        probe.expect === 'invalid-400' &&
        !(res.statusCode === 400 && text.startsWith('Некорректные данные') && text.endsWith(probe.text ?? '')));
    if (wrong) failures.push(`${probe.what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return failures;
}
