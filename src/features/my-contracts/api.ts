import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';

/** A page of the citizen's (or the institution's) «other» contracts. */
export type OtherContractPage = ApiAnswer<'/contract', 'get'>;
export type OtherContractRow = OtherContractPage['items'][number];
export type OtherContractCard = ApiAnswer<'/contract/{id}', 'get'>;
export type OtherContractQuery = NonNullable<ApiQuery<'/contract', 'get'>>;
/** What a citizen receives under their contracts in force. */
export type ReceivedServicePage = ApiAnswer<'/my-services/person', 'get'>;
export type ReceivedService = ReceivedServicePage['items'][number];
/** What the selected institution renders, with its recipients. */
export type RenderedServicePage = ApiAnswer<'/my-services/institution', 'get'>;
export type RenderedService = RenderedServicePage['items'][number];
export type ServicesQuery = NonNullable<ApiQuery<'/my-services/person', 'get'>>;

export const useOtherContracts = (query: OtherContractQuery) =>
  useSWR(['/contract', query], () => api.get('/contract', { query }), { keepPreviousData: true });

export const useOtherContract = (id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? ['/contract/{id}', id] : null, () =>
    api.get('/contract/{id}', { params: { id } }),
  );

/** A document of a contract: a download the server allows only to the contract's parties. */
export const documentHref = (contractId: number, fileId: string) => `/api/contract/${contractId}/documents/${fileId}`;

export const useReceivedServices = (query: ServicesQuery & { personId?: number }, enabled: boolean) =>
  useSWR(enabled ? ['/my-services/person', query] : null, () => api.get('/my-services/person', { query }), {
    keepPreviousData: true,
  });

export const useRenderedServices = (query: ServicesQuery, enabled: boolean) =>
  useSWR(enabled ? ['/my-services/institution', query] : null, () => api.get('/my-services/institution', { query }), {
    keepPreviousData: true,
  });

export { ruDate, ruDateTime } from '@common/acts/display-value';
