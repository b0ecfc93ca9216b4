import { describe, expect, it } from 'vitest';
import { portableOpenApi } from '../../../server/http/openapi-document.ts';

/** The document with one POST body of this schema, and the transform's answer for it. */
function portable(schema: object, components: Record<string, object> = {}) {
  const openapiObject = {
    openapi: '3.0.3',
    paths: { '/api/x': { post: { requestBody: { content: { 'application/json': { schema } } } } } },
    components: { schemas: components },
  };
  const before = structuredClone(openapiObject);
  const result = portableOpenApi(openapiObject);
  // The document given is read, never changed.
  expect(openapiObject).toEqual(before);
  return result;
}

const bodyOf = (doc: ReturnType<typeof portable>) =>
  doc.paths['/api/x'].post.requestBody.content['application/json'].schema;

describe('the OpenAPI document for integrators (transform)', () => {
  it('carries each portal keyword as its x- extension, at any depth, and leaves properties of the same name', () => {
    const schema = {
      type: 'object',
      required: ['snils'],
      properties: {
        snils: { type: 'string', snils: { forbidBelow1000: true } },
        phones: { type: 'array', items: { type: 'string', phoneRu: true } },
        mail: {
          anyOf: [
            { type: 'string', emailRu: true },
            { type: 'string', enum: [''] },
          ],
        },
        inn: { type: 'string', inn: 'legal' },
      },
    };
    expect(bodyOf(portable(schema))).toEqual({
      type: 'object',
      required: ['snils'],
      properties: {
        snils: { type: 'string', 'x-snils': { forbidBelow1000: true } },
        phones: { type: 'array', items: { type: 'string', 'x-phoneRu': true } },
        mail: {
          anyOf: [
            { type: 'string', 'x-emailRu': true },
            { type: 'string', enum: [''] },
          ],
        },
        inn: { type: 'string', 'x-inn': 'legal' },
      },
    });
  });

  it('writes a numeric exclusive bound in 3.0 words, keeping the stricter of two bounds', () => {
    const bounds = (schema: object) => bodyOf(portable(schema));
    expect(bounds({ type: 'number', exclusiveMinimum: 0, maximum: 22 })).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 22,
    });
    expect(bounds({ type: 'number', minimum: 5, exclusiveMinimum: 0 })).toEqual({ type: 'number', minimum: 5 });
    expect(bounds({ type: 'number', minimum: 0, exclusiveMinimum: 0 })).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
    });
    expect(bounds({ type: 'number', exclusiveMaximum: 100, maximum: 50 })).toEqual({ type: 'number', maximum: 50 });
    expect(bounds({ type: 'number', exclusiveMaximum: 100 })).toEqual({
      type: 'number',
      maximum: 100,
      exclusiveMaximum: true,
    });
    // Already in 3.0 words: as it was.
    expect(bounds({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
    });
  });

  it('rewrites the components and parameters too, and keeps sample values as they are', () => {
    const doc = portable(
      { $ref: '#/components/schemas/Card' },
      { Card: { type: 'object', properties: { snils: { type: 'string', snils: true } }, example: { snils: true } } },
    );
    expect(doc.components.schemas.Card).toEqual({
      type: 'object',
      properties: { snils: { type: 'string', 'x-snils': true } },
      example: { snils: true },
    });
    const withParameter = portableOpenApi({
      openapi: '3.0.3',
      paths: { '/api/y': { get: { parameters: [{ in: 'query', name: 'p', schema: { type: 'string', kpp: true } }] } } },
    });
    expect(withParameter.paths['/api/y'].get.parameters[0].schema).toEqual({ type: 'string', 'x-kpp': true });
  });
});
