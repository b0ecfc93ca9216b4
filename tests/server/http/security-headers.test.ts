import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { browser } from '../auth/browser.ts';

/** The policy the portal sends: written out so that any change to it shows here. */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://tile.openstreetmap.org;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self'";

/** The sources of the policy's style-src. */
const styleSources = (res: LightMyRequestResponse) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('style-src '))
    ?.split(' ')
    .slice(1);

/** Every header helmet sets with the portal's options, as sent. */
const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describeEachDb('security headers of the portal', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('are on every kind of answer: computed, a kept public read, refused, failed validation and not found', async () => {
    const publicRead = '/api/public/registry?tab=state&page=1&pageSize=20';
    const answers = [
      await t.app.inject('/api/health'),
      await t.app.inject(publicRead),
      await t.app.inject(publicRead),
      await t.app.inject('/api/public/registry?pageSize=20&tab=state&page=1'),
      await t.app.inject('/api/esia/current-user-info'),
      await t.app.inject('/api/addresses/addr-cities?regionId=abc'),
      await t.app.inject('/api/no-such-thing'),
      await t.app.inject({
        method: 'POST',
        url: '/api/individual-needs-assessment-act/edit-bartel-scale',
        payload: {},
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 403, 400, 404, 401]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers[name], `${res.raw.req.url} ${name}`).toBe(value);
      // No inline style: only the nonce of a page lets its style elements in (tests/server/http/client.test.ts).
      expect(styleSources(res)).toEqual(["'self'"]);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("lets no inline style into the identity provider's pages: they link a stylesheet of their own", async () => {
    const b = browser(t.app);
    const redirectUri = encodeURIComponent('http://127.0.0.1:8080/auth');
    const start = await b.request('GET', `/api/esia/get-login-url?state=state-0123456789&redirectUri=${redirectUri}`);
    const signIn = (await b.follow('GET', start.json().data.url)).response;
    // Signing out: oidc-provider's page posts its form by a script its own hash lets in, then its last page.
    const confirm = await b.request('GET', '/idp/session/end');
    expect(String(confirm.headers['content-security-policy']).replace(/ 'sha256-[^']+'/, '')).toBe(CSP);
    expect(confirm.body).not.toMatch(/<style|\sstyle=/i);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1];
    const signedOut = (await b.follow('POST', '/idp/session/end/confirm', { xsrf, logout: 'yes' })).response;
    // The sign-in page is a Fastify route; the error and the signed-out pages are oidc-provider's, through Koa.
    const pages = [signIn, await t.app.inject('/idp/auth'), signedOut];
    expect(pages.map((res) => /<h1>(.*?)<\/h1>/.exec(res.body)?.[1])).toEqual([
      'Тестовый поставщик идентификации',
      'Не удалось выполнить вход',
      'Вы вышли',
    ]);
    for (const res of pages) {
      expect(res.headers['content-type'], res.raw.req.url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], res.raw.req.url).toBe(CSP);
      expect(res.body).not.toMatch(/<style|\sstyle=/i);
      expect(res.body).toContain('<link rel="stylesheet" href="/idp-login/page.css">');
    }
    const css = await t.app.inject('/idp-login/page.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toMatch(/^body\{/);
  });

  it("puts /api/docs (swagger-ui) under the portal's policy, with only the logo's style let in by its hash", async () => {
    const answers = [
      await t.app.inject('/api/docs'),
      await t.app.inject('/api/docs/static/swagger-ui.css'),
      await t.app.inject('/api/docs/json'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.raw.req.url).toBe(200);
      expect(styleSources(res), res.raw.req.url).toEqual([
        "'self'",
        "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
      ]);
      expect(String(res.headers['content-security-policy']).replace(/ 'sha256-[^']+'/, ''), res.raw.req.url).toBe(CSP);
    }
    expect(answers[0].body).not.toMatch(/<style|\sstyle=/i);
  });
});
