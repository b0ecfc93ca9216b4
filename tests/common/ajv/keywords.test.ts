import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createAjv, CUSTOM_KEYWORDS, keywordDefinitions } from '../../../common/ajv';
import { validationMessages as m } from '../../../common/validation';
import { allKeywordsSchema, fieldOf, KEYWORD_CASES } from './keyword-cases';

const ajv = createAjv();
const validateAll = ajv.compile(allKeywordsSchema());

function messagesFor(errors: ErrorObject[] | null | undefined, pointer: string): (string | undefined)[] {
  return (errors ?? []).filter((e) => e.instancePath === pointer).map((e) => e.message);
}

describe('custom ajv keywords', () => {
  it('cover every defined keyword in the shared cases', () => {
    expect(new Set(KEYWORD_CASES.map((c) => c.keyword))).toEqual(CUSTOM_KEYWORDS);
    expect(keywordDefinitions).toHaveLength(CUSTOM_KEYWORDS.size);
  });

  it.each(KEYWORD_CASES.map((c, i) => [`${c.keyword}: ${JSON.stringify(c.schemaValue)}`, c, i] as const))(
    '%s reports exactly the message of its function',
    (_name, c, index) => {
      for (const sample of c.samples) {
        validateAll({ [fieldOf(index)]: sample });
        const expected = c.check(sample);
        expect(messagesFor(validateAll.errors, `/${fieldOf(index)}`)).toEqual(expected === undefined ? [] : [expected]);
      }
    },
  );

  it('puts the message in params.message and names the keyword and schema path', () => {
    const validate = ajv.compile({ type: 'object', properties: { snils: { type: 'string', snils: true } } });
    validate({ snils: '112-233-445 96' });
    expect(validate.errors).toEqual([
      {
        instancePath: '/snils',
        schemaPath: '#/properties/snils/snils',
        keyword: 'snils',
        params: { message: m.snilsChecksum },
        message: m.snilsChecksum,
      },
    ]);
  });

  it('skip data that is not a string (the type keyword reports it)', () => {
    const validate = ajv.compile({ type: ['string', 'number', 'null'], snils: true, inn: 'legal', phoneRu: true });
    expect(validate(12345)).toBe(true);
    expect(validate(null)).toBe(true);
    const typed = ajv.compile({ type: 'string', kpp: true });
    expect(typed(42)).toBe(false);
    expect(typed.errors?.map((e) => e.keyword)).toEqual(['type']);
  });

  it('skip empty and blank strings', () => {
    const validate = ajv.compile({ type: 'string', snils: true, ogrn: true, emailRu: true, timeHm: true });
    expect(validate('')).toBe(true);
    expect(validate('   ')).toBe(true);
  });

  it('report every failing keyword of one field with allErrors', () => {
    const validate = ajv.compile({ type: 'string', kpp: true, ogrn: true });
    validate('abc');
    expect(validate.errors?.map((e) => e.message)).toEqual([m.kppFormat, m.ogrnFormat]);
  });

  it('stop at the first error when a caller turns allErrors off', () => {
    const validate = createAjv({ allErrors: false }).compile({ type: 'string', kpp: true, ogrn: true });
    expect(validate('abc')).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual([m.kppFormat]);
    expect(validate('773601001')).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual([m.ogrnFormat]);
  });

  it('address fields inside arrays by their JSON pointer', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: {
        people: { type: 'array', items: { type: 'object', properties: { snils: { type: 'string', snils: true } } } },
      },
    });
    validate({ people: [{ snils: '112-233-445 95' }, { snils: '1' }] });
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([['/people/1/snils', m.snilsFormat]]);
  });

  it('do nothing for snils: false and refuse malformed keyword values at compile time', () => {
    expect(ajv.compile({ type: 'string', snils: false })('1')).toBe(true);
    expect(() => ajv.compile({ type: 'string', inn: 'company' })).toThrow();
    expect(() => ajv.compile({ type: 'string', snils: { forbid: true } })).toThrow();
    expect(() => ajv.compile({ type: 'string', kpp: 'yes' })).toThrow();
  });
});
