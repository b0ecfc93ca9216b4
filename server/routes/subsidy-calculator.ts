import { ACCESS } from '../auth/access.ts';
import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findStandards, saveCityStandards, subsidyReferences, updateRegionStandards } from '../registry/subsidy.ts';
import { SUBSIDY_MSG } from '../messages.ts';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const money = { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 } as const;
const area = { type: 'number', exclusiveMinimum: 0, maximum: 1000 } as const;
/** The federal ceiling of the share of income (Housing Code art. 159, Decree No. 761). */
const share = { type: 'number', exclusiveMinimum: 0, maximum: 22 } as const;

function record<const P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as Array<keyof P & string>,
    properties,
  } as const;
}

const regionFields = {
  regionId: int,
  maxSharePercent: num,
  minimumWorking: num,
  minimumPensioner: num,
  minimumChild: num,
  basis: str,
} as const;
const cityFields = { cityId: int, costPerM2: num, areaSingle: num, areaTwo: num, areaPerPerson: num } as const;
const standards = record({
  region: record({ ...regionFields, region: str }),
  cities: { type: 'array', items: record({ ...cityFields, city: str }) },
});

/**
 * The figures of the housing and utilities subsidy calculator: read by anyone, changed by an
 * administrator. (The lookup `subsidy-calculator/cities` of code and caption belongs to the
 * metadata lookups; the calculator reads its cities with their standards here.)
 */
const subsidyCalculatorRoutes: RoutePlugin = async (app) => {
  app.get(
    '/subsidy-calculator/standards',
    {
      config: publicRead(({ query }) => [subsidyReferences.standards(Number(query.regionId))]),
      schema: {
        summary: 'Стандарты для расчёта субсидии на оплату жилого помещения и коммунальных услуг',
        querystring: { type: 'object', additionalProperties: false, properties: { regionId: { ...dbId, default: 1 } } },
        response: { 200: envelope(standards) },
      },
    },
    async ({ query }) => {
      const found = await findStandards(app.db, query.regionId);
      if (!found) throw new HttpError(404, SUBSIDY_MSG.noStandards);
      return ok(found);
    },
  );
  app.post(
    '/subsidy-calculator/standards/region',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Изменить долю расходов и прожиточные минимумы региона',
        body: record({
          regionId: dbId,
          maxSharePercent: share,
          minimumWorking: money,
          minimumPensioner: money,
          minimumChild: money,
          basis: { type: 'string', minLength: 1, maxLength: 500 },
        }),
        response: { 200: envelope({ type: 'boolean' }) },
      },
    },
    async ({ body }) => {
      if (!(await updateRegionStandards(app.db, body))) throw new HttpError(404, SUBSIDY_MSG.noStandards);
      return ok(true, { severity: 'Success', text: SUBSIDY_MSG.saved });
    },
  );
  app.post(
    '/subsidy-calculator/standards/city',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Изменить стандарты стоимости и площади населённого пункта',
        body: record({ cityId: dbId, costPerM2: money, areaSingle: area, areaTwo: area, areaPerPerson: area }),
        response: { 200: envelope({ type: 'boolean' }) },
      },
    },
    async ({ body }) => {
      if (!(await saveCityStandards(app.db, body))) throw new HttpError(404, SUBSIDY_MSG.unknownCity);
      return ok(true, { severity: 'Success', text: SUBSIDY_MSG.saved });
    },
  );
};

export default subsidyCalculatorRoutes;
