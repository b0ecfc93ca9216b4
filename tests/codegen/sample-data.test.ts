import { describe, expect, it } from 'vitest';
import type { ActSchema } from '../../common/acts/act-schema';
import { ACT_IDS, ACTS, type GeneratedAct } from '../../common/acts/generated/acts';
import { validateWith } from '@/forms/wizard/schema-validator';
import {
  SAMPLE_SIGNATURE_PNG,
  sampleActData,
  sampleBlockData,
  samplePattern,
  sampleValue,
} from '../../codegen/sample-data';

const root = (properties: Record<string, unknown>): ActSchema => ({
  type: 'object',
  properties: properties as ActSchema['properties'],
});

describe.each(ACT_IDS.map((id) => ({ id, act: ACTS[id] as GeneratedAct })))('the sample data of $id', ({ act }) => {
  const data = sampleActData(act.schema, act.definition);

  it('passes the act validator', async () => {
    const { validateAct } = await act.loadActValidator();
    expect(validateWith(validateAct, data)).toEqual([]);
  });

  it('passes every block validator, with every block field filled', async () => {
    const { blockValidators } = await act.loadValidators();
    for (const block of act.definition.blocks) {
      expect({ block: block.number, errors: validateWith(blockValidators[block.number], data) }).toEqual({
        block: block.number,
        errors: [],
      });
      expect(Object.keys(sampleBlockData(data, block.fields))).toEqual(block.fields);
    }
  });

  it('reads as a real act: no text is its field’s title, addresses point at demo places, lists have several rows', () => {
    const ownTitles: string[] = [];
    const walk = (node: unknown, value: unknown): void => {
      const schemaNode = node as
        | { title?: string; $ref?: string; properties?: Record<string, unknown>; items?: unknown }
        | undefined;
      const resolved = schemaNode?.$ref
        ? { ...(act.schema.definitions?.[schemaNode.$ref.slice(14)] as object), ...schemaNode }
        : schemaNode;
      if (typeof value === 'string' && value === resolved?.title) ownTitles.push(value);
      if (Array.isArray(value)) value.forEach((item) => walk(resolved?.items, item));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(resolved?.properties?.[k], v);
    };
    walk(act.schema, data);
    expect(ownTitles).toEqual([]);
    const lists = Object.values(data).filter(
      (v) => Array.isArray(v) && v.some((item) => item && typeof item === 'object'),
    );
    for (const list of lists) expect((list as unknown[]).length).toBeGreaterThanOrEqual(2);
    const json = JSON.stringify(data);
    for (const id of json.match(/"cityId":\d+/g) ?? []) expect(id).toBe('"cityId":1');
  });

  it('is the same every time (the generated stories stay stable)', () => {
    expect(sampleActData(act.schema, act.definition)).toEqual(data);
  });
});

describe('sample values', () => {
  it('gives our keywords the spec sample values and person names by field name', () => {
    const schema = root({
      lastName: { type: 'string', personName: true },
      firstName: { type: 'string', personName: true },
      middleName: { type: 'string', personName: true },
      fio: { type: 'string', personName: true },
      snils: { type: 'string', snils: true },
      innPerson: { type: 'string', inn: 'person' },
      innLegal: { type: 'string', inn: 'legal' },
      phone: { type: 'string', phoneRu: true },
      time: { type: 'string', timeHm: true },
      when: { type: 'string', format: 'date' },
    });
    expect(sampleValue(schema, schema)).toEqual({
      lastName: 'Соколов',
      firstName: 'Николай',
      middleName: 'Петрович',
      fio: 'Иванова Мария Петровна',
      snils: '112-233-445 95',
      innPerson: '500100732259',
      innLegal: '7707083893',
      phone: '+79220511234',
      time: '10:30',
      when: '2023-06-20',
    });
  });

  it('takes the first option, keeps numbers and texts inside their limits, fills arrays with 3 items or minItems', () => {
    const schema = root({
      gender: {
        type: 'integer',
        oneOf: [
          { const: 2, title: 'Женский' },
          { const: 1, title: 'Мужской' },
        ],
      },
      kind: { type: 'string', enum: ['b', 'a'] },
      year: { type: 'integer', minimum: 1900, maximum: 2026 },
      share: { type: 'number', maximum: 1 },
      room: { type: 'string', title: 'Квартира', maxLength: 2 },
      pair: { type: 'array', items: { type: 'integer' } },
      three: { type: 'array', minItems: 3, items: { type: 'boolean' } },
      unique: { type: 'array', uniqueItems: true, items: { type: 'integer', enum: [7] } },
    });
    expect(sampleValue(schema, schema)).toEqual({
      gender: 2,
      kind: 'b',
      year: 1900,
      share: 1,
      room: '10',
      pair: [2, 3, 4],
      three: [true, true, true],
      unique: [7],
    });
  });

  it('matches simple patterns and gives a signature a real PNG', () => {
    expect(samplePattern('^[0-9]{20}$')).toMatch(/^[0-9]{20}$/);
    expect(samplePattern('^[A-Z]{2}-\\d{3}$')).toBe('AA-123');
    expect(samplePattern('^([0-9]{13}|[0-9]{15})$')).toBe('1234567891234');
    expect(samplePattern('^([^0-9]+|[0-9]{8})$')).toBe('12345678');
    expect(samplePattern('^(a(b)|c)$')).toBeUndefined();
    expect(samplePattern('^data:image/png;base64,')).toBe(SAMPLE_SIGNATURE_PNG);
    const png = Buffer.from(SAMPLE_SIGNATURE_PNG.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('fills computed fields from their sources', () => {
    const act = ACTS['test-act'];
    const data = sampleActData(act.schema, act.definition) as { items: { amount: number }[]; itemsTotal: number };
    expect(data.itemsTotal).toBe(data.items.reduce((sum, item) => sum + item.amount, 0));
  });
});
