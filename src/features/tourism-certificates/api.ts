import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';

/** The card of a certificate (the holder's or the department's). */
export type TourismCertificateCard = ApiAnswer<'/cert-tourism/{id}', 'get'>;
export type TourismCertificateAction = TourismCertificateCard['allowedActions'][number];
export type TourismCertificateList = ApiAnswer<'/cert-tourism/department', 'get'>;
export type TourismCertificateListItem = TourismCertificateList['items'][number];
export type TourismCertificateListQuery = ApiQuery<'/cert-tourism/department', 'get'>;
/** The form's start for a type: the type, the applicant, their family, whether they may apply. */
export type TourismCertificateDraft = ApiAnswer<'/cert-tourism/draft/{typeId}', 'get'>;

/** The SWR keys: an action revalidates every list and card of the certificates. */
export const KEY = '/cert-tourism';

export const useCertificateDraft = (typeId: number | null) =>
  useSWR(typeId ? [KEY, 'draft', typeId] : null, () =>
    api.get('/cert-tourism/draft/{typeId}', { params: { typeId: String(typeId) }, quiet: true }),
  );

export const useCertificateCard = (id: number | null) =>
  useSWR(id ? [KEY, 'card', id] : null, () =>
    api.get('/cert-tourism/{id}', { params: { id: String(id) }, quiet: true }),
  );

export const useDepartmentList = (query: TourismCertificateListQuery) =>
  useSWR([KEY, 'department', query], () => api.get('/cert-tourism/department', { query, quiet: true }), {
    keepPreviousData: true,
  });

export const applyForCertificate = (typeId: number, fields: Record<string, unknown>) =>
  api.post('/cert-tourism/new', { body: { typeId, fields } });

export const withdrawCertificate = (id: number, version: number) =>
  api.post('/cert-tourism/withdraw/{id}', { params: { id: String(id) }, body: { version } });

export const issueCertificate = (id: number, version: number) =>
  api.post('/cert-tourism/issue/{id}', { params: { id: String(id) }, body: { version } });

export const refuseCertificate = (id: number, version: number, reason: string) =>
  api.post('/cert-tourism/refuse/{id}', { params: { id: String(id) }, body: { version, reason } });

/** The page of a certificate, the catalogue's tourism section with the tours a certificate pays for. */
export const showCertificatePath = (id: number) => `/services/catalog/tourism-show-certificate/${id}`;
export const chooseTourPath = (id: number) => `/services/catalog/tourism?certificate=${id}`;
export const ADMIN_LIST = '/admin/tourism-certificates';
