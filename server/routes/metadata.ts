import { ACCESS } from '../auth/access.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { type RoutePlugin } from '../http/contract.ts';
import { publicRead } from '../http/public-cache.ts';
import { addressReferences, listBanks, listCalculatorCities, listRegions } from '../system/reference.ts';
import { staticLookup } from '../system/lookups.ts';
import { bankQuery, banksReply, calculatorCitiesQuery, lookupParams, reply } from '../schemas/metadata.ts';

export const BIK_FORMAT = 'БИК должен состоять из 9 цифр';

/**
 * Lookups: lists of code and caption (platform.md section 7) the forms' selects read; the client
 * keeps them per group (50 variants each, src/forms/lookup-cache.ts).
 */
const metadataRoutes: RoutePlugin = async (app) => {
  app.get(
    '/public/metadata/regions',
    { config: publicRead([addressReferences.regions]), schema: { summary: 'Регионы (справочник)', response: reply } },
    async () => ok((await listRegions(app.db)).map((r) => ({ code: r.id, caption: r.caption }))),
  );

  app.get(
    '/public/metadata/:group',
    {
      config: publicRead([]),
      schema: {
        summary: 'Справочник с постоянными кодами',
        params: lookupParams,
        response: reply,
      },
    },
    async (request) => ok(staticLookup(request.params.group)),
  );

  app.get(
    '/metadata/bank',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Банки: по БИК или части названия, с корреспондентским счётом',
        querystring: bankQuery,
        response: banksReply,
      },
    },
    async (request) => {
      if (request.query.bik !== undefined && !/^\d{9}$/.test(request.query.bik)) throw new HttpError(400, BIK_FORMAT);
      return ok(await listBanks(app.db, request.query, 50));
    },
  );

  app.get(
    '/subsidy-calculator/cities',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Населённые пункты для калькулятора субсидий',
        querystring: calculatorCitiesQuery,
        response: reply,
      },
    },
    async (request) => ok(await listCalculatorCities(app.db, request.query.regionId)),
  );
};

export default metadataRoutes;
