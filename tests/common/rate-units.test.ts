import { describe, expect, it } from 'vitest';
import { countRateUnits, pricePerUnit, RATE_UNIT_WORDS, rateUnitCaption } from '../../common/rate-units.ts';

describe('rate units in texts', () => {
  it('agree a volume with its number through the one plural helper', () => {
    expect(
      [
        [1, 'piece'],
        [2, 'piece'],
        [5, 'piece'],
        [21, 'piece'],
        [120, 'hour'],
        [64, 'hour'],
        [1.5, 'hour'],
        [3, 'day'],
        [11, 'day'],
        [2, 'fullDay'],
        [1, 'fullDay'],
        [4, 'week'],
        [1, 'minute'],
        [12, 'month'],
        [7, 'km'],
      ].map(([count, unit]) => countRateUnits(count as number, unit as string)),
    ).toEqual([
      '1 услуга',
      '2 услуги',
      '5 услуг',
      '21 услуга',
      '120 часов',
      '64 часа',
      '1,5 часа',
      '3 дня',
      '11 дней',
      '2 суток',
      '1 сутки',
      '4 недели',
      '1 минута',
      '12 месяцев',
      '7 км',
    ]);
    expect(countRateUnits(2.5, null)).toBe('2,5');
  });

  it('put the unit after a price in the accusative («за услугу»)', () => {
    expect(pricePerUnit('400,00 р.', 'piece')).toBe('400,00 р. за услугу');
    expect(pricePerUnit('50,00 р.', 'minute')).toBe('50,00 р. за минуту');
    expect(pricePerUnit('900,00 р.', 'week')).toBe('900,00 р. за неделю');
    expect(pricePerUnit('350,00 р.', null)).toBe('350,00 р.');
    expect(Object.values(RATE_UNIT_WORDS).every((words) => words.per.startsWith('за '))).toBe(true);
  });

  it('name a unit alone as a column does, an unknown code as it is', () => {
    expect([rateUnitCaption('hour'), rateUnitCaption('piece'), rateUnitCaption('toString')]).toEqual([
      'час',
      'услуга',
      'toString',
    ]);
  });
});
