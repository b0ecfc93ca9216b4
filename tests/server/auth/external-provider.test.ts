import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MSG } from '../../../server/messages.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { browser } from './browser.ts';

const PORTAL = 'http://127.0.0.1:8080';
const CLIENT = { id: 'portal-ext', secret: randomBytes(24).toString('base64url') };

/**
 * A second, separately configured OpenID Connect provider on its own port, as a real one behaves:
 * its own login step, and SNILS granted by the `snils` scope returned at the userinfo endpoint
 * only (oidc-provider's default: scope claims stay out of the ID token when an access token is
 * issued). Its subjects are its own, unknown to the portal. The login step signs in `nextLogin`.
 * It also answers ESIA's person call, GET /rs/prns/{oid}, checking the bearer token at its own
 * userinfo endpoint, for the ESIA adapter.
 */
async function startProvider(accounts: Record<string, { snils?: string }>) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${PORTAL}/auth`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'ext', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], snils: ['snils'] },
    scopes: ['openid', 'profile', 'snils'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/login/${interaction.uid}` },
    findAccount: async (_ctx, sub) =>
      accounts[sub] ? { accountId: sub, claims: async () => ({ sub, ...accounts[sub] }) } : undefined,
  });
  const state = { nextLogin: '' };
  const callback = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.url?.startsWith('/login/')) {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: state.nextLogin } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: CLIENT.id });
        grant.addOIDCScope('openid profile snils');
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      const person = /^\/rs\/prns\/([^/?]+)$/.exec(req.url ?? '');
      if (person) {
        const me = await fetch(`${issuer}/me`, { headers: { authorization: String(req.headers.authorization) } });
        const claims = me.ok ? ((await me.json()) as { sub: string; snils?: string }) : undefined;
        res.writeHead(claims?.sub === decodeURIComponent(person[1]) ? 200 : 401, {
          'content-type': 'application/json',
        });
        res.end(
          JSON.stringify(
            claims?.sub === decodeURIComponent(person[1])
              ? { firstName: 'Мария', trusted: true, snils: claims.snils }
              : { error: 'unauthorized' },
          ),
        );
        return;
      }
      callback(req, res);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return { issuer, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Follows the provider's redirects with a cookie jar of its own until it sends the browser back to the portal. */
async function throughProvider(url: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = new URL(url);
  for (let hops = 0; hops < 15; hops++) {
    if (next.origin === PORTAL) return next;
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${next.href}: ${response.status} ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('Too many redirects');
}

describeEachDb('sign-in through another OpenID Connect provider', (kind) => {
  let idp: Awaited<ReturnType<typeof startProvider>>;
  let userinfo: TestApp;
  let esia: TestApp;
  let citizenSnils: string;
  /** The provider's accounts by subject; each test adds the one it signs in. */
  const providerAccounts: Record<string, { snils?: string }> = {};

  beforeAll(async () => {
    idp = await startProvider(providerAccounts);
    const env = { ISSUER_URL: '', CLIENT_ID: CLIENT.id, CLIENT_SECRET: CLIENT.secret, PUBLIC_URL: PORTAL };
    userinfo = await createTestApp(kind, { ...env, ISSUER_URL: idp.issuer });
    esia = await createTestApp(kind, {
      ...env,
      ISSUER_URL: idp.issuer,
      PERSON_DATA_SOURCE: 'esia',
      ESIA_API_URL: idp.issuer,
    });
    const [citizen] = await userinfo.db.query<{ snils: string }>(
      `SELECT p.snils FROM users u JOIN persons p ON p.id = u.person_id WHERE u.login = 'citizen'`,
    );
    citizenSnils = citizen.snils;
  });
  afterAll(async () => {
    await userinfo?.close();
    await esia?.close();
    await idp?.close();
  });

  /** The whole sign-in of one of the provider's accounts through the portal. */
  async function signIn(t: TestApp, subject: string, snils: string | undefined) {
    providerAccounts[subject] = snils ? { snils } : {};
    idp.state.nextLogin = subject;
    const b = browser(t.app, PORTAL);
    const redirectUri = `${PORTAL}/auth`;
    const start = await b.request(
      'GET',
      `/api/esia/get-login-url?state=state-0123456789&redirectUri=${encodeURIComponent(redirectUri)}`,
    );
    expect(start.statusCode).toBe(200);
    const back = await throughProvider(start.json().data.url);
    const p = back.searchParams;
    const auth = await b.request(
      'GET',
      `/api/esia/auth?code=${p.get('code')}&state=${p.get('state')}&iss=${encodeURIComponent(p.get('iss') ?? '')}&redirectUri=${encodeURIComponent(redirectUri)}`,
    );
    return { auth, b };
  }
  it('signs the demo citizen in as herself when SNILS comes only from userinfo', async () => {
    // A subject of the provider's own, and SNILS written without dashes.
    const { auth, b } = await signIn(userinfo, 'ext-7f3a', citizenSnils.replace(/\D/g, ''));
    expect(auth.statusCode).toBe(200);
    const me = (await b.request('GET', '/api/esia/current-user-info')).json().data;
    expect(me).toMatchObject({ lastName: 'Иванова', publicPerson: true });
    expect(me.personId).toBeGreaterThan(0);
    expect(me.kids).toHaveLength(2);
  });

  it('refuses a subject whose person cannot be found, with a clear message and no account left behind', async () => {
    for (const [subject, snils] of [
      ['ext-stranger', '112-233-445 95'],
      ['ext-no-snils', undefined],
    ] as const) {
      const { auth, b } = await signIn(userinfo, subject, snils);
      expect([auth.statusCode, auth.json().messages[0].text]).toEqual([403, AUTH_MSG.subjectWithoutPerson]);
      expect(b.jar.has('portal_sid')).toBe(false);
      expect(await userinfo.db.query('SELECT 1 FROM users WHERE subject = $1', [subject])).toEqual([]);
    }
  });

  it('maps an ESIA person through its data call with the access token', async () => {
    const { auth, b } = await signIn(esia, 'ext-esia-1', citizenSnils);
    expect(auth.statusCode).toBe(200);
    expect((await b.request('GET', '/api/esia/current-user-info')).json().data).toMatchObject({
      lastName: 'Иванова',
      publicPerson: true,
    });
  });
});
