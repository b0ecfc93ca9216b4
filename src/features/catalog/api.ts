import useSWR, { mutate } from 'swr';
import { api, apiUpload, type ApiAnswer } from '@/api/client';
import type { NewsCardText } from '@common/rich-text';
import { catalogSection } from '@common/catalog-groups';

export type CatalogPage = ApiAnswer<'/public/service/catalog', 'get'>;
export type CatalogService = CatalogPage['items'][number];
export type CatalogServiceCard = ApiAnswer<'/public/registry/{id}/services-catalog/{serviceId}/card', 'get'>;

/** The rows one page of a catalogue list shows. */
export const PAGE_SIZE = 10;

/** The catalogue's list as the URL holds it. */
export interface CatalogQuery {
  /** The section's slug; 'main' lists every group. */
  section: string;
  search: string;
  page: number;
  pageSize: number;
}

/** A page of a catalogue section: its services with their providers. */
export function useCatalogPage(query: CatalogQuery) {
  return useSWR(['service-catalog', JSON.stringify(query)], () => api.get('/public/service/catalog', { query }), {
    keepPreviousData: true,
  });
}

/** A catalogue service with its provider's contacts. */
export const useCatalogServiceCard = (id: number | null, serviceId: number | null) =>
  useSWR(id && serviceId ? ['service-catalog-card', id, serviceId] : null, () =>
    api.get('/public/registry/{id}/services-catalog/{serviceId}/card', {
      params: { id: id!, serviceId: serviceId! },
      quiet: true,
    }),
  );

/** A number from a URL parameter, or null when it is not a positive id. */
export const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

export type ContestPage = ApiAnswer<'/public/subsidy-contests', 'get'>;
export type ContestCard = ApiAnswer<'/public/subsidy-contests/{id}', 'get'>;

/** A page of subsidy-contest announcements, newest first. */
export const useContestPage = (page: number, pageSize: number) =>
  useSWR(
    ['subsidy-contests', page, pageSize],
    () => api.get('/public/subsidy-contests', { query: { page, pageSize } }),
    { keepPreviousData: true },
  );

/** One announcement with its documents. */
export const useContestCard = (id: number | null) =>
  useSWR(id ? ['subsidy-contest', id] : null, () =>
    api.get('/public/subsidy-contests/{id}', { params: { id: id! }, quiet: true }),
  );

/** The zip of an announcement's documents. */
export const contestFilesUrl = (id: number) => `/api/files/subsidy-contests-files?id=${id}`;

/** Whether the caller may edit an announcement (the server decides: an administrator). */
export const useContestAccess = (id: number | null, signedIn: boolean) =>
  useSWR(id && signedIn ? ['subsidy-contest-access', id] : null, () =>
    api.get('/subsidy-contests/{id}/access', { params: { id: id! }, quiet: true }),
  );

/** The catalogue group of the contests: the first number of the write paths ({id} of the create, {a}). */
const GROUP = catalogSection('subsidy-contests')!.group!;

async function refreshContests(id?: number) {
  await mutate((key) => Array.isArray(key) && key[0] === 'subsidy-contests');
  if (id) await mutate(['subsidy-contest', id]);
}

/** An administrator's writes of announcements; each refreshes what it changed. */
export const contestWrites = {
  async create(text: NewsCardText) {
    const { id } = await api.post('/subsidy-contests/{id}', { params: { id: GROUP }, body: text });
    await refreshContests();
    return id;
  },
  async update(id: number, text: NewsCardText) {
    await api.post('/subsidy-contests/update-card/{id}', { params: { id }, body: { id, ...text } });
    await refreshContests(id);
  },
  async remove(id: number) {
    await api.post('/subsidy-contests/delete-record/{a}/{b}', { params: { a: GROUP, b: id } });
    await mutate((key) => Array.isArray(key) && key[0] === 'subsidy-contests');
  },
  async upload(id: number, file: File) {
    await apiUpload('/subsidy-contests/send-file/{a}/{b}', { a: GROUP, b: id }, file);
    await mutate(['subsidy-contest', id]);
  },
  async deleteFiles(id: number, fileIds: string[]) {
    await api.post('/subsidy-contests/delete-files/{a}/{b}', { params: { a: GROUP, b: id }, body: { fileIds } });
    await mutate(['subsidy-contest', id]);
  },
};
