import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** One news card as the server sends it. */
export type NewsCard = ApiAnswer<'/public/news/{id}', 'get'>;

/** SWR key of a news page. */
export const newsPageKey = (page: number, pageSize: number) => ['/public/news', { page, pageSize }] as const;

/** A page of news, newest first. */
export function useNewsPage(page: number, pageSize: number) {
  return useSWR(newsPageKey(page, pageSize), ([path, query]) => api.get(path, { query }));
}

/** One news card. */
export function useNewsCard(id: number | null) {
  return useSWR(id ? `/public/news/${id}` : null, () => api.get('/public/news/{id}', { params: { id: id! } }));
}
