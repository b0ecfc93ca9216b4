import type { Queryable } from '../db/db.ts';
import type { InstitutionService } from './institution-services.ts';
import { containsPattern } from './institutions.ts';

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
 * A page of the service catalogue with the total count, in one statement (the count over the
 * whole filter rides on every row); only a page past the end needs a second one for the total.
 */
export async function listCatalogServices(db: Queryable, f: CatalogFilter): Promise<{ items: CatalogService[]; total: number }> {
  const scope = scopeWhere(f.scope);
  const where = `${scope.sql} AND ($1::int IS NULL OR s.catalog_group = $1) AND ($2::text = '' OR s.caption ILIKE $3 OR i.short_caption ILIKE $3 OR i.caption ILIKE $3)`;
  const args = [scope.group, f.search, containsPattern(f.search)];
  const rows = await db.query<CatalogService & { total: number }>(
    `SELECT ${ROW}, count(*) OVER ()::int AS total FROM ${FROM} WHERE ${where} ORDER BY s.caption, s.id OFFSET $4 LIMIT $5`,
    [...args, f.offset, f.limit],
  );
  if (!rows.length && f.offset > 0) {
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`, args);
    return { items: [], total };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}
