import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MSG, MSG } from '../../../server/messages.ts';
import { SystemRole } from '../../../common/roles.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { browser } from './browser.ts';

describeEachDb('sign-in through the identity provider', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('signs a citizen in through the provider page and sets an HttpOnly SameSite=Lax cookie', async () => {
    const b = browser(t.app);
    const { auth, callback, loginPage } = await b.signIn('citizen');
    for (const login of ['citizen', 'guardian', 'worker', 'provider', 'tourism', 'admin'])
      expect(loginPage).toContain(`Войти как ${login}`);
    expect(callback.searchParams.get('state')).toBe('state-0123456789');
    expect(auth.statusCode).toBe(200);
    const cookie = String(auth.headers['set-cookie']);
    expect(cookie).toMatch(/portal_sid=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = (await b.request('GET', '/api/esia/current-user-info')).json().data;
    expect(me).toMatchObject({
      login: 'citizen',
      lastName: 'Иванова',
      publicPerson: true,
      roleIds: [SystemRole.Public],
      isImpersonated: false,
    });
    expect(me.personId).toBeGreaterThan(0);
    expect(me.kids).toHaveLength(2);
  });

  it('sets beside the session a readable hint that carries no identity, and clears both on logout', async () => {
    const b = browser(t.app);
    const { auth } = await b.signIn('citizen');
    const cookies = [auth.headers['set-cookie']].flat().map(String);
    const hint = cookies.find((c) => c.startsWith('portal_signed_in='));
    expect(hint).toMatch(/^portal_signed_in=1; Path=\/; SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);
    const out = await b.request('GET', `/api/esia/logout?redirectUri=${encodeURIComponent('http://127.0.0.1:8080/')}`);
    const cleared = [out.headers['set-cookie']].flat().map(String);
    expect(cleared.some((c) => /^portal_signed_in=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cleared.some((c) => /^portal_sid=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it('answers current-user-info with 403 when nobody is signed in, and clears a hint left by an ended session', async () => {
    const res = await t.app.inject({
      url: '/api/esia/current-user-info',
      headers: { cookie: 'portal_sid=ended-session-id-0123456789abcdef0123456789; portal_signed_in=1' },
    });
    expect(res.statusCode).toBe(403);
    const cleared = [res.headers['set-cookie']].flat().map(String);
    expect(cleared.some((c) => /^portal_signed_in=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it('refuses a code without the login started in this browser, and a wrong state', async () => {
    const redirectUri = encodeURIComponent('http://127.0.0.1:8080/auth');
    const noTx = await t.app.inject(`/api/esia/auth?code=abc&state=state-zzzzzzzz&redirectUri=${redirectUri}`);
    expect(noTx.json().messages[0].text).toBe(AUTH_MSG.badState);
    const noCode = await t.app.inject(`/api/esia/auth?redirectUri=${redirectUri}`);
    expect(noCode.json().messages[0].text).toBe(AUTH_MSG.incompleteData);

    const b = browser(t.app);
    const start = await b.request('GET', `/api/esia/get-login-url?state=state-aaaaaaaa&redirectUri=${redirectUri}`);
    const page = await b.follow('GET', start.json().data.url);
    const uid = /\/idp-login\/([\w-]+)\/login/.exec(page.response.body)![1];
    const back = await b.follow('POST', `/idp-login/${uid}/login`, { login: 'citizen' });
    const code = back.location!.searchParams.get('code');
    // Without the state the login is not finished, and stays pending for the right one.
    const noState = await b.request('GET', `/api/esia/auth?code=${code}&redirectUri=${redirectUri}`);
    expect([noState.statusCode, noState.json().messages[0].text]).toEqual([400, AUTH_MSG.incompleteData]);
    expect(b.jar.has('portal_sid')).toBe(false);
    const wrong = await b.request('GET', `/api/esia/auth?code=${code}&state=state-bbbbbbbb&redirectUri=${redirectUri}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages[0].text).toBe(AUTH_MSG.badState);
    expect(b.jar.has('portal_sid')).toBe(false);
  });

  it('refuses a foreign return address', async () => {
    const res = await t.app.inject(
      `/api/esia/get-login-url?state=state-0123456789&redirectUri=${encodeURIComponent('https://evil.example/auth')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].text).toBe(AUTH_MSG.badRedirect);
  });

  it('logs out: the session is revoked and the provider logout address is returned', async () => {
    const b = browser(t.app);
    await b.signIn('guardian');
    const cookie = b.cookie();
    const out = await b.request('GET', `/api/esia/logout?redirectUri=${encodeURIComponent('http://127.0.0.1:8080/')}`);
    expect(out.json().data.url).toContain('/idp/session/end');
    expect(out.json().data.url).toContain('id_token_hint=');
    const after = await t.app.inject({ url: '/api/esia/current-user-info', headers: { cookie } });
    expect(after.statusCode).toBe(403);
  });

  it('lets a provider choose between the person role and each institution role', async () => {
    const headers = await t.signIn('provider');
    const me = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    expect(me.availableInstitutions.length).toBeGreaterThanOrEqual(2);
    expect(me.roleIds).toEqual([SystemRole.Public]);
    const inst = me.availableInstitutions[0];
    const q = `institutionSourceType=${inst.institutionSourceType}&institutionId=${inst.institutionId}&institutionRole=${inst.institutionRole}`;
    expect((await t.app.inject({ url: `/api/esia/set-user-institution-role?${q}`, headers })).statusCode).toBe(200);
    const asProvider = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    expect(asProvider).toMatchObject({
      roleIds: [SystemRole.ServiceProvider],
      serviceProvider: true,
      publicPerson: false,
      personId: null,
    });
    expect(asProvider.selectedInstitution.institutionId).toBe(inst.institutionId);

    const foreign = await t.app.inject({
      url: `/api/esia/set-user-institution-role?institutionSourceType=1&institutionId=1&institutionRole=3`,
      headers,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/esia/set-user-person-role', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data.roleIds).toEqual([
      SystemRole.Public,
    ]);
  });

  it('lets an admin impersonate a citizen and an employee, audits both, and deimpersonates', async () => {
    // The demo data holds earlier entries of the log (the /admin page shows them): only this test's count.
    const [{ last }] = await t.db.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM impersonation_audit',
    );
    const headers = await t.signIn('admin');
    const me = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    expect(me.administrator).toBe(true);
    expect(me.roleIds).toContain(SystemRole.Admin);
    const citizen = me.availableToImpersonate.find(
      (o: { caption: string; institutionRole?: number }) => o.caption.startsWith('Иванова') && !o.institutionRole,
    );
    const worker = me.availableToImpersonate.find(
      (o: { institutionRole?: number }) => o.institutionRole === SystemRole.SocialWorker,
    );

    const missing = await t.app.inject({ url: '/api/esia/impersonate', headers });
    expect(missing.json().messages[0].text).toBe(AUTH_MSG.noPersonId);
    expect(
      (await t.app.inject({ url: '/api/esia/impersonate-as-institution-role', headers })).json().messages[0].text,
    ).toBe(AUTH_MSG.noEmployeeId);
    expect(
      (await t.app.inject({ url: `/api/esia/impersonate-as-institution-role?userId=${worker.userId}`, headers })).json()
        .messages[0].text,
    ).toBe(AUTH_MSG.noImpersonationData);
    expect((await t.app.inject({ url: '/api/esia/deimpersonate', headers })).json().messages[0].text).toBe(
      AUTH_MSG.notImpersonated,
    );

    expect(
      (await t.app.inject({ url: `/api/esia/impersonate?impersonateAsPersonId=${citizen.personId}`, headers }))
        .statusCode,
    ).toBe(200);
    const asCitizen = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    expect(asCitizen).toMatchObject({
      isImpersonated: true,
      administrator: false,
      lastName: 'Иванова',
      roleIds: [SystemRole.Public],
    });
    // While acting as a citizen the admin's own rights are gone.
    expect(
      (await t.app.inject({ url: `/api/esia/impersonate?impersonateAsPersonId=${citizen.personId}`, headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/esia/deimpersonate', headers })).statusCode).toBe(200);

    const q = `userId=${worker.userId}&institutionRole=${worker.institutionRole}&institutionSourceType=${worker.institutionSourceType}`;
    expect((await t.app.inject({ url: `/api/esia/impersonate-as-institution-role?${q}`, headers })).statusCode).toBe(
      200,
    );
    const asWorker = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
    expect(asWorker).toMatchObject({ isImpersonated: true, socialWorker: true, roleIds: [SystemRole.SocialWorker] });
    expect((await t.app.inject({ url: '/api/esia/deimpersonate', headers })).statusCode).toBe(200);

    const audit = await t.db.query<{ action: string; kind: string | null }>(
      `SELECT action, kind FROM impersonation_audit a JOIN users u ON u.id = a.admin_user_id WHERE u.login = 'admin' AND a.id > $1 ORDER BY a.id`,
      [last],
    );
    expect(audit).toEqual([
      { action: 'start', kind: 'person' },
      { action: 'stop', kind: null },
      { action: 'start', kind: 'institution-role' },
      { action: 'stop', kind: null },
    ]);
  });

  it('refuses impersonation to everyone but admins', async () => {
    for (const login of ['citizen', 'worker']) {
      const res = await t.app.inject({
        url: '/api/esia/impersonate?impersonateAsPersonId=1',
        headers: await t.signIn(login),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0].text).toBe(MSG.noAccess);
    }
    expect(
      (
        await t.app.inject({
          url: '/api/esia/impersonate?impersonateAsPersonId=1',
          headers: { 'sec-fetch-site': 'same-origin' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('forgets a session after the idle time', async () => {
    const headers = await t.signIn('citizen');
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 hours'`);
    const res = await t.app.inject({ url: '/api/patronage/is-unread-message-exist', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].text).toBe(MSG.notAuthorized);
  });
});
