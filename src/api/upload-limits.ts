import { useEffect } from 'react';
import useSWR from 'swr';
import { api } from '@/api/client';
import { useUploadLimitsStore, type UploadLimits } from '@/stores/upload-limits';

export const APPLICATION_SETTINGS_KEY = '/system/application-settings';

/** Reads the application settings once at start, so every upload control knows the limits in force. */
export async function loadApplicationSettings(): Promise<void> {
  try {
    useUploadLimitsStore.getState().set(await api.get('/system/application-settings', { quiet: true }));
  } catch {
    // The defaults stay; the server checks every upload anyway.
  }
}

/**
 * The upload limits in force, asked of the server again whenever a screen with uploads opens, so
 * an admin's change shows without reloading the portal; the client refuses what the server would.
 */
export function useUploadLimits(): UploadLimits {
  const { data } = useSWR(APPLICATION_SETTINGS_KEY, () => api.get('/system/application-settings', { quiet: true }), { revalidateOnMount: true, dedupingInterval: 0 });
  const set = useUploadLimitsStore((s) => s.set);
  useEffect(() => {
    if (data) set(data);
  }, [data, set]);
  const maxReportFileSizeMb = useUploadLimitsStore((s) => s.maxReportFileSizeMb);
  const maxReportFilesCount = useUploadLimitsStore((s) => s.maxReportFilesCount);
  return { maxReportFileSizeMb, maxReportFilesCount };
}
