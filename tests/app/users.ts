import type { CurrentUser } from '../../common/current-user';
import { SystemRole } from '../../common/roles';

/** A signed-in account with no role flags; tests override what they need. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    userId: 1,
    login: 'user',
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: null,
    birthDate: null,
    snils: null,
    roleIds: [],
    isImpersonated: false,
    availableInstitutions: [],
    selectedInstitution: null,
    availableToImpersonate: [],
    administrator: false,
    serviceModerator: false,
    publicPerson: false,
    serviceProvider: false,
    socialWorker: false,
    tourismProvider: false,
    personId: null,
    mspPersonId: null,
    tourismPersonId: null,
    tourismDbUnknownOgrns: [],
    kids: [],
    ...overrides,
  };
}

export const citizen = makeUser({ roleIds: [SystemRole.Public], publicPerson: true, personId: 10 });
export const serviceProvider = makeUser({ roleIds: [SystemRole.ServiceProvider], serviceProvider: true });
export const socialWorker = makeUser({ roleIds: [SystemRole.SocialWorker], socialWorker: true });
export const tourismProvider = makeUser({
  roleIds: [SystemRole.TourismProvider],
  tourismProvider: true,
  tourismPersonId: 30,
});
export const admin = makeUser({ roleIds: [SystemRole.Admin], administrator: true });
