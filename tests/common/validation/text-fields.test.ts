import { describe, expect, it } from 'vitest';
import {
  checkDigits,
  checkEmail,
  checkFloat,
  checkPersonName,
  checkPhone,
  formatPhone,
  normalizePhone,
  validationMessages as m,
} from '../../../common/validation';

describe('checkPersonName', () => {
  it('accepts Russian names with ё, spaces and hyphens', () => {
    for (const value of ['Иван', 'Пётр', 'Салтыков-Щедрин', 'Анна Мария', 'Ёж', 'ЛЕВ']) {
      expect(checkPersonName(value)).toBeUndefined();
    }
  });

  it('refuses Latin letters, digits, one letter and more than 50 characters', () => {
    for (const value of ['Ivan', 'Иван1', 'И', 'Иван!', 'Я'.repeat(51), 'Иван_Петров']) {
      expect(checkPersonName(value)).toBe(m.personName);
    }
  });

  it('accepts exactly 50 characters', () => expect(checkPersonName('Я'.repeat(50))).toBeUndefined());
});

describe('checkDigits', () => {
  it('accepts digits only', () => expect(checkDigits('40702810938000000001')).toBeUndefined());

  it('refuses letters, spaces inside and signs', () => {
    for (const value of ['12a', '12 34', '-12', '1.5']) expect(checkDigits(value)).toBe(m.digits);
  });
});

describe('checkFloat', () => {
  it('accepts integers and decimals with a dot or a comma, optionally negative', () => {
    for (const value of ['0', '12', '-3', '1.5', '1,5', '-0,25']) expect(checkFloat(value)).toBeUndefined();
  });

  it('refuses dangling separators, two separators, plus signs and letters', () => {
    for (const value of ['1.', ',5', '1.2.3', '1,2,3', '+1', 'abc', '1e5', '--1'])
      expect(checkFloat(value)).toBe(m.float);
  });
});

describe('checkPhone', () => {
  it('accepts +7 and 8 numbers with spaces, dashes and brackets', () => {
    for (const value of ['+79161234567', '89161234567', '+7 (916) 123-45-67', '8 916 123 45 67', '8-916-123-45-67']) {
      expect(checkPhone(value)).toBe(undefined);
    }
  });

  it('refuses other prefixes, wrong digit counts and letters', () => {
    for (const value of [
      '79161234567',
      '+89161234567',
      '+7916123456',
      '891612345678',
      '+7 916 ABC 45 67',
      '+1 916 123 45 67',
    ]) {
      expect(checkPhone(value)).toBe(m.phone);
    }
  });
});

describe('phone normalisers', () => {
  it('normalizePhone brings 8 and +7 forms to +7XXXXXXXXXX', () => {
    expect(normalizePhone('8 (916) 123-45-67')).toBe('+79161234567');
    expect(normalizePhone('+7 916 123 45 67')).toBe('+79161234567');
  });

  it('normalizePhone leaves unrecognisable text unchanged', () => {
    expect(normalizePhone('123')).toBe('123');
  });

  it('formatPhone shows +7 (XXX) XXX-XX-XX', () => {
    expect(formatPhone('89161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('не номер')).toBe('не номер');
  });
});

describe('checkEmail', () => {
  it.each([
    'user@example.com',
    'ivan.petrov+tag@mail.gov.ru',
    'почта@сайт.рф',
    'почта@пример.рф',
    'Ivan_Petrov-1@sub.domain-name.ru',
    'a%b@x.ru',
    'user@xn--e1afmkfd.xn--p1ai',
    'user@mail.рф',
    '1@2.ru',
  ])('accepts a real address %s', (value) => {
    expect(checkEmail(value)).toBeUndefined();
  });

  it.each([
    'user.example.com',
    'user@',
    '@example.com',
    'user@example',
    'us er@example.com',
    'a@b@c.ru',
    'user@example..com',
    'user@example.c',
    '😀@x.ru',
    'user@😀.ru',
    'user@x.😀',
    'ivan😀@mail.ru',
    'user@x.ru\u200b',
    '<script>@x.ru',
    'a"b@x.ru',
    'user@ex!ample.ru',
    'user@-example.ru',
    'user@example-.ru',
    '.user@x.ru',
    'user.@x.ru',
    'us..er@x.ru',
    'user@x.r1',
    'χρήστης@παράδειγμα.ελ',
    `${'a'.repeat(65)}@x.ru`,
    `a@${'b'.repeat(250)}.ru`,
  ])('refuses %s', (value) => {
    expect(checkEmail(value)).toBe(m.email);
  });
});
