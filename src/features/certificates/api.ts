import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A page of the citizen's certificates with the total. */
export type CertificatePage = ApiAnswer<'/cert', 'get'>;
export type CertificateListItem = CertificatePage['items'][number];
export type CertificateListQuery = NonNullable<ApiQuery<'/cert', 'get'>>;
/** One certificate: its services, organisations and history. */
export type CertificateCard = ApiAnswer<'/cert/{id}', 'get'>;
export type CertificateOrganisation = CertificateListItem['organisations'][number];
/** The draft of a request for a type: services, recipients, the phone, the issuer. */
export type CertificateDraft = ApiAnswer<'/cert/draft/{type}', 'get'>;
/** The citizen's request for a certificate as the server takes it. */
export type NewCertificate = paths['/api/cert/new']['post']['requestBody']['content']['application/json'];

/** The SWR key of the list: a request and a contract revalidate it. */
export const LIST_KEY = '/cert';

/** The citizen's certificates: search, status and paging. */
export const useCertificateList = (query: CertificateListQuery) =>
  useSWR([LIST_KEY, query], () => api.get('/cert', { query }), { keepPreviousData: true });

/** The card's SWR key. */
export const certificateKey = (id: number) => ['/cert/{id}', id] as const;

/** One certificate's card. */
export const useCertificateCard = (id: number | null) =>
  useSWR(id ? certificateKey(id) : null, () => api.get('/cert/{id}', { params: { id: String(id) }, quiet: true }));

/** The draft of a request for a type. */
export const useCertificateDraft = (type: string | undefined) =>
  useSWR(type ? ['/cert/draft/{type}', type] : null, () =>
    api.get('/cert/draft/{type}', { params: { type: type! }, quiet: true }),
  );

/** Sends the request for a certificate; the answer's success message is shown by the client. */
export const requestCertificate = (body: NewCertificate) => api.post('/cert/new', { body, quiet: true });

/** Creates a service contract under a certificate with an organisation; the answer's success message is shown. */
export const createCertificateContract = (certificateId: number, institutionId: number) =>
  api.post('/cert/create-contract/{certificateId}/{institutionId}', {
    params: { certificateId: String(certificateId), institutionId: String(institutionId) },
    quiet: true,
  });

/** Where a service contract's card opens for the citizen. */
export const contractPath = (id: number) => `/user/service-contracts/${id}`;

export { ruDate } from '@common/acts/display-value';
