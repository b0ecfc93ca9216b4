import useSWR from 'swr';
import { apiGet } from '@/api/client';

export interface NewsCard {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

export interface NewsPage {
  items: NewsCard[];
  total: number;
}

/** SWR key of a news page. */
export const newsPageKey = (page: number, pageSize: number) => ['/public/news', { page, pageSize }] as const;

/** A page of news, newest first. */
export function useNewsPage(page: number, pageSize: number) {
  return useSWR(newsPageKey(page, pageSize), ([path, query]) => apiGet<NewsPage>(path, query));
}

/** One news card. */
export function useNewsCard(id: number | null) {
  return useSWR(id ? `/public/news/${id}` : null, (path: string) => apiGet<NewsCard>(path));
}

/** '22 ноября 2026' */
export function formatNewsDate(iso: string): string {
  return new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}
