import useSWR from 'swr';
import { apiRequest, type ApiAnswer, type ApiSchema } from '@/api/client';
import { actCalls, callPath, type ActDefinition } from '@common/acts/act-definition';

/*
 * An act's calls sit under its apiPrefix from act.json, so their paths are built at run time;
 * their answers are the server's shared answers by name (ApiSchema), the same for every act.
 */
type ActView = ApiSchema<'ActView'>;

/** A person the act search found. */
export type PersonFound = ApiSchema<'PersonFound'>;

/** The person search form (workflows.md section 3). */
export interface PersonSearchForm {
  lastName?: string;
  firstName?: string;
  middleName?: string;
  birthDate?: string;
  snils?: string;
  cityName?: string;
  streetName?: string;
  houseNo?: string;
  roomNo?: string;
}

/** A row of an act list. */
export type ActListItem = ApiSchema<'ActListPage'>['items'][number];

/** POST persons/search of the act. */
export const searchPersons = (definition: ActDefinition, form: PersonSearchForm) =>
  apiRequest<PersonFound[]>('POST', callPath(definition.apiPrefix, actCalls(definition).personSearch), {
    body: dropEmpty(form),
  });

/** POST create/{personId}: a new act for the person. */
export const createAct = (definition: ActDefinition, personId: number) =>
  apiRequest<ActView>('POST', callPath(definition.apiPrefix, actCalls(definition).create, personId), { body: {} });

/** POST create-based-current/{id}: a new act copied from this one. */
export const copyAct = (definition: ActDefinition, id: number) =>
  apiRequest<ActView>('POST', callPath(definition.apiPrefix, actCalls(definition).copy, id), { body: {} });

/** The act list (POST acts/search), newest first. */
export function useActList(definition: ActDefinition, personId: number | null, page: number) {
  const path = callPath(definition.apiPrefix, actCalls(definition).search);
  return useSWR([path, personId, page] as const, ([p, person, pg]) =>
    apiRequest<ApiSchema<'ActListPage'>>('POST', p, {
      body: { ...(person ? { personId: person } : {}), page: pg, pageSize: 20 },
    }),
  );
}

/** The person's entries of one month ('2026-11'), newest first (acts/search of an act with `entryDate`). */
export function usePersonEntries(definition: ActDefinition, personId: number | null, month: string, page: number) {
  const path = callPath(definition.apiPrefix, actCalls(definition).search);
  return useSWR(personId === null ? null : ([path, personId, month, page] as const), ([p, person, m, pg]) =>
    apiRequest<ApiSchema<'ActListPage'>>('POST', p, { body: { personId: person, month: m, page: pg, pageSize: 40 } }),
  );
}

/** The person's unsigned acts of this kind in the institution, newest first (the first page of acts/search). */
export async function findDrafts(definition: ActDefinition, personId: number): Promise<ActListItem[]> {
  const page = await apiRequest<ApiSchema<'ActListPage'>>(
    'POST',
    callPath(definition.apiPrefix, actCalls(definition).search),
    { body: { personId, page: 1, pageSize: 20 } },
  );
  return page.items.filter((item) => item.signedAt === null);
}

function dropEmpty(form: PersonSearchForm): PersonSearchForm {
  return Object.fromEntries(
    Object.entries(form).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as PersonSearchForm;
}

/** A child or ward of a client (GET relatives-601/{id} of the living-conditions act). */
export type RelativeFound = ApiSchema<'RelativeFound'>;

/** GET relatives-601/{personId}: the minors a living-conditions survey of the client's family is made for. */
export const listRelatives = (definition: ActDefinition, personId: number) =>
  apiRequest<RelativeFound[]>('GET', callPath(definition.apiPrefix, 'relatives-601/{id}', personId));

/** POST create-for-relative/{client}/{child}: a new living-conditions act about the child. */
export const createForRelative = (definition: ActDefinition, personId: number, relativeId: number) =>
  apiRequest<ApiAnswer<'/living-conditions-act/create-for-relative/{personId}/{relativeId}', 'post'>>(
    'POST',
    `${definition.apiPrefix}/create-for-relative/${personId}/${relativeId}`,
    { body: {} },
  );

export const loadIppsu = (definition: ActDefinition, personId: number, actId: number) =>
  apiRequest<ApiSchema<'IppsuProject'>>('GET', `${definition.apiPrefix}/ippsu/${personId}/${actId}`);
