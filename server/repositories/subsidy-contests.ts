import type { Queryable } from '../db/db.ts';
import { findNews, type NewsCard } from './news.ts';
import { listNewsFiles } from './news-files.ts';

/** A document attached to a subsidy-contest announcement. */
export interface ContestDocument {
  id: string;
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
  return { ...card, documents: await listNewsFiles(db, 'subsidy-contest', id) };
}
