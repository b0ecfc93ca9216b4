import type { Queryable } from '../db/db.ts';

export type NewsKind = 'news' | 'every-mother' | 'subsidy-contest';

export interface NewsCard {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

/**
 * A page of news of one kind, newest first, with the total count, in one statement (the count
 * rides on every row); only a page past the end needs a second one for the total.
 */
export async function listNews(db: Queryable, kind: NewsKind, offset: number, limit: number) {
  const rows = await db.query<NewsCard & { total: number }>(
    `SELECT id, title, content, published_at AS "publishedAt", count(*) OVER ()::int AS total FROM news
      WHERE kind = $1 ORDER BY published_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [kind, offset, limit],
  );
  if (!rows.length && offset > 0) {
    const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM news WHERE kind = $1', [kind]);
    return { items: [], total };
  }
  return { items: rows.map(({ total: _total, ...card }) => card), total: rows[0]?.total ?? 0 };
}

/** One news card of a kind, or undefined. */
export async function findNews(db: Queryable, kind: NewsKind, id: number): Promise<NewsCard | undefined> {
  const rows = await db.query<NewsCard>(
    `SELECT id, title, content, published_at AS "publishedAt" FROM news WHERE kind = $1 AND id = $2`,
    [kind, id],
  );
  return rows[0];
}
