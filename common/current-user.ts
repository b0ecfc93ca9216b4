/** An institution the user works in, with the role there (platform.md section 3). */
export interface UserInstitution {
  institutionId: number;
  caption: string;
  /** 1 services, 2 tourism, 3 msp. */
  institutionSourceType: number;
  /** System role number: ServiceProvider 2, SocialWorker 3, TourismProvider 4. */
  institutionRole: number;
  /** Provider type of the institution: state 0, non-state 1, individual 2, 10, 11. */
  institutionTypeId: number;
  ogrn: string;
  employeeId: number;
  /** For tourism providers: date of inclusion into the register (ISO), or null. */
  dateIncluded: string | null;
}

/** Someone an admin may act as. */
export interface ImpersonationOption {
  userId: number;
  personId: number | null;
  caption: string;
  institutionId?: number;
  institutionRole?: number;
  institutionSourceType?: number;
}

/** A right of the account beside its roles, named as its flag in {@link CurrentUser}. */
export type UserRight = 'serviceModerator';

/**
 * The signed-in account as GET /api/esia/current-user-info returns it (platform.md section 3).
 * null in the client means anonymous.
 */
export interface CurrentUser {
  id: number;
  userId: number;
  login: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string | null;
  snils: string | null;
  /** System roles in force now (numbers of SystemRole). */
  roleIds: number[];
  isImpersonated: boolean;
  availableInstitutions: UserInstitution[];
  selectedInstitution: UserInstitution | null;
  availableToImpersonate: ImpersonationOption[];
  administrator: boolean;
  /**
   * The moderator right of the service catalogue (users.service_moderator): the moderation screens
   * open to such a user in any role, as to an administrator.
   */
  serviceModerator: boolean;
  publicPerson: boolean;
  serviceProvider: boolean;
  socialWorker: boolean;
  tourismProvider: boolean;
  personId: number | null;
  mspPersonId: number | null;
  tourismPersonId: number | null;
  tourismDbUnknownOgrns: string[];
  /** Children ids and wards, for guardians. */
  kids: Array<{ personId: number; caption: string; kind: 'child' | 'ward' }>;
}

/**
 * A cookie the browser can read, set and cleared with the session cookie (which it cannot read):
 * its absence means nobody is signed in here, so a visitor's page does not ask the server who is
 * signed in (no refused request, no round trip). It carries no identity.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';
