import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';

/** A page of the institution's clients with the total. */
export type ClientPage = ApiAnswer<'/clients', 'get'>;
export type ClientListItem = ClientPage['items'][number];
/** One client with what the institution has of them. */
export type ClientCard = ApiAnswer<'/clients/{id}', 'get'>;
export type ClientDocument = ClientCard['documents'][number];
export type ClientListQuery = NonNullable<ApiQuery<'/clients', 'get'>>;

export const useClientList = (query: ClientListQuery) =>
  useSWR(['/clients', query], () => api.get('/clients', { query }), { keepPreviousData: true });

export const useClientCard = (id: number | null) =>
  useSWR(id ? ['/clients/{id}', id] : null, () => api.get('/clients/{id}', { params: { id: id! }, quiet: true }));
