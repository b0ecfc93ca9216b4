import type { CurrentUser, UserInstitution } from '../../common/current-user.ts';
import { SystemRole } from '../../common/roles.ts';
import type { SessionRow } from '../repositories/sessions.ts';
import type { AccountRow, EmployeeRow, ImpersonationTarget, PersonRow } from '../repositories/users.ts';

const toInstitution = (e: EmployeeRow): UserInstitution => ({
  institutionId: e.institutionId,
  caption: e.caption,
  institutionSourceType: e.institutionSourceType,
  institutionRole: e.institutionRole,
  institutionTypeId: e.institutionTypeId,
  ogrn: e.ogrn,
  employeeId: e.employeeId,
  dateIncluded: e.dateIncluded,
});

export interface AccountInput {
  real: AccountRow;
  session: SessionRow;
  /** The account acted as, when an admin impersonates someone who has one. */
  target?: AccountRow;
  /** The person acted as (impersonation of a person or representative). */
  targetPerson?: PersonRow;
  impersonationTargets: ImpersonationTarget[];
}

/** The role in force: the selected institution role if it is still one of the account's, else the person role. */
function selectedEmployee(account: AccountRow, session: SessionRow): EmployeeRow | undefined {
  const match = account.employees.find(
    (e) => e.institutionId === session.institutionId && e.institutionRole === session.institutionRole,
  );
  if (match) return match;
  // An employee with no person record can act only in an institution role.
  return account.person ? undefined : account.employees[0];
}

/**
 * The account as the client sees it (GET /api/esia/current-user-info): the effective person and
 * roles after role selection and impersonation. roleIds drive both the client guard and the server's.
 */
export function buildCurrentUser({
  real,
  session,
  target,
  targetPerson,
  impersonationTargets,
}: AccountInput): CurrentUser {
  const isImpersonated = session.impersonationKind !== null;
  const acting = isImpersonated && target ? target : real;
  const employee =
    session.impersonationKind === 'person' || session.impersonationKind === 'representative'
      ? undefined
      : selectedEmployee(acting, session);
  const person =
    isImpersonated && session.impersonationKind !== 'institution-role'
      ? (targetPerson ?? acting.person)
      : acting.person;
  const roleIds: number[] = employee ? [employee.institutionRole] : person ? [SystemRole.Public] : [];
  const administrator = real.isAdmin && !isImpersonated;
  if (administrator) roleIds.push(SystemRole.Admin);
  const acts = (role: number) => roleIds.includes(role);
  return {
    id: acting.id,
    userId: acting.id,
    login: acting.login,
    lastName: person?.lastName ?? acting.login,
    firstName: person?.firstName ?? '',
    middleName: person?.middleName ?? null,
    birthDate: person?.birthDate ?? null,
    snils: person?.snils ?? null,
    roleIds,
    isImpersonated,
    availableInstitutions: isImpersonated ? [] : acting.employees.map(toInstitution),
    selectedInstitution: employee ? toInstitution(employee) : null,
    availableToImpersonate: administrator
      ? impersonationTargets.map((t) => ({
          userId: t.userId,
          personId: t.personId,
          caption: t.caption,
          institutionId: t.institutionId ?? undefined,
          institutionRole: t.institutionRole ?? undefined,
          institutionSourceType: t.institutionSourceType ?? undefined,
        }))
      : [],
    administrator,
    serviceModerator: acting.serviceModerator,
    publicPerson: acts(SystemRole.Public),
    serviceProvider: acts(SystemRole.ServiceProvider),
    socialWorker: acts(SystemRole.SocialWorker),
    tourismProvider: acts(SystemRole.TourismProvider),
    personId: acts(SystemRole.Public) && person ? person.id : null,
    mspPersonId: null,
    tourismPersonId: null,
    tourismDbUnknownOgrns: [],
    kids: acts(SystemRole.Public) && !isImpersonated ? real.kids : acts(SystemRole.Public) && target ? target.kids : [],
  };
}
