import useSWR, { mutate } from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** The profile as GET /api/user returns it. */
export type Profile = ApiAnswer<'/user', 'get'>;

export const PROFILE_KEY = '/user';

/** GET /api/user: the signed-in person's profile. */
export const useProfile = () => useSWR(PROFILE_KEY, () => api.get('/user'));

/** POST /api/person-note/add: a new phone and/or e-mail. */
export const addContacts = (contacts: { phone?: string; mail?: string }) =>
  api.post('/person-note/add', { body: contacts });

/** The tourism provider's requisites. */
export type TourismRequisites = ApiAnswer<'/institution/tourism-requisites', 'get'>;
export type RequisitesForm = Omit<
  TourismRequisites,
  'dateIncluded' | 'dateRegistered' | 'createdTime' | 'shortCaption'
>;

export const REQUISITES_KEY = '/institution/tourism-requisites';

/** GET /api/institution/tourism-requisites (tourism providers). */
export const useTourismRequisites = (enabled: boolean) =>
  useSWR(enabled ? REQUISITES_KEY : null, () => api.get('/institution/tourism-requisites'));

/** POST /api/institution/tourism-requisites: save; quiet, the form tells success and failure itself. */
export const saveTourismRequisites = (body: RequisitesForm) =>
  api.post('/institution/tourism-requisites', { body, quiet: true });

/** POST /api/institution-request/application-registry-change with the uploaded files. */
export const sendRegistryChange = async (fileIds: string[]) => {
  const answer = await api.post('/institution-request/application-registry-change', { body: { fileIds } });
  await mutate(REGISTRY_CHANGES_KEY);
  return answer;
};

/** The bank of a BIK (GET /api/metadata/bank?bik), or undefined when none is known. */
export const findBank = async (bik: string) => (await api.get('/metadata/bank', { query: { bik }, quiet: true }))[0];

export const REGISTRY_CHANGES_KEY = '/institution-request/application-registry-change';

/** The institution's register-change applications, newest first (service providers). */
export const useRegistryChanges = (enabled: boolean) =>
  useSWR(enabled ? REGISTRY_CHANGES_KEY : null, () => api.get('/institution-request/application-registry-change'));
