/**
 * The news service (platform.md section 12): the public news of each kind, their cards, files and
 * archives, with the cache tags a change of them invalidates. Writes go through `news-cards.ts`.
 */
export { findNews, listNews, newsReferences, type NewsKind } from '../repositories/news.ts';
export { findNewsArchive, listNewsFiles } from '../repositories/news-files.ts';
