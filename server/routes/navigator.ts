import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import {
  findMsp,
  findSocService,
  findSupplier,
  listMspCategories,
  listMspSubcategories,
  listMspTags,
  listSocServices,
  listSuppliers,
  navigatorReferences as refs,
  searchMsp,
} from '../registry/navigator.ts';
import { NAVIGATOR_MSG } from '../messages.ts';
import { HOME_REGION_ID, REGION_DEFAULT_POINTS, type GeoPoint } from '../../common/navigator/constants.ts';
import { idParam } from '../schemas/shared.ts';
import * as S from '../schemas/navigator.ts';

/** The person's point: the one given, else the region's default point (the portal's region by default). */
function originOf(query: { lat?: number; lon?: number; regionId?: number }): GeoPoint {
  if (query.lat !== undefined && query.lon !== undefined) return { lat: query.lat, lon: query.lon };
  const point = REGION_DEFAULT_POINTS[query.regionId ?? HOME_REGION_ID];
  if (!point) throw new HttpError(404, NAVIGATOR_MSG.regionNotFound);
  return point;
}

const notFound = (text: string) => new HttpError(404, text);

/**
 * The public social navigator (platform.md sections 2, 7, 9): social services, support measures
 * by category, subcategory and tag with a search, a measure's card, and the suppliers nearest to
 * the person's point first (great-circle distance on the spec's earth radius, computed in the
 * database). The GET answers are public reads kept until the navigator's data changes; the
 * measures' search is a POST as the spec has it, answered from the database each time.
 */
const navigatorRoutes: RoutePlugin = async (app) => {
  const measures = publicRead([refs.measures]);
  const suppliers = publicRead([refs.measures, refs.suppliers]);

  app.get(
    '/public/navigator/soc-services',
    {
      config: suppliers,
      schema: {
        summary: 'Социальные услуги навигатора с числом учреждений',
        response: { 200: envelope(S.socServices) },
      },
    },
    async () => ok(await listSocServices(app.db)),
  );
  app.get(
    '/public/navigator/soc-msp-categories',
    {
      config: measures,
      schema: { summary: 'Категории мер социальной поддержки', response: { 200: envelope(S.mspCategories) } },
    },
    async () => ok(await listMspCategories(app.db)),
  );
  app.get(
    '/public/navigator/soc-msp-subcategories/:id',
    {
      config: measures,
      schema: {
        summary: 'Подкатегории категории мер социальной поддержки',
        params: idParam,
        response: { 200: envelope(S.mspSubcategories) },
      },
    },
    async ({ params }) => {
      const found = await listMspSubcategories(app.db, params.id);
      if (!found) throw notFound(NAVIGATOR_MSG.categoryNotFound);
      return ok(found);
    },
  );
  app.get(
    '/public/navigator/soc-msp-tags',
    { config: measures, schema: { summary: 'Метки мер социальной поддержки', response: { 200: envelope(S.mspTags) } } },
    async () => ok(await listMspTags(app.db)),
  );
  app.post(
    '/public/navigator/soc-msp-list',
    {
      config: { access: measures.access },
      schema: {
        summary: 'Поиск мер социальной поддержки по словам, категории, подкатегории и меткам',
        body: S.mspListBody,
        response: { 200: envelope(S.mspPage) },
      },
    },
    async ({ body }) =>
      ok(
        await searchMsp(app.db, {
          search: body.search.trim(),
          categoryId: body.categoryId,
          subcategoryId: body.subcategoryId,
          tagIds: body.tagIds,
          offset: (body.page - 1) * body.pageSize,
          limit: body.pageSize,
        }),
      ),
  );
  app.get(
    '/public/navigator/soc-msp/:id',
    {
      config: measures,
      schema: {
        summary: 'Мера социальной поддержки: кому, как получить, основание',
        params: idParam,
        response: { 200: envelope(S.mspCard) },
      },
    },
    async ({ params }) => {
      const card = await findMsp(app.db, params.id);
      if (!card) throw notFound(NAVIGATOR_MSG.mspNotFound);
      return ok(card);
    },
  );

  app.get(
    '/public/navigator/soc-suppliers',
    {
      config: suppliers,
      schema: {
        summary: 'Учреждения: ближайшие к точке человека первыми',
        querystring: S.suppliersQuery,
        response: { 200: envelope(S.suppliersPage) },
      },
    },
    async ({ query }) => {
      const origin = originOf(query);
      if (query.mspId !== undefined && !(await findMsp(app.db, query.mspId))) throw notFound(NAVIGATOR_MSG.mspNotFound);
      if (query.serviceId !== undefined && !(await findSocService(app.db, query.serviceId)))
        throw notFound(NAVIGATOR_MSG.serviceNotFound);
      const page = await listSuppliers(app.db, {
        origin,
        mspId: query.mspId,
        serviceId: query.serviceId,
        search: query.search.trim(),
        nearbyOnly: query.nearby,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return ok({ ...page, origin });
    },
  );
  app.get(
    '/public/navigator/soc-suppliers/:id',
    {
      config: suppliers,
      schema: {
        summary: 'Карточка учреждения с мерами и услугами и расстоянием до точки человека',
        params: idParam,
        querystring: S.supplierQuery,
        response: { 200: envelope(S.supplierCard) },
      },
    },
    async ({ params, query }) => {
      const origin = originOf(query);
      const card = await findSupplier(app.db, params.id, origin);
      if (!card) throw notFound(NAVIGATOR_MSG.supplierNotFound);
      return ok({ ...card, origin });
    },
  );

  app.get(
    '/public/navigator/map-tiles',
    {
      config: publicRead([]),
      schema: {
        summary: 'Сервер плиток карты и подпись о правах на картографические данные',
        response: { 200: envelope(S.mapTiles) },
      },
    },
    async () => ok(app.config.mapTiles),
  );
};

export default navigatorRoutes;
