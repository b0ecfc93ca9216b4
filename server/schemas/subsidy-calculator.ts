import { record } from './answers.ts';

/** The JSON schemas of the subsidy-calculator route plugin (server/routes/subsidy-calculator.ts): params, bodies and answers. */

export const int = { type: 'integer' } as const;

export const num = { type: 'number' } as const;

export const str = { type: 'string' } as const;

export const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const money = { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 } as const;

export const area = { type: 'number', exclusiveMinimum: 0, maximum: 1000 } as const;

/** The federal ceiling of the share of income (Housing Code art. 159, Decree No. 761). */
export const share = { type: 'number', exclusiveMinimum: 0, maximum: 22 } as const;

export const regionFields = {
  regionId: int,
  maxSharePercent: num,
  minimumWorking: num,
  minimumPensioner: num,
  minimumChild: num,
  basis: str,
} as const;

export const cityFields = { cityId: int, costPerM2: num, areaSingle: num, areaTwo: num, areaPerPerson: num } as const;

export const standards = record({
  region: record({ ...regionFields, region: str }),
  cities: { type: 'array', items: record({ ...cityFields, city: str }) },
});

/** The region whose standards to read (region 1 when not given). */
export const standardsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { regionId: { ...dbId, default: 1 } },
} as const;

/** A region's ceiling share of income and its subsistence minimums, with their legal basis. */
export const regionStandardsBody = record({
  regionId: dbId,
  maxSharePercent: share,
  minimumWorking: money,
  minimumPensioner: money,
  minimumChild: money,
  basis: { type: 'string', minLength: 1, maxLength: 500 },
});

/** A city's cost of a square metre and its standard areas. */
export const cityStandardsBody = record({
  cityId: dbId,
  costPerM2: money,
  areaSingle: area,
  areaTwo: area,
  areaPerPerson: area,
});
