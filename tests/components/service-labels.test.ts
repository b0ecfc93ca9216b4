import { describe, expect, it } from 'vitest';
import { formatPrice, RATE_UNITS_PER } from '@/components/service-labels';
import { RATE_UNIT_WORDS } from '@common/rate-units';

describe('a price with its unit on the public pages', () => {
  it('reads as the documents write it: the unit in the accusative after «за»', () => {
    expect(formatPrice({ rateType: 'fixed', rateUnit: 'piece', price: 400 })).toBe('400,00 р. за услугу');
    expect(formatPrice({ rateType: 'rate', rateUnit: 'minute', price: 50 })).toBe('50,00 р. за минуту');
    expect(formatPrice({ rateType: 'rate', rateUnit: 'week', price: 1200 })).toBe('1 200,00 р. за неделю');
    expect(Object.keys(RATE_UNITS_PER)).toEqual(Object.keys(RATE_UNIT_WORDS));
  });
});
