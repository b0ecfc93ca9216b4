import { describe, expect, it } from 'vitest';
import { checkMaxFiles, checkMaxLength, checkRequired, validationMessages as m } from '../../../common/validation';

describe('checkRequired', () => {
  it('refuses undefined, null, empty and blank text, and empty arrays', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(checkRequired(value)).toBe(m.required);
  });

  it('accepts text, non-empty arrays, objects and true', () => {
    for (const value of ['a', [1], {}, true, 5]) expect(checkRequired(value)).toBeUndefined();
  });

  it('treats false as empty unless falseIsFilled', () => {
    expect(checkRequired(false)).toBe(m.required);
    expect(checkRequired(false, { falseIsFilled: true })).toBeUndefined();
  });

  it('treats 0 (and NaN) as empty unless zeroIsFilled', () => {
    expect(checkRequired(0)).toBe(m.required);
    expect(checkRequired(0, { zeroIsFilled: true })).toBeUndefined();
    expect(checkRequired(Number.NaN, { zeroIsFilled: true })).toBe(m.required);
  });
});

describe('checkMaxLength', () => {
  it('allows exactly N characters and refuses N + 1 with the spec message', () => {
    expect(checkMaxLength('123456789', 9)).toBeUndefined();
    expect(checkMaxLength('1234567890', 9)).toBe(m.maxLength(9));
  });

  it('counts characters, not UTF-16 units, as ajv does', () => {
    expect(checkMaxLength('😀😀', 2)).toBeUndefined();
  });

  it('ignores absent values', () => expect(checkMaxLength(undefined, 1)).toBeUndefined());
});

describe('checkMaxFiles', () => {
  it('refuses more than N files with the spec message', () => {
    expect(checkMaxFiles([1, 2, 3], 2)).toBe(m.maxFiles(2));
    expect(checkMaxFiles([1, 2], 2)).toBeUndefined();
    expect(checkMaxFiles(null, 2)).toBeUndefined();
  });
});
