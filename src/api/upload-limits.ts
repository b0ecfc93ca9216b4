import useSWR from 'swr';
import { api } from '@/api/client';
import { DEFAULT_MAX_FILE_SIZE_MB } from '@common/validation';

/** What uploads may be: setting 1 of the portal, which an admin changes without a restart. */
export interface UploadLimits {
  maxReportFileSizeMb: number;
  maxReportFilesCount: number;
}

export const UPLOAD_LIMITS_KEY = '/system/application-settings';

/** The defaults until the server answers (platform.md section 9). */
const DEFAULTS: UploadLimits = { maxReportFileSizeMb: DEFAULT_MAX_FILE_SIZE_MB, maxReportFilesCount: 10 };

/**
 * The upload limits in force, read from the server each time a screen with uploads opens (never
 * only from the build), so the client refuses what the server would refuse.
 */
export function useUploadLimits(): UploadLimits {
  const { data } = useSWR(UPLOAD_LIMITS_KEY, () => api.get('/system/application-settings'), { revalidateOnMount: true, dedupingInterval: 0 });
  return data ? { maxReportFileSizeMb: data.maxReportFileSizeMb, maxReportFilesCount: data.maxReportFilesCount } : DEFAULTS;
}
