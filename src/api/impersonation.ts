import { api, type ApiQuery } from './client';

type RoleQuery = ApiQuery<'/esia/impersonate-as-institution-role', 'get'>;

/** Impersonation calls; turning it on or off reloads the application (platform.md section 4). */
export const impersonation = {
  asPerson: (personId: number) => api.get('/esia/impersonate', { query: { impersonateAsPersonId: personId } }),
  asRepresentative: (personId: number) =>
    api.get('/esia/impersonate-representative', { query: { impersonateAsPersonId: personId } }),
  asInstitutionRole: (userId: number, institutionRole: number, institutionSourceType: number) =>
    // The role and source type come from the server's own answer (availableToImpersonate); it checks them again.
    api.get('/esia/impersonate-as-institution-role', {
      query: { userId, institutionRole, institutionSourceType } as RoleQuery,
    }),
  stop: () => api.get('/esia/deimpersonate'),
};

/** After impersonation changes: start the app anew in the cabinet. */
export function reloadApp(path = '/user'): void {
  window.location.assign(path);
}
