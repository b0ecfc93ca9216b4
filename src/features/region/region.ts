import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** A region as the server lists it. */
export type Region = ApiAnswer<'/public/regions/find', 'get'>[number];

export { DEFAULT_REGION_ID, readRegionId, saveRegionId } from '@/stores/region';

/** All regions (GET /api/public/regions/find). */
export function useRegions() {
  return useSWR('/public/regions/find', () => api.get('/public/regions/find'));
}
