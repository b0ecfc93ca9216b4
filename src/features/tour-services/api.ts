import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** One of the operator's services as the server reads it. */
export type TourService = ApiAnswer<'/service-trm-catalog/{ogrn}', 'get'>[number];
export type TourServiceType = ApiAnswer<'/service-trm-catalog/service-types/{sourceType}', 'get'>[number];
/** The whole list as the save takes it. */
export type TourServiceList =
  paths['/api/service-trm-catalog/update/{ogrn}']['post']['requestBody']['content']['application/json'];
export type TourServiceBody = TourServiceList[number];

/** The institution source type of a tour operator (its kinds of service). */
const TOURISM = 2;

export const listKey = (ogrn: string) => ['/service-trm-catalog/{ogrn}', ogrn] as const;

export const useTourServiceTypes = () =>
  useSWR(['/service-trm-catalog/service-types/{sourceType}', TOURISM], () =>
    api.get('/service-trm-catalog/service-types/{sourceType}', { params: { sourceType: TOURISM } }),
  );

// Quiet: the page says itself what failed and that the list was loaded again.
export const useTourServices = (ogrn: string | null) =>
  useSWR(ogrn ? listKey(ogrn) : null, () =>
    api.get('/service-trm-catalog/{ogrn}', { params: { ogrn: ogrn! }, quiet: true }),
  );

export const saveTourServices = (ogrn: string, body: TourServiceList) =>
  api.post('/service-trm-catalog/update/{ogrn}', { params: { ogrn }, body, quiet: true });

/** A stored service as the save sends it back, unchanged. */
export const bodyOf = (s: TourService): TourServiceBody => ({
  id: s.id,
  version: s.version,
  serviceTypeId: s.serviceTypeId,
  name: s.name,
  description: s.description,
  dateFrom: s.dateFrom,
  dateTo: s.dateTo,
  placesTotal: s.placesTotal,
  doNotShowOnPortalFrom: s.doNotShowOnPortalFrom,
  price: s.price,
});
