import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv, { Name } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createAjv, extendAjv, FORMATS_IDENTIFIER, localizeErrors } from '../../../common/ajv';
import { validationMessages as m } from '../../../common/validation';

describe('createAjv', () => {
  it('collects all errors, keeps $data off and keeps esm source for standalone code', () => {
    const ajv = createAjv();
    expect(ajv.opts.allErrors).toBe(true);
    expect(ajv.opts.$data).toBe(false);
    expect(ajv.opts.code.source).toBe(true);
    expect(ajv.opts.code.esm).toBe(true);
    expect(ajv.opts.code.formats).toEqual(new Name(FORMATS_IDENTIFIER));
  });

  it('refuses unknown keywords so schema typos fail at compile time', () => {
    expect(() => createAjv().compile({ type: 'string', snlis: true })).toThrow(/unknown keyword/);
  });

  it('knows the ajv-formats formats', () => {
    const validate = createAjv().compile({ type: 'string', format: 'date' });
    expect(validate('2024-02-29')).toBe(true);
    expect(validate('2024-02-30')).toBe(false);
  });

  it('does not coerce, strip or fill defaults for the browser', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'integer' }, region: { type: 'string', default: '1' } },
      additionalProperties: false,
    };
    const data: Record<string, unknown> = { id: '5', extra: 1 };
    expect(createAjv().compile(schema)(data)).toBe(false);
    expect(data).toEqual({ id: '5', extra: 1 });
  });

  it('coerces, strips unknown fields and fills defaults with forServer, as Fastify does', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        ids: { type: 'array', items: { type: 'integer' } },
        region: { type: 'string', default: '1' },
      },
      additionalProperties: false,
    };
    const data: Record<string, unknown> = { id: '5', ids: '7', extra: 1 };
    expect(createAjv({ forServer: true }).compile(schema)(data)).toBe(true);
    expect(data).toEqual({ id: 5, ids: [7], region: '1' });
  });

  it('lets explicit options win over the server preset', () => {
    const ajv = createAjv({ forServer: true, coerceTypes: false, removeAdditional: false });
    expect(ajv.opts.coerceTypes).toBe(false);
    expect(ajv.opts.removeAdditional).toBe(false);
    expect(ajv.opts.useDefaults).toBe(true);
  });

  it('gives custom keywords on the server the same Russian messages', () => {
    const validate = createAjv({ forServer: true }).compile({
      type: 'object',
      properties: { snils: { type: 'string', snils: true } },
    });
    expect(validate({ snils: '112-233-445 96' })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe(m.snilsChecksum);
  });
});

describe('extendAjv', () => {
  it('adds formats and keywords to an Ajv made elsewhere, and can run twice', () => {
    const ajv = extendAjv(extendAjv(new Ajv({ allErrors: true })));
    const validate = ajv.compile({ type: 'string', format: 'email', emailRu: true });
    expect(validate('user@example')).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toContain(m.email);
  });

  it('serves as the extenderFn of rjsf validator-ajv8', () => {
    const validator = customizeValidator({ extenderFn: extendAjv });
    // Custom keywords are outside JSONSchema7's type, hence the assertion.
    const schema = { type: 'object', properties: { inn: { type: 'string', inn: 'legal' } } } as RJSFSchema;
    const result = validator.validateFormData({ inn: '7707083894' }, schema);
    expect(result.errors.map((e) => e.message)).toEqual([m.innChecksum]);
    expect(validator.validateFormData({ inn: '7707083893' }, schema).errors).toEqual([]);
  });

  it('pairs with localizeErrors as the rjsf localizer: spec wording and checker messages survive', () => {
    const validator = customizeValidator({ extenderFn: extendAjv }, localizeErrors);
    const schema = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, snils: { type: 'string', snils: true } },
    } as RJSFSchema;
    const { errors } = validator.validateFormData({ snils: '1' }, schema);
    expect(errors.map((e) => e.message)).toEqual([m.required, m.snilsFormat]);
  });
});
