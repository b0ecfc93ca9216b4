import type { Queryable } from '../db/db.ts';

/** A page of a list with the number of rows the whole filter finds. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A statement with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A page of a list and its count as two statements over the same filter: the page reads only
 * its rows in the order of an index (LIMIT stops the scan), the count reads no column it does not
 * filter by (an index-only scan where one fits). A count riding on the page as a window
 * (count(*) OVER ()) would build every row of the filter, joins and JSON included, to return ten.
 * On PostgreSQL the two run at once on two connections of the pool.
 */
export async function pageWithCount<T>(db: Queryable, page: Statement, count: Statement): Promise<Page<T>> {
  const [items, [{ total }]] = await Promise.all([
    db.query<T>(page.sql, page.params),
    db.query<{ total: number }>(count.sql, count.params),
  ]);
  return { items, total };
}

/**
 * A page whose rows carry the count of the whole filter (`total`), for a filter that has to read
 * everything it finds anyway to sort it (a search): one pass instead of two. A page past the end
 * has no row to carry it, so only then the count is asked on its own.
 */
export async function pageCarryingTotal<T>(
  db: Queryable,
  page: Statement,
  count: Statement,
  offset: number,
): Promise<Page<T>> {
  const rows = await db.query<T & { total: number }>(page.sql, page.params);
  if (!rows.length && offset > 0)
    return { items: [], total: (await db.query<{ total: number }>(count.sql, count.params))[0].total };
  return { items: rows.map(({ total: _total, ...item }) => item as T), total: rows[0]?.total ?? 0 };
}

/**
 * The statement of a searched page whose rows carry the total (see pageCarryingTotal): `found`
 * (a SELECT with the columns of `order`) is read once, the page takes its `$n+1` offset and `$n+2`
 * limit in that order, `join` adds the page's rows to it as `f`, and the total counts it all.
 */
export function foundPageSql(o: { found: string; order: string; select: string; join: string; n: number }): string {
  const order = o.order
    .split(',')
    .map((column) => `f.${column.trim()}`)
    .join(', ');
  return `WITH found AS MATERIALIZED (${o.found})
          SELECT ${o.select}, (SELECT count(*) FROM found)::int AS total
            FROM (SELECT * FROM found ORDER BY ${o.order} OFFSET $${o.n + 1} LIMIT $${o.n + 2}) f ${o.join}
           ORDER BY ${order}`;
}

/** A search as typed, without control characters: they separate the names in the kept search copies. */
export const searchable = (search: string): string => search.replace(/\p{Cc}/gu, '');

/** Collects the parameters of a statement built from optional parts: `p(value)` gives its `$n`. */
export function parameters(): { values: unknown[]; p: (value: unknown) => string } {
  const values: unknown[] = [];
  return {
    values,
    p: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
