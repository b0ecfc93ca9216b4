import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE, type CurrentUser } from '../../common/current-user.ts';
import { SystemRole } from '../../common/roles.ts';
import { findLiveSession, touchSession, type SessionRow } from '../repositories/sessions.ts';
import { findPerson, loadAccount, type AccountRow } from '../repositories/users.ts';
import { buildCurrentUser } from './account.ts';
import { HttpError } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { sweepLoginTransactions } from './login-transactions.ts';
import { refuseClosedTourismCabinet } from '../tourism/cabinet.ts';

export const SESSION_COOKIE = 'portal_sid';
export const LOGIN_COOKIE = 'portal_login';

/** What the server knows of the caller: the session and the effective account. */
export interface Auth {
  session: SessionRow;
  /** The signed-in person's own user id (the admin's, while impersonating). */
  realUserId: number;
  realIsAdmin: boolean;
  user: CurrentUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the role-matrix test and the docs. */
    accessTable: Array<{ method: string; url: string; access: readonly number[] }>;
  }
  interface FastifyContextConfig {
    /** Roles allowed to call the route (SystemRole numbers); Any (-2) for public routes. */
    access?: readonly number[];
  }
}

/** Random opaque id for a cookie; only its hash is stored. */
export const newOpaqueId = () => randomBytes(32).toString('base64url');
export const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * The effective account of a live session, given the account of its user (impersonation targets
 * are added by current-user-info).
 */
export async function loadAuth(
  app: FastifyInstance,
  session: SessionRow,
  real: AccountRow | undefined,
): Promise<Auth | null> {
  if (!real) return null;
  const target = session.impersonatedUserId ? await loadAccount(app.db, session.impersonatedUserId) : undefined;
  const targetPerson = session.impersonatedPersonId
    ? await findPerson(app.db, session.impersonatedPersonId)
    : undefined;
  const user = buildCurrentUser({ real, session, target, targetPerson, impersonationTargets: [] });
  return { session, realUserId: real.id, realIsAdmin: real.isAdmin, user };
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Secure outside localhost; and beside it the
 * hint the page reads to know that someone may be signed in (common/current-user.ts).
 */
export function setSessionCookie(reply: FastifyReply, id: string): void {
  const secure = reply.server.config.secureCookies;
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** The caller's auth, or 401 'Не пройдена авторизация'. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpError(401, MSG.notAuthorized);
  return request.auth;
}

/** True when the roles include one the route allows (Admin passes everywhere, Any allows all). */
export function allows(access: readonly number[], roleIds: readonly number[]): boolean {
  if (access.includes(SystemRole.Any)) return true;
  if (roleIds.includes(SystemRole.Admin)) return true;
  return roleIds.some((role) => access.includes(role));
}

/**
 * Reads the session cookie on every request and enforces each /api route's declared access
 * before validation and the handler: 401 without a live session, 403 'Нет доступа' without a role.
 * A route under /api that declares no access fails at start-up, so nothing is left open by mistake.
 * Expired pending logins are swept here too.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('accessTable', []);
  sweepLoginTransactions(app);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access roles`);
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') app.accessTable.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    if (!id || !request.url.startsWith('/api/')) return;
    const live = await findLiveSession(app.db, hashId(id), app.config.sessionIdleMinutes);
    if (!live) return;
    const { session, account } = live;
    request.auth = await loadAuth(app, session, account);
    if (Date.now() - new Date(session.lastSeenAt).getTime() > 60_000) await touchSession(app.db, session.idHash);
  });
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access.includes(SystemRole.Any)) return;
    // Marks refusals of the role check itself, apart from ownership refusals inside handlers.
    reply.header('x-access-check', 'refused');
    const auth = requireAuth(request);
    if (!allows(access, auth.user.roleIds)) throw new HttpError(403, MSG.noAccess);
    // A tour operator's cabinet is closed while the organisation is not included this year (section 8).
    refuseClosedTourismCabinet(auth.user, access);
    reply.removeHeader('x-access-check');
  });
}
