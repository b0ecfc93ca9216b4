import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A page of catalogue cards with the total (the institution's, or the moderators' queue). */
export type EntryPage = ApiAnswer<'/service-catalog', 'get'>;
export type EntryListItem = EntryPage['items'][number];
/** One card: its fields, photos, history and the caller's allowed actions. */
export type EntryCard = ApiAnswer<'/service-catalog/{id}', 'get'>;
export type EntryAction = EntryCard['allowedActions'][number];
export type EntryListQuery = NonNullable<ApiQuery<'/service-catalog', 'get'>>;
/** A new card as the server takes it. */
export type NewEntry = paths['/api/service-catalog/create']['post']['requestBody']['content']['application/json'];

/** Which list: the institution's own cards, or the moderators' queue. */
export type EntryListSide = 'provider' | 'moderator';

/** The SWR keys of the lists: every save and action revalidates them. */
export const LIST_KEYS = ['/service-catalog', '/service-catalog/services-for-moderation/'] as const;

export const useEntryList = (side: EntryListSide, query: EntryListQuery) =>
  useSWR(
    [side === 'provider' ? LIST_KEYS[0] : LIST_KEYS[1], query],
    () =>
      side === 'provider'
        ? api.get('/service-catalog', { query })
        : api.get('/service-catalog/services-for-moderation/', { query }),
    { keepPreviousData: true },
  );

export const entryKey = (id: number) => ['/service-catalog/{id}', id] as const;

export const useEntryCard = (id: number | null) =>
  useSWR(id ? entryKey(id) : null, () => api.get('/service-catalog/{id}', { params: { id: id! }, quiet: true }));

// Quiet: the pages show refusals themselves (a version conflict as its dialog).
export const createEntry = (body: NewEntry) => api.post('/service-catalog/create', { body, quiet: true });
export const updateEntry = (id: number, version: number, body: NewEntry) =>
  api.post('/service-catalog/update', { body: { id, version, ...body }, quiet: true });
export const sendEntry = (id: number, version: number, action: 'submit' | 'recall') =>
  api.post('/service-catalog/send', { body: { id, version, action }, quiet: true });
export const moderateEntry = (id: number, version: number, action: 'approve' | 'return', comment?: string) =>
  api.post('/service-catalog/moderate', {
    body: { id, version, action, ...(comment ? { comment } : {}) },
    quiet: true,
  });
