import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/components/format-money';

/** The payments' screens show money with the shared formatter: it must say what platform.md section 9 says. */
describe('money as the payments show it', () => {
  it('has spaces between thousands, a comma before two-digit kopecks and the suffix «р.»', () => {
    expect(formatMoney(47432)).toBe('47 432,00 р.');
    expect(formatMoney(2860.45)).toBe('2 860,45 р.');
    expect(formatMoney(1234567.5)).toBe('1 234 567,50 р.');
    expect(formatMoney(0)).toBe('0,00 р.');
    // A sum of float amounts rounds to kopecks.
    expect(formatMoney(2860.45 * 9)).toBe('25 744,05 р.');
  });
});
