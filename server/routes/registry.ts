import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import {
  findContactInfo,
  findInstitution,
  findLicense,
  institutionReferences as refs,
  listRating,
  listRegistry,
  type RegistryFilter,
} from '../registry/institutions.ts';
import {
  findInstitutionService,
  findTourService,
  listAvailableTours,
  listInstitutionServices,
  listTourServices,
  type ServiceKind,
} from '../registry/institutions.ts';
import { districtReferences, listDistricts } from '../registry/institutions.ts';
import { listPublishedPhotos, publishedDetails } from '../registry/institutions.ts';
import { findFile } from '../files/files.ts';
import { ACCESS } from '../auth/access.ts';
import { MSG, REGISTRY_MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import * as S from '../schemas/registry.ts';

/** Institution source types (platform.md section 6). */
const SOURCE = { services: 1, tourism: 2 } as const;
/** How many providers the rating tab ranks. */
const RATING_SIZE = 50;

type Filters = {
  regionId?: number;
  districtId?: number;
  cityId?: number;
  area?: string;
  search: string;
  page: number;
  pageSize: number;
};
const filterOf = (q: Filters, types: readonly number[], sourceType: number, catalogOnly = false): RegistryFilter => ({
  types: [...types],
  sourceType,
  regionId: q.regionId,
  districtId: q.districtId,
  cityId: q.cityId,
  area: q.area,
  catalogOnly,
  search: q.search.trim(),
  offset: (q.page - 1) * q.pageSize,
  limit: q.pageSize,
});

const notFound = (text: string) => new HttpError(404, text);
/** The value found, or a 404 with the text. */
function found<T>(value: T | undefined, text: string): T {
  if (value === undefined) throw notFound(text);
  return value;
}
const idRefs = (...of: Array<(id: number) => string>) =>
  publicRead(({ params }) => of.map((ref) => ref(Number(params.id))));

/**
 * The public registry of providers and tour operators (platform.md sections 2 and 7): the tabs'
 * lists, the rating, the catalogue's providers, cards with contacts, licences and places, services,
 * tours with their dates. Every answer is a public read, kept until a write changes what it names.
 */
const registryRoutes: RoutePlugin = async (app) => {
  const list = { config: publicRead([refs.list]) };
  const provider = async (id: number) =>
    found(await findInstitution(app.db, id, SOURCE.services), REGISTRY_MSG.providerNotFound);
  const catalogProvider = async (id: number) => {
    const card = await provider(id);
    if (!card.hasCatalogServices) throw notFound(REGISTRY_MSG.providerNotFound);
    return card;
  };
  const tourOperator = async (id: number) =>
    found(await findInstitution(app.db, id, SOURCE.tourism), REGISTRY_MSG.tourOperatorNotFound);

  app.get(
    '/public/registry',
    {
      ...list,
      schema: {
        summary: 'Реестр поставщиков социальных услуг по вкладке',
        querystring: S.registryQuery,
        response: { 200: envelope(S.registryPage) },
      },
    },
    async ({ query }) => ok(await listRegistry(app.db, filterOf(query, S.TAB_TYPES[query.tab], SOURCE.services))),
  );
  app.get(
    '/public/registry/catalog',
    {
      ...list,
      schema: {
        summary: 'Поставщики услуг каталога',
        querystring: S.filterQuery,
        response: { 200: envelope(S.registryPage) },
      },
    },
    async ({ query }) => ok(await listRegistry(app.db, filterOf(query, S.TAB_TYPES.all, SOURCE.services, true))),
  );
  app.get(
    '/public/registry/tour-operator',
    {
      ...list,
      schema: {
        summary: 'Реестр туроператоров',
        querystring: S.filterQuery,
        response: { 200: envelope(S.registryPage) },
      },
    },
    async ({ query }) => ok(await listRegistry(app.db, filterOf(query, S.TAB_TYPES.all, SOURCE.tourism))),
  );
  app.get(
    '/public/registry/rating',
    {
      ...list,
      schema: {
        summary: 'Рейтинг поставщиков по оценкам получателей услуг',
        response: { 200: envelope({ type: 'array', items: S.institutionRow }) },
      },
    },
    async () => ok(await listRating(app.db, RATING_SIZE)),
  );

  app.get(
    '/public/registry/districts',
    {
      config: publicRead(({ query }) => [districtReferences.list(Number(query.regionId))]),
      schema: {
        summary: 'Муниципальные районы и городские округа региона с их населёнными пунктами',
        querystring: S.districtsQuery,
        response: { 200: envelope(S.districtList) },
      },
    },
    async ({ query }) => ok(await listDistricts(app.db, query.regionId)),
  );

  app.get(
    '/public/registry/:id',
    {
      config: idRefs(refs.card),
      schema: { summary: 'Карточка поставщика', params: idParam, response: { 200: envelope(S.institutionCard) } },
    },
    async ({ params }) => ok(await provider(params.id)),
  );
  app.get(
    '/public/registry/catalog/:id',
    {
      config: idRefs(refs.card, refs.services),
      schema: {
        summary: 'Карточка поставщика услуг каталога',
        params: idParam,
        response: { 200: envelope(S.institutionCard) },
      },
    },
    async ({ params }) => ok(await catalogProvider(params.id)),
  );
  app.get(
    '/public/registry/contact-info/:id',
    {
      config: idRefs(refs.card),
      schema: {
        summary: 'Контакты поставщика или туроператора',
        params: idParam,
        response: { 200: envelope(S.contactInfo) },
      },
    },
    async ({ params }) => ok(found(await findContactInfo(app.db, params.id), REGISTRY_MSG.providerNotFound)),
  );
  app.get(
    '/public/registry/:id/licenses/:licenseId',
    {
      config: idRefs(refs.card),
      schema: { summary: 'Лицензия поставщика', params: S.licenseParams, response: { 200: envelope(S.licensePage) } },
    },
    async ({ params }) =>
      ok(found(await findLicense(app.db, params.id, params.licenseId), REGISTRY_MSG.licenseNotFound)),
  );

  const services = (path: string, kind: ServiceKind, summary: string, owner: (id: number) => Promise<unknown>) => {
    app.get(
      path,
      {
        config: idRefs(refs.card, refs.services),
        schema: { summary, params: idParam, response: { 200: envelope({ type: 'array', items: S.service }) } },
      },
      async ({ params }) => {
        await owner(params.id);
        return ok(await listInstitutionServices(app.db, params.id, kind));
      },
    );
    app.get(
      `${path}/:serviceId`,
      {
        config: idRefs(refs.card, refs.services),
        schema: { summary: `${summary}: услуга`, params: S.serviceParams, response: { 200: envelope(S.service) } },
      },
      async ({ params }) => {
        await owner(params.id);
        return ok(
          found(await findInstitutionService(app.db, params.id, params.serviceId, kind), REGISTRY_MSG.serviceNotFound),
        );
      },
    );
  };
  services('/public/registry/:id/services', 'social', 'Услуги поставщика', provider);
  services('/public/registry/:id/services-catalog', 'catalog', 'Услуги поставщика в каталоге', catalogProvider);
  app.get(
    '/public/registry/:id/services-catalog/:serviceId/card',
    {
      config: idRefs(refs.card, refs.services),
      schema: {
        summary: 'Карточка услуги каталога с контактами поставщика',
        params: S.serviceParams,
        response: { 200: envelope(S.serviceCard) },
      },
    },
    async ({ params }) => {
      const card = await catalogProvider(params.id);
      const found = await findInstitutionService(app.db, params.id, params.serviceId, 'catalog');
      if (!found) throw notFound(REGISTRY_MSG.serviceNotFound);
      const { id, shortCaption, address, phone, email, site, director, workHours, latitude, longitude } = card;
      return ok({
        ...found,
        ...(await publishedDetails(app.db, found.id)),
        provider: { id, shortCaption, address, phone, email, site, director, workHours, latitude, longitude },
      });
    },
  );

  app.get(
    '/public/registry/:id/services-catalog/:serviceId/photos/:fileId',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Фотография услуги каталога (одобренной модератором)',
        params: S.photoParams,
        response: { 200: binaryAnswer('Фотография', 'image/jpeg', 'image/png') },
      },
    },
    async ({ params }, reply) => {
      await catalogProvider(params.id);
      const service = await findInstitutionService(app.db, params.id, params.serviceId, 'catalog');
      const shown = service ? await listPublishedPhotos(app.db, service.id) : [];
      const file = shown.some((p) => p.id === params.fileId) ? await findFile(app.db, params.fileId) : undefined;
      if (!file || !file.contentType.startsWith('image/') || !(await app.storage.exists(file.storageKey)))
        throw notFound(MSG.fileNotFound);
      return reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=3600')
        .send(app.storage.get(file.storageKey));
    },
  );

  app.get(
    '/public/registry/tour/available-services',
    {
      ...list,
      schema: {
        summary: 'Туры, на которые есть места',
        querystring: S.searchQuery,
        response: { 200: envelope(S.availableTours) },
      },
    },
    async ({ query }) =>
      ok(await listAvailableTours(app.db, query.search.trim(), (query.page - 1) * query.pageSize, query.pageSize)),
  );
  app.get(
    '/public/registry/tour/:id',
    {
      config: idRefs(refs.card),
      schema: { summary: 'Карточка туроператора', params: idParam, response: { 200: envelope(S.institutionCard) } },
    },
    async ({ params }) => ok(await tourOperator(params.id)),
  );
  app.get(
    '/public/registry/tour/:id/services',
    {
      config: idRefs(refs.card, refs.services),
      schema: {
        summary: 'Туры туроператора',
        params: idParam,
        response: { 200: envelope({ type: 'array', items: S.tourService }) },
      },
    },
    async ({ params }) => {
      await tourOperator(params.id);
      return ok(await listTourServices(app.db, params.id));
    },
  );
  app.get(
    '/public/registry/tour/:id/services/:serviceId',
    {
      config: idRefs(refs.card, refs.services),
      schema: {
        summary: 'Тур: даты и оставшиеся места',
        params: S.serviceParams,
        response: { 200: envelope(S.tourServicePage) },
      },
    },
    async ({ params }) => {
      await tourOperator(params.id);
      return ok(found(await findTourService(app.db, params.id, params.serviceId), REGISTRY_MSG.serviceNotFound));
    },
  );
};

export default registryRoutes;
