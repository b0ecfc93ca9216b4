import { describe, expect, it } from 'vitest';
import { checkSnils, normalizeSnils, snilsCheckNumber, validationMessages as m } from '../../../common/validation';

describe('checkSnils', () => {
  it('accepts the well-known valid SNILS 112-233-445 95 with dashes, spaces or neither', () => {
    for (const value of ['112-233-445 95', '11223344595', '112 233 445 95', '112-233-445-95', ' 112-233-445 95 ']) {
      expect(checkSnils(value)).toBeUndefined();
    }
  });

  it('treats undefined, null, empty and blank values as valid (required is a separate rule)', () => {
    for (const value of [undefined, null, '', '   ']) expect(checkSnils(value)).toBeUndefined();
  });

  it('refuses anything but 11 digits with the spec message', () => {
    for (const value of ['112-233-445 9', '112-233-445 955', '112_233_445 95', 'абв', '112.233.445.95']) {
      expect(checkSnils(value)).toBe(m.snilsFormat);
    }
  });

  it('refuses a wrong check number above 001-001-998', () => {
    expect(checkSnils('112-233-445 96')).toBe(m.snilsChecksum);
    expect(checkSnils('123-456-789 00')).toBe(m.snilsChecksum);
    expect(checkSnils('123-456-789 64')).toBeUndefined();
  });

  it('uses the sum itself up to 99', () => {
    expect(snilsCheckNumber('001028995')).toBe('99'); // sum 99
    expect(checkSnils('001-028-995 99')).toBeUndefined();
  });

  it('gives 00 when the weighted sum is exactly 100 or 101', () => {
    expect(snilsCheckNumber('001508815')).toBe('00'); // sum 100
    expect(snilsCheckNumber('001437544')).toBe('00'); // sum 101
    expect(checkSnils('001-508-815 00')).toBeUndefined();
    expect(checkSnils('001-437-544 00')).toBeUndefined();
    expect(checkSnils('001-508-815 01')).toBe(m.snilsChecksum);
  });

  it('takes the remainder mod 101 above 101, a remainder of 100 giving 00', () => {
    expect(snilsCheckNumber('001039892')).toBe('01'); // sum 102
    expect(snilsCheckNumber('001239569')).toBe('05'); // sum 106
    expect(snilsCheckNumber('999999997')).toBe('00'); // sum 403, remainder 100
    expect(snilsCheckNumber('999999999')).toBe('01'); // sum 405, the largest
    expect(snilsCheckNumber('006996682')).toBe('00'); // sum 201, remainder 100
    expect(snilsCheckNumber('006877897')).toBe('00'); // sum 202, remainder 0
    expect(snilsCheckNumber('087654303')).toBe('00'); // sum 202
    expect(checkSnils('006-996-682 00')).toBeUndefined();
    expect(checkSnils('087-654-303 00')).toBeUndefined();
  });

  it('skips the checksum at and below 001-001-998 and checks it from 001-001-999', () => {
    expect(checkSnils('001-001-998 00')).toBeUndefined();
    expect(checkSnils('000-000-001 99')).toBeUndefined();
    expect(checkSnils('001-001-999 00')).toBe(m.snilsChecksum);
    expect(checkSnils(`001-001-999 ${snilsCheckNumber('001001999')}`)).toBeUndefined();
  });

  it('forbids numbers below 1000 only in the forbidBelow1000 variant', () => {
    expect(checkSnils('000-000-999 00', { forbidBelow1000: true })).toBe(m.snilsBelow1000);
    expect(checkSnils('000-000-999 00')).toBeUndefined();
    expect(checkSnils('000-001-000 00', { forbidBelow1000: true })).toBeUndefined();
    expect(checkSnils('112-233-445 95', { forbidBelow1000: true })).toBeUndefined();
  });

  it('reports the format before the below-1000 rule', () => {
    expect(checkSnils('000-000-99', { forbidBelow1000: true })).toBe(m.snilsFormat);
  });
});

describe('snilsCheckNumber', () => {
  it('refuses input that is not nine digits', () => {
    expect(() => snilsCheckNumber('12345678')).toThrow(RangeError);
  });
});

describe('normalizeSnils', () => {
  it('formats 11 digits as 123-456-789 01 whatever the separators', () => {
    expect(normalizeSnils('11223344595')).toBe('112-233-445 95');
    expect(normalizeSnils(' 112 233-445-95 ')).toBe('112-233-445 95');
  });

  it('returns the input unchanged when it is not 11 digits', () => {
    expect(normalizeSnils('1122334459')).toBe('1122334459');
    expect(normalizeSnils('abc')).toBe('abc');
  });
});
