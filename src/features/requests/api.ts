import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A page of requests with the total. */
export type RequestPage = ApiAnswer<'/request', 'get'>;
export type RequestListItem = RequestPage['items'][number];
/** One request: its services, documents, decision, history and the caller's allowed actions. */
export type RequestCard = ApiAnswer<'/request/{id}', 'get'>;
export type RequestAction = RequestCard['allowedActions'][number];
export type RequestListQuery = NonNullable<ApiQuery<'/request', 'get'>>;
export type RequestTerm = RequestListItem['term'];
/** What the form needs: the recipients and the phone the portal knows. */
export type RequestFormData = ApiAnswer<'/request/form', 'get'>;
export type RequestInstitution = ApiAnswer<'/request/institutions', 'get'>[number];
export type InstitutionServices = ApiAnswer<'/request/institutions/{id}/services', 'get'>;
/** The active longevity programme: its directions, institutions and the caller's requests. */
export type Programme = ApiAnswer<'/request/active-longevity-program', 'get'>;

/** The SWR key of the lists: actions revalidate it. */
export const LIST_KEY = '/request';

/** The caller's requests (the citizen's own, or the selected institution's): search, status, kind, paging. */
export const useRequestList = (query: RequestListQuery) =>
  useSWR([LIST_KEY, query], () => api.get('/request', { query }), { keepPreviousData: true });

/** The card's SWR key. */
export const requestKey = (id: number) => ['/request/{id}', id] as const;

/** One request's card. */
export const useRequestCard = (id: number | null) =>
  useSWR(id ? requestKey(id) : null, () => api.get('/request/{id}', { params: { id: id! }, quiet: true }));

/** The form's data (citizens only). */
export const useRequestForm = () => useSWR('/request/form', () => api.get('/request/form', { quiet: true }));

/** Institutions found by name for the form. */
export const useRequestInstitutions = (search: string) =>
  useSWR(
    ['/request/institutions', search],
    () => api.get('/request/institutions', { query: { search }, quiet: true }),
    {
      keepPreviousData: true,
    },
  );

/** One institution with its services. */
export const useInstitutionServices = (id: number | null) =>
  useSWR(id ? ['/request/institutions/{id}/services', id] : null, () =>
    api.get('/request/institutions/{id}/services', { params: { id: id! }, quiet: true }),
  );

/** The programme's page. */
export const useProgramme = () =>
  useSWR('/request/active-longevity-program', () => api.get('/request/active-longevity-program', { quiet: true }));

/** The citizen's request as the server takes it. */
export type NewRequest = paths['/api/request/store']['post']['requestBody']['content']['application/json'];

/** Sends the citizen's request; the answer's success message is shown by the client. */
export const storeRequest = (body: NewRequest) => api.post('/request/store', { body, quiet: true });

/** The request an action is about, at the version the person saw. */
export interface RequestRef {
  id: number;
  version: number;
}

/** The path of each action of the table (server/routes/requests.ts). */
const ACTION_PATH = {
  register: '/request/register',
  returnRequest: '/request/return',
  socialContract: '/request/social-contract',
  satisfy: '/request/satisfy',
  refuse: '/request/refuse',
  close: '/request/close',
  withdraw: '/request/withdraw',
} as const satisfies Record<RequestAction, keyof paths extends `/api${infer P}` ? P : never>;

// Quiet: the card shows a version conflict as its dialog, other refusals as notifications.
export const actOnRequest = (action: RequestAction, ref: RequestRef, reason?: string) =>
  api.post(ACTION_PATH[action], { body: { ...ref, ...(reason ? { reason } : {}) }, quiet: true });

/** The archive of a request's documents. */
export const documentsUrl = (apiRoot: string, id: number) => `${apiRoot}/request/${id}/documents`;

export { ruDate, ruDateTime } from '@common/acts/display-value';
