import { describe, expect, it } from 'vitest';
import { EMPTY, formatPrice, orEmpty } from '../../../src/features/registry/labels';
import { providersCount } from '../../../src/features/registry/registry-list';

describe('how the registry shows prices, dates and counts', () => {
  it('shows a price with its unit in the spec currency format, a free service, and a rate with no price', () => {
    expect(formatPrice({ rateType: 'rate', rateUnit: 'hour', price: 350 })).toBe('350,00 р. за час');
    expect(formatPrice({ rateType: 'contract', rateUnit: 'month', price: 38500 })).toBe('38 500,00 р. за месяц');
    expect(formatPrice({ rateType: 'fixed', rateUnit: 'km', price: 25.5 })).toBe('25,50 р. за км');
    expect(formatPrice({ rateType: 'fixed', rateUnit: null, price: 1234567.5 })).toBe('1 234 567,50 р.');
    expect(formatPrice({ rateType: 'free', rateUnit: 'fullDay', price: null })).toBe('Бесплатно');
    expect(formatPrice({ rateType: 'certificate', rateUnit: 'month', price: null })).toBe('По социальному сертификату');
  });

  it('shows empty values as «отсутствует» (dates: tests/common/region-time.test.ts)', () => {
    expect(orEmpty(null)).toBe(EMPTY);
    expect(orEmpty('  ')).toBe('отсутствует');
    expect(orEmpty('+7 (3496) 42-35-07')).toBe('+7 (3496) 42-35-07');
  });

  it('counts providers with the right Russian plural', () => {
    expect([0, 1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => providersCount(n))).toEqual([
      '0 поставщиков',
      '1 поставщик',
      '2 поставщика',
      '5 поставщиков',
      '11 поставщиков',
      '12 поставщиков',
      '14 поставщиков',
      '21 поставщик',
      '22 поставщика',
      '25 поставщиков',
      '101 поставщик',
      '111 поставщиков',
    ]);
  });
});
