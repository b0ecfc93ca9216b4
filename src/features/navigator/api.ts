import useSWR from 'swr';
import { flag, id, ids, listParams, text } from '@/components/list-params/use-list-params';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';

export type SocService = ApiAnswer<'/public/navigator/soc-services', 'get'>[number];
export type MspCategory = ApiAnswer<'/public/navigator/soc-msp-categories', 'get'>[number];
export type MspTag = ApiAnswer<'/public/navigator/soc-msp-tags', 'get'>[number];
export type MspPage = ApiAnswer<'/public/navigator/soc-msp-list', 'post'>;
export type MspRow = MspPage['items'][number];
export type MspCard = ApiAnswer<'/public/navigator/soc-msp/{id}', 'get'>;
export type SupplierPage = ApiAnswer<'/public/navigator/soc-suppliers', 'get'>;
export type SupplierRow = SupplierPage['items'][number];
export type SupplierCard = ApiAnswer<'/public/navigator/soc-suppliers/{id}', 'get'>;
export type SuppliersQuery = NonNullable<ApiQuery<'/public/navigator/soc-suppliers', 'get'>>;
export type MapTiles = ApiAnswer<'/public/navigator/map-tiles', 'get'>;

/** Measures and suppliers on one page. */
export const PAGE_SIZE = 10;

/** The suppliers' list in the address (`?search=...&nearby=true&serviceId=3&page=2`), typed by its query. */
export const SUPPLIERS_LIST = listParams<SuppliersQuery>()({
  search: text(),
  nearby: flag(),
  serviceId: id(),
  mspId: id(),
});

export const useSocServices = () =>
  useSWR('/public/navigator/soc-services', () => api.get('/public/navigator/soc-services'));
export const useMspCategories = () =>
  useSWR('/public/navigator/soc-msp-categories', () => api.get('/public/navigator/soc-msp-categories'));
export const useMspTags = () =>
  useSWR('/public/navigator/soc-msp-tags', () => api.get('/public/navigator/soc-msp-tags'));
export const useMspSubcategories = (categoryId: number | undefined) =>
  useSWR(categoryId ? ['navigator-subcategories', categoryId] : null, () =>
    api.get('/public/navigator/soc-msp-subcategories/{id}', { params: { id: categoryId! }, quiet: true }),
  );

/** What the search of measures sends. */
export interface MspSearch {
  search: string;
  categoryId?: number;
  subcategoryId?: number;
  tagIds: number[];
  page: number;
}

/** The measures' search in the address (`?search=...&categoryId=2&tags=1,12&page=3`), typed by what it sends. */
export const MSP_LIST = listParams<MspSearch>()({
  search: text(),
  categoryId: id(),
  subcategoryId: id(),
  tagIds: { ...ids(10), name: 'tags' },
});

/** A page of measures found. */
export const useMspSearch = (query: MspSearch) =>
  useSWR(
    ['navigator-msp-list', JSON.stringify(query)],
    () => api.post('/public/navigator/soc-msp-list', { body: { ...query, pageSize: PAGE_SIZE } }),
    { keepPreviousData: true },
  );

export const useMsp = (id: number | null) =>
  useSWR(id === null ? null : ['navigator-msp', id], () =>
    api.get('/public/navigator/soc-msp/{id}', { params: { id: id! }, quiet: true }),
  );

/** A page of suppliers nearest to the point first; null while the point is not known yet. */
export const useSuppliers = (query: SuppliersQuery | null) =>
  useSWR(
    query === null ? null : ['navigator-suppliers', JSON.stringify(query)],
    () => api.get('/public/navigator/soc-suppliers', { query: query! }),
    { keepPreviousData: true },
  );

export const useSupplier = (id: number | null, point: { lat: number; lon: number } | null) =>
  useSWR(id === null || point === null ? null : ['navigator-supplier', id, point.lat, point.lon], () =>
    api.get('/public/navigator/soc-suppliers/{id}', {
      params: { id: id! },
      query: { lat: point!.lat, lon: point!.lon },
      quiet: true,
    }),
  );

export const useMapTiles = () =>
  useSWR('/public/navigator/map-tiles', () => api.get('/public/navigator/map-tiles'), { revalidateOnFocus: false });

/** A number from a URL parameter, or undefined when it is not a positive id. */
export const idFrom = (text: string | null | undefined): number | undefined =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : undefined;
