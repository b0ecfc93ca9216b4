import { describe, expect, it } from 'vitest';
import { computeSubsidy, type SubsidyInput } from '../../../src/features/subsidy/subsidy-formula';

const YANAO_MINIMUMS = { working: 26_040, pensioner: 20_540, child: 24_870 };
const SALEKHARD = { costPerM2: 142.6, areaSingle: 33, areaTwo: 42, areaPerPerson: 18 };

/**
 * Worked examples. Published: the example of the article of 21.09.2022 at
 * https://rweek.ru/2022/09/21/субсидии-на-услуги-жкх-информация-для (a person living alone, owner; regional standard 4 661,00 р.; income
 * 12 500,00 р.; 4661 − 12500 × 22 % = 1 911,00 р.), and that article's standards for families of
 * two and three owners (3 441,35 and 3 119,76 р. per member). The example applies no correction
 * coefficient, so its subsistence minimum lies below its income; here it is set so. The other
 * rows are worked by hand from the Rules' formulas (Decree No. 761, pp. 22-23).
 */
const EXAMPLES: Array<{ name: string; input: SubsidyInput; subsidy: number; corrected: boolean }> = [
  {
    name: 'published: one owner living alone, income above the minimum',
    input: {
      members: [{ group: 'pensioner', income: 12_500 }],
      standard: { perPersonSingle: 4661, perPersonTwo: 3441.35, perPersonLarger: 3119.76 },
      maxSharePercent: 22,
      minimums: { working: 12_000, pensioner: 11_000, child: 11_500 },
    },
    subsidy: 1911,
    corrected: false,
  },
  {
    name: 'published standards: a family of three owners whose allowed share exceeds the standard gets nothing',
    input: {
      members: [
        { group: 'working', income: 30_000 },
        { group: 'working', income: 15_000 },
        { group: 'child', income: 0 },
      ],
      standard: { perPersonSingle: 4661, perPersonTwo: 3441.35, perPersonLarger: 3119.76 },
      maxSharePercent: 22,
      minimums: { working: 14_000, pensioner: 11_000, child: 13_500 },
    },
    // 3 × 3 119,76 = 9 359,28 < 22 % × 45 000 = 9 900
    subsidy: 0,
    corrected: false,
  },
  {
    name: 'by hand: a couple below the minimum, Salekhard, the coefficient reduces the share',
    input: {
      members: [
        { group: 'pensioner', income: 18_000 },
        { group: 'working', income: 0 },
      ],
      standard: SALEKHARD,
      maxSharePercent: 22,
      minimums: YANAO_MINIMUMS,
    },
    // ССЖКУ 142,60 × 42 = 5 989,20; ДСД 9 000; ПМ (20 540 + 26 040) / 2 = 23 290; К = 0,3864;
    // 22 % × 0,3864 × 18 000 = 1 530,14; СС = 5 989,20 − 1 530,14 = 4 459,06
    subsidy: 4459.06,
    corrected: true,
  },
  {
    name: 'by hand: the same couple, the subsidy is capped by actual expenses',
    input: {
      members: [
        { group: 'pensioner', income: 18_000 },
        { group: 'working', income: 0 },
      ],
      standard: SALEKHARD,
      maxSharePercent: 22,
      minimums: YANAO_MINIMUMS,
      actualExpenses: 4000,
    },
    subsidy: 4000,
    corrected: true,
  },
  {
    name: 'by hand: a family of four in Novy Urengoy below the minimum still pays its share in full',
    input: {
      members: [
        { group: 'working', income: 60_000 },
        { group: 'working', income: 25_000 },
        { group: 'child', income: 0 },
        { group: 'child', income: 0 },
      ],
      standard: { costPerM2: 151.3, areaSingle: 33, areaTwo: 42, areaPerPerson: 18 },
      maxSharePercent: 22,
      minimums: YANAO_MINIMUMS,
    },
    // ССЖКУ 151,30 × 72 = 10 893,60; К = 21 250 / 25 455 = 0,8348; 22 % × 0,8348 × 85 000 = 15 610,76
    subsidy: 0,
    corrected: true,
  },
  {
    name: 'by hand: a single pensioner with no income gets the whole standard',
    input: {
      members: [{ group: 'pensioner', income: 0 }],
      standard: SALEKHARD,
      maxSharePercent: 22,
      minimums: YANAO_MINIMUMS,
    },
    // К = 0; СС = 142,60 × 33 = 4 705,80
    subsidy: 4705.8,
    corrected: true,
  },
  {
    name: 'by hand: per-capita income equal to the minimum applies no coefficient',
    input: {
      members: [{ group: 'pensioner', income: 20_540 }],
      standard: SALEKHARD,
      maxSharePercent: 22,
      minimums: YANAO_MINIMUMS,
    },
    // 4 705,80 − 22 % × 20 540 = 4 705,80 − 4 518,80 = 187,00
    subsidy: 187,
    corrected: false,
  },
];

describe('the housing and utilities subsidy (Decree No. 761)', () => {
  for (const example of EXAMPLES) {
    it(example.name, () => {
      const result = computeSubsidy(example.input);
      expect(result.subsidy).toBe(example.subsidy);
      expect(result.corrected).toBe(example.corrected);
    });
  }

  it('shows every step of the formula with its numbers', () => {
    const { steps } = computeSubsidy(EXAMPLES[2].input);
    expect(steps.map((s) => s.symbol)).toEqual(['n', 'S', 'ССЖКУ', 'ДС', 'ДСД', 'ПМ', 'К', 'МДД', 'МДД × ДС', 'СС']);
    const value = (symbol: string) => steps.find((s) => s.symbol === symbol)!.value;
    expect([
      value('ССЖКУ'),
      value('ДС'),
      value('ДСД'),
      value('ПМ'),
      value('К'),
      value('МДД × ДС'),
      value('СС'),
    ]).toEqual([5989.2, 18_000, 9000, 23_290, 0.3864, 1530.14, 4459.06]);
    expect(steps.find((s) => s.symbol === 'ССЖКУ')!.formula).toBe('142,60 р./м² × 42,00 м²');
    expect(steps.find((s) => s.symbol === 'К')!.formula).toBe('ДСД < ПМ: 9 000,00 ÷ 23 290,00');
    const capped = computeSubsidy(EXAMPLES[3].input).steps.at(-1)!;
    expect(capped).toMatchObject({ symbol: 'СС ≤ Ф', value: 4000 });
    const perPerson = computeSubsidy(EXAMPLES[0].input).steps;
    expect(perPerson.map((s) => s.symbol)).not.toContain('S');
    expect(perPerson.find((s) => s.symbol === 'ССЖКУ')!.formula).toBe(
      '4 661,00 р. на человека (одиноко проживающий) × 1',
    );
  });

  it('refuses a family of nobody', () => {
    expect(() => computeSubsidy({ ...EXAMPLES[0].input, members: [] })).toThrow('хотя бы один');
  });
});

describe('the amounts a person types into the calculator', () => {
  it('reads spaces, a comma or a dot and a trailing «р.», and names what is wrong', async () => {
    const { readAmount, REQUIRED } = await import('../../../src/features/subsidy/read-amount');
    expect(readAmount('18 000', true)).toEqual({ value: 18_000 });
    expect(readAmount('12 345,5 р.', true)).toEqual({ value: 12_345.5 });
    expect(readAmount('0', true)).toEqual({ value: 0 });
    expect(readAmount('', true)).toEqual({ error: REQUIRED });
    expect(readAmount('  ', false)).toEqual({});
    expect(readAmount('-5', true).error).toBe('Сумма не может быть отрицательной');
    expect(readAmount('abc', true).error).toBe('Введите сумму в рублях, например 12 345,50');
    expect(readAmount('1,234', true).error).toBe('Введите сумму в рублях, например 12 345,50');
  });
});
