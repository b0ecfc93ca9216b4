import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyOption } from '../../../server/config.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { browser } from './browser.ts';

const LIMIT = 5;
const loginUrl = `/api/esia/get-login-url?state=state-0123456789&redirectUri=${encodeURIComponent('http://127.0.0.1:8080/auth')}`;
const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, a hop count, or the listed proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    const oneHop = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('203.0.113.1', 1)]).toEqual([true, false]);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8']);
  });

  it('refuses trusting every sender and what is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.local')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});

describe('the sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t?.close());

  it('is not bypassed by inventing X-Forwarded-For addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      codes.push((await t.app.inject({ url: loginUrl, headers: fromAddress(`203.0.113.${i + 1}`) })).statusCode);
    }
    expect(codes.slice(0, LIMIT).every((code) => code === 200)).toBe(true);
    expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
    const refused = await t.app.inject({ url: loginUrl, headers: fromAddress('198.51.100.7') });
    expect(refused.json().messages[0].text).toMatch(
      /^Слишком много запросов подряд\. Повторите попытку через \d+ секунд/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('counts every /api/esia call, signed in or not, one budget per session', async () => {
    // The anonymous budget of this address is spent by the test above; current-user-info counts too.
    expect((await t.app.inject('/api/esia/current-user-info')).statusCode).toBe(429);
    const admin = await t.signIn('admin');
    const calls = [
      '/api/esia/current-user-info',
      '/api/esia/deimpersonate',
      '/api/esia/set-user-person-role',
      '/api/esia/impersonate',
    ];
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      codes.push(
        (await t.app.inject({ url: calls[i % calls.length], headers: { ...admin, 'sec-fetch-site': 'same-origin' } }))
          .statusCode,
      );
    }
    expect(codes.slice(0, LIMIT)).not.toContain(429);
    expect(codes[LIMIT]).toBe(429);
    // Another session from the same address has its own budget.
    expect(
      (await t.app.inject({ url: '/api/esia/current-user-info', headers: await t.signIn('citizen') })).statusCode,
    ).toBe(200);
  });
});

describe('the sign-in rate limit behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  it('counts each client the proxy names apart, and only the hop it trusts', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await t.app.inject({ url: loginUrl, headers: fromAddress('203.0.113.1') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: loginUrl, headers: fromAddress('203.0.113.1') })).statusCode).toBe(429);
    expect((await t.app.inject({ url: loginUrl, headers: fromAddress('203.0.113.2') })).statusCode).toBe(200);
    // An address the client itself put in front of the proxy's is not believed.
    expect((await t.app.inject({ url: loginUrl, headers: fromAddress('192.0.2.9, 203.0.113.1') })).statusCode).toBe(
      429,
    );
  });
});

describeEachDb('pending logins', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const pending = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_transactions'))[0].n;

  it('keeps one pending login per browser however often it starts again', async () => {
    await t.db.query('DELETE FROM login_transactions');
    const b = browser(t.app);
    for (let i = 0; i < 4; i++) expect((await b.request('GET', loginUrl)).statusCode).toBe(200);
    expect(await pending()).toBe(1);
  });

  it('deletes pending logins once they expire, with the next start and with the sweep', async () => {
    await t.db.query('DELETE FROM login_transactions');
    for (let i = 0; i < 3; i++) await t.app.inject(loginUrl);
    await t.db.query(`UPDATE login_transactions SET created_at = now() - interval '16 minutes'`);
    await t.app.inject(loginUrl);
    expect(await pending()).toBe(1);

    await t.db.query(`UPDATE login_transactions SET created_at = now() - interval '16 minutes'`);
    const { deleteExpiredLoginTransactions } = await import('../../../server/repositories/sessions.ts');
    expect(await deleteExpiredLoginTransactions(t.db)).toBe(1);
    expect(await pending()).toBe(0);
  });
});
