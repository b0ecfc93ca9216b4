import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** A region as the server lists it. */
export type Region = ApiAnswer<'/public/regions/find', 'get'>[number];

const COOKIE = 'portal_region';
/** Our northern autonomous region. */
export const DEFAULT_REGION_ID = 1;
/** The region choice is kept for a year (platform.md section 9). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The region chosen earlier (cookie), or the default one. */
export function readRegionId(cookie = document.cookie): number {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\d{1,9})`).exec(cookie);
  return match ? Number(match[1]) : DEFAULT_REGION_ID;
}

/** Remembers the region for a year. */
export function saveRegionId(id: number): void {
  document.cookie = `${COOKIE}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** All regions (GET /api/public/regions/find). */
export function useRegions() {
  return useSWR('/public/regions/find', () => api.get('/public/regions/find'));
}
