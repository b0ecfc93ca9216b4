/**
 * The housing and utilities subsidy (Rules approved by Government Decree No. 761 of 14.12.2005;
 * Housing Code art. 159), as one pure function that also returns every step for the screen.
 *
 * - ССЖКУ, the family's standard cost of housing and utilities, from one of the two forms in
 *   which regions set their standards: the cost per m² a month times the regional standard area
 *   for the family's size (one person living alone, a family of two, per member of a family of
 *   three or more; federal standards 33, 42 and 18 m², Decree No. 541 of 29.08.2005), or the
 *   cost per member a month for the family's size times the number of members.
 * - ДС, the family's total income a month (the six months' income divided by six, Rules p. 27);
 *   ДСД, the per-capita income, ДС / n.
 * - МДД, the regional maximum share of income spent on housing and utilities (at most 22 %).
 * - ПМ, the family's per-capita subsistence minimum: the minimums of its members' groups
 *   (working age, pensioners, children) averaged over the family.
 * - When ДСД ≥ ПМ: СС = ССЖКУ − МДД × ДС (Rules p. 22).
 * - When ДСД < ПМ the share is reduced by the correction coefficient К = ДСД / ПМ:
 *   СС = ССЖКУ − МДД × К × ДС (Rules p. 23; Housing Code art. 159 part 6).
 * - К is rounded to four decimals, money to kopecks (the Rules fix no rounding).
 * - Checked against a published worked example and hand-worked ones:
 *   tests/features/subsidy/subsidy-formula.test.ts.
 * - A negative result means no subsidy; the subsidy never exceeds the family's actual expenses
 *   when they are given (Rules p. 22).
 */

import { pluralRu } from '@common/text/plural';

export type MemberGroup = 'working' | 'pensioner' | 'child';

export interface SubsidyInput {
  /** Each member's group and average monthly income in roubles. */
  members: Array<{ group: MemberGroup; income: number }>;
  /** The regional standard of the cost of housing and utilities, in either form. */
  standard: StandardByArea | StandardByPerson;
  /** The regional maximum share of income, in per cent (at most 22). */
  maxSharePercent: number;
  /** Subsistence minimums of the region by group, roubles a month. */
  minimums: Record<MemberGroup, number>;
  /** The family's actual monthly expenses on housing and utilities, when known. */
  actualExpenses?: number | null;
}

/** Cost per m² of total area a month and the standard areas: alone, a family of two, per member of a larger family. */
export interface StandardByArea {
  costPerM2: number;
  areaSingle: number;
  areaTwo: number;
  areaPerPerson: number;
}

/** Cost per member a month: living alone, in a family of two, in a family of three or more. */
export interface StandardByPerson {
  perPersonSingle: number;
  perPersonTwo: number;
  perPersonLarger: number;
}

export interface SubsidyStep {
  /** The quantity's short name as the Rules write it (ССЖКУ, ДС...). */
  symbol: string;
  caption: string;
  /** How it is computed, with the numbers put in. */
  formula: string;
  value: number;
  unit: 'р.' | 'м²' | '%' | '' | 'чел.';
}

export interface SubsidyResult {
  /** Roubles a month, rounded to kopecks; 0 when no subsidy is due. */
  subsidy: number;
  /** Whether the correction coefficient applied (per-capita income below the minimum). */
  corrected: boolean;
  steps: SubsidyStep[];
}

const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;
const round4 = (x: number) => Math.round((x + Number.EPSILON) * 10_000) / 10_000;
/** 1234.5 -> '1 234,50'; for formulas on screen. */
export const num = (x: number, digits = 2) =>
  x
    .toLocaleString('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true })
    .replace(/\u00a0|\u202f/g, ' ');

/** The monthly subsidy and every step of its computation. Throws on a family of nobody. */
export function computeSubsidy(input: SubsidyInput): SubsidyResult {
  const n = input.members.length;
  if (n === 0) throw new Error('В семье должен быть хотя бы один человек');
  const sizeCaption =
    n === 1
      ? 'одиноко проживающий'
      : n === 2
        ? 'семья из двух человек'
        : `семья из ${n} ${pluralRu(n, ['человека', 'человек', 'человек'])}`;
  const standardSteps: SubsidyStep[] = [];
  let standardCost: number;
  if ('costPerM2' in input.standard) {
    const st = input.standard;
    const area = n === 1 ? st.areaSingle : n === 2 ? st.areaTwo : round2(st.areaPerPerson * n);
    standardCost = round2(st.costPerM2 * area);
    standardSteps.push(
      {
        symbol: 'S',
        caption: 'Региональный стандарт нормативной площади',
        formula: n > 2 ? `${num(st.areaPerPerson)} м² × ${n}` : sizeCaption,
        value: area,
        unit: 'м²',
      },
      {
        symbol: 'ССЖКУ',
        caption: 'Региональный стандарт стоимости ЖКУ для семьи',
        formula: `${num(st.costPerM2)} р./м² × ${num(area)} м²`,
        value: standardCost,
        unit: 'р.',
      },
    );
  } else {
    const st = input.standard;
    const perPerson = n === 1 ? st.perPersonSingle : n === 2 ? st.perPersonTwo : st.perPersonLarger;
    standardCost = round2(perPerson * n);
    standardSteps.push({
      symbol: 'ССЖКУ',
      caption: 'Региональный стандарт стоимости ЖКУ для семьи',
      formula: `${num(perPerson)} р. на человека (${sizeCaption}) × ${n}`,
      value: standardCost,
      unit: 'р.',
    });
  }
  const income = round2(input.members.reduce((sum, m) => sum + m.income, 0));
  const perCapita = round2(income / n);
  const minimum = round2(input.members.reduce((sum, m) => sum + input.minimums[m.group], 0) / n);
  const corrected = perCapita < minimum;
  const k = corrected ? round4(perCapita / minimum) : 1;
  const share = input.maxSharePercent / 100;
  const allowed = round2(share * k * income);
  const raw = round2(standardCost - allowed);
  const capped =
    input.actualExpenses !== undefined && input.actualExpenses !== null ? Math.min(raw, input.actualExpenses) : raw;
  const subsidy = Math.max(0, round2(capped));
  const steps: SubsidyStep[] = [
    { symbol: 'n', caption: 'Членов семьи', formula: String(n), value: n, unit: 'чел.' },
    ...standardSteps,
    {
      symbol: 'ДС',
      caption: 'Совокупный доход семьи в месяц',
      formula: input.members.map((m) => num(m.income)).join(' + '),
      value: income,
      unit: 'р.',
    },
    { symbol: 'ДСД', caption: 'Среднедушевой доход', formula: `${num(income)} ÷ ${n}`, value: perCapita, unit: 'р.' },
    {
      symbol: 'ПМ',
      caption: 'Прожиточный минимум семьи на человека',
      formula: `(${input.members.map((m) => num(input.minimums[m.group])).join(' + ')}) ÷ ${n}`,
      value: minimum,
      unit: 'р.',
    },
    {
      symbol: 'К',
      caption: 'Поправочный коэффициент',
      formula: corrected
        ? `ДСД < ПМ: ${num(perCapita)} ÷ ${num(minimum)}`
        : 'ДСД не ниже ПМ: коэффициент не применяется',
      value: k,
      unit: '',
    },
    {
      symbol: 'МДД',
      caption: 'Максимально допустимая доля расходов',
      formula: corrected ? `${num(input.maxSharePercent)} % × ${num(k, 4)}` : `${num(input.maxSharePercent)} %`,
      value: round2(input.maxSharePercent * k),
      unit: '%',
    },
    {
      symbol: 'МДД × ДС',
      caption: 'Допустимые расходы семьи на ЖКУ',
      formula: `${num(round2(input.maxSharePercent * k))} % × ${num(income)}`,
      value: allowed,
      unit: 'р.',
    },
    {
      symbol: 'СС',
      caption: 'Размер субсидии',
      formula: `${num(standardCost)} − ${num(allowed)}${raw < 0 ? ' < 0: субсидия не положена' : ''}`,
      value: Math.max(0, raw),
      unit: 'р.',
    },
  ];
  if (input.actualExpenses !== undefined && input.actualExpenses !== null && raw > input.actualExpenses) {
    steps.push({
      symbol: 'СС ≤ Ф',
      caption: 'Не больше фактических расходов',
      formula: `фактические расходы ${num(input.actualExpenses)}`,
      value: subsidy,
      unit: 'р.',
    });
  }
  return { subsidy, corrected, steps };
}
