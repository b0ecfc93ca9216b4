import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/** The policy the portal sends: written out so that any change to it shows here. */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://tile.openstreetmap.org;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

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
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
