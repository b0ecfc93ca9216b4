import { describe, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { prefillNewAct, withoutConsents } from '../../../server/acts/prefill.ts';

const person = {
  id: 7,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  birthDate: '1950-03-04',
  gender: 2,
  snils: '112-233-445 95',
  phone: null,
};
const registration = { regionId: 89, cityId: 1, streetId: 3, house: '5', room: '12' };
const actual = { regionId: 89, cityId: 2, house: '7' };

describe('prefillNewAct', () => {
  it('fills the needs assessment with the person, their address and both signers', () => {
    const { schema } = ACTS['individual-needs-assessment-act'];
    const data = prefillNewAct(schema, person, {
      addresses: { registration, actual },
      employeeName: 'Петров Иван Сергеевич',
    });
    expect(data.person).toMatchObject({ lastName: 'Иванова', firstName: 'Мария', birthDate: '1950-03-04' });
    // The act asks where the person lives: the actual address.
    expect(data.address).toEqual(actual);
    expect(data.signatures).toEqual({
      employee: { signer: 'Петров Иван Сергеевич' },
      person: { signer: 'Иванова Мария Петровна' },
    });
  });

  it('puts registration and actual addresses where an act asks for both; the actual falls back to the registration', () => {
    const { schema } = ACTS['material-household-act'];
    expect(prefillNewAct(schema, person, { addresses: { registration, actual } })).toMatchObject({
      regAddress: registration,
      factAddress: actual,
    });
    const onlyRegistered = prefillNewAct(schema, person, { addresses: { registration } });
    expect(onlyRegistered).toMatchObject({ regAddress: registration, factAddress: registration });
    expect(onlyRegistered.employeeSignature).toBeUndefined();
    expect(onlyRegistered.personSignature).toEqual({ signer: 'Иванова Мария Петровна' });
  });

  it('leaves out what the record does not hold', () => {
    const data = prefillNewAct(ACTS['individual-needs-assessment-act'].schema, person, {});
    expect(data).not.toHaveProperty('address');
    expect(data.signatures).toEqual({ person: { signer: 'Иванова Мария Петровна' } });
  });
});

describe('withoutConsents', () => {
  it('drops the declared consents and keeps everything else', () => {
    const { definition } = ACTS['guardian-report'];
    expect(withoutConsents(definition, { wardAgree: true, wardAgreeNote: 'Согласна', docNum: '123456' })).toEqual({
      wardAgreeNote: 'Согласна',
      docNum: '123456',
    });
  });
});
