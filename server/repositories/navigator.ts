import type { Queryable } from '../db/db.ts';
import { NEARBY_DISTANCE_M, type GeoPoint } from '../../common/navigator/constants.ts';
import { containsPattern } from './institutions.ts';
import { pageCarryingTotal, parameters, type Page } from './paging.ts';
import { conditionsOf, pageClause } from './sql-parts.ts';

/**
 * What cached answers of the navigator depend on (see Queryable.changed): its reference books
 * (measures, their categories and tags, social services) and its suppliers. A write of either
 * says so; the scale seed below does.
 */
export const navigatorReferences = {
  measures: 'navigator:measures',
  suppliers: 'navigator:suppliers',
};

/** A caption with an id (a category, a subcategory, a tag, a measure, a service). */
export interface Named {
  id: number;
  caption: string;
}

/** Service areas (platform.md section 9). */
export type ServiceArea = 'social' | 'education' | 'sport' | 'medical' | 'work' | 'culture';

export interface SocService extends Named {
  description: string;
  area: ServiceArea;
  suppliersCount: number;
}

export interface MspCategory extends Named {
  description: string;
  mspCount: number;
  subcategoriesCount: number;
}

export interface CountedName extends Named {
  mspCount: number;
}

/** A measure in a search result. */
export interface MspRow extends Named {
  summary: string;
  category: Named;
  subcategory: Named;
  tags: Named[];
}

/** A measure's card. */
export interface MspCard extends MspRow {
  recipients: string;
  howToApply: string;
  documents: string;
  amount: string | null;
  legalBasis: string;
  suppliersCount: number;
}

export interface MspFilter {
  /** Words that must each occur in the name, the summary, the recipients or a tag. */
  search: string;
  categoryId?: number;
  subcategoryId?: number;
  /** The measure must have every one of these tags. */
  tagIds: number[];
  offset: number;
  limit: number;
}

/** A supplier in a list, with its distance from the person's point. */
export interface SupplierRow {
  id: number;
  caption: string;
  shortCaption: string;
  city: string | null;
  address: string;
  phone: string | null;
  workHours: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Great-circle distance, m; the spec's missing-point distance for a supplier without coordinates. */
  distance: number;
  /** Within the spec's nearby distance. */
  nearby: boolean;
  /** A multifunctional centre (МФЦ), recognised by its name's prefix (workflows.md section 9). */
  isMfc: boolean;
}

export interface SupplierCard extends SupplierRow {
  email: string | null;
  site: string | null;
  measures: Named[];
  services: Named[];
}

export interface SupplierFilter {
  origin: GeoPoint;
  mspId?: number;
  serviceId?: number;
  /** Part of the name or the address. */
  search: string;
  /** Only the suppliers within the nearby distance. */
  nearbyOnly: boolean;
  offset: number;
  limit: number;
}

/** Lower case with ё read as е: the search finds «ребенок» and «ребёнок» alike. */
const folded = (sqlText: string) => `translate(lower(${sqlText}), 'ё', 'е')`;
const foldedText = (text: string) => text.toLowerCase().replace(/ё/g, 'е');
/** The words of a search as LIKE patterns (at most 8 words). */
const wordPatterns = (search: string) =>
  foldedText(search).split(/\s+/).filter(Boolean).slice(0, 8).map(containsPattern);

/** The social services of the navigator with how many suppliers render each. */
export function listSocServices(db: Queryable): Promise<SocService[]> {
  return db.query<SocService>(
    `SELECT s.id, s.caption, s.description, s.area,
            (SELECT count(*)::int FROM soc_service_suppliers l WHERE l.service_id = s.id) AS "suppliersCount"
       FROM soc_services s ORDER BY s.position, s.caption, s.id`,
  );
}

export async function findSocService(db: Queryable, id: number): Promise<Named | undefined> {
  const [row] = await db.query<Named>('SELECT id, caption FROM soc_services WHERE id = $1', [id]);
  return row;
}

/** Categories of measures with their counts. */
export function listMspCategories(db: Queryable): Promise<MspCategory[]> {
  return db.query<MspCategory>(
    `SELECT c.id, c.caption, c.description,
            (SELECT count(*)::int FROM soc_msp m JOIN soc_msp_subcategories sc ON sc.id = m.subcategory_id WHERE sc.category_id = c.id) AS "mspCount",
            (SELECT count(*)::int FROM soc_msp_subcategories sc WHERE sc.category_id = c.id) AS "subcategoriesCount"
       FROM soc_msp_categories c ORDER BY c.position, c.caption, c.id`,
  );
}

/** The subcategories of a category with their measure counts; undefined when there is no such category. */
export async function listMspSubcategories(
  db: Queryable,
  categoryId: number,
): Promise<{ category: Named; items: CountedName[] } | undefined> {
  const [category] = await db.query<Named>('SELECT id, caption FROM soc_msp_categories WHERE id = $1', [categoryId]);
  if (!category) return undefined;
  const items = await db.query<CountedName>(
    `SELECT sc.id, sc.caption, (SELECT count(*)::int FROM soc_msp m WHERE m.subcategory_id = sc.id) AS "mspCount"
       FROM soc_msp_subcategories sc WHERE sc.category_id = $1 ORDER BY sc.position, sc.caption, sc.id`,
    [categoryId],
  );
  return { category, items };
}

/** The tags of measures with how many measures carry each. */
export function listMspTags(db: Queryable): Promise<CountedName[]> {
  return db.query<CountedName>(
    `SELECT t.id, t.caption, (SELECT count(*)::int FROM soc_msp_tag_links l WHERE l.tag_id = t.id) AS "mspCount"
       FROM soc_msp_tags t ORDER BY t.caption, t.id`,
  );
}

const MSP_ROW = `m.id, m.caption, m.summary,
  json_build_object('id', c.id, 'caption', c.caption) AS category,
  json_build_object('id', sc.id, 'caption', sc.caption) AS subcategory,
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'caption', t.caption) ORDER BY t.caption)
              FROM soc_msp_tag_links l JOIN soc_msp_tags t ON t.id = l.tag_id WHERE l.msp_id = m.id), '[]'::json) AS tags`;
const MSP_FROM =
  'soc_msp m JOIN soc_msp_subcategories sc ON sc.id = m.subcategory_id JOIN soc_msp_categories c ON c.id = sc.category_id';
/** The text a search looks in: the name, the summary, who is eligible and the tags' names. */
const MSP_TEXT = folded(`m.caption || ' ' || m.summary || ' ' || m.recipients || ' ' ||
  COALESCE((SELECT string_agg(t.caption, ' ') FROM soc_msp_tag_links l JOIN soc_msp_tags t ON t.id = l.tag_id WHERE l.msp_id = m.id), '')`);

/**
 * A page of measures found by words, a category, a subcategory and tags, by name, with the total
 * count in the same statement (a page past the end asks for the total alone).
 */
export function searchMsp(db: Queryable, f: MspFilter): Promise<Page<MspRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    {
      categoryId: f.categoryId,
      subcategoryId: f.subcategoryId,
      tagIds: [...new Set(f.tagIds)],
      words: wordPatterns(f.search),
    },
    {
      categoryId: (id) => `c.id = ${p(id)}`,
      subcategoryId: (id) => `sc.id = ${p(id)}`,
      tagIds: (ids) => {
        const tags = p(ids);
        return `(SELECT count(*) FROM soc_msp_tag_links l WHERE l.msp_id = m.id AND l.tag_id = ANY(${tags}::int[])) = cardinality(${tags}::int[])`;
      },
      words: (patterns) => `${MSP_TEXT} LIKE ALL(${p(patterns)}::text[])`,
    },
  );
  const count = { sql: `SELECT count(*)::int AS total FROM ${MSP_FROM} WHERE ${where}`, params: [...values] };
  const page = {
    sql: `SELECT ${MSP_ROW}, count(*) OVER ()::int AS total FROM ${MSP_FROM} WHERE ${where} ORDER BY m.caption, m.id ${pageClause(p, f)}`,
    params: values,
  };
  return pageCarryingTotal<MspRow>(db, page, count, f.offset);
}

/** A measure's card; undefined when there is no such measure. */
export async function findMsp(db: Queryable, id: number): Promise<MspCard | undefined> {
  const [row] = await db.query<MspCard>(
    `SELECT ${MSP_ROW}, m.recipients, m.how_to_apply AS "howToApply", m.documents, m.amount, m.legal_basis AS "legalBasis",
            (SELECT count(*)::int FROM soc_msp_suppliers l WHERE l.msp_id = m.id) AS "suppliersCount"
       FROM ${MSP_FROM} WHERE m.id = $1`,
    [id],
  );
  return row;
}

/** The point of the person as SQL, from parameters $1 (latitude) and $2 (longitude). */
const ORIGIN = 'navigator_point($1::float8, $2::float8)';
/** MFC suppliers are recognised by a name prefix (workflows.md section 9). */
const IS_MFC = `(s.caption ILIKE 'МФЦ%' OR s.caption ILIKE 'Многофункциональный центр%' OR s.short_caption ILIKE 'МФЦ%')`;
const SUPPLIER_ROW = `s.id, s.caption, s.short_caption AS "shortCaption", c.caption AS city, s.address, s.phone,
  s.work_hours AS "workHours", s.latitude, s.longitude, navigator_distance(s.earth_point, ${ORIGIN}) AS distance,
  ${IS_MFC} AS "isMfc"`;
const SUPPLIER_FROM = 'soc_suppliers s LEFT JOIN cities c ON c.id = s.city_id';

const withNearby = <T extends { distance: number }>(row: T) => ({ ...row, nearby: row.distance <= NEARBY_DISTANCE_M });

/**
 * The conditions of a supplier filter: only the filters given, so each statement is planned for
 * what it asks (the nearby box through the GiST index). `origin()` gives the person's point as SQL.
 */
function supplierConditions(f: SupplierFilter, p: (value: unknown) => string, origin: () => string): string {
  const conditions: string[] = [];
  if (f.mspId !== undefined)
    conditions.push(
      `EXISTS (SELECT 1 FROM soc_msp_suppliers l WHERE l.supplier_id = s.id AND l.msp_id = ${p(f.mspId)})`,
    );
  if (f.serviceId !== undefined)
    conditions.push(
      `EXISTS (SELECT 1 FROM soc_service_suppliers l WHERE l.supplier_id = s.id AND l.service_id = ${p(f.serviceId)})`,
    );
  if (f.search !== '') {
    const pattern = p(containsPattern(f.search));
    conditions.push(`(s.caption ILIKE ${pattern} OR s.short_caption ILIKE ${pattern} OR s.address ILIKE ${pattern})`);
  }
  if (f.nearbyOnly) {
    const radius = p(NEARBY_DISTANCE_M);
    const point = origin();
    conditions.push(
      `s.earth_point OPERATOR(public.<@) navigator_box(${point}, ${radius}::float8) AND navigator_distance(s.earth_point, ${point}) <= ${radius}::float8`,
    );
  }
  return conditions.join(' AND ');
}

/**
 * A page of suppliers, nearest to the person's point first; those without coordinates come after
 * every located one, by name. The located ones are read in the order of the GiST index on their
 * earth point (`<->`, the chord distance, which orders as the great-circle one does), so the
 * nearest page over any number of suppliers reads about a page of rows; the count is one more
 * statement over the filter, or the kept counts when there is no filter.
 */
export async function listSuppliers(
  db: Queryable,
  f: SupplierFilter,
): Promise<{ items: SupplierRow[]; total: number }> {
  // The rows' statements: $1 and $2 are the point (ORIGIN), then the filters.
  const { values, p } = parameters();
  p(f.origin.lat);
  p(f.origin.lon);
  const where = supplierConditions(f, p, () => ORIGIN) || 'true';
  // The count's statement names the point only when the nearby filter asks for it.
  const count = parameters();
  const counted = supplierConditions(
    f,
    count.p,
    () => `navigator_point(${count.p(f.origin.lat)}::float8, ${count.p(f.origin.lon)}::float8)`,
  );
  const n = values.length;
  const [[counts], located] = await Promise.all([
    // Without a filter the counts are the kept ones (migration 0018), not a count of every supplier.
    counted
      ? db.query<{ located: number; total: number }>(
          `SELECT count(s.earth_point)::int AS located, count(*)::int AS total FROM soc_suppliers s WHERE ${counted}`,
          count.values,
        )
      : db.query<{ located: number; total: number }>('SELECT located, total FROM soc_supplier_counts'),
    // The inner query orders by the index alone (PostgreSQL reads a GiST index in distance order
    // only when nothing else follows in ORDER BY); equal distances are then ordered by id. Asked
    // beside the count: past the located ones it finds nothing.
    db.query<Omit<SupplierRow, 'nearby'> & { chord: number }>(
      `SELECT * FROM (
         SELECT ${SUPPLIER_ROW}, s.earth_point OPERATOR(public.<->) ${ORIGIN} AS chord FROM ${SUPPLIER_FROM}
          WHERE s.earth_point IS NOT NULL AND ${where}
          ORDER BY s.earth_point OPERATOR(public.<->) ${ORIGIN} LIMIT $${n + 1}::int + $${n + 2}::int) nearest
        ORDER BY chord, id OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...values, f.offset, f.limit],
    ),
  ]);
  const items: SupplierRow[] = located.map(({ chord: _chord, ...row }) => withNearby(row));
  const left = f.limit - items.length;
  if (left > 0 && counts.total > counts.located) {
    const unlocated = await db.query<Omit<SupplierRow, 'nearby'>>(
      `SELECT ${SUPPLIER_ROW} FROM ${SUPPLIER_FROM} WHERE s.earth_point IS NULL AND ${where}
        ORDER BY s.caption, s.id OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...values, Math.max(0, f.offset - counts.located), left],
    );
    items.push(...unlocated.map(withNearby));
  }
  return { items, total: counts.total };
}

/** A supplier's card with the measures and services it provides; undefined when there is none. */
export async function findSupplier(db: Queryable, id: number, origin: GeoPoint): Promise<SupplierCard | undefined> {
  const [row] = await db.query<Omit<SupplierCard, 'nearby'>>(
    `SELECT ${SUPPLIER_ROW}, s.email, s.site,
            COALESCE((SELECT json_agg(json_build_object('id', m.id, 'caption', m.caption) ORDER BY m.caption)
                        FROM soc_msp_suppliers l JOIN soc_msp m ON m.id = l.msp_id WHERE l.supplier_id = s.id), '[]'::json) AS measures,
            COALESCE((SELECT json_agg(json_build_object('id', v.id, 'caption', v.caption) ORDER BY v.position, v.caption)
                        FROM soc_service_suppliers l JOIN soc_services v ON v.id = l.service_id WHERE l.supplier_id = s.id), '[]'::json) AS services
       FROM ${SUPPLIER_FROM} WHERE s.id = $3`,
    [origin.lat, origin.lon, id],
  );
  return row && withNearby(row);
}

/**
 * Great-circle distances in metres between pairs of points, as the database computes them for the
 * suppliers (navigator_point and navigator_distance of migration 0011); a null point gives the
 * spec's missing-point distance.
 */
export async function databaseDistances(
  db: Queryable,
  pairs: Array<[GeoPoint | null, GeoPoint | null]>,
): Promise<number[]> {
  const rows = await db.query<{ distance: number }>(
    `SELECT navigator_distance(CASE WHEN p.a_lat IS NULL THEN NULL ELSE navigator_point(p.a_lat, p.a_lon) END,
                               CASE WHEN p.b_lat IS NULL THEN NULL ELSE navigator_point(p.b_lat, p.b_lon) END) AS distance
       FROM unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[]) WITH ORDINALITY AS p(a_lat, a_lon, b_lat, b_lon, n)
      ORDER BY p.n`,
    [
      pairs.map(([a]) => a?.lat ?? null),
      pairs.map(([a]) => a?.lon ?? null),
      pairs.map(([, b]) => b?.lat ?? null),
      pairs.map(([, b]) => b?.lon ?? null),
    ],
  );
  return rows.map((row) => row.distance);
}
