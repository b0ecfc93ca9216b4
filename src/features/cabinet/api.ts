import useSWR from 'swr';
import { apiGet, apiPost } from '@/api/client';
import type { UserInstitution } from '@common/current-user';

export interface Profile {
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string | null;
  snils: string | null;
  inn?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  institution: UserInstitution | null;
}

export const PROFILE_KEY = '/user';

/** GET /api/user: the signed-in person's profile. */
export const useProfile = () => useSWR(PROFILE_KEY, (path: string) => apiGet<Profile>(path));

/** POST /api/person-note/add: a new phone and/or e-mail. */
export const addContacts = (contacts: { phone?: string; mail?: string }) => apiPost<boolean>('/person-note/add', contacts);
