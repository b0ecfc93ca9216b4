import type { CurrentUser, UserRight } from './current-user';
import { SystemRole } from './roles';

/** The guard's decision for a navigation. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * The same-site path of the `redirect` query parameter, or null when absent or unsafe.
 * Only a path starting with a single '/' counts: '//host', '/\host', URLs and control
 * characters (which browsers drop, turning '/\t/host' into '//host') are ignored.
 */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/')) return null;
  if (target[1] === '/' || target[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  return target;
}

const opensToAnonymous = (roles: readonly number[]): boolean =>
  roles.includes(SystemRole.Any) || roles.includes(SystemRole.Anonymous);

/** A route only for visitors who are not signed in, such as the sign-in return page /auth. */
const anonymousOnly = (roles: readonly number[]): boolean =>
  roles.includes(SystemRole.Anonymous) && !roles.includes(SystemRole.Any);

/** A matched route: the roles it opens to and, beside them, a right that opens it in any role. */
export interface GuardedRoute {
  roles: readonly number[];
  right?: UserRight;
}

const opensTo = (user: CurrentUser, { roles, right }: GuardedRoute): boolean =>
  roles.includes(SystemRole.Any) ||
  user.roleIds.includes(SystemRole.Admin) ||
  roles.some((role) => user.roleIds.includes(role)) ||
  (right !== undefined && user[right] === true);

/**
 * The access guard (platform.md section 2) as a pure function of the user, the matched routes'
 * roles and the location. A signed-in user with a safe `redirect` query goes there; an anonymous
 * visitor may open only Any/Anonymous routes, else goes to '/?redirect=<wanted path>'; a signed-in
 * user on an anonymous-only route goes home; a user lacking a role for any matched route goes to
 * '/denied'. Admin passes every role check; Any allows all; a route naming a right (the service
 * moderator's) opens to a user holding it whatever the role.
 */
export function guardRoute(
  user: CurrentUser | null,
  matched: ReadonlyArray<GuardedRoute>,
  location: { pathname: string; search: string },
): GuardDecision {
  if (!user) {
    if (matched.every((route) => opensToAnonymous(route.roles))) return ALLOW;
    return redirect(`/?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  }
  const target = redirectTarget(location.search);
  if (target) return redirect(target);
  if (matched.some((route) => anonymousOnly(route.roles))) return redirect('/');
  if (matched.every((route) => opensTo(user, route))) return ALLOW;
  return redirect('/denied');
}

/** The personal cabinet: where a person lands after sign-in when they were not going anywhere in particular. */
export const CABINET_ROUTE = '/user';

/** Pages that are not a destination of their own: sign-in started from them lands in the cabinet. */
const NO_DESTINATION = new Set(['/', '/auth', '/select-role', '/denied']);

/**
 * Where sign-in lands (platform.md section 4, «Sign-in»): the route the person was going to, else
 * their cabinet; a user with institutions or with impersonation options goes to role selection
 * first, which then leads there.
 */
export function landingAfterSignIn(
  origin: string,
  user: Pick<CurrentUser, 'availableInstitutions' | 'availableToImpersonate'>,
): string {
  const wanted = redirectTarget(`?redirect=${encodeURIComponent(origin)}`);
  const path = wanted?.split(/[?#]/)[0];
  const destination = wanted && path && !NO_DESTINATION.has(path) ? wanted : CABINET_ROUTE;
  const hasChoice = user.availableInstitutions.length > 0 || user.availableToImpersonate.length > 0;
  return hasChoice ? `/select-role?redirectRoute=${encodeURIComponent(destination)}` : destination;
}
