import { describe, expect, it } from 'vitest';
import { findInputProblem, hasUnstorableCharacter, MAX_INPUT_DEPTH } from '../../../common/validation';

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
    const text = (value: unknown) => findInputProblem(value);
    expect(text({ a: 'ok', b: [1, 'x', { c: 'y\u0000' }] })).toEqual({ problem: 'unstorableText', pointer: '/b/2/c' });
    expect(text({ 'we/ird~': 'x\ud800' })).toEqual({ problem: 'unstorableText', pointer: '/we~1ird~0' });
    expect(text({ ok: { ['k\u0000']: 1 } })).toEqual({ problem: 'unstorableText', pointer: '/ok/k\u0000' });
    expect(text('\u0000')).toEqual({ problem: 'unstorableText', pointer: '' });
    expect(text({ a: 'ok', n: null, list: [true, 2, 'три', -1.5, 2 ** 53 - 1] })).toBeUndefined();
    expect(text(undefined)).toBeUndefined();
  });

  it('finds a number no column holds: not finite, or an integer beyond 2^53', () => {
    expect(findInputProblem({ page: Infinity })).toEqual({ problem: 'unsafeNumber', pointer: '/page' });
    expect(findInputProblem({ ids: [1, -Infinity] })).toEqual({ problem: 'unsafeNumber', pointer: '/ids/1' });
    expect(findInputProblem({ id: NaN })).toEqual({ problem: 'unsafeNumber', pointer: '/id' });
    expect(findInputProblem({ id: 1e20 })).toEqual({ problem: 'unsafeNumber', pointer: '/id' });
    expect(findInputProblem(JSON.parse('{"personId":1e309}'))).toEqual({
      problem: 'unsafeNumber',
      pointer: '/personId',
    });
    // In document order: the first problem, whatever its kind.
    expect(findInputProblem({ a: 'x\u0000', b: Infinity })).toEqual({ problem: 'unstorableText', pointer: '/a' });
    expect(findInputProblem({ a: 1e21, b: 'x\u0000' })).toEqual({ problem: 'unsafeNumber', pointer: '/a' });
  });

  it('refuses nesting deeper than the limit without recursing, however deep', () => {
    const nested = (depth: number, inner: unknown = 1): unknown => {
      let value: unknown = inner;
      for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
      return value;
    };
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))?.problem).toBe('tooDeep');
    // Far past what a recursive walk survives (the probe's 3 500 levels overflowed one).
    expect(findInputProblem(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)))?.problem).toBe('tooDeep');
    expect(findInputProblem(nested(MAX_INPUT_DEPTH - 1, { text: 'a\u0000' }))).toEqual({
      problem: 'unstorableText',
      // 99 levels from the outside: an array, an object, ... an array, then the object with the text.
      pointer: `${'/0/a'.repeat(49)}/0/text`,
    });
  });
});
