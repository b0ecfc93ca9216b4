import { describe, expect, it } from 'vitest';
import { checkRequisites, REQUISITES_FIELDS, validationMessages as m } from '../../../common/validation';

const VALID = {
  kpp: '773601001',
  oktmo: '45380000',
  bankAccount: '40702810938000000001',
  bankPAccount: '20356000010',
  ks: '30101810400000000225',
  eks: '40102810545370000003',
  bankBik: '044525225',
  dirFullFioGen: 'Иванова Ивана Ивановича',
  foundationDoc: 'Устав',
  bankName: 'ПАО Сбербанк',
};

describe('checkRequisites', () => {
  it('finds no errors in a correctly filled form or an empty one', () => {
    expect(checkRequisites(VALID)).toEqual({});
    expect(checkRequisites({})).toEqual({});
  });

  it('limits KPP to 9 characters before checking its format', () => {
    expect(checkRequisites({ kpp: '7736010011' })).toEqual({ kpp: m.maxLength(9) });
    expect(checkRequisites({ kpp: '77360100' })).toEqual({ kpp: m.kppFormat });
  });

  it('limits the six account and code fields to 20 digits', () => {
    for (const field of ['oktmo', 'bankAccount', 'bankPAccount', 'ks', 'eks', 'bankBik'] as const) {
      expect(checkRequisites({ [field]: '1'.repeat(21) })).toEqual({ [field]: m.maxLength(20) });
      expect(checkRequisites({ [field]: '12a' })).toEqual({ [field]: m.digits });
      expect(checkRequisites({ [field]: '1'.repeat(20) })).toEqual({});
    }
  });

  it('limits director name, basis document and bank name to 256 characters', () => {
    for (const field of ['dirFullFioGen', 'foundationDoc', 'bankName'] as const) {
      expect(checkRequisites({ [field]: 'я'.repeat(257) })).toEqual({ [field]: m.maxLength(256) });
      expect(checkRequisites({ [field]: 'я'.repeat(256) })).toEqual({});
    }
  });

  it('reports every field in error at once', () => {
    const errors = checkRequisites({ ...VALID, kpp: 'x', bankBik: 'БИК', bankName: 'б'.repeat(300) });
    expect(Object.keys(errors).sort()).toEqual(['bankBik', 'bankName', 'kpp']);
  });

  it('checks the ten fields of the spec', () => {
    expect(REQUISITES_FIELDS).toHaveLength(10);
  });
});
