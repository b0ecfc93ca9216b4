import autocannon from 'autocannon';
import { actCalls, callPath } from '../../common/acts/act-definition';
import { ACTS } from '../../common/acts/generated/acts';
import { sampleActData } from '../../codegen/sample-data';

/**
 * The API half of the bench: a signed-in social worker over plain HTTP (the real sign-in through
 * the embedded identity provider, as tests/server/auth/browser.ts does it over inject), acts created
 * for the save figure, and autocannon runs.
 */

/** A cookie-keeping HTTP client that follows redirects by hand (fetch drops Set-Cookie on redirects). */
export function httpSession(origin: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a) || /max-age=0\b/i.test(a.trim()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  async function request(
    method: 'GET' | 'POST',
    url: string,
    body?: { form?: Record<string, string>; json?: unknown },
  ) {
    // As the portal's own script sends them (the server refuses state changes from other sites).
    const headers: Record<string, string> = { cookie: cookie(), 'sec-fetch-site': 'same-origin' };
    let payload: string | undefined;
    if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await fetch(new URL(url, origin), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    remember(response);
    return response;
  }
  /** Follows redirects until an answer that is not one, or until one back to the portal's /auth. */
  async function follow(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    let response = await request(method, url, form ? { form } : undefined);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const location = new URL(response.headers.get('location') ?? '/', origin);
      if (location.pathname === '/auth') return { response, location };
      response = await request('GET', location.href);
    }
    return { response, location: undefined };
  }
  async function json<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const response = await request(method, url, body === undefined ? undefined : { json: body });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 500)}`);
    return (JSON.parse(text) as { data: T }).data;
  }
  return { request, follow, json, cookie };
}

export type HttpSession = ReturnType<typeof httpSession>;

/** Signs in a demo login through the embedded identity provider: the login page's button, then /api/esia/auth. */
export async function signIn(origin: string, login: string): Promise<HttpSession> {
  const session = httpSession(origin);
  const redirectUri = `${origin}/auth`;
  const start = await session.json<{ url: string }>(
    'GET',
    `/api/esia/get-login-url?state=bench-${Date.now()}&redirectUri=${encodeURIComponent(redirectUri)}`,
  );
  const loginPage = await session.follow('GET', start.url);
  const uid = /\/idp-login\/([\w-]+)\/login/.exec(await loginPage.response.text())?.[1];
  if (!uid) throw new Error('the identity provider did not show its login page');
  const back = await session.follow('POST', `/idp-login/${uid}/login`, { login });
  if (!back.location) throw new Error(`the identity provider did not send ${login} back to /auth`);
  const params = back.location.searchParams;
  await session.json(
    'GET',
    `/api/esia/auth?code=${params.get('code')}&state=${params.get('state')}&iss=${encodeURIComponent(params.get('iss') ?? '')}&redirectUri=${encodeURIComponent(redirectUri)}`,
  );
  return session;
}

/** The social worker signed in with the institution role chosen (as on /select-role). */
export async function signInWorker(origin: string): Promise<HttpSession> {
  const session = await signIn(origin, 'worker');
  const me = await session.json<{
    availableInstitutions: { institutionId: number; institutionRole: number; institutionSourceType: number }[];
  }>('GET', '/api/esia/current-user-info');
  const role = me.availableInstitutions.find((i) => i.institutionRole === 3) ?? me.availableInstitutions[0];
  if (!role) throw new Error('the demo worker has no institution role');
  await session.json(
    'GET',
    `/api/esia/set-user-institution-role?institutionSourceType=${role.institutionSourceType}&institutionId=${role.institutionId}&institutionRole=${role.institutionRole}`,
  );
  return session;
}

export const SAVE_ACT = 'individual-needs-assessment-act' as const;
/** Block 3 «Шкалы оценки» (Barthel and Lawton scales, totals computed by the server). */
export const SAVE_BLOCK = 3;

export interface ActForSave {
  id: number;
  version: number;
}

/** `count` new acts of the worker's first client, for saving block SAVE_BLOCK. */
export async function createActs(session: HttpSession, count: number): Promise<ActForSave[]> {
  const definition = ACTS[SAVE_ACT].definition;
  const calls = actCalls(definition);
  const clients = await session.json<{ id: number }[]>(
    'POST',
    `/api${callPath(definition.apiPrefix, calls.personSearch)}`,
    { lastName: '' },
  );
  if (!clients.length) throw new Error('the demo worker has no clients');
  const acts: ActForSave[] = [];
  for (let i = 0; i < count; i += 1) {
    const act = await session.json<{ id: number; version: number }>(
      'POST',
      `/api${callPath(definition.apiPrefix, calls.create, clients[i % clients.length].id)}`,
    );
    acts.push({ id: act.id, version: act.version });
  }
  return acts;
}

/**
 * Reads every act's current version: a run ends with requests in flight whose answers it never
 * reads, so the versions it kept may be behind.
 */
export async function syncVersions(session: HttpSession, acts: ActForSave[]): Promise<void> {
  const definition = ACTS[SAVE_ACT].definition;
  for (const act of acts) {
    act.version = (
      await session.json<{ version: number }>(
        'GET',
        `/api${callPath(definition.apiPrefix, actCalls(definition).get, act.id)}`,
      )
    ).version;
  }
}

/** The save call of SAVE_BLOCK and two valid versions of its data (the runs alternate them, so every save changes the act). */
export function saveCall(): { path: (id: number) => string; variants: Record<string, unknown>[] } {
  const act = ACTS[SAVE_ACT];
  const block = act.definition.blocks.find((b) => b.number === SAVE_BLOCK)!;
  const sample = sampleActData(act.schema, act.definition);
  const data = Object.fromEntries(block.fields.filter((f) => sample[f] !== undefined).map((f) => [f, sample[f]]));
  const bartel = (data.bartel ?? {}) as Record<string, unknown>;
  const other = { ...data, bartel: { ...bartel, eating: bartel.eating === 5 ? 10 : 5 } };
  return { path: (id) => `/api${callPath(act.definition.apiPrefix, block.save, id)}`, variants: [data, other] };
}

export interface LoadFigures {
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Status codes other than 2xx seen by the run (for the save: 409 would mean a version clash). */
  statuses: Record<string, number>;
}

function figures(result: autocannon.Result, statuses: Record<string, number>): LoadFigures {
  return {
    connections: result.connections,
    durationS: Math.round(result.duration * 10) / 10,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** The request headers of the public read: like a browser's (the server compresses answers over 1 KB). */
export const READ_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * GETs of a public read with `connections` connections for `seconds` (every run bounded in time),
 * flat out: each connection sends the next request the moment an answer comes. With `nextPath`,
 * every request asks another path (another search, filter or page) of the same origin; `headers`
 * (a browser's by default) go with every request, a signed-in one's cookie among them.
 */
export async function loadGet(
  url: string,
  connections: number,
  seconds: number,
  nextPath?: () => string,
  headers: Readonly<Record<string, string>> = READ_HEADERS,
): Promise<LoadFigures> {
  const statuses: Record<string, number> = {};
  const result = await run({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { ...headers },
    requests: [
      {
        method: 'GET',
        ...(nextPath && {
          path: nextPath(),
          setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
        }),
        onResponse: (status) => {
          if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return figures(result, statuses);
}

/**
 * Block saves with `connections` connections for `seconds`: every request takes a free act from
 * the pool (more acts than connections), sends its current version, and on the answer puts the act
 * back with the version bumped, so no two requests ever race on one act: a 409 would mean a bug
 * (the act is then read again before it goes back to the pool, and the 409 is counted).
 */
export async function loadSave(
  origin: string,
  session: HttpSession,
  acts: ActForSave[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  await syncVersions(session, acts);
  const { path, variants } = saveCall();
  const definition = ACTS[SAVE_ACT].definition;
  const free = [...acts];
  const statuses: Record<string, number> = {};
  let sent = 0;
  const result = await run({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: path(acts[0].id),
        headers: {
          cookie: session.cookie(),
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
        },
        setupRequest: (request, context) => {
          // The pool is larger than the connections; should it ever run dry, reuse an act (a 409 then shows it).
          const act = free.shift() ?? acts[sent % acts.length];
          context.act = act;
          sent += 1;
          return {
            ...request,
            path: path(act.id),
            body: JSON.stringify({ id: act.id, version: act.version, block: SAVE_BLOCK, data: variants[sent % 2] }),
          };
        },
        onResponse: (status, _body, context) => {
          const act = context.act as ActForSave;
          if (status === 200) {
            // A save bumps the version by one (the body may be compressed: autocannon does not inflate it).
            act.version += 1;
            free.push(act);
          } else {
            statuses[status] = (statuses[status] ?? 0) + 1;
            // The version is unknown now: read it again before the act goes back to the pool.
            session
              .json<{
                version: number;
              }>('GET', `/api${callPath(definition.apiPrefix, actCalls(definition).get, act.id)}`)
              .then(
                (view) => free.push({ id: act.id, version: view.version }),
                () => undefined,
              );
          }
        },
      },
    ],
  });
  return figures(result, statuses);
}
