import { describe, expect, it } from 'vitest';
import { blockSchema, type ActSchema } from '../../common/acts/act-schema';
import { createAjv } from '../../common/ajv';
import { ACT_IDS, ACTS } from '../../common/acts/generated/acts';
import { card } from '../../common/acts/generated/schemas/test-act.card';
import { withUsedDefinitions } from '../../codegen/schema-walk';
import { sampleActData } from '../../codegen/sample-data';

describe('withUsedDefinitions', () => {
  const schema: ActSchema = {
    type: 'object',
    properties: {
      home: { $ref: '#/definitions/address' },
      list: { type: 'array', items: { $ref: '#/definitions/row' } },
    },
    definitions: {
      address: { type: 'object', properties: { region: { $ref: '#/definitions/region' } } },
      region: { type: 'string' },
      row: { type: 'object', properties: { at: { $ref: '#/definitions/address/properties/region' } } },
      person: { type: 'object', properties: { snils: { $ref: '#/definitions/snils' } } },
      snils: { type: 'string' },
    },
  };

  it('keeps the definitions the fields reach, through other definitions and deep pointers, and drops the rest', () => {
    expect(Object.keys(withUsedDefinitions(schema).definitions ?? {}).sort()).toEqual(['address', 'region', 'row']);
    expect(
      Object.keys(withUsedDefinitions(blockSchema(schema, { fields: ['home'] })).definitions ?? {}).sort(),
    ).toEqual(['address', 'region']);
  });

  it('leaves definitions out when no field uses one, and the rest of the schema as it was', () => {
    const plain = withUsedDefinitions({ ...schema, properties: { note: { type: 'string' } }, required: ['note'] });
    expect(plain).toEqual({ type: 'object', properties: { note: { type: 'string' } }, required: ['note'] });
  });
});

describe('the block schema modules (what an act card renders a block from)', () => {
  it.each(ACT_IDS.flatMap((id) => ACTS[id].definition.blocks.map((block) => [id, block.number] as const)))(
    '%s block %i is its part of the whole schema and checks data as that part does',
    async (id, number) => {
      const act = ACTS[id];
      const block = act.definition.blocks.find((b) => b.number === number)!;
      const part = await act.loadBlockSchema(number);
      const full = blockSchema(act.schema, block);
      expect(part).toEqual(withUsedDefinitions(full));
      expect(Object.keys(part.properties)).toEqual(block.fields);
      // The sample act's data, and the same with every field of the block emptied: the same verdicts and errors.
      const sample = sampleActData(act.schema, act.definition);
      const emptied = Object.fromEntries(
        Object.keys(sample)
          .filter((f) => !block.fields.includes(f))
          .map((f) => [f, sample[f]]),
      );
      const ajv = createAjv();
      const [checkPart, checkFull] = [ajv.compile(part), ajv.compile(full)];
      for (const data of [sample, emptied, { [block.fields[0]]: 12345 }]) {
        expect(checkPart(data)).toBe(checkFull(data));
        expect(checkPart.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(
          checkFull.errors?.map((e) => `${e.instancePath} ${e.keyword}`),
        );
      }
    },
  );

  it('are what the card loads by block number; the whole schema comes apart, for the review', async () => {
    expect(await card.loadBlockSchema(2)).toEqual(
      withUsedDefinitions(blockSchema(ACTS['test-act'].schema, card.definition.blocks[1])),
    );
    expect(await card.loadSchema()).toBe(ACTS['test-act'].schema);
    await expect(card.loadBlockSchema(9)).rejects.toThrow('test-act: no block 9');
    expect(card).not.toHaveProperty('schema');
    expect(ACTS['test-act'].definition).toBe(card.definition);
  });
});
