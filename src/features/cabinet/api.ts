import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** The profile as GET /api/user returns it. */
export type Profile = ApiAnswer<'/user', 'get'>;

export const PROFILE_KEY = '/user';

/** GET /api/user: the signed-in person's profile. */
export const useProfile = () => useSWR(PROFILE_KEY, () => api.get('/user'));

/** POST /api/person-note/add: a new phone and/or e-mail. */
export const addContacts = (contacts: { phone?: string; mail?: string }) => api.post('/person-note/add', { body: contacts });
