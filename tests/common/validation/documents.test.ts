import { describe, expect, it } from 'vitest';
import {
  checkDepartmentCode,
  checkDocSeries,
  checkDocumentNumber,
  checkPassport,
  checkPolicyNumber,
  validationMessages as m,
} from '../../../common/validation';

describe('checkPassport', () => {
  it('accepts series and number separated by one space', () => {
    expect(checkPassport('1234 567890')).toBeUndefined();
  });

  it('refuses a missing or doubled space, wrong lengths and letters', () => {
    for (const value of ['1234567890', '1234  567890', '123 567890', '1234 56789', '12a4 567890']) {
      expect(checkPassport(value)).toBe(m.passport);
    }
  });

  it('treats empty values as valid', () => {
    expect(checkPassport('')).toBeUndefined();
  });
});

describe('checkDepartmentCode', () => {
  it('accepts 123-456', () => expect(checkDepartmentCode('770-001')).toBeUndefined());

  it('refuses other shapes', () => {
    for (const value of ['770001', '770 001', '77-0001', '770-0011']) {
      expect(checkDepartmentCode(value)).toBe(m.departmentCode);
    }
  });
});

describe('checkDocumentNumber', () => {
  it('accepts 1 to 12 digits', () => {
    for (const value of ['1', '123456', '123456789012']) expect(checkDocumentNumber(value)).toBeUndefined();
  });

  it('refuses 13 digits and non-digits', () => {
    for (const value of ['1234567890123', '12-34', '№123']) expect(checkDocumentNumber(value)).toBe(m.documentNumber);
  });
});

describe('checkPolicyNumber', () => {
  it('accepts 16 digits', () => expect(checkPolicyNumber('7756810836000187')).toBeUndefined());

  it('refuses 15 or 17 digits and spaces inside', () => {
    for (const value of ['775681083600018', '77568108360001870', '7756 8108 3600 0187']) {
      expect(checkPolicyNumber(value)).toBe(m.policyNumber);
    }
  });
});

describe('checkDocSeries', () => {
  it('accepts four digits (passport series)', () => expect(checkDocSeries('4510')).toBeUndefined());

  it('accepts birth certificate series with and without a hyphen', () => {
    for (const value of ['IV-АК', 'IVАК', 'I-ЮР', 'XII-МЮ', 'XIV-ИК', 'CCCXC-ЁЖ']) {
      expect(checkDocSeries(value)).toBeUndefined();
    }
  });

  it('accepts two Russian letters alone', () => {
    expect(checkDocSeries('АБ')).toBeUndefined();
    expect(checkDocSeries('ёж')).toBeUndefined();
  });

  it('refuses malformed Roman numerals, Latin letters and other shapes with the spec message', () => {
    for (const value of [
      'IIII-АК',
      'VX-АК',
      'IV-AK',
      'iv-АК',
      'IV-Ак',
      'IV--АК',
      '-АК',
      '123',
      '12345',
      'АБВ',
      'IV АК',
    ]) {
      expect(checkDocSeries(value)).toBe(m.docSeries);
    }
  });

  it('treats empty values as valid', () => expect(checkDocSeries(null)).toBeUndefined());
});
