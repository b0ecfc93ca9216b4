import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findInstitution, institutionReferences, listInstitutionServices, listRating, listRegistry } from '../repositories/institutions.ts';
import { MSG } from '../messages.ts';
import { idParam, pageQuery } from './schemas.ts';

/** Registry tabs and the provider types each lists (platform.md sections 2 and 9). */
const TAB_TYPES: Record<string, number[]> = {
  state: [0],
  'non-state': [1],
  individual: [2],
  'soc-cert': [10],
  'early-help': [11],
  all: [0, 1, 2, 10, 11],
};

const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const rowFields = {
  id: { type: 'integer' },
  caption: str,
  shortCaption: str,
  institutionTypeId: { type: 'integer' },
  address: str,
  phone: strOrNull,
  rating: { type: ['number', 'null'] },
} as const;
const institutionRow = { type: 'object', required: Object.keys(rowFields) as Array<keyof typeof rowFields>, additionalProperties: false, properties: rowFields } as const;
const registryPage = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { items: { type: 'array', items: institutionRow }, total: { type: 'integer' } },
} as const;
/** The public card: the row and the institution's requisites, contacts and place on the map. */
const institutionCard = {
  type: 'object',
  required: [...institutionRow.required, 'ogrn', 'inn', 'kpp', 'email', 'site', 'director', 'description', 'regionId', 'latitude', 'longitude', 'isActiveLongevityProgram', 'sourceType'],
  additionalProperties: false,
  properties: {
    ...rowFields,
    ogrn: str,
    inn: str,
    kpp: strOrNull,
    email: strOrNull,
    site: strOrNull,
    director: strOrNull,
    description: str,
    regionId: { type: 'integer' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    isActiveLongevityProgram: { type: 'boolean' },
    sourceType: { type: 'integer' },
  },
} as const;
const service = {
  type: 'object',
  required: ['id', 'caption', 'description', 'catalogGroup', 'serviceTypeCode', 'area', 'rateType', 'rateUnit', 'price'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    caption: str,
    description: str,
    catalogGroup: { type: ['integer', 'null'] },
    serviceTypeCode: { type: ['integer', 'null'] },
    area: str,
    rateType: str,
    rateUnit: strOrNull,
    price: { type: ['number', 'null'] },
  },
} as const;

/** The public registry of providers and tour operators. */
const registryRoutes: RoutePlugin = async (app) => {
  const query = {
    type: 'object',
    properties: {
      tab: { type: 'string', enum: Object.keys(TAB_TYPES), default: 'all' },
      regionId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      search: { type: 'string', maxLength: 200, default: '' },
      ...pageQuery,
    },
  } as const;
  type RegistryQuery = { tab: keyof typeof TAB_TYPES; regionId?: number; search: string; page: number; pageSize: number };
  const page = (sourceType: number) => async (request: { query: RegistryQuery }) => {
    const q = request.query;
    const types = sourceType === 2 ? [0, 1, 2] : TAB_TYPES[q.tab];
    return ok(
      await listRegistry(app.db, {
        types,
        sourceType,
        regionId: q.regionId,
        search: q.search.trim(),
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      }),
    );
  };
  const listSchema = (summary: string) => ({ config: publicRead([institutionReferences.list]), schema: { summary, querystring: query, response: { 200: envelope(registryPage) } } });
  app.get('/public/registry', listSchema('Реестр поставщиков социальных услуг'), page(1));
  app.get('/public/registry/tour-operator', listSchema('Реестр туроператоров'), page(2));
  app.get(
    '/public/registry/rating',
    { config: publicRead([institutionReferences.list]), schema: { summary: 'Рейтинг поставщиков', response: { 200: envelope({ type: 'array', items: institutionRow }) } } },
    async () => ok(await listRating(app.db, 50)),
  );
  app.get(
    '/public/registry/:id',
    { config: publicRead(({ params }) => [institutionReferences.card(Number(params.id))]), schema: { summary: 'Карточка поставщика', params: idParam, response: { 200: envelope(institutionCard) } } },
    async (request) => {
      const card = await findInstitution(app.db, request.params.id);
      if (!card) throw new HttpError(404, MSG.notFound);
      return ok(card);
    },
  );
  app.get(
    '/public/registry/:id/services',
    { config: publicRead(({ params }) => [institutionReferences.card(Number(params.id)), institutionReferences.services(Number(params.id))]), schema: { summary: 'Услуги поставщика', params: idParam, response: { 200: envelope({ type: 'array', items: service }) } } },
    async (request) => {
      if (!(await findInstitution(app.db, request.params.id))) throw new HttpError(404, MSG.notFound);
      return ok(await listInstitutionServices(app.db, request.params.id));
    },
  );
};

export default registryRoutes;
