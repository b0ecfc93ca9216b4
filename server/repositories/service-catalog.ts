import type { Queryable } from '../db/db.ts';
import type { InstitutionService } from './institution-services.ts';
import { containsPattern } from './institutions.ts';
import { pageWithCount, parameters, type Page } from './paging.ts';

/**
 * Which services a catalogue page lists: one group 1..9, the tours, or all the services one may
 * contract for (every group but the subsidy contests, whose section lists announcements).
 */
export type CatalogScope = { kind: 'all' } | { kind: 'group'; group: number } | { kind: 'tour' };

/** A service of the catalogue with the provider that renders it. */
export interface CatalogService extends InstitutionService {
  provider: { id: number; shortCaption: string; city: string | null };
}

export interface CatalogFilter {
  scope: CatalogScope;
  /** Part of the service's or the provider's name. */
  search: string;
  offset: number;
  limit: number;
}

const ROW = `s.id, s.institution_id AS "institutionId", s.caption, s.description, s.catalog_group AS "catalogGroup",
             s.service_type_code AS "serviceTypeCode", s.area, s.rate_type AS "rateType", s.rate_unit AS "rateUnit",
             s.price::float AS price,
             json_build_object('id', i.id, 'shortCaption', i.short_caption, 'city', c.caption) AS provider`;
const FROM = 'services s JOIN institutions i ON i.id = s.institution_id LEFT JOIN cities c ON c.id = i.city_id';

/** Catalogue group 9 (platform.md section 9). */
const SUBSIDY_CONTESTS_GROUP = 9;

/** The part of the WHERE clause that picks a scope: groups of social-service providers, or tours of tour operators. */
function scopeWhere(scope: CatalogScope): { sql: string; group: number | null } {
  if (scope.kind === 'tour') return { sql: 's.is_tourism AND i.source_type = 2', group: null };
  const sql = `NOT s.is_tourism AND i.source_type = 1 AND s.catalog_group IS NOT NULL${scope.kind === 'all' ? ` AND s.catalog_group <> ${SUBSIDY_CONTESTS_GROUP}` : ''}`;
  return { sql, group: scope.kind === 'group' ? scope.group : null };
}

/**
 * A page of the service catalogue and the count of the whole filter. A search finds services by
 * part of their name or of their provider's full or short name, in any case: two questions to the
 * services' and the institutions' trigram indexes (over the names' lower-case copies). Without a search the page walks the services' name
 * index and stops at the page's end.
 */
export async function listCatalogServices(db: Queryable, f: CatalogFilter): Promise<Page<CatalogService>> {
  const scope = scopeWhere(f.scope);
  const { values, p } = parameters();
  const where = [scope.sql];
  if (scope.group !== null) where.push(`s.catalog_group = ${p(scope.group)}`);
  if (f.search) {
    const pattern = `lower(${p(containsPattern(f.search))})`;
    where.push(`s.id IN (SELECT id FROM services WHERE search_name LIKE ${pattern}
      UNION SELECT sp.id FROM services sp WHERE sp.institution_id IN (SELECT id FROM institutions WHERE search_name LIKE ${pattern}))`);
  }
  const filter = where.join(' AND ');
  const n = values.length;
  return pageWithCount<CatalogService>(
    db,
    { sql: `SELECT ${ROW} FROM ${FROM} WHERE ${filter} ORDER BY s.caption, s.id OFFSET $${n + 1} LIMIT $${n + 2}`, params: [...values, f.offset, f.limit] },
    { sql: `SELECT count(*)::int AS total FROM services s JOIN institutions i ON i.id = s.institution_id WHERE ${filter}`, params: values },
  );
}
