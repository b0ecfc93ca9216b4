import { describe, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts';
import { fieldLabel } from '../../../common/acts/field-labels';
import { toDrawings, withoutUnsignedLines } from '../../../common/acts/unsigned-lines';
import { errorsToMessages } from '../../../common/ajv';
import { validationMessages } from '../../../common/validation';

const { schema } = ACTS['individual-needs-assessment-act'];

describe('signature lines in the checks', () => {
  it('an undrawn required line is «Обязательное поле» of its drawing, named by the line', async () => {
    const validate = await ACTS['individual-needs-assessment-act'].loadBlockValidator(5);
    const data = { signatures: { employee: { signer: 'Петрова Анна Сергеевна', signedAt: '2026-11-27' } } };
    expect(validate(withoutUnsignedLines(schema, schema, data))).toBe(false);
    const errors = toDrawings(schema, errorsToMessages(validate.errors));
    const signature = errors.find((e) => e.pointer.startsWith('/signatures'));
    expect(signature).toEqual({ pointer: '/signatures/employee/image', message: validationMessages.required });
    expect(fieldLabel(schema, signature!.pointer)).toBe('Подписи — Подпись специалиста, проводившего оценку');
  });

  it('leaves other errors where they are, in lists too', () => {
    const errors = [
      { pointer: '/actDate', message: 'x' },
      { pointer: '/signatures/employee/signedAt', message: 'y' },
    ];
    expect(toDrawings(schema, errors)).toEqual(errors);
    const lines = ACTS['material-household-act'].schema;
    expect(toDrawings(lines, [{ pointer: '/thirdPersons/0/signature', message: 'z' }])).toEqual([
      { pointer: '/thirdPersons/0/signature/image', message: 'z' },
    ]);
  });
});
