import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A page of applications with the total. */
export type ApplicationPage = ApiAnswer<'/service-catalog-contract', 'get'>;
export type ApplicationListItem = ApplicationPage['items'][number];
/** One application: parties, service, history and the caller's allowed actions. */
export type ApplicationCard = ApiAnswer<'/service-catalog-contract/{personId}/{id}', 'get'>;
export type ApplicationAction = ApplicationCard['allowedActions'][number];
export type ApplicationListQuery = NonNullable<ApiQuery<'/service-catalog-contract', 'get'>>;
/** What the form needs: the recipients, the known phone, the date limits. */
export type ApplicationFormData = ApiAnswer<'/service-catalog-contract/form/{institutionId}/{serviceId}', 'get'>;
export type ApplicationRecipient = ApplicationFormData['recipients'][number];
/** The catalogue's card of the service applied for. */
export type ServiceSummary = ApiAnswer<'/public/registry/{id}/services-catalog/{serviceId}/card', 'get'>;

/** The SWR key of the lists: actions revalidate it. */
export const LIST_KEY = '/service-catalog-contract';

/** The caller's applications (the citizen's own, or the selected institution's): search, status, paging. */
export const useApplicationList = (query: ApplicationListQuery) =>
  useSWR([LIST_KEY, query], () => api.get('/service-catalog-contract', { query }), { keepPreviousData: true });

/** The card's SWR key. */
export const applicationKey = (personId: number, id: number) =>
  ['/service-catalog-contract/{personId}/{id}', personId, id] as const;

/** One application's card. */
export const useApplicationCard = (personId: number | null, id: number | null) =>
  useSWR(personId && id ? applicationKey(personId, id) : null, () =>
    api.get('/service-catalog-contract/{personId}/{id}', { params: { personId: personId!, id: id! }, quiet: true }),
  );

/** The application form's data for a provider's service (citizens only). */
export const useApplicationForm = (institutionId: number | null, serviceId: number | null) =>
  useSWR(institutionId && serviceId ? ['/service-catalog-contract/form', institutionId, serviceId] : null, () =>
    api.get('/service-catalog-contract/form/{institutionId}/{serviceId}', {
      params: { institutionId: institutionId!, serviceId: serviceId! },
      quiet: true,
    }),
  );

/** The service applied for, with its provider. */
export const useServiceSummary = (institutionId: number | null, serviceId: number | null) =>
  useSWR(institutionId && serviceId ? ['service-catalog-card', institutionId, serviceId] : null, () =>
    api.get('/public/registry/{id}/services-catalog/{serviceId}/card', {
      params: { id: institutionId!, serviceId: serviceId! },
      quiet: true,
    }),
  );

/** The citizen's application as the server takes it. */
export type NewApplication =
  paths['/api/service-catalog-contract']['post']['requestBody']['content']['application/json'];

/** Sends the citizen's application; the answer's success message is shown by the client. */
export const submitApplication = (body: NewApplication) => api.post('/service-catalog-contract', { body, quiet: true });

/** The application an action is about: its applicant, id and the version the person saw. */
export interface ApplicationRef {
  personId: number;
  id: number;
  version: number;
}

// Each call is quiet: the card shows a version conflict as its dialog, other refusals as notifications.
export const acceptApplication = (ref: ApplicationRef) =>
  api.post('/service-catalog-contract/save', { body: ref, quiet: true });
export const rejectApplication = (ref: ApplicationRef, reason: string) =>
  api.post('/service-catalog-contract/reject', { body: { ...ref, reason }, quiet: true });
export const cancelApplication = (ref: ApplicationRef) =>
  api.post('/service-catalog-contract/cancel', { body: ref, quiet: true });
export const markPaid = ({ personId, id, version }: ApplicationRef) =>
  api.get('/service-catalog-contract/set-payed/{personId}/{id}', {
    params: { personId, id },
    query: { version },
    quiet: true,
  });

export { ruDate, ruDateTime } from '@common/acts/display-value';
