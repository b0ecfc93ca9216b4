import { describe, expect, it } from 'vitest';
import {
  checkInnLegal,
  checkInnPerson,
  innLegalControl,
  innPersonControl,
  validationMessages as m,
} from '../../../common/validation';

// Public registry numbers: Sberbank, Gazprom, VTB, Alfa-Bank, T-Bank.
const LEGAL_INNS = ['7707083893', '7736050003', '7702070139', '7728168971', '7710140679'];
const PERSON_INNS = ['500100732259', '526317984689', '123456789047'];

describe('checkInnPerson', () => {
  it('accepts valid 12-digit INNs', () => {
    for (const inn of PERSON_INNS) expect(checkInnPerson(inn)).toBeUndefined();
  });

  it('treats empty values as valid', () => {
    for (const value of [undefined, null, '', '  ']) expect(checkInnPerson(value)).toBeUndefined();
  });

  it('refuses anything but 12 digits, including a valid legal INN', () => {
    for (const value of ['50010073225', '5001007322590', '50010073225a', '7707083893']) {
      expect(checkInnPerson(value)).toBe(m.innPersonFormat);
    }
  });

  it('refuses a wrong first or second control digit', () => {
    expect(checkInnPerson('500100732269')).toBe(m.innChecksum);
    expect(checkInnPerson('500100732258')).toBe(m.innChecksum);
  });
});

describe('checkInnLegal', () => {
  it('accepts valid 10-digit INNs of real organisations', () => {
    for (const inn of LEGAL_INNS) expect(checkInnLegal(inn)).toBeUndefined();
  });

  it('accepts a valid 12-digit INN too', () => {
    expect(checkInnLegal('500100732259')).toBeUndefined();
  });

  it('refuses a wrong control digit in 10 or 12 digits', () => {
    expect(checkInnLegal('7707083894')).toBe(m.innChecksum);
    expect(checkInnLegal('500100732258')).toBe(m.innChecksum);
  });

  it('refuses other lengths and non-digits', () => {
    for (const value of ['770708389', '77070838931', '77070838 93', 'ИНН7707083893']) {
      expect(checkInnLegal(value)).toBe(m.innLegalFormat);
    }
  });

  it('treats empty values as valid', () => {
    expect(checkInnLegal('')).toBeUndefined();
  });
});

describe('INN control helpers', () => {
  it('compute the control digits of known numbers', () => {
    expect(innLegalControl('770708389')).toBe('3');
    expect(innPersonControl('5001007322')).toBe('59');
  });

  it('refuse bodies of the wrong length', () => {
    expect(() => innLegalControl('77070838')).toThrow(RangeError);
    expect(() => innPersonControl('500100732')).toThrow(RangeError);
  });
});
