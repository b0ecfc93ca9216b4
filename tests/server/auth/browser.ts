import type { FastifyInstance } from 'fastify';

/**
 * A tiny browser over fastify.inject: keeps cookies (ignoring paths, which only widens what is
 * sent) and follows redirects, so the real sign-in flow through the embedded provider runs in tests.
 */
export function browser(app: FastifyInstance, origin = 'http://127.0.0.1:8080') {
  const jar = new Map<string, string>();
  const host = new URL(origin).host;

  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a) || /max-age=0\b/i.test(a.trim()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };

  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const target = new URL(url, origin);
    const response = await app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        // The portal's script calls /api; everything else is the browser navigating.
        ...(target.pathname.startsWith('/api/') ? { 'sec-fetch-site': 'same-origin' } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    remember(response.headers['set-cookie']);
    return response;
  }

  /** Follows redirects up to the first non-redirect answer or a redirect back to the portal's /auth. */
  async function follow(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    let response = await request(method, url, form);
    for (let hops = 0; hops < 10 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
      const location = new URL(String(response.headers.location), origin);
      if (location.pathname === '/auth') return { response, location };
      response = await request('GET', location.href);
    }
    return { response, location: undefined };
  }

  /** The whole sign-in of a demo login; returns the session cookie header. */
  async function signIn(login: string, state = 'state-0123456789') {
    const redirectUri = `${origin}/auth`;
    const start = await request(
      'GET',
      `/api/esia/get-login-url?state=${state}&redirectUri=${encodeURIComponent(redirectUri)}`,
    );
    const loginPage = await follow('GET', start.json().data.url);
    const uid = /\/idp-login\/([\w-]+)\/login/.exec(loginPage.response.body)![1];
    const back = await follow('POST', `/idp-login/${uid}/login`, { login });
    const params = back.location!.searchParams;
    const auth = await request(
      'GET',
      `/api/esia/auth?code=${params.get('code')}&state=${params.get('state')}&iss=${encodeURIComponent(params.get('iss') ?? '')}&redirectUri=${encodeURIComponent(redirectUri)}`,
    );
    return { auth, callback: back.location!, loginPage: loginPage.response.body };
  }

  return { jar, request, follow, signIn, cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}
