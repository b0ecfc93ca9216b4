import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { SystemRole as R } from '../../../common/roles.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { describe } from 'vitest';

/** Who calls, and with which system role in force. */
const CALLERS = [
  { name: 'anonymous', login: null, role: R.Anonymous },
  { name: 'citizen', login: 'citizen', role: R.Public },
  { name: 'service provider', login: 'provider', role: R.ServiceProvider },
  { name: 'social worker', login: 'worker', role: R.SocialWorker },
  { name: 'tourism provider', login: 'tourism', role: R.TourismProvider },
  { name: 'admin', login: 'admin', role: R.Admin },
] as const;

describe('server access matrix: every /api route against every role', () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  /** The call that puts each caller back into its role (a swept route may change the role or impersonate). */
  const resets = new Map<string, string>();
  const reset = async (name: string) => {
    const url = resets.get(name);
    if (url) await t.app.inject({ url, headers: { cookie: cookies.get(name)!, 'sec-fetch-site': 'same-origin' } });
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    for (const caller of CALLERS) {
      if (!caller.login) continue;
      const headers = await t.signIn(caller.login);
      if (caller.role >= R.ServiceProvider) {
        const me = (await t.app.inject({ url: '/api/esia/current-user-info', headers })).json().data;
        const inst = me.availableInstitutions.find(
          (i: { institutionRole: number }) => i.institutionRole === caller.role,
        );
        const q = `institutionSourceType=${inst.institutionSourceType}&institutionId=${inst.institutionId}&institutionRole=${inst.institutionRole}`;
        expect((await t.app.inject({ url: `/api/esia/set-user-institution-role?${q}`, headers })).statusCode).toBe(200);
        resets.set(caller.name, `/api/esia/set-user-institution-role?${q}`);
      } else {
        resets.set(caller.name, caller.role === R.Admin ? '/api/esia/deimpersonate' : '/api/esia/set-user-person-role');
      }
      cookies.set(caller.name, headers.cookie);
    }
  });
  afterAll(() => t?.close());

  it('declares access on every route, and only known roles', () => {
    expect(t.app.accessTable.length).toBeGreaterThan(20);
    const known = new Set<number>(Object.values(R));
    for (const route of t.app.accessTable) expect(route.access.every((role) => known.has(role))).toBe(true);
  });

  it('lets exactly the declared roles through: 401 for anonymous, 403 "Нет доступа" for other roles', async () => {
    const logout = '/api/esia/logout';
    for (const route of t.app.accessTable.filter((r) => r.url !== logout)) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const caller of CALLERS) {
        const allowed = route.access.includes(R.Any) || caller.role === R.Admin || route.access.includes(caller.role);
        await reset(caller.name);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: cookies.get(caller.name) ?? '', 'sec-fetch-site': 'same-origin' },
        });
        const text = res.statusCode >= 400 ? res.json().messages?.[0]?.text : undefined;
        const where = `${route.method} ${url} as ${caller.name}`;
        const refusedByRole = res.headers['x-access-check'] === 'refused';
        if (allowed) {
          expect(refusedByRole, where).toBe(false);
        } else if (caller.role === R.Anonymous) {
          expect([res.statusCode, text, refusedByRole], where).toEqual([401, MSG.notAuthorized, true]);
        } else {
          expect([res.statusCode, text, refusedByRole], where).toEqual([403, MSG.noAccess, true]);
        }
      }
    }
  }, 180_000);
});
