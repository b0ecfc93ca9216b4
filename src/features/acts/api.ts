import useSWR from 'swr';
import { apiRequest } from '@/api/client';
import { actCalls, callPath, type ActDefinition } from '@common/acts/act-definition';
import type { ActView } from '@/forms/wizard/act-api';
import type { IppsuProject } from '@common/acts/ippsu';

export interface PersonFound {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  snils: string | null;
  address: string | null;
}

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

export interface ActListItem {
  id: number;
  /** The act's own number ('ОИП-2026/0500'). */
  number: string;
  personId: number;
  personCaption: string;
  version: number;
  signedAt: string | null;
  updatedAt: string;
  status?: number | null;
  columns: Record<string, unknown>;
}

/** POST persons/search of the act. */
export const searchPersons = (definition: ActDefinition, form: PersonSearchForm) =>
  apiRequest<PersonFound[]>('POST', callPath(definition.apiPrefix, actCalls(definition).personSearch), { body: dropEmpty(form) });

/** POST create/{personId}: a new act for the person. */
export const createAct = (definition: ActDefinition, personId: number) =>
  apiRequest<ActView>('POST', callPath(definition.apiPrefix, actCalls(definition).create, personId), { body: {} });

/** POST create-based-current/{id}: a new act copied from this one. */
export const copyAct = (definition: ActDefinition, id: number) => apiRequest<ActView>('POST', callPath(definition.apiPrefix, actCalls(definition).copy, id), { body: {} });

/** The act list (POST acts/search), newest first. */
export function useActList(definition: ActDefinition, personId: number | null, page: number) {
  const path = callPath(definition.apiPrefix, actCalls(definition).search);
  return useSWR([path, personId, page] as const, ([p, person, pg]) =>
    apiRequest<{ items: ActListItem[]; total: number }>('POST', p, { body: { ...(person ? { personId: person } : {}), page: pg, pageSize: 20 } }),
  );
}

function dropEmpty(form: PersonSearchForm): PersonSearchForm {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as PersonSearchForm;
}

/** A child or ward of a client (GET relatives-601/{id} of the living-conditions act). */
export interface RelativeFound {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  kind: 'child' | 'ward';
}

/** GET relatives-601/{personId}: the minors a living-conditions survey of the client's family is made for. */
export const listRelatives = (definition: ActDefinition, personId: number) => apiRequest<RelativeFound[]>('GET', callPath(definition.apiPrefix, 'relatives-601/{id}', personId));

/** POST create-for-relative/{client}/{child}: a new living-conditions act about the child. */
export const createForRelative = (definition: ActDefinition, personId: number, relativeId: number) =>
  apiRequest<{ id: number }>('POST', `${definition.apiPrefix}/create-for-relative/${personId}/${relativeId}`, { body: {} });

export const loadIppsu = (definition: ActDefinition, personId: number, actId: number) => apiRequest<IppsuProject>('GET', `${definition.apiPrefix}/ippsu/${personId}/${actId}`);
