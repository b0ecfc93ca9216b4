import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A year of payments by measure, with the months' sums. */
export type PaymentYear = ApiAnswer<'/payment', 'get'>;
export type PaymentGroup = PaymentYear['groups'][number];
export type PaymentMonth = PaymentYear['months'][number];
/** An assignment with the actions the table allows now. */
export type Assignment = ApiAnswer<'/assignment', 'get'>[number];
export type AssignmentAction = Assignment['allowedActions'][number];
export type AssignmentCard = ApiAnswer<'/assignment/{id}', 'get'>;
export type Bank = ApiAnswer<'/assignment/bank/{bik}', 'get'>;
export type TransferPage = ApiAnswer<'/a-payment', 'get'>;
export type Transfer = TransferPage['items'][number];
export type TransferQuery = NonNullable<ApiQuery<'/a-payment', 'get'>>;
export type ConsentList = ApiAnswer<'/consent-to-payments', 'get'>;
export type Consent = ConsentList['items'][number];
export type PayreqsBody = paths['/api/assignment/update-payreqs']['post']['requestBody']['content']['application/json'];

/** The payments of a year (the newest with payments when none is asked). */
export const usePayments = (year: number | undefined) =>
  useSWR(['/payment', year ?? null], () => api.get('/payment', { query: { year }, quiet: true }), {
    keepPreviousData: true,
  });

/** The SWR key of the assignments' list: actions revalidate it. */
export const ASSIGNMENTS_KEY = '/assignment';
export const useAssignments = () => useSWR(ASSIGNMENTS_KEY, () => api.get('/assignment'));

/** One assignment with its history, loaded when its history is opened. */
export const assignmentKey = (id: number) => ['/assignment/{id}', id] as const;
export const useAssignmentCard = (id: number | null) =>
  useSWR(id ? assignmentKey(id) : null, () => api.get('/assignment/{id}', { params: { id: id! } }));

/** The bank of a BIK, or why not (quiet: the form says it under the field). */
export const findBank = (bik: string) => api.get('/assignment/bank/{bik}', { params: { bik }, quiet: true });

/** Asks to stop a payment, at the version the person saw. */
export const closeAssignment = (body: { id: number; version: number; reason?: string }) =>
  api.post('/assignment/close', { body, quiet: true });

/** A new account for the chosen assignments (quiet: the form shows the refusal). */
export const updatePayreqs = (body: PayreqsBody) => api.post('/assignment/update-payreqs', { body, quiet: true });

/** The transfers' SWR key prefix: a change of account revalidates them. */
export const TRANSFERS_KEY = '/a-payment';
export const useTransfers = (query: TransferQuery) =>
  useSWR([TRANSFERS_KEY, query], () => api.get('/a-payment', { query }), { keepPreviousData: true });

export const CONSENTS_KEY = '/consent-to-payments';
export const useConsents = () => useSWR(CONSENTS_KEY, () => api.get('/consent-to-payments'));
export const giveConsent = () => api.post('/consent-to-payments', { body: { agree: true }, quiet: true });
export const withdrawConsent = (body: { id: number; version: number }) =>
  api.post('/consent-to-payments/withdraw', { body, quiet: true });

export { ruDate, ruDateTime } from '@common/acts/display-value';
