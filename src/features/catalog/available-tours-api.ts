import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';

export type AvailableTours = ApiAnswer<'/service-trm-catalog/available', 'get'>;
export type AvailableTour = AvailableTours['items'][number];
export type AvailableToursQuery = NonNullable<ApiQuery<'/service-trm-catalog/available', 'get'>>;

/** The tours shown on the portal that overlap a period, with the places left. */
export const useAvailableTours = (query: AvailableToursQuery) =>
  useSWR(
    ['/service-trm-catalog/available', JSON.stringify(query)],
    () => api.get('/service-trm-catalog/available', { query }),
    { keepPreviousData: true },
  );
