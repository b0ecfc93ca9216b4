import { describe, expect, it } from 'vitest';
import { countRu, pluralRu } from '../../../common/text/plural.ts';

const SERVICE = ['услуга', 'услуги', 'услуг'] as const;

describe('Russian plural forms', () => {
  it('agree the word with the number as the language does', () => {
    const cases: Array<[number, string]> = [
      [0, 'услуг'],
      [1, 'услуга'],
      [2, 'услуги'],
      [4, 'услуги'],
      [5, 'услуг'],
      [11, 'услуг'],
      [12, 'услуг'],
      [14, 'услуг'],
      [21, 'услуга'],
      [22, 'услуги'],
      [25, 'услуг'],
      [101, 'услуга'],
      [111, 'услуг'],
      [1.5, 'услуги'],
    ];
    expect(cases.map(([n]) => [n, pluralRu(n, SERVICE)])).toEqual(cases);
    expect(countRu(5, SERVICE)).toBe('5 услуг');
    expect(countRu(1.5, ['час', 'часа', 'часов'])).toBe('1,5 часа');
    expect(countRu(1, ['секунду', 'секунды', 'секунд'])).toBe('1 секунду');
  });
});
