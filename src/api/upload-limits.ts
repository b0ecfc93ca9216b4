import { useEffect } from 'react';
import useSWR from 'swr';
import { api } from '@/api/client';
import { useUploadLimitsStore, type UploadLimits } from '@/stores/upload-limits';

export const APPLICATION_SETTINGS_KEY = '/system/application-settings';

/**
 * The upload limits in force, asked of the server whenever an upload control appears (not on the
 * first paint of every page), so an admin's change shows without reloading the portal; the client
 * refuses what the server would. Until the answer comes, the defaults; the server checks anyway.
 */
export function useUploadLimits(): UploadLimits {
  const { data } = useSWR(APPLICATION_SETTINGS_KEY, () => api.get('/system/application-settings', { quiet: true }), {
    revalidateOnMount: true,
    dedupingInterval: 2000,
  });
  const set = useUploadLimitsStore((s) => s.set);
  useEffect(() => {
    if (data) set(data);
  }, [data, set]);
  const maxReportFileSizeMb = useUploadLimitsStore((s) => s.maxReportFileSizeMb);
  const maxReportFilesCount = useUploadLimitsStore((s) => s.maxReportFilesCount);
  return { maxReportFileSizeMb, maxReportFilesCount };
}
