import useSWR, { mutate } from 'swr';
import { api, apiUpload, type ApiAnswer } from '@/api/client';
import type { NewsCardText } from '@common/rich-text';

export type EveryMotherPage = ApiAnswer<'/public/every-mother-news', 'get'>;
export type EveryMotherCard = ApiAnswer<'/public/every-mother-news/{id}', 'get'>;

const LIST = 'every-mother-news';
const CARD = 'every-mother-card';

/** A page of «Каждой маме» cards, newest first. */
export const useEveryMotherPage = (page: number, pageSize: number) =>
  useSWR([LIST, page, pageSize], () => api.get('/public/every-mother-news', { query: { page, pageSize } }), {
    keepPreviousData: true,
  });

/** One card with its files. */
export const useEveryMotherCard = (id: number | null) =>
  useSWR(id ? [CARD, id] : null, () => api.get('/public/every-mother-news/{id}', { params: { id: id! }, quiet: true }));

/** The zip of a card's files. */
export const everyMotherFilesUrl = (id: number) => `/api/files/every-mother-files?id=${id}`;

/** Asks again for every list page and for the card (after a write). */
async function refresh(id?: number) {
  await mutate((key) => Array.isArray(key) && key[0] === LIST);
  if (id) await mutate([CARD, id]);
}

/** The administrator's writes; each refreshes what it changed. */
export const everyMotherWrites = {
  async create(text: NewsCardText) {
    const { id } = await api.post('/every-mother-news', { body: text });
    await refresh();
    return id;
  },
  async update(id: number, text: NewsCardText) {
    await api.post('/every-mother-news/update-card', { body: { id, ...text } });
    await refresh(id);
  },
  async remove(id: number) {
    await api.post('/every-mother-news/delete-record/{id}', { params: { id } });
    await mutate((key) => Array.isArray(key) && key[0] === LIST);
  },
  async upload(id: number, file: File) {
    await apiUpload('/every-mother-news/send-file/{id}', { id }, file);
    await mutate([CARD, id]);
  },
  async deleteFiles(id: number, fileIds: string[]) {
    await api.post('/every-mother-news/delete-files/{id}', { params: { id }, body: { fileIds } });
    await mutate([CARD, id]);
  },
};

/** A number from a URL parameter, or null when it is not a positive id. */
export const idFrom = (text: string | undefined | null): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;
