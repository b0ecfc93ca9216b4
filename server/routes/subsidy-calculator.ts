import { ACCESS } from '../auth/access.ts';
import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findStandards, saveCityStandards, subsidyReferences, updateRegionStandards } from '../registry/subsidy.ts';
import { SUBSIDY_MSG } from '../messages.ts';
import { cityStandardsBody, regionStandardsBody, standards, standardsQuery } from '../schemas/subsidy-calculator.ts';

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
        querystring: standardsQuery,
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
        body: regionStandardsBody,
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
        body: cityStandardsBody,
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
