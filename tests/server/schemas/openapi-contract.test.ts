import { beforeAll, describe, expect, it } from 'vitest';
import { readServedOpenApi } from './served-openapi.ts';

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: object }>;
  requestBody?: { content: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** What is missing from one operation's contract, in words (empty when it is complete). */
function gaps(route: string, method: string, op: Operation): string[] {
  const found: string[] = [];
  const success = op.responses?.['200'] ?? op.responses?.['201'] ?? op.responses?.['204'];
  const content = Object.entries(success?.content ?? {});
  if (content.length === 0 || content.some(([, media]) => !media.schema || Object.keys(media.schema).length === 0))
    found.push('no schema of its success answer');
  for (const [type, media] of content) {
    // A JSON answer is the spec's envelope: { data, messages? } with data always there.
    if (type === 'application/json' && !(media.schema?.required as string[] | undefined)?.includes('data'))
      found.push('a JSON answer outside the envelope');
  }
  const pathParams = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
  for (const [, name] of route.matchAll(/\{([^}]+)\}/g))
    if (!pathParams.has(name)) found.push(`no schema of the path parameter ${name}`);
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (type !== 'multipart/form-data' && !media.schema) found.push('a body without a schema');
  }
  return found.map((gap) => `${method.toUpperCase()} ${route}: ${gap}`);
}

/**
 * The numbers a request may carry with no upper bound in its schema (ids, versions, pages, amounts):
 * each must say what its column holds, so that a larger one is the schema's 400, not the database's.
 */
function unboundedNumbers(where: string, node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((child, i) => unboundedNumbers(`${where}/${i}`, child));
  const schema = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const numeric = types.includes('integer') || types.includes('number');
  const bounded = ['maximum', 'exclusiveMaximum', 'enum', 'const'].some((key) => schema[key] !== undefined);
  return [
    ...(numeric && !bounded ? [where] : []),
    ...Object.entries(schema).flatMap(([key, child]) => unboundedNumbers(`${where}/${key}`, child)),
  ];
}

describe('one contract per endpoint (OpenAPI)', () => {
  let doc: Document;

  beforeAll(async () => {
    doc = (await readServedOpenApi()) as Document;
  });

  it('declares every route and method with its success answer, path parameters and body', () => {
    const operations = Object.entries(doc.paths)
      .filter(([route]) => route.startsWith('/api/') && !route.startsWith('/api/docs'))
      .flatMap(([route, item]) => METHODS.filter((m) => item[m]).map((m) => [route, m, item[m]] as const));
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.flatMap(([route, method, op]) => gaps(route, method, op))).toEqual([]);
  });

  it('bounds every number a request carries (path, query, body) by what its column holds', () => {
    const found = Object.entries(doc.paths).flatMap(([route, item]) =>
      METHODS.filter((m) => item[m]).flatMap((m) => [
        ...unboundedNumbers(`${m.toUpperCase()} ${route} parameters`, item[m].parameters),
        ...unboundedNumbers(`${m.toUpperCase()} ${route} body`, item[m].requestBody),
      ]),
    );
    expect(found).toEqual([]);
    // It sees one: a made-up body with an id and no maximum.
    expect(unboundedNumbers('body', { properties: { id: { type: 'integer', minimum: 1 } } })).toEqual([
      'body/properties/id',
    ]);
  });

  it('names the shared answers as components, which the client reads by name', () => {
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['ActView', 'ReportView', 'ActListPage', 'CurrentUser', 'IppsuProject']),
    );
    const card = doc.paths['/api/soc-passport/{id}'].get.responses?.['200'].content?.['application/json'].schema as {
      properties: { data: unknown };
    };
    expect(card.properties.data).toEqual({ $ref: '#/components/schemas/ActView' });
  });
});
