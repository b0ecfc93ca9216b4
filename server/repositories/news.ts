import type { Queryable } from '../db/db.ts';
import { pageWithCount, type Page } from './paging.ts';

export type NewsKind = 'news' | 'every-mother' | 'subsidy-contest';

/**
 * What cached answers of news depend on and what writes of news change (see Queryable.changed):
 * the lists of a kind, and one card.
 */
export const newsReferences = {
  list: (kind: NewsKind) => `news:${kind}`,
  card: (kind: NewsKind, id: number) => `news:${kind}:${id}`,
};

export interface NewsText {
  title: string;
  content: string;
}

export interface NewsCard {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

/** A page of news of one kind, newest first, and how many there are (see pageWithCount); deleted cards are left out. */
export async function listNews(db: Queryable, kind: NewsKind, offset: number, limit: number): Promise<Page<NewsCard>> {
  return pageWithCount<NewsCard>(
    db,
    {
      sql: `SELECT id, title, content, published_at AS "publishedAt" FROM news
             WHERE kind = $1 AND deleted_at IS NULL ORDER BY published_at DESC, id DESC OFFSET $2 LIMIT $3`,
      params: [kind, offset, limit],
    },
    { sql: 'SELECT count(*)::int AS total FROM news WHERE kind = $1 AND deleted_at IS NULL', params: [kind] },
  );
}

/** One news card of a kind, or undefined. */
export async function findNews(db: Queryable, kind: NewsKind, id: number): Promise<NewsCard | undefined> {
  const rows = await db.query<NewsCard>(
    `SELECT id, title, content, published_at AS "publishedAt" FROM news WHERE kind = $1 AND id = $2 AND deleted_at IS NULL`,
    [kind, id],
  );
  return rows[0];
}

/** Publishes a news card of a kind now; returns its id. */
export async function createNews(db: Queryable, kind: NewsKind, text: NewsText): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO news (kind, title, content) VALUES ($1, $2, $3) RETURNING id',
    [kind, text.title, text.content],
  );
  await db.changed([newsReferences.list(kind)]);
  return id;
}

/** Changes the title and text of a news card of a kind; false when there is no such card. */
export async function updateNews(db: Queryable, kind: NewsKind, id: number, text: NewsText): Promise<boolean> {
  const rows = await db.query(
    'UPDATE news SET title = $3, content = $4, updated_at = now() WHERE kind = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
    [kind, id, text.title, text.content],
  );
  if (rows.length) await db.changed([newsReferences.list(kind), newsReferences.card(kind, id)]);
  return rows.length > 0;
}

/**
 * Deletes a news card of a kind; false when there is no such card. The row is marked, not erased
 * (migration 0012: an erased seed card would come back with the seed).
 */
export async function deleteNews(db: Queryable, kind: NewsKind, id: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE news SET deleted_at = now() WHERE kind = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
    [kind, id],
  );
  if (rows.length) await db.changed([newsReferences.list(kind), newsReferences.card(kind, id)]);
  return rows.length > 0;
}
