import { describe, expect, it } from 'vitest';
import { checkTime, parseTime, validationMessages as m } from '../../../common/validation';

describe('checkTime', () => {
  it('accepts H:MM and HH:MM within the day', () => {
    for (const value of ['0:00', '9:05', '09:05', '23:59']) expect(checkTime(value)).toBeUndefined();
  });

  it('refuses hours from 24, minutes from 60 and other shapes', () => {
    for (const value of ['24:00', '12:60', '123:00', '12:5', '12-30', '1230', 'ab:cd']) {
      expect(checkTime(value)).toBe(m.time);
    }
  });

  it('accepts an empty time, which means midnight', () => {
    expect(checkTime('')).toBeUndefined();
    expect(parseTime('')).toBe(0);
    expect(parseTime(undefined)).toBe(0);
  });
});

describe('parseTime', () => {
  it('returns minutes since midnight', () => {
    expect(parseTime('9:05')).toBe(545);
    expect(parseTime('23:59')).toBe(1439);
  });

  it('returns undefined for an invalid time', () => {
    expect(parseTime('25:00')).toBeUndefined();
  });
});
