import { describe, expect, it } from 'vitest';
import { createAjv, errorsToMessages, localizeErrors } from '../../../common/ajv';
import { validationMessages as m } from '../../../common/validation';

const ajv = createAjv();

function errorsOf(schema: object, data: unknown) {
  const validate = ajv.compile(schema);
  validate(data);
  return validate.errors ?? [];
}

const form = {
  type: 'object',
  required: ['name', 'files'],
  properties: {
    name: { type: 'string', maxLength: 5 },
    files: { type: 'array', minItems: 1, maxItems: 2 },
    age: { type: 'integer', minimum: 18 },
    snils: { type: 'string', snils: true },
    child: { type: 'object', required: ['a/b~c'] },
  },
};

describe('localizeErrors', () => {
  it('uses the spec wording for required, maxLength and maxItems', () => {
    const errors = localizeErrors(errorsOf(form, { name: 'Слишком длинное', files: [1, 2, 3] }));
    expect(errors.map((e) => [e.keyword, e.message])).toEqual([
      ['maxLength', m.maxLength(5)],
      ['maxItems', m.maxFiles(2)],
    ]);
    const missing = localizeErrors(errorsOf(form, {}));
    expect(missing.map((e) => e.message)).toEqual([m.required, m.required]);
  });

  it('treats an empty list that needs one item as a required field', () => {
    const errors = localizeErrors(errorsOf(form, { name: 'a', files: [] }));
    expect(errors.map((e) => e.message)).toEqual([m.required]);
  });

  it('gives other standard keywords ajv-i18n Russian text', () => {
    const [error] = localizeErrors(errorsOf(form, { name: 'a', files: [1], age: 10 }));
    expect(error?.keyword).toBe('minimum');
    expect(error?.message).toMatch(/^должно быть >= 18$/);
  });

  it('keeps the checker message of a custom keyword', () => {
    const errors = localizeErrors(errorsOf(form, { name: 'a', files: [1], snils: '1' }));
    expect(errors.map((e) => e.message)).toEqual([m.snilsFormat]);
  });

  it('returns null, undefined and empty lists as they are', () => {
    expect(localizeErrors(null)).toBeNull();
    expect(localizeErrors(undefined)).toBeUndefined();
    expect(localizeErrors([])).toEqual([]);
  });
});

describe('errorsToMessages', () => {
  it('points required errors at the missing field, escaping / and ~', () => {
    const messages = errorsToMessages(errorsOf(form, { child: {} }));
    expect(messages).toEqual([
      { pointer: '/name', message: m.required },
      { pointer: '/files', message: m.required },
      { pointer: '/child/a~1b~0c', message: m.required },
    ]);
  });

  it('points other errors at their instance path', () => {
    expect(errorsToMessages(errorsOf(form, { name: 'a', files: [1], snils: '1' }))).toEqual([
      { pointer: '/snils', message: m.snilsFormat },
    ]);
  });

  it('leaves the given errors untouched', () => {
    const errors = errorsOf(form, {});
    const before = errors.map((e) => e.message);
    errorsToMessages(errors);
    expect(errors.map((e) => e.message)).toEqual(before);
  });

  it('returns an empty list for no errors', () => {
    expect(errorsToMessages(null)).toEqual([]);
  });
});
