import { create } from 'zustand';

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

/** The chosen region, for the screens that depend on it (the navigator's default point). */
export const useRegionStore = create<{ regionId: number }>()(() => ({
  regionId: typeof document === 'undefined' ? DEFAULT_REGION_ID : readRegionId(),
}));

/** Remembers the region for a year and tells the screens. */
export function saveRegionId(id: number): void {
  document.cookie = `${COOKIE}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  useRegionStore.setState({ regionId: id });
}
