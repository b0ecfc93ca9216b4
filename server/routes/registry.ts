import type { FastifyPluginAsync } from 'fastify';
import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok, envelopeSchema } from '../http/envelope.ts';
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

const institutionRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    caption: { type: 'string' },
    shortCaption: { type: 'string' },
    institutionTypeId: { type: 'integer' },
    address: { type: 'string' },
    phone: { type: ['string', 'null'] },
    rating: { type: ['number', 'null'] },
  },
} as const;
const registryPage = { type: 'object', properties: { items: { type: 'array', items: institutionRow }, total: { type: 'integer' } } } as const;

interface RegistryQuery {
  tab: string;
  regionId?: number;
  search: string;
  page: number;
  pageSize: number;
}

/** The public registry of providers and tour operators. */
const registryRoutes: FastifyPluginAsync = async (app) => {
  const query = {
    type: 'object',
    properties: {
      tab: { type: 'string', enum: Object.keys(TAB_TYPES), default: 'all' },
      regionId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      search: { type: 'string', maxLength: 200, default: '' },
      ...pageQuery,
    },
  } as const;
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
  const listSchema = (summary: string) => ({ config: publicRead([institutionReferences.list]), schema: { summary, querystring: query, response: { 200: envelopeSchema(registryPage) } } });
  app.get<{ Querystring: RegistryQuery }>('/public/registry', listSchema('Реестр поставщиков социальных услуг'), page(1));
  app.get<{ Querystring: RegistryQuery }>('/public/registry/tour-operator', listSchema('Реестр туроператоров'), page(2));
  app.get(
    '/public/registry/rating',
    { config: publicRead([institutionReferences.list]), schema: { summary: 'Рейтинг поставщиков', response: { 200: envelopeSchema({ type: 'array', items: institutionRow }) } } },
    async () => ok(await listRating(app.db, 50)),
  );
  app.get<{ Params: { id: number } }>(
    '/public/registry/:id',
    { config: publicRead(({ params }) => [institutionReferences.card(Number(params.id))]), schema: { summary: 'Карточка поставщика', params: idParam } },
    async (request) => {
      const card = await findInstitution(app.db, request.params.id);
      if (!card) throw new HttpError(404, MSG.notFound);
      return ok(card);
    },
  );
  app.get<{ Params: { id: number } }>(
    '/public/registry/:id/services',
    {
      config: publicRead(({ params }) => [institutionReferences.card(Number(params.id)), institutionReferences.services(Number(params.id))]),
      schema: { summary: 'Услуги поставщика', params: idParam },
    },
    async (request) => {
      if (!(await findInstitution(app.db, request.params.id))) throw new HttpError(404, MSG.notFound);
      return ok(await listInstitutionServices(app.db, request.params.id));
    },
  );
};

export default registryRoutes;
