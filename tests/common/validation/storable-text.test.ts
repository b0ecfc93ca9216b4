import { describe, expect, it } from 'vitest';
import { findUnstorableText, hasUnstorableCharacter } from '../../../common/validation';

describe('text PostgreSQL cannot store', () => {
  it.each(['a\u0000b', '\u0000', 'a\ud800', '\udc00b', 'x\udbff\udbffy', 'x\udfff\ud800'])(
    'finds a NUL or a lone surrogate in %j',
    (text) => {
      expect(hasUnstorableCharacter(text)).toBe(true);
    },
  );

  it.each(['', 'Иванова', 'emoji 😀 pair', '\ud83d\ude00', 'tab\tand\nnewline', '\u202e'])(
    'lets %j through',
    (text) => {
      expect(hasUnstorableCharacter(text)).toBe(false);
    },
  );

  it('points at the first bad string of nested data, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'x', { c: 'y\u0000' }] })).toBe('/b/2/c');
    expect(findUnstorableText({ 'we/ird~': 'x\ud800' })).toBe('/we~1ird~0');
    expect(findUnstorableText({ ok: { ['k\u0000']: 1 } })).toBe('/ok/k\u0000');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 'ok', n: null, list: [true, 2, 'три'] })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });
});
