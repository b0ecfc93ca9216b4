import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import { config } from '@/config';

/** A page of «Мои документы» with the total. */
export type DocumentPage = ApiAnswer<'/documents', 'get'>;
export type DocumentItem = DocumentPage['items'][number];
export type DocumentQuery = NonNullable<ApiQuery<'/documents', 'get'>>;

/** The citizen's documents and their children's and wards': kind, search and page. */
export const useDocuments = (query: DocumentQuery) =>
  useSWR(['/documents', query], () => api.get('/documents', { query }), { keepPreviousData: true });

/** Where a document's file downloads (an archive, a print): the browser sends the session cookie. */
export const fileUrl = (path: string) => `${config.apiRoot}${path}`;

export { ruDate } from '@common/acts/display-value';
