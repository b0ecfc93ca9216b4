import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

export type Setting = ApiAnswer<'/settings', 'get'>[number];
export type LogPage = ApiAnswer<'/system/impersonation-log', 'get'>;
export type UserFound = ApiAnswer<'/system/users', 'get'>[number];
export type CheckResult = ApiAnswer<'/system/self-check', 'get'>[number];

export const SETTINGS_KEY = '/settings';

/** Every portal setting (admins). */
export const useSettings = () => useSWR(SETTINGS_KEY, () => api.get('/settings'));

/** POST /api/settings/{id}: a new value; the answer's message tells the result. */
export const saveSetting = (id: number, value: Record<string, unknown>) =>
  api.post('/settings/{id}', { params: { id }, body: { value } });

/** A page of the impersonation log, newest first. */
export const useImpersonationLog = (page: number, pageSize: number) =>
  useSWR(['/system/impersonation-log', page, pageSize], () =>
    api.get('/system/impersonation-log', { query: { page, pageSize } }),
  );

/** Accounts found by login, name or SNILS (at least 2 characters). */
export const useUserSearch = (search: string) =>
  useSWR(search.trim().length >= 2 ? ['/system/users', search.trim()] : null, () =>
    api.get('/system/users', { query: { search: search.trim() } }),
  );

/** The self-check of /admin/test, run again on demand. */
export const useSelfCheck = () =>
  useSWR('/system/self-check', () => api.get('/system/self-check'), { revalidateOnFocus: false });
