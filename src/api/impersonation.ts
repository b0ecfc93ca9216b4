import { apiGet } from './client';

/** Impersonation calls; turning it on or off reloads the application (platform.md section 4). */
export const impersonation = {
  asPerson: (personId: number) => apiGet<boolean>('/esia/impersonate', { impersonateAsPersonId: personId }),
  asRepresentative: (personId: number) => apiGet<boolean>('/esia/impersonate-representative', { impersonateAsPersonId: personId }),
  asInstitutionRole: (userId: number, institutionRole: number, institutionSourceType: number) =>
    apiGet<boolean>('/esia/impersonate-as-institution-role', { userId, institutionRole, institutionSourceType }),
  stop: () => apiGet<boolean>('/esia/deimpersonate'),
};

/** After impersonation changes: start the app anew in the cabinet. */
export function reloadApp(path = '/user'): void {
  window.location.assign(path);
}
