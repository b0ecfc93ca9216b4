import { describe, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts';
import { fieldLabel } from '../../../common/acts/field-labels';
import { errorsAtFields } from '../../../common/acts/error-fields';
import { withoutUnsignedLines } from '../../../common/acts/unsigned-lines';
import { errorsToMessages } from '../../../common/ajv';
import { validationMessages } from '../../../common/validation';

const needs = ACTS['individual-needs-assessment-act'];
const { schema } = needs;
const required = validationMessages.required;

describe('errors put on the fields a person fills', () => {
  it('an undrawn required signature line: «Обязательное поле» of its drawing, named by the line', async () => {
    const validate = await needs.loadBlockValidator(5);
    const data = { signatures: { employee: { signer: 'Петрова Анна Сергеевна', signedAt: '2026-11-27' } } };
    expect(validate(withoutUnsignedLines(schema, schema, data))).toBe(false);
    const errors = errorsAtFields(schema, errorsToMessages(validate.errors));
    const signature = errors.find((e) => e.pointer.startsWith('/signatures'));
    expect(signature).toEqual({ pointer: '/signatures/employee/image', message: required });
    expect(fieldLabel(schema, signature!.pointer)).toBe('Подписи — Подпись специалиста, проводившего оценку');
  });

  it('a required group not there yet: «Обязательное поле» at each of its required fields, its lines’ drawings among them', async () => {
    const validate = await needs.loadBlockValidator(5);
    expect(validate({})).toBe(false);
    const pointers = errorsAtFields(schema, errorsToMessages(validate.errors)).map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/decision/decisionDate',
        '/decision/serviceForm',
        '/decision/serviceNeedReason',
        '/signatures/employee/image',
        '/actDate',
      ]),
    );
    expect(pointers).not.toContain('/decision');
    expect(pointers).not.toContain('/signatures');
  });

  it('leaves other errors where they are; a line in a list goes to its drawing too', () => {
    const errors = [
      { pointer: '/actDate', message: required },
      { pointer: '/signatures/employee/signedAt', message: 'Некорректная дата' },
    ];
    expect(errorsAtFields(schema, errors)).toEqual(errors);
    // An address is one field: its error stays under it as a whole.
    expect(errorsAtFields(schema, [{ pointer: '/address', message: required }])).toEqual([
      { pointer: '/address', message: required },
    ]);
    const lines = ACTS['material-household-act'].schema;
    expect(errorsAtFields(lines, [{ pointer: '/thirdPersons/0/signature', message: required }])).toEqual([
      { pointer: '/thirdPersons/0/signature/image', message: required },
    ]);
  });
});
