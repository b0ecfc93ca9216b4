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
/** A bank of the reference (GET /metadata/bank?bik): its BIK, name, correspondent account and city. */
export interface Bank {
  bik: string;
  caption: string;
  corrAccount: string;
  city: string;
}
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
/** The bank of a BIK from the banks' reference (GET /metadata/bank?bik); undefined when none is known. */
export async function findBank(bik: string): Promise<Bank | undefined> {
  const [bank] = await api.get('/metadata/bank', { query: { bik }, quiet: true });
  return bank && { bik: bank.code, caption: bank.caption, corrAccount: bank.corrAccount, city: bank.city };
}

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
