import type { ReportJobKey } from '@/api/report-jobs';

/**
 * Started report jobs, remembered per user and request in sessionStorage (this tab, until it is
 * closed): the report-job button picks its job up again after the person leaves and comes back.
 */
const PREFIX = 'portal.report-job:';

function isKey(value: unknown): value is ReportJobKey {
  const key = value as Partial<ReportJobKey> | null;
  return typeof key?.typeId === 'number' && typeof key.id === 'string';
}

/** The job last started for this user and request, if any. */
export function recallJob(memoryKey: string): ReportJobKey | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(PREFIX + memoryKey) ?? 'null');
    return isKey(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function rememberJob(memoryKey: string, key: ReportJobKey): void {
  try {
    sessionStorage.setItem(PREFIX + memoryKey, JSON.stringify({ typeId: key.typeId, id: key.id }));
  } catch {
    // Storage refused (private mode, quota): the job still runs, it is only not found on return.
  }
}

export function forgetJob(memoryKey: string): void {
  try {
    sessionStorage.removeItem(PREFIX + memoryKey);
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}
