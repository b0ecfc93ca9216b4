import type { Queryable } from '../db/db.ts';
import { findNews, type NewsCard } from './news.ts';

/** A document attached to a subsidy-contest announcement. */
export interface ContestDocument {
  name: string;
  sizeBytes: number;
}

/** A subsidy-contest announcement with the names and sizes of its documents. */
export interface ContestCard extends NewsCard {
  documents: ContestDocument[];
}

/** One subsidy-contest announcement with its documents, or undefined. */
export async function findContest(db: Queryable, id: number): Promise<ContestCard | undefined> {
  const card = await findNews(db, 'subsidy-contest', id);
  if (!card) return undefined;
  const documents = await db.query<ContestDocument>(
    `SELECT f.original_name AS name, f.size_bytes::int AS "sizeBytes"
       FROM news_files nf JOIN files f ON f.id = nf.file_id WHERE nf.news_id = $1 ORDER BY f.original_name`,
    [id],
  );
  return { ...card, documents };
}
