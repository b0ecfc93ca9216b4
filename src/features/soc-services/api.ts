import useSWR from 'swr';
import { api, apiRequest, type ApiAnswer } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A record of the calendar as every read answers it. */
export type ServiceRecord = ApiAnswer<'/reg-service/read-all-for-period/{from}/{to}', 'get'>[number];
export type ServiceRecordAction = ServiceRecord['allowedActions'][number];
export type ScheduleClients = ApiAnswer<'/reg-service/all-clients', 'get'>;
export type ScheduleClient = ScheduleClients['clients'][number];
export type ScheduleService = ScheduleClients['services'][number];
export type ServiceDefaults = ApiAnswer<
  '/reg-service/get-service-defaults/{sourceType}/{institutionId}/{personId}/{datetime}',
  'get'
>;
export type StoreServiceBody =
  paths['/api/reg-service/store-service']['post']['requestBody']['content']['application/json'];
export type QrTicket = ApiAnswer<'/reg-service/qr', 'post'>;
export type QrForRegistration = ApiAnswer<'/reg-service/for-registration/{payload}/{digest}', 'get'>;

/** The employee's rows: the institution's clients and services. */
export const useScheduleClients = () =>
  useSWR('/reg-service/all-clients', () => api.get('/reg-service/all-clients', { quiet: true }));

/** The institution's records of a window. */
export const useInstitutionRecords = (from: string, to: string) =>
  useSWR(['/reg-service/read-all-for-period', from, to], () =>
    api.get('/reg-service/read-all-for-period/{from}/{to}', { params: { from, to }, quiet: true }),
  );

/** The citizen's own records of a window. */
export const useOwnRecords = (from: string, to: string) =>
  useSWR(['/reg-service/read-for-period-single', from, to], () =>
    api.get('/reg-service/read-for-period-single/{from}/{to}', { params: { from, to }, quiet: true }),
  );

/** A new card's defaults at a moment. */
export const loadDefaults = (sourceType: number, institutionId: number, personId: number, datetime: string) =>
  api.get('/reg-service/get-service-defaults/{sourceType}/{institutionId}/{personId}/{datetime}', {
    params: { sourceType: sourceType as 1 | 2 | 3, institutionId, personId, datetime },
    quiet: true,
  });

/** A client's free slots by day. */
export const loadAvailableDays = (from: string, to: string, personId: number) =>
  api.get('/reg-service/get-available-days/{from}/{to}/{personId}', { params: { from, to, personId }, quiet: true });

// Quiet: the card shows the refusal itself and keeps what was typed.
export const storeService = (body: StoreServiceBody) => api.post('/reg-service/store-service', { body, quiet: true });

export const signService = (record: ServiceRecord, signatureDataUrl: string) =>
  api.post('/reg-service/sign-service', {
    body: {
      id: record.id,
      version: record.version,
      institutionServiceId: record.institutionServiceId,
      personId: record.personId,
      institutionId: record.institutionId,
      institutionSourceType: record.institutionSourceType as 1 | 2 | 3,
      signatureDataUrl,
    },
    quiet: true,
  });

export const deleteService = (record: ServiceRecord) =>
  api.post('/reg-service/delete-service/{sourceType}/{institutionId}/{institutionServiceId}/{id}', {
    params: {
      sourceType: record.institutionSourceType as 1 | 2 | 3,
      institutionId: record.institutionId,
      institutionServiceId: record.institutionServiceId,
      id: record.id,
    },
    body: { version: record.version },
    quiet: true,
  });

/** Where a signed record's signature image is. */
export const signatureUrl = (apiRoot: string, r: ServiceRecord) =>
  `${apiRoot}/reg-service/get-service-signature/${r.institutionSourceType}/${r.institutionId}/${r.institutionServiceId}/${r.id}?v=${r.version}`;

export const issueQr = (institutionServiceId: number, personId: number) =>
  api.post('/reg-service/qr', { body: { institutionServiceId, personId }, quiet: true });

export const qrTicketUrl = (apiRoot: string, t: { payload: string; digest: string }) =>
  `${apiRoot}/reg-service/qr-ticket/${t.payload}/${t.digest}`;

export const useForRegistration = (payload: string, digest: string) =>
  useSWR(['/reg-service/for-registration', payload, digest], () =>
    api.get('/reg-service/for-registration/{payload}/{digest}', { params: { payload, digest }, quiet: true }),
  );

export const registerByQr = (payload: string, digest: string) =>
  api.post('/reg-service/register-by-qr', { body: { payload, digest }, quiet: true });

export type RegistrationRequest = ApiAnswer<'/reg-service/request/list', 'get'>[number];
export type RegistrationStoreBody =
  paths['/api/reg-service/request/store']['post']['requestBody']['content']['application/json'];

export const REGISTRATIONS_KEY = '/reg-service/request/list';
export const useRegistrationRequests = () =>
  useSWR(REGISTRATIONS_KEY, () => api.get('/reg-service/request/list', { quiet: true }));

export const useRegistrationCard = (institutionId: number, id: number | null) =>
  useSWR(id ? ['/reg-service/request', institutionId, id] : null, () =>
    api.get('/reg-service/request/{institutionId}/{id}', { params: { institutionId, id: id! }, quiet: true }),
  );

export const storeRegistration = (body: RegistrationStoreBody) =>
  api.post('/reg-service/request/store', { body, quiet: true });

export const withdrawRegistration = (r: RegistrationRequest) =>
  api.post('/reg-service/request/delete/{institutionId}/{id}', {
    params: { institutionId: r.institutionId, id: r.id },
    body: { version: r.version },
    quiet: true,
  });

export const decideRegistration = (r: RegistrationRequest, action: 'accept' | 'reject', reason?: string) =>
  api.post('/reg-service/request/decide/{institutionId}/{id}', {
    params: { institutionId: r.institutionId, id: r.id },
    body: { action, version: r.version, ...(reason ? { reason } : {}) },
    quiet: true,
  });

/** Institutions to ask (the citizen's search) and an institution's services. */
export const findInstitutions = (search: string) =>
  api.get('/request/institutions', { query: { search }, quiet: true });
export const institutionServices = (id: number) =>
  api.get('/request/institutions/{id}/services', { params: { id }, quiet: true });

export const registrationFileUrl = (apiRoot: string, r: { id: number; institutionId: number }, fileId: string) =>
  `${apiRoot}/reg-service/request/preload-file?uri=${fileId}&requestId=${r.id}&institutionId=${r.institutionId}`;

/** Attaches one document to the person's request (multipart, like every upload of the portal). */
export function uploadRegistrationDocument(r: { id: number; institutionId: number }, file: File) {
  const body = new FormData();
  body.append('fileName', file.name);
  body.append('file', file, file.name);
  return apiRequest<ApiAnswer<'/reg-service/request/store-documents', 'post'>>(
    'POST',
    '/reg-service/request/store-documents',
    {
      query: { requestId: r.id, institutionId: r.institutionId },
      body,
      quiet: true,
    },
  );
}
