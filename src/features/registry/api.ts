import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** Which registry a list or a card belongs to: it picks the server's calls. */
export type RegistryKind = 'registry' | 'catalog' | 'early-help' | 'tour';

export type RegistryPage = ApiAnswer<'/public/registry', 'get'>;
export type ProviderRow = RegistryPage['items'][number];
export type ProviderCard = ApiAnswer<'/public/registry/{id}', 'get'>;
export type Service = ApiAnswer<'/public/registry/{id}/services/{serviceId}', 'get'>;
export type TourService = ApiAnswer<'/public/registry/tour/{id}/services', 'get'>[number];
export type TourServicePage = ApiAnswer<'/public/registry/tour/{id}/services/{serviceId}', 'get'>;
export type License = ApiAnswer<'/public/registry/{id}/licenses/{licenseId}', 'get'>;
export type ContactInfo = ApiAnswer<'/public/registry/contact-info/{id}', 'get'>;
export type City = ApiAnswer<'/addresses/addr-cities', 'get'>[number];

/** The filters of a list as the URL holds them. */
export interface ListQuery {
  tab?: 'state' | 'non-state' | 'individual' | 'soc-cert' | 'early-help';
  search: string;
  /** A municipal district of the region: providers in its cities. */
  districtId?: number;
  cityId?: number;
  area?: 'social' | 'education' | 'sport' | 'medical' | 'work' | 'culture';
  page: number;
  pageSize: number;
}

/** A page of a registry list: a tab of the registry, the catalogue's providers or the tour operators. */
export function useRegistryList(kind: Exclude<RegistryKind, 'early-help'>, query: ListQuery) {
  const { tab, ...filters } = query;
  return useSWR(
    ['registry-list', kind, JSON.stringify(query)],
    () => {
      if (kind === 'catalog') return api.get('/public/registry/catalog', { query: filters });
      if (kind === 'tour') return api.get('/public/registry/tour-operator', { query: filters });
      return api.get('/public/registry', { query: { ...filters, tab } });
    },
    { keepPreviousData: true },
  );
}

/** The rating tab: providers ranked by the citizens' ratings. */
export const useRating = () => useSWR('/public/registry/rating', () => api.get('/public/registry/rating'));

/** A provider's or a tour operator's card. */
export function useProviderCard(kind: RegistryKind, id: number | null) {
  return useSWR(id === null ? null : ['registry-card', kind, id], () => {
    const params = { id: id! };
    if (kind === 'catalog') return api.get('/public/registry/catalog/{id}', { params, quiet: true });
    if (kind === 'tour') return api.get('/public/registry/tour/{id}', { params, quiet: true });
    return api.get('/public/registry/{id}', { params, quiet: true });
  });
}

/** The services under a card: the provider's social services, its catalogue services, or its tours. */
export function useCardServices(kind: RegistryKind, id: number) {
  return useSWR(['registry-services', kind, id], (): Promise<Array<Service | TourService>> => {
    const params = { id };
    if (kind === 'catalog') return api.get('/public/registry/{id}/services-catalog', { params });
    if (kind === 'tour') return api.get('/public/registry/tour/{id}/services', { params });
    return api.get('/public/registry/{id}/services', { params });
  });
}

/** One licence. */
export const useLicense = (institutionId: number | null, licenseId: number | null) =>
  useSWR(institutionId && licenseId ? ['registry-license', institutionId, licenseId] : null, () =>
    api.get('/public/registry/{id}/licenses/{licenseId}', {
      params: { id: institutionId!, licenseId: licenseId! },
      quiet: true,
    }),
  );

/** One tour with its dates. */
export const useTourService = (id: number | null, serviceId: number | null) =>
  useSWR(id && serviceId ? ['registry-tour', id, serviceId] : null, () =>
    api.get('/public/registry/tour/{id}/services/{serviceId}', {
      params: { id: id!, serviceId: serviceId! },
      quiet: true,
    }),
  );

/** Our region, whose cities the city filter offers. */
export const HOME_REGION_ID = 1;

/** The cities of the region, for the city filter. */
export const useCities = () =>
  useSWR(['registry-cities', HOME_REGION_ID], () =>
    api.get('/addresses/addr-cities', { query: { regionId: HOME_REGION_ID } }),
  );

export type District = ApiAnswer<'/public/registry/districts', 'get'>[number];

/** The municipal districts of the region with their cities, for the district filter. */
export const useDistricts = () =>
  useSWR(['registry-districts', HOME_REGION_ID], () =>
    api.get('/public/registry/districts', { query: { regionId: HOME_REGION_ID } }),
  );

/** A number from a URL parameter, or null when it is not a positive id. */
export const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;
