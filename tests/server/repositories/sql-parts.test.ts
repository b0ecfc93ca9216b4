import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { pageCarryingTotal, pageWithCount, parameters } from '../../../server/repositories/paging.ts';
import {
  conditionsOf,
  filteredPage,
  likePattern,
  pageClause,
  pageWindow,
} from '../../../server/repositories/sql-parts.ts';
import { DB_KINDS, openTestDb } from '../test-app.ts';

describe('likePattern', () => {
  it('escapes the backslash, % and _ so they match only themselves', () => {
    expect(likePattern('100%', 'contains')).toBe('%100\\%%');
    expect(likePattern('a_b', 'prefix')).toBe('a\\_b%');
    expect(likePattern('c\\d', 'contains')).toBe('%c\\\\d%');
    expect(likePattern('', 'contains')).toBe('%%');
  });
});

describe('conditionsOf', () => {
  it('is TRUE with no parameters when the filter gives nothing', () => {
    const { values, p } = parameters();
    const where = conditionsOf(
      { cityId: undefined as number | undefined, search: '', tagIds: [] as number[], kind: null as string | null },
      {
        cityId: (id) => `city_id = ${p(id)}`,
        search: (text) => `caption LIKE ${p(text)}`,
        tagIds: (ids) => `tag_id = ANY(${p(ids)})`,
        kind: (kind) => `kind = ${p(kind)}`,
      },
    );
    expect(where).toBe('TRUE');
    expect(values).toEqual([]);
  });

  it('makes a condition of each value given, after the ones that always hold, numbering the parameters', () => {
    const { values, p } = parameters();
    const where = conditionsOf(
      { cityId: 8, search: undefined as string | undefined, tagIds: [1, 2], open: false },
      {
        cityId: (id) => `city_id = ${p(id)}`,
        search: (text) => `caption LIKE ${p(text)}`,
        tagIds: (ids) => `tag_id = ANY(${p(ids)})`,
        open: (open) => `open = ${p(open)}`,
      },
      [`region_id = ${p(2)}`],
    );
    expect(where).toBe('region_id = $1 AND city_id = $2 AND tag_id = ANY($3) AND open = $4');
    expect(values).toEqual([2, 8, [1, 2], false]);
  });
});

describe('pageWindow and pageClause', () => {
  it('skip the rows of the pages before and number their two values after the filter', () => {
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
    const { values, p } = parameters();
    p('x');
    expect(pageClause(p, pageWindow(2, 5))).toBe('OFFSET $2 LIMIT $3');
    expect(values).toEqual(['x', 5, 5]);
  });
});

describe.each(DB_KINDS)('the helpers on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await db.exec(`CREATE TABLE words (id int PRIMARY KEY, caption text NOT NULL, city_id int)`);
    const captions = ['100%', '1000', 'a_b', 'axb', 'c\\d', 'cd'];
    for (const [i, caption] of captions.entries())
      await db.query('INSERT INTO words VALUES ($1, $2, $3)', [i + 1, caption, i % 2 ? 8 : null]);
    for (let id = 7; id <= 25; id++) await db.query('INSERT INTO words VALUES ($1, $2, 9)', [id, `word ${id}`]);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  const found = async (pattern: string) =>
    (await db.query<{ caption: string }>('SELECT caption FROM words WHERE caption LIKE $1 ORDER BY id', [pattern])).map(
      (row) => row.caption,
    );

  it('finds a text with %, _ or a backslash literally', async () => {
    expect(await found(likePattern('100%', 'contains'))).toEqual(['100%']);
    expect(await found(likePattern('a_', 'prefix'))).toEqual(['a_b']);
    expect(await found(likePattern('c\\', 'contains'))).toEqual(['c\\d']);
  });

  /** The statements of a page of `words`, filtered by what `filter` gives. */
  const statements = (filter: { cityId?: number }, page: number) => {
    const { values, p } = parameters();
    const where = conditionsOf(filter, { cityId: (id) => `city_id = ${p(id)}` });
    const count = { sql: `SELECT count(*)::int AS total FROM words WHERE ${where}`, params: [...values] };
    const window = pageWindow(page, 10);
    const sql = `SELECT id, count(*) OVER ()::int AS total FROM words WHERE ${where} ORDER BY id ${pageClause(p, window)}`;
    return { page: { sql, params: values }, count, offset: window.offset };
  };

  it('reads a page with the total of the whole filter, and only the filters given', async () => {
    const all = statements({}, 3);
    expect(
      await pageWithCount(
        db,
        { ...all.page, sql: all.page.sql.replace(', count(*) OVER ()::int AS total', '') },
        all.count,
      ),
    ).toEqual({
      items: [21, 22, 23, 24, 25].map((id) => ({ id })),
      total: 25,
    });
    const city = statements({ cityId: 8 }, 1);
    expect(await pageCarryingTotal(db, city.page, city.count, city.offset)).toEqual({
      items: [2, 4, 6].map((id) => ({ id })),
      total: 3,
    });
  });

  it('builds a filtered list from its parts: the filter numbered first, the window after it, the order kept', async () => {
    const list = (filter: { cityId?: number; search?: string }, page: number) => {
      const { values, p } = parameters();
      const where = conditionsOf(filter, {
        cityId: (id) => `city_id = ${p(id)}`,
        search: (text) => `caption LIKE ${p(likePattern(text, 'prefix'))}`,
      });
      return filteredPage<{ id: number; caption: string }>(
        db,
        { values, p },
        { columns: 'id, caption', from: 'words', where, orderBy: 'id DESC', page, pageSize: 10 },
      );
    };
    expect(await list({ cityId: 9, search: 'word 1' }, 1)).toEqual({
      items: [19, 18, 17, 16, 15, 14, 13, 12, 11, 10].map((id) => ({ id, caption: `word ${id}` })),
      total: 10,
    });
    expect(await list({ cityId: 9 }, 2)).toEqual({
      items: [15, 14, 13, 12, 11, 10, 9, 8, 7].map((id) => ({ id, caption: `word ${id}` })),
      total: 19,
    });
    expect(await list({ cityId: 9 }, 3)).toEqual({ items: [], total: 19 });
  });

  it('gives the total with no rows for a page past the end', async () => {
    const past = statements({ cityId: 9 }, 4);
    expect(await pageCarryingTotal(db, past.page, past.count, past.offset)).toEqual({ items: [], total: 19 });
  });
});
