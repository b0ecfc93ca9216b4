import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossOriginRefusal } from '../../../server/http/same-origin.ts';
import { AUTH_MSG, MSG } from '../../../server/messages.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

const OWN = 'http://127.0.0.1:8080';

describe('crossOriginRefusal', () => {
  const verdict = (method: string, headers: Record<string, string>, changesState = false) =>
    crossOriginRefusal({ method, headers }, OWN, changesState);

  it('lets reads through from anywhere', () => {
    expect(verdict('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBeNull();
  });

  it('refuses writes another site started, by Sec-Fetch-Site or by Origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(verdict(method, { 'sec-fetch-site': 'cross-site' })).not.toBeNull();
      expect(verdict(method, { 'sec-fetch-site': 'same-site' })).not.toBeNull();
      expect(verdict(method, { origin: 'https://evil.example' })).not.toBeNull();
      expect(verdict(method, { origin: 'null' })).not.toBeNull();
      expect(verdict(method, { origin: OWN, 'sec-fetch-site': 'same-origin' })).toBeNull();
    }
  });

  it("refuses a state-changing GET unless the portal's own script sent it", () => {
    expect(verdict('GET', {}, true)).not.toBeNull(); // a navigation in a browser without Sec-Fetch-Site
    expect(verdict('GET', { 'sec-fetch-site': 'none' }, true)).not.toBeNull();
    expect(verdict('GET', { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'fetch' }, true)).not.toBeNull();
    expect(verdict('GET', { 'sec-fetch-site': 'same-origin' }, true)).toBeNull();
    expect(verdict('GET', { 'x-requested-with': 'fetch' }, true)).toBeNull();
  });
});

describeEachDb('state changes from another site', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/esia/current-user-info', headers: { cookie } })).json().data as {
      isImpersonated: boolean;
      roleIds: number[];
    };

  it('does not turn a signed-in admin into a citizen when another site sends the browser to /impersonate', async () => {
    const { cookie } = await t.signIn('admin');
    const [citizen] = await t.db.query<{ id: number }>(`SELECT person_id AS id FROM users WHERE login = 'citizen'`);
    const url = `/api/esia/impersonate?impersonateAsPersonId=${citizen.id}`;
    const attempts = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      {}, // a browser that sends no Sec-Fetch-Site
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ url, headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0].text).toBe(MSG.noAccess);
      expect((await me(cookie)).isImpersonated).toBe(false);
    }
    expect((await t.app.inject({ url, headers: { cookie, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await me(cookie)).isImpersonated).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/esia/deimpersonate', headers: { cookie, 'sec-fetch-site': 'cross-site' } }))
        .statusCode,
    ).toBe(403);
    expect((await me(cookie)).isImpersonated).toBe(true);
  });

  it("keeps a worker's institution role when another site sends the browser to set-user-person-role", async () => {
    const { headers } = await t.signInEmployee('worker', 3);
    const res = await t.app.inject({
      url: '/api/esia/set-user-person-role',
      headers: { cookie: headers.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(headers.cookie)).roleIds).toEqual([3]);
  });

  it('refuses a POST from a foreign origin and takes one from its own', async () => {
    const { cookie } = await t.signIn('citizen');
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/person-note/add',
        headers: { cookie, ...headers },
        payload: { phone: '+7 912 000-11-22' },
      });
    const foreign = await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().messages[0].text).toBe(MSG.noAccess);
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ origin: OWN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it("leaves the sign-in callback to its state: a provider's redirect is cross-site", async () => {
    const res = await t.app.inject({
      url: `/api/esia/auth?code=abc&state=state-0123456789&redirectUri=${encodeURIComponent(`${OWN}/auth`)}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.json().messages[0].text).toBe(AUTH_MSG.badState);
  });
});
