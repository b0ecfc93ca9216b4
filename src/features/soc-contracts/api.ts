import useSWR from 'swr';
import { api, type ApiAnswer, type ApiBody, type ApiQuery } from '@/api/client';
import { config } from '@/config';

/** A page of social contracts with the total. */
export type SocContractPage = ApiAnswer<'/soc-contract', 'get'>;
export type SocContractListItem = SocContractPage['items'][number];
export type SocContractListQuery = NonNullable<ApiQuery<'/soc-contract', 'get'>>;
/** The card: the contract, its adaptation programme with the reports, its history and the caller's actions. */
export type SocContractCard = ApiAnswer<'/soc-contract/{id}', 'get'>;
export type SocContractEvent = SocContractCard['events'][number];
export type SocContractReport = SocContractEvent['socContractReports'][number];
export type SocContractAction = SocContractCard['allowedActions'][number];
/** One report with its documents and history. */
export type SocReportView = ApiAnswer<'/soc-contract/{id}/report/{reportId}', 'get'>;
export type SocReportDocument = SocReportView['documents'][number];
export type StoreReportBody = ApiBody<'/soc-contract/store-report', 'post'>;

/** The caller's social contracts (the citizen's own, or the selected institution's). */
export const useSocContractList = (query: SocContractListQuery) =>
  useSWR(['/soc-contract', query], () => api.get('/soc-contract', { query }), { keepPreviousData: true });

/** The card's SWR key: actions revalidate it. */
export const socContractKey = (id: number) => ['/soc-contract/{id}', id] as const;

export const useSocContract = (id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? socContractKey(id) : null, () =>
    api.get('/soc-contract/{id}', { params: { id } }),
  );

export const socReportKey = (contractId: number, reportId: number) =>
  ['/soc-contract/{id}/report/{reportId}', contractId, reportId] as const;

export const useSocReport = (contractId: number, reportId: number) =>
  useSWR(socReportKey(contractId, reportId), () =>
    api.get('/soc-contract/{id}/report/{reportId}', { params: { id: contractId, reportId } }),
  );

// Each call is quiet: the screens show a version conflict as its dialog, other refusals as notifications.
export const storeReport = (body: StoreReportBody) => api.post('/soc-contract/store-report', { body, quiet: true });
export const submitReport = (id: number, version: number) =>
  api.post('/reporting/create/{id}', { params: { id }, body: { version }, quiet: true });
export const reviewReport = (id: number, body: ApiBody<'/soc-contract/report/{id}/review', 'post'>) =>
  api.post('/soc-contract/report/{id}/review', { params: { id }, body, quiet: true });
export const contractAction = (id: number, body: ApiBody<'/soc-contract/{id}/action', 'post'>) =>
  api.post('/soc-contract/{id}/action', { params: { id }, body, quiet: true });
export const signatureFile = (id: number) =>
  api.get('/soc-contract/get-uri-signature-file/{id}', { params: { id }, quiet: true });

/** The download address of a path the server gave (a document's `url`, the signed file's `uri`). */
export const apiUrl = (path: string) => `${config.apiRoot}/${path}`;

/** Where the screens of a contract live for each side: the citizen's /contracts, the institution's cabinet. */
export interface SocContractPaths {
  list: string;
  card: (id: number) => string;
  event: (contractId: number, eventId: number) => string;
  report: (contractId: number, reportId: number) => string;
  newReport: (contractId: number, eventId: number) => string;
}

export const CITIZEN_PATHS: SocContractPaths = {
  list: '/contracts',
  card: (id) => `/contracts/${id}`,
  event: (contractId, eventId) => `/contracts/${contractId}/event/${eventId}`,
  report: (contractId, reportId) => `/contracts/${contractId}/report/${reportId}`,
  newReport: (contractId, eventId) => `/contracts/${contractId}/new-report?event=${eventId}`,
};

export const INSTITUTION_PATHS: SocContractPaths = {
  list: '/user/institution-soc-contracts',
  card: (id) => `/user/institution-soc-contracts/${id}`,
  event: (contractId, eventId) => `/user/institution-soc-contracts/${contractId}/event/${eventId}`,
  report: (contractId, reportId) => `/user/institution-soc-contracts/${contractId}/report/${reportId}`,
  newReport: (contractId) => `/user/institution-soc-contracts/${contractId}`,
};

export { ruDate, ruDateTime } from '@common/region-time';
