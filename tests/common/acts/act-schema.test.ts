import { describe, expect, it } from 'vitest';
import { blockSchema, blockUiSchema, type ActSchema } from '../../../common/acts/act-schema';
import { ACTS } from '../../../common/acts/generated/acts';

const schema: ActSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Акт',
  type: 'object',
  properties: {
    a: { type: 'string', title: 'А' },
    b: { $ref: '#/definitions/d', title: 'Б' },
    c: { type: 'integer', title: 'В' },
  },
  required: ['c', 'a', 'b'],
  definitions: { d: { type: 'string' } },
};

describe('blockSchema', () => {
  it("keeps only the block's fields, in the block's order, and their required entries", () => {
    const result = blockSchema(schema, { fields: ['c', 'a'] });
    expect(Object.keys(result.properties)).toEqual(['c', 'a']);
    expect(result.required).toEqual(['c', 'a']);
    expect(result.properties.c).toBe(schema.properties.c);
  });

  it('keeps definitions and every other keyword so local refs still resolve', () => {
    const result = blockSchema(schema, { fields: ['b'] });
    expect(result).toEqual({ ...schema, properties: { b: schema.properties.b }, required: ['b'] });
    expect(result.definitions).toBe(schema.definitions);
  });

  it('gives an empty required list when the block has no required field or the schema none', () => {
    expect(blockSchema({ ...schema, required: ['a'] }, { fields: ['c'] }).required).toEqual([]);
    expect(blockSchema({ type: 'object', properties: { x: {} } }, { fields: ['x'] }).required).toEqual([]);
  });

  it('skips fields the schema does not have and does not change the schema', () => {
    const copy = structuredClone(schema);
    expect(Object.keys(blockSchema(schema, { fields: ['a', 'zz'] }).properties)).toEqual(['a']);
    expect(schema).toEqual(copy);
  });

  it('splits the generated test act into its three blocks', () => {
    const { schema: actSchema, definition } = ACTS['test-act'];
    const parts = definition.blocks.map((block) => blockSchema(actSchema, block));
    expect(parts.map((part) => part.required)).toEqual([['person', 'phone'], ['scale'], ['items', 'signature']]);
    expect(parts.flatMap((part) => Object.keys(part.properties)).sort()).toEqual(
      Object.keys(actSchema.properties).sort(),
    );
  });
});

describe('blockUiSchema', () => {
  it("keeps root ui: options and the block's entries and orders the block's fields", () => {
    const ui = {
      'ui:submitButtonOptions': { norender: true },
      'ui:order': ['a', 'b', 'c'],
      a: { 'ui:widget': 'textarea' },
      b: {},
    };
    expect(blockUiSchema(ui, { fields: ['c', 'a'] })).toEqual({
      'ui:submitButtonOptions': { norender: true },
      'ui:order': ['c', 'a'],
      a: { 'ui:widget': 'textarea' },
    });
  });
});
