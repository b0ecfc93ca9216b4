import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { institutionReferences as refs } from '../repositories/institutions.ts';
import { listCatalogServices, type CatalogScope } from '../repositories/service-catalog.ts';
import { CATALOG_MSG } from '../messages.ts';
import { catalogSection } from '../../common/catalog-groups.ts';
import * as S from './catalog-schemas.ts';

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
 * providers change (a write of services changes the institutions' list reference too).
 */
const catalogRoutes: RoutePlugin = async (app) => {
  app.get(
    '/public/service/catalog',
    { config: publicRead([refs.list]), schema: { summary: 'Каталог услуг: услуги раздела с поставщиками', querystring: S.catalogQuery, response: { 200: envelope(S.catalogPage) } } },
    async ({ query }) =>
      ok(await listCatalogServices(app.db, { scope: scopeOf(query.section), search: query.search.trim(), offset: (query.page - 1) * query.pageSize, limit: query.pageSize })),
  );
};

export default catalogRoutes;
