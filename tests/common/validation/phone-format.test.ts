import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone, normalizePhone } from '../../../common/validation/phone';
import { INSTITUTIONS } from '../../../server/db/seed/institutions.ts';
import { SOC_SUPPLIERS } from '../../../server/db/seed/navigator.ts';

describe('formatPhone: one way to write a phone in cards, lists and documents', () => {
  it.each([
    ['a mobile number as stored', '+79225554433', '+7 (922) 555-44-33'],
    ['a mobile number with 8', '89225554433', '+7 (922) 555-44-33'],
    ['a mobile number with 8, spaced', '8 922 555 44 33', '+7 (922) 555-44-33'],
    ['a mobile number without a prefix', '9225554433', '+7 (922) 555-44-33'],
    ['a mobile number already formatted', '+7 (922) 555-44-33', '+7 (922) 555-44-33'],
    ['a Salekhard landline as stored', '+73492241234', '+7 (34922) 4-12-34'],
    ['a Salekhard landline with 8', '8 34922 41234', '+7 (34922) 4-12-34'],
    ['a Salekhard landline cut as a mobile', '+7 (349) 224-12-34', '+7 (34922) 4-12-34'],
    ['a Salekhard landline already formatted', '+7 (34922) 4-12-34', '+7 (34922) 4-12-34'],
    ['a Labytnangi landline (34992, not 3499)', '+73499251620', '+7 (34992) 5-16-20'],
    ['a Nadym landline (3499)', '+73499526010', '+7 (3499) 52-60-10'],
    ['a Noyabrsk landline (3496)', '+73496412345', '+7 (3496) 41-23-45'],
    ['a Tazovsky landline (34940)', '+73494021449', '+7 (34940) 2-14-49'],
    ['a Novy Urengoy landline (3494)', '83494224410', '+7 (3494) 22-44-10'],
    ['a Moscow landline', '+74951234567', '+7 (495) 123-45-67'],
    ['a toll-free number', '8 800 200-18-89', '+7 (800) 200-18-89'],
    ['a Belarusian mobile', '+375 29 123-45-67', '+375 29 123 45 67'],
    ['a Kazakh mobile (also +7)', '+7 700 123 45 67', '+7 700 123 4567'],
    ['a German landline', '+49 30 1234567', '+49 30 1234567'],
  ])('%s: %s -> %s', (_case, typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each([
    ['words', 'не номер'],
    ['too few digits', '123'],
    ['a cut number', '+7 922 555'],
    ['an extension', '+7 (922) 555-44-33 доб. 12'],
    ['two numbers', '+7 (34922) 4-12-34, 4-12-35'],
    ['an unassigned range', '+70001234567'],
  ])('leaves %s as typed: %s', (_case, typed) => {
    expect(formatPhone(typed)).toBe(typed);
  });

  it('reads no number as empty, so the view says «отсутствует» itself', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
  });

  it('formats what normalizePhone stores back to what was typed in the portal’s own form', () => {
    for (const typed of ['+7 (922) 555-44-33', '+7 (34922) 4-12-34', '+7 (3496) 42-35-07', '+7 (800) 100-00-01']) {
      expect(checkPhone(typed)).toBeUndefined();
      expect(formatPhone(normalizePhone(typed))).toBe(typed);
    }
  });

  it('writes every phone of the demo institutions and navigator suppliers as they are stored', () => {
    const phones = [...INSTITUTIONS.map((i) => i.phone), ...SOC_SUPPLIERS.map((s) => s.phone)].filter(
      (phone): phone is string => phone !== null && phone.startsWith('+7 ('),
    );
    expect(phones.length).toBeGreaterThan(40);
    expect(phones.filter((phone) => formatPhone(phone) !== phone)).toEqual([]);
  });
});
