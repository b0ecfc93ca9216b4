import { ApiError, api, type ApiQuery } from '@/api/client';
import { MESSAGES } from '@/api/messages';
import { SIGNED_IN_HINT_COOKIE, type CurrentUser } from '@common/current-user';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';

/** GET /esia/current-user-info; a 403 means nobody is signed in (null). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get('/esia/current-user-info', { quiet: true });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return null;
    useNotifications.getState().push({ severity: 'Error', text: MESSAGES.currentUserFailed });
    return null;
  }
}

/** Whether this browser may have a session here: the hint cookie the server sets beside the session's. */
export const maySignedIn = (): boolean =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

/**
 * The account when the page opens: asked of the server only when the browser may be signed in; a
 * visitor's page makes no request that the server would refuse.
 */
export async function loadSessionOnStart(): Promise<CurrentUser | null> {
  if (maySignedIn()) return refreshSession();
  useSession.getState().setUser(null);
  return null;
}

/** Reloads the signed-in account into the session store. */
export async function refreshSession(): Promise<CurrentUser | null> {
  const user = await fetchCurrentUser();
  useSession.getState().setUser(user);
  return user;
}

/** Chooses the person (citizen) role. */
export const setPersonRole = () => api.get('/esia/set-user-person-role');

/** Chooses an institution role. */
export const setInstitutionRole = (institutionSourceType: number, institutionId: number, institutionRole: number) =>
  // The role comes from the server's own answer (availableInstitutions); it checks it again.
  api.get('/esia/set-user-institution-role', {
    query: { institutionSourceType, institutionId, institutionRole } as ApiQuery<
      '/esia/set-user-institution-role',
      'get'
    >,
  });

/** Ends the session on the server and goes to the provider's logout page. */
export async function logout(): Promise<void> {
  const { url } = await api.get('/esia/logout', { query: { redirectUri: `${window.location.origin}/` } });
  useSession.getState().setUser(null);
  window.location.assign(url);
}
