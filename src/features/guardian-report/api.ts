import useSWR from 'swr';
import { api, ApiError, type ApiAnswer, type ApiSchema } from '@/api/client';

/** A row of the report list. */
export type ReportListItem = ApiAnswer<'/guardian-report/list', 'get'>[number];

/** A report as its calls return it: the act with its status in words and the office's note. */
export type ReportView = ApiSchema<'ReportView'>;

export const REPORT_LIST_KEY = '/guardian-report/list';

/** The guardian's reports about their wards, or the office's received reports. */
export const useReportList = () => useSWR(REPORT_LIST_KEY, () => api.get('/guardian-report/list'));

/** The guardian's wards. */
export const useWards = () => useSWR('/guardian-report/ward-person', () => api.get('/guardian-report/ward-person'));

/** POST /guardian-report/report/create. */
export const createReport = (body: { wardId: number; periodFrom: string; periodTo: string }) =>
  api.post('/guardian-report/report/create', { body });

/** The office's decision: checked 2, returned 3 (with a note), formed 4. */
/** The report a refused creation names as already covering the period (the server's REPORT_PERIOD_TAKEN). */
export function takenReportId(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as { code?: unknown; reportId?: unknown };
  return body.code === 'REPORT_PERIOD_TAKEN' && typeof body.reportId === 'number' ? body.reportId : undefined;
}

export const changeStatus = (id: number, body: { status: 2 | 3 | 4; version: number; note?: string }) =>
  api.post('/guardian-report/status/{id}', { params: { id }, body });

export const STATUS_COLORS: Record<number, 'info' | 'success' | 'warning' | 'primary'> = {
  1: 'info',
  2: 'success',
  3: 'warning',
  4: 'primary',
};

/** '2025-01-01' -> '01.01.2025' */
export { ruDate } from '@common/acts/display-value';
