import type { FastifyRequest } from 'fastify';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { ACCESS } from '../auth/access.ts';
import { OidcClient } from '../auth/oidc-client.ts';
import {
  clearSessionCookie,
  hashId,
  LOGIN_COOKIE,
  newOpaqueId,
  requireAuth,
  setSessionCookie,
} from '../auth/session.ts';
import { buildCurrentUser } from '../auth/account.ts';
import { limitSignInCalls } from '../auth/rate-limit.ts';
import {
  createSession,
  deleteLoginTransaction,
  findPerson,
  findUserIdByPerson,
  listImpersonationTargets,
  loadAccount,
  LOGIN_TRANSACTION_MINUTES,
  revokeSession,
  saveLoginTransaction,
  setImpersonation,
  setSessionRole,
  takeLoginTransaction,
} from '../auth/users.ts';
import { userForSubject } from '../auth/subject.ts';
import { AUTH_MSG, MSG } from '../messages.ts';
import { refuseClosedTourismRole } from '../tourism/cabinet.ts';
import * as S from '../schemas/esia.ts';

/** Sign-in through the identity provider, sessions, role selection and impersonation (/api/esia/*). */
const esiaRoutes: RoutePlugin = async (app) => {
  limitSignInCalls(app);
  const client = new OidcClient(app);
  const anyone = { access: ACCESS.any };

  /** The only return address the provider may send the browser back to. */
  const checkRedirect = (redirectUri: string, path: string) => {
    if (redirectUri !== `${app.config.publicUrl}${path}`) throw new HttpError(400, AUTH_MSG.badRedirect);
  };

  app.get(
    '/esia/get-login-url',
    {
      config: anyone,
      schema: {
        summary: 'Адрес входа через поставщика идентификации',
        querystring: S.loginUrlQuery,
        response: { 200: S.address },
      },
    },
    async (request, reply) => {
      checkRedirect(request.query.redirectUri, '/auth');
      const start = await client.loginUrl(request.query.state, request.query.redirectUri);
      // A browser has one pending login: starting again replaces the last one.
      const previous = request.cookies[LOGIN_COOKIE];
      if (previous) await deleteLoginTransaction(app.db, hashId(previous));
      const txId = newOpaqueId();
      await saveLoginTransaction(app.db, hashId(txId), {
        state: request.query.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        redirectUri: request.query.redirectUri,
      });
      reply.setCookie(LOGIN_COOKIE, txId, {
        path: '/api/esia',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: LOGIN_TRANSACTION_MINUTES * 60,
      });
      return ok({ url: start.url });
    },
  );

  app.get(
    '/esia/auth',
    {
      config: anyone,
      schema: {
        summary: 'Завершение входа: обмен кода на сессию',
        querystring: S.authQuery,
        response: { 200: envelope(S.signedIn) },
      },
    },
    async (request, reply) => {
      const { code, redirectUri, state, iss } = request.query;
      // platform.md: a missing code or state is incomplete data; the state then must match the login's.
      if (!code || !state) throw new HttpError(400, AUTH_MSG.incompleteData);
      const txId = request.cookies[LOGIN_COOKIE];
      const tx = txId ? await takeLoginTransaction(app.db, hashId(txId)) : undefined;
      reply.clearCookie(LOGIN_COOKIE, { path: '/api/esia' });
      if (!tx || state !== tx.state || tx.redirectUri !== redirectUri) throw new HttpError(400, AUTH_MSG.badState);
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', tx.state);
      if (iss) callback.searchParams.set('iss', iss);
      let signedIn;
      try {
        signedIn = await client.finish(callback, tx);
      } catch (error) {
        request.log.warn({ err: error }, 'identity provider refused the code');
        throw new HttpError(400, AUTH_MSG.providerFailed);
      }
      const userId = await userForSubject(app.db, signedIn);
      const sessionId = newOpaqueId();
      await createSession(app.db, hashId(sessionId), userId, signedIn.idToken);
      setSessionCookie(reply, sessionId);
      return ok({ signedIn: true });
    },
  );

  app.get(
    '/esia/logout',
    {
      config: { ...anyone, changesState: true },
      schema: {
        summary: 'Выход',
        querystring: S.logoutQuery,
        response: { 200: S.address },
      },
    },
    async (request, reply) => {
      checkRedirect(request.query.redirectUri, '/');
      const session = request.auth?.session;
      if (session) await revokeSession(app.db, session.idHash);
      clearSessionCookie(reply);
      return ok({ url: await client.logoutUrl(session?.idToken ?? null, request.query.redirectUri) });
    },
  );

  app.get(
    '/esia/current-user-info',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Текущий пользователь (403 — не выполнен вход)',
        response: { 200: envelope({ $ref: 'CurrentUser' }) },
      },
    },
    async (request, reply) => {
      if (!request.auth) {
        // A session that ended (idle, signed out elsewhere) leaves no hint: the page stops asking.
        clearSessionCookie(reply);
        throw new HttpError(403, MSG.noAccess);
      }
      const { session, realIsAdmin, realUserId } = request.auth;
      if (!realIsAdmin || session.impersonationKind) return ok(request.auth.user);
      const real = (await loadAccount(app.db, realUserId))!;
      return ok(buildCurrentUser({ real, session, impersonationTargets: await listImpersonationTargets(app.db) }));
    },
  );

  app.get(
    '/esia/set-user-person-role',
    {
      config: { access: ACCESS.signedIn, changesState: true },
      schema: { summary: 'Выбрать роль гражданина', response: { 200: S.done } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const account = await loadAccount(app.db, auth.session.impersonatedUserId ?? auth.realUserId);
      if (!account?.person || auth.session.impersonationKind === 'institution-role')
        throw new HttpError(400, AUTH_MSG.noPersonRole);
      await setSessionRole(app.db, auth.session.idHash, {
        institutionId: null,
        institutionRole: null,
        institutionSourceType: null,
      });
      return ok(true);
    },
  );

  app.get(
    '/esia/set-user-institution-role',
    {
      config: { access: ACCESS.signedIn, changesState: true },
      schema: {
        summary: 'Выбрать роль сотрудника организации',
        querystring: S.institutionRoleQuery,
        response: { 200: S.done },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const account = auth.session.impersonationKind ? undefined : await loadAccount(app.db, auth.realUserId);
      const employee = account?.employees.find(
        (e) =>
          e.institutionId === q.institutionId &&
          e.institutionRole === q.institutionRole &&
          e.institutionSourceType === q.institutionSourceType,
      );
      if (!employee) throw new HttpError(403, AUTH_MSG.noInstitutionRole);
      refuseClosedTourismRole(employee);
      await setSessionRole(app.db, auth.session.idHash, {
        institutionId: employee.institutionId,
        institutionRole: employee.institutionRole,
        institutionSourceType: employee.institutionSourceType,
      });
      return ok(true);
    },
  );

  const adminOnly = { access: ACCESS.admin, changesState: true };
  const startImpersonation = async (
    request: FastifyRequest,
    personId: number | undefined,
    kind: 'person' | 'representative',
  ) => {
    const auth = requireAuth(request);
    if (!personId) throw new HttpError(400, AUTH_MSG.noPersonId);
    if (!(await findPerson(app.db, personId))) throw new HttpError(404, AUTH_MSG.personNotFound);
    const userId = (await findUserIdByPerson(app.db, personId)) ?? null;
    await app.db.transaction((tx) =>
      setImpersonation(tx, auth.session.idHash, auth.realUserId, {
        kind,
        userId,
        personId,
        institutionId: null,
        institutionRole: null,
        institutionSourceType: null,
      }),
    );
    return ok(true);
  };

  app.get(
    '/esia/impersonate',
    {
      config: adminOnly,
      schema: {
        summary: 'Войти от имени гражданина',
        querystring: S.impersonateQuery,
        response: { 200: S.done },
      },
    },
    (request) => startImpersonation(request, request.query.impersonateAsPersonId, 'person'),
  );

  app.get(
    '/esia/impersonate-representative',
    {
      config: adminOnly,
      schema: {
        summary: 'Войти как представитель гражданина',
        querystring: S.impersonateRepresentativeQuery,
        response: { 200: S.done },
      },
    },
    (request) => startImpersonation(request, request.query.impersonateAsPersonId, 'representative'),
  );

  app.get(
    '/esia/impersonate-as-institution-role',
    {
      config: adminOnly,
      schema: {
        summary: 'Войти от имени сотрудника в роли организации',
        querystring: S.impersonateEmployeeQuery,
        response: { 200: S.done },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { userId, institutionRole, institutionSourceType } = request.query;
      if (!userId) throw new HttpError(400, AUTH_MSG.noEmployeeId);
      if (!institutionRole || !institutionSourceType) throw new HttpError(400, AUTH_MSG.noImpersonationData);
      const employee = (await loadAccount(app.db, userId))?.employees.find(
        (e) => e.institutionRole === institutionRole && e.institutionSourceType === institutionSourceType,
      );
      if (!employee) throw new HttpError(400, AUTH_MSG.noImpersonationData);
      await app.db.transaction((tx) =>
        setImpersonation(tx, auth.session.idHash, auth.realUserId, {
          kind: 'institution-role',
          userId,
          personId: null,
          institutionId: employee.institutionId,
          institutionRole,
          institutionSourceType,
        }),
      );
      return ok(true);
    },
  );

  app.get(
    '/esia/deimpersonate',
    {
      config: { access: ACCESS.signedIn, changesState: true },
      schema: { summary: 'Завершить вход от имени другого пользователя', response: { 200: S.done } },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.session.impersonationKind || !auth.realIsAdmin) throw new HttpError(400, AUTH_MSG.notImpersonated);
      await app.db.transaction((tx) => setImpersonation(tx, auth.session.idHash, auth.realUserId, null));
      return ok(true);
    },
  );
};

export default esiaRoutes;
