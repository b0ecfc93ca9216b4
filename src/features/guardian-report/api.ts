import useSWR from 'swr';
import { apiGet, apiRequest } from '@/api/client';
import type { ActView } from '@/forms/wizard/act-api';

export interface ReportListItem {
  id: number;
  wardCaption: string;
  periodFrom: string | null;
  periodTo: string | null;
  status: number | null;
  statusCaption: string;
  statusNote: string | null;
  updatedAt: string;
}

export interface ReportView extends ActView {
  statusCaption: string;
  statusNote: string | null;
}

export const REPORT_LIST_KEY = '/guardian-report/list';

/** The guardian's reports about their wards, or the office's received reports. */
export const useReportList = () => useSWR(REPORT_LIST_KEY, (path: string) => apiGet<ReportListItem[]>(path));

/** The guardian's wards. */
export const useWards = () => useSWR('/guardian-report/ward-person', (path: string) => apiGet<Array<{ personId: number; caption: string; birthDate: string }>>(path));

/** POST /guardian-report/report/create. */
export const createReport = (body: { wardId: number; periodFrom: string; periodTo: string }) =>
  apiRequest<ReportView>('POST', '/guardian-report/report/create', { body });

/** The office's decision: checked 2, returned 3 (with a note), formed 4. */
export const changeStatus = (id: number, body: { status: 2 | 3 | 4; version: number; note?: string }) =>
  apiRequest<ReportView>('POST', `/guardian-report/status/${id}`, { body });

export const STATUS_COLORS: Record<number, 'info' | 'success' | 'warning' | 'primary'> = { 1: 'info', 2: 'success', 3: 'warning', 4: 'primary' };

/** '2025-01-01' -> '01.01.2025' */
export { ruDate } from '@common/acts/display-value';
