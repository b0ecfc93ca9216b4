import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';

/** The caller's page: the application window, their latest request (null: none), whether a new one may be made. */
export type TourismRequestPage = ApiAnswer<'/provider-tourism/request', 'get'>;
export type TourismRequestCard = NonNullable<TourismRequestPage['request']>;
export type TourismApplicationWindow = TourismRequestPage['window'];
export type TourismRequestAction = TourismRequestCard['allowedActions'][number];
export type TourismRequestList = ApiAnswer<'/provider-tourism/requests', 'get'>;
export type TourismRequestListItem = TourismRequestList['items'][number];
export type TourismRequestListQuery = ApiQuery<'/provider-tourism/requests', 'get'>;

/** The SWR keys: an applicant's action revalidates the page, the department's the list and the card. */
export const PAGE_KEY = '/provider-tourism/request';
export const LIST_KEY = '/provider-tourism/requests';

export const useTourismRequestPage = (signedIn: boolean) =>
  useSWR(signedIn ? PAGE_KEY : null, () => api.get('/provider-tourism/request', { quiet: true }));

export const useTourismRequestList = (query: TourismRequestListQuery) =>
  useSWR([LIST_KEY, query], () => api.get('/provider-tourism/requests', { query, quiet: true }), {
    keepPreviousData: true,
  });

export const useTourismRequestCard = (id: number | null) =>
  useSWR(id ? [LIST_KEY, 'card', id] : null, () =>
    api.get('/provider-tourism/requests/{id}', { params: { id: id! }, quiet: true }),
  );

export const applyAsTourOperator = (fields: Record<string, unknown>) =>
  api.post('/provider-tourism/new', { body: { fields } });

export const updateTourismRequest = (body: { id: number; version: number; fields: Record<string, unknown> }) =>
  api.post('/provider-tourism/update', { body });

export const withdrawTourismRequest = (body: { id: number; version: number }) =>
  api.post('/provider-tourism/withdraw', { body });

export const reviewTourismRequest = (id: number, version: number) =>
  api.post('/provider-tourism/review/{id}', { params: { id }, body: { version } });

/** The department's decision: 1 includes the organisation in the register, 2 refuses with the reason. */
export const decideTourismRequest = (id: number, body: { version: number; decisionType: 1 | 2; reason?: string }) =>
  api.post('/provider-tourism/decide/{id}', { params: { id }, body });
