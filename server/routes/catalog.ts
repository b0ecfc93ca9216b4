import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { institutionReferences as refs } from '../registry/institutions.ts';
import { findContest, listCatalogServices, type CatalogScope } from '../registry/catalog.ts';
import { listNews, newsReferences } from '../news/news.ts';
import { ACCESS } from '../auth/access.ts';
import { CATALOG_MSG } from '../messages.ts';
import { catalogSection } from '../../common/catalog-groups.ts';
import { idParam, pageOnlyQuery } from '../schemas/shared.ts';
import * as S from '../schemas/catalog.ts';

/** The services a section's slug lists; a slug the catalogue does not have is a 404. */
function scopeOf(slug: string | undefined): CatalogScope {
  if (slug === undefined || slug === 'main') return { kind: 'all' };
  const section = catalogSection(slug);
  if (!section) throw new HttpError(404, CATALOG_MSG.sectionNotFound);
  return section.group === null ? { kind: 'tour' } : { kind: 'group', group: section.group };
}

/**
 * The public service catalogue (platform.md sections 2 and 7): the services of a group 1..9 or
 * the tours, with their providers, searched and paged; a public read, kept until services or
 * providers change (a write of services changes the institutions' list reference too); the
 * subsidy-contest announcements of the catalogue's last section (workflows.md sections 2 and 7).
 */
const catalogRoutes: RoutePlugin = async (app) => {
  app.get(
    '/public/service/catalog',
    {
      config: publicRead([refs.list]),
      schema: {
        summary: 'Каталог услуг: услуги раздела с поставщиками',
        querystring: S.catalogQuery,
        response: { 200: envelope(S.catalogPage) },
      },
    },
    async ({ query }) =>
      ok(
        await listCatalogServices(app.db, {
          scope: scopeOf(query.section),
          search: query.search.trim(),
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        }),
      ),
  );

  const contest = async (id: number) => {
    const card = await findContest(app.db, id);
    if (!card) throw new HttpError(404, CATALOG_MSG.contestNotFound);
    return card;
  };
  app.get(
    '/public/subsidy-contests',
    {
      config: publicRead([newsReferences.list('subsidy-contest')]),
      schema: {
        summary: 'Объявления о конкурсах субсидий',
        querystring: pageOnlyQuery,
        response: { 200: envelope(S.contestPage) },
      },
    },
    async ({ query }) =>
      ok(await listNews(app.db, 'subsidy-contest', (query.page - 1) * query.pageSize, query.pageSize)),
  );
  app.get(
    '/public/subsidy-contests/:id',
    {
      config: publicRead(({ params }) => [newsReferences.card('subsidy-contest', Number(params.id))]),
      schema: {
        summary: 'Объявление о конкурсе субсидий с документами',
        params: idParam,
        response: { 200: envelope(S.contestCard) },
      },
    },
    async ({ params }) => ok(await contest(params.id)),
  );
  // Depends on who asks, so it is never a cached public read.
  app.get(
    '/subsidy-contests/:id/access',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Может ли вызывающий править объявление о конкурсе субсидий',
        params: idParam,
        response: { 200: envelope(S.contestAccess) },
      },
    },
    async (request) => {
      await contest(request.params.id);
      return ok({ canEdit: request.auth?.user.administrator === true });
    },
  );
};

export default catalogRoutes;
