import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';
import type { paths } from '@/api/generated/openapi';
import { ACTIVE_LONGEVITY_PARENT_ID } from '@common/requests/active-longevity';

/** The programme: its directions, the institutions taking part with their services, the caller's requests to join. */
export type Programme = ApiAnswer<'/request/active-longevity-program', 'get'>;
export type ProgrammeInstitution = Programme['institutions'][number];
export type ProgrammeRequest = Programme['requests'][number];
/** Who may receive the services (the citizen, their children and wards) and the phone the portal knows. */
export type JoinFormData = ApiAnswer<'/request/form', 'get'>;
/** An institution's programme services, those the recipient already asked for unselected. */
export type DefaultService = ApiAnswer<
  '/request/default-request-services-by-parent/{institutionId}/{parentId}/{personId}',
  'get'
>[number];
/** The request to join as the server takes it (POST /request/store). */
export type JoinRequest = paths['/api/request/store']['post']['requestBody']['content']['application/json'];

/** The SWR key of the programme: a sent request revalidates it («Мои заявки»). */
export const PROGRAMME_KEY = '/request/active-longevity-program';

/** The programme's page. */
export const useProgramme = () =>
  useSWR(PROGRAMME_KEY, () => api.get('/request/active-longevity-program', { quiet: true }));

/** The recipients and the phone of the request form (citizens only). */
export const useJoinForm = () => useSWR('/request/form', () => api.get('/request/form', { quiet: true }));

/** The institution's programme services for a recipient, preselected. */
export const useDefaultServices = (institutionId: number, personId: number | null) =>
  useSWR(personId ? ['/request/default-request-services-by-parent', institutionId, personId] : null, () =>
    api.get('/request/default-request-services-by-parent/{institutionId}/{parentId}/{personId}', {
      params: { institutionId, parentId: ACTIVE_LONGEVITY_PARENT_ID, personId: personId! },
      quiet: true,
    }),
  );

/** Sends the request to join; the answer's success message is shown by the client. */
export const storeJoinRequest = (body: JoinRequest) => api.post('/request/store', { body, quiet: true });

export { ruDate } from '@common/acts/display-value';
