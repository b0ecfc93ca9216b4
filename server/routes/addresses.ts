import { publicRead } from '../http/public-cache.ts';
import { ok } from '../http/envelope.ts';
import { type RoutePlugin } from '../http/contract.ts';
import { addressReferences, listCities, listRegions, listStreets } from '../system/reference.ts';
import { citiesQuery, reply, streetsQuery } from '../schemas/addresses.ts';

/** Cascading address lookups: region -> city -> street. */
const addressRoutes: RoutePlugin = async (app) => {
  app.get(
    '/addresses/addr-regions',
    { config: publicRead([addressReferences.regions]), schema: { summary: 'Регионы для адреса', response: reply } },
    async () => ok((await listRegions(app.db)).map((r) => ({ code: r.id, caption: r.caption }))),
  );
  const cities = {
    config: publicRead(({ query }) => [addressReferences.cities(Number(query.regionId))]),
    schema: {
      summary: 'Населённые пункты региона',
      querystring: citiesQuery,
      response: reply,
    },
  } as const;
  app.get('/addresses/addr-cities', cities, async (request) =>
    ok((await listCities(app.db, request.query.regionId)).map(({ code, caption }) => ({ code, caption }))),
  );
  app.get('/addresses/addr-cities-with-types', cities, async (request) =>
    ok(await listCities(app.db, request.query.regionId)),
  );
  app.get(
    '/addresses/addr-street',
    {
      config: publicRead(({ query }) => [addressReferences.streets(Number(query.cityId))]),
      schema: {
        summary: 'Улицы населённого пункта',
        querystring: streetsQuery,
        response: reply,
      },
    },
    async (request) => ok(await listStreets(app.db, request.query.cityId, request.query.search.trim(), 50)),
  );
};

export default addressRoutes;
