import type { Queryable } from '../db/db.ts';
import type { InstitutionService } from './institution-services.ts';
import { containsPattern } from './institutions.ts';
import {
  foundPageSql,
  pageCarryingTotal,
  pageWithCount,
  parameters,
  searchable,
  type Page,
  type Statement,
} from './paging.ts';

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

/** Catalogue group 9 (platform.md section 9). */
const SUBSIDY_CONTESTS_GROUP = 9;

/**
 * The conditions on a service alone that pick a scope: a provider's grouped services that are not
 * tours (one group, or all but the subsidy contests'), or a tour operator's tours. The kind of the
 * service's institution is a column of the service kept equal to the institution's by the
 * database (migration 0017), so a page walks one partial index of the scope in the order of the
 * names, and the same conditions decide the counts in `catalog_scope_counts`.
 */
function scopeWhere(scope: CatalogScope, p: (value: unknown) => string): string {
  if (scope.kind === 'tour') return 's.provider_source_type = 2 AND s.is_tourism';
  const grouped = 's.provider_source_type = 1 AND NOT s.is_tourism AND s.catalog_group IS NOT NULL';
  return scope.kind === 'all'
    ? `${grouped} AND s.catalog_group <> ${SUBSIDY_CONTESTS_GROUP}`
    : `${grouped} AND s.catalog_group = ${p(scope.group)}`;
}

/** The total of a scope without a search, as the database keeps it (`catalog_scope_counts`, migration 0017). */
function scopeCount(scope: CatalogScope): Statement {
  if (scope.kind === 'tour')
    return {
      sql: `SELECT coalesce(sum(total), 0)::int AS total FROM catalog_scope_counts WHERE scope = 'tour'`,
      params: [],
    };
  if (scope.kind === 'group')
    return {
      sql: 'SELECT coalesce(sum(total), 0)::int AS total FROM catalog_scope_counts WHERE scope = $1',
      params: [`group:${scope.group}`],
    };
  return {
    sql: `SELECT coalesce(sum(total), 0)::int AS total FROM catalog_scope_counts WHERE scope LIKE 'group:%' AND scope <> 'group:${SUBSIDY_CONTESTS_GROUP}'`,
    params: [],
  };
}

/**
 * A page of the service catalogue and the count of the whole filter. Without a search the page
 * picks its ten services from the services alone (the scope's index, in the order of the names),
 * then joins their providers, and the total is the scope's kept count. A search finds services by
 * part of their name or of their provider's full or short name, in any case: one question to the
 * trigram index of the services' kept lower-case names (`search_text`, migration 0018). What it
 * finds is read once: the page sorts it and the total counts it in the same statement, whose rows
 * carry `total`; `count` answers a page past the end.
 */
export function catalogStatements(f: CatalogFilter): { page: Statement; count: Statement; totalOnPage: boolean } {
  const { values, p } = parameters();
  const scope = scopeWhere(f.scope, p);
  const search = searchable(f.search);
  if (!search) {
    const n = values.length;
    return {
      page: {
        sql: `SELECT ${ROW} FROM (SELECT * FROM services s WHERE ${scope} ORDER BY s.caption, s.id OFFSET $${n + 1} LIMIT $${n + 2}) s
                JOIN institutions i ON i.id = s.institution_id LEFT JOIN cities c ON c.id = i.city_id
               ORDER BY s.caption, s.id`,
        params: [...values, f.offset, f.limit],
      },
      count: scopeCount(f.scope),
      totalOnPage: false,
    };
  }
  const filter = `${scope} AND s.search_text LIKE lower(${p(containsPattern(search))})`;
  const n = values.length;
  return {
    page: {
      sql: foundPageSql({
        found: `SELECT s.id, s.caption FROM services s WHERE ${filter}`,
        order: 'caption, id',
        select: ROW,
        join: 'JOIN services s ON s.id = f.id JOIN institutions i ON i.id = s.institution_id LEFT JOIN cities c ON c.id = i.city_id',
        n,
      }),
      params: [...values, f.offset, f.limit],
    },
    count: { sql: `SELECT count(*)::int AS total FROM services s WHERE ${filter}`, params: values },
    totalOnPage: true,
  };
}

/** A page of the service catalogue and the count of the whole filter (see catalogStatements). */
export function listCatalogServices(db: Queryable, f: CatalogFilter): Promise<Page<CatalogService>> {
  const { page, count, totalOnPage } = catalogStatements(f);
  return totalOnPage
    ? pageCarryingTotal<CatalogService>(db, page, count, f.offset)
    : pageWithCount<CatalogService>(db, page, count);
}
