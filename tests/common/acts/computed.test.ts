import { describe, expect, it } from 'vitest';
import type { ComputedField } from '../../../common/acts/act-definition';
import {
  applyComputed,
  expandPointer,
  formatPointer,
  getPointer,
  parsePointer,
  setPointer,
  toNumber,
} from '../../../common/acts/computed';

const BARTHEL_ITEMS = [
  'eating',
  'personalCare',
  'dressing',
  'bathing',
  'urination',
  'goingToilet',
  'getUp',
  'abilityWalk',
  'climbingStairs',
  'fromBedToChair',
];
const barthelTotal: ComputedField = {
  target: '/bartel/totalPoints',
  op: 'sum',
  sources: BARTHEL_ITEMS.map((item) => `/bartel/${item}`),
};

describe('applyComputed', () => {
  it('adds up a Barthel-like scale into its total', () => {
    const bartel = Object.fromEntries(BARTHEL_ITEMS.map((item, i) => [item, i % 2 === 0 ? 10 : 5]));
    expect(applyComputed({ bartel }, [barthelTotal])).toEqual({ bartel: { ...bartel, totalPoints: 75 } });
  });

  it("expands '*' over array items and reads comma decimals", () => {
    const data = { securities: [{ totalPrice: '12,5' }, { totalPrice: 7.25 }, { totalPrice: '1 000,10' }] };
    const computed: ComputedField[] = [
      { target: '/shareSecuritiesTotalPrice', op: 'sum', sources: ['/securities/*/totalPrice'] },
    ];
    expect(getPointer(applyComputed(data, computed), '/shareSecuritiesTotalPrice')).toBe(1019.85);
  });

  it('creates missing containers for nested targets', () => {
    const computed: ComputedField[] = [
      { target: '/income/summary/incomeSum', op: 'sum', sources: ['/income/pension', '/income/wage'] },
    ];
    expect(applyComputed({ income: { pension: 100, wage: 200 } }, computed)).toEqual({
      income: { pension: 100, wage: 200, summary: { incomeSum: 300 } },
    });
    expect(applyComputed({}, computed)).toEqual({ income: { summary: { incomeSum: 0 } } });
  });

  it('counts missing, empty and non-numeric values as 0', () => {
    const data = { a: { x: 1, y: '', z: 'нет', w: null, v: true, u: Number.NaN }, list: [{}, { n: '2' }] };
    const computed: ComputedField[] = [
      {
        target: '/a/sum',
        op: 'sum',
        sources: ['/a/x', '/a/y', '/a/z', '/a/w', '/a/v', '/a/u', '/a/missing', '/nothing/*/n', '/list/*/n'],
      },
    ];
    expect(applyComputed(data, computed).a).toMatchObject({ sum: 3 });
  });

  it('rounds to 2 decimals to avoid float noise', () => {
    const computed: ComputedField[] = [{ target: '/t', op: 'sum', sources: ['/a', '/b', '/c'] }];
    expect(applyComputed({ a: 0.1, b: 0.2, c: 0 }, computed)).toMatchObject({ t: 0.3 });
    expect(applyComputed({ a: 1.005, b: 0, c: 0 }, computed)).toMatchObject({ t: 1.01 });
    expect(applyComputed({ a: '0,333', b: '0,333', c: '-0,666' }, computed)).toMatchObject({ t: 0 });
  });

  it('returns a new object and leaves the input untouched', () => {
    const data = { bartel: { eating: 10 }, other: { keep: [1, 2] } };
    const frozen = structuredClone(data);
    const result = applyComputed(data, [barthelTotal]);
    expect(data).toEqual(frozen);
    expect(result).not.toBe(data);
    expect(result.bartel).not.toBe(data.bartel);
    expect(result.other).toBe(data.other);
    expect(applyComputed(data, [])).not.toBe(data);
  });

  it('applies fields in order, so a total may use an earlier total', () => {
    const computed: ComputedField[] = [
      { target: '/incomeSum', op: 'sum', sources: ['/income/*/value'] },
      { target: '/balance', op: 'sum', sources: ['/incomeSum', '/correction'] },
    ];
    expect(applyComputed({ income: [{ value: 10 }, { value: '5,5' }], correction: -0.5 }, computed)).toMatchObject({
      incomeSum: 15.5,
      balance: 15,
    });
  });
});

describe('JSON pointers', () => {
  const data = { 'a/b': { 'm~n': 1 }, list: [{ v: 'x' }, { v: 'y' }], '': { empty: true } };

  it('unescape ~1 and ~0 (RFC 6901) and escape them back', () => {
    expect(parsePointer('/a~1b/m~0n')).toEqual(['a/b', 'm~n']);
    expect(parsePointer('/~01')).toEqual(['~1']);
    expect(formatPointer(['a/b', 'm~n'])).toBe('/a~1b/m~0n');
    expect(getPointer(data, '/a~1b/m~0n')).toBe(1);
    expect(getPointer(data, '//empty')).toBe(true);
    expect(getPointer(data, '')).toBe(data);
  });

  it('read array items by index and give undefined for missing paths', () => {
    expect(getPointer(data, '/list/1/v')).toBe('y');
    expect(getPointer(data, '/list/2/v')).toBeUndefined();
    expect(getPointer(data, '/list/01')).toBeUndefined();
    expect(getPointer(data, '/nothing/deeper')).toBeUndefined();
    expect(() => getPointer(data, 'list')).toThrow(SyntaxError);
  });

  it('setPointer copies only the path, escapes tokens and appends with "-"', () => {
    const next = setPointer(data, '/a~1b/m~0n', 2);
    expect(next['a/b']).toEqual({ 'm~n': 2 });
    expect(data['a/b']['m~n']).toBe(1);
    expect(next.list).toBe(data.list);
    expect(setPointer(data, '/list/-', { v: 'z' }).list.map((i) => i.v)).toEqual(['x', 'y', 'z']);
    expect(setPointer(undefined, '/x/y', 1)).toEqual({ x: { y: 1 } });
  });

  it("expandPointer expands '*' over array items only", () => {
    expect(expandPointer(data, '/list/*/v')).toEqual(['/list/0/v', '/list/1/v']);
    expect(expandPointer({ m: [[1, 2], [3]] }, '/m/*/*')).toEqual(['/m/0/0', '/m/0/1', '/m/1/0']);
    expect(expandPointer(data, '/a~1b/*')).toEqual([]);
    expect(expandPointer(data, '/missing/x')).toEqual(['/missing/x']);
    expect(expandPointer({ 'a/b': [1] }, '/a~1b/*')).toEqual(['/a~1b/0']);
  });
});

describe('toNumber', () => {
  it('reads numbers as typed in Russian forms', () => {
    expect(toNumber('12,5')).toBe(12.5);
    expect(toNumber(' 1 234,50 ')).toBe(1234.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('1.5')).toBe(1.5);
    expect(toNumber('1,2,3')).toBe(0);
    expect(toNumber('12р')).toBe(0);
    expect(toNumber(Infinity)).toBe(0);
  });
});
