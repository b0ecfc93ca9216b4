import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { ACCESS } from '../../../server/auth/access.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/db.ts';
import { ok } from '../../../server/http/envelope.ts';
import { PUBLIC_CACHE_CONTROL, publicRead } from '../../../server/http/public-cache.ts';
import { findNews, updateNews } from '../../../server/repositories/news.ts';
import { createLogger } from '../../../server/logger.ts';
import {
  DB_KINDS,
  createTestApp,
  describeEachDb,
  FRESH_DB_TEST_TIMEOUT_MS,
  secondProcess,
  type DbKind,
  type TestApp,
} from '../test-app.ts';
import { openSeededDb } from '../seed-snapshot.ts';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** Headers of one response only, or set by the cache itself. */
// Framing (content-length or chunked transfer-encoding) is per response: a long compressed body may be streamed.
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'cache-control',
  'vary',
]);

/** The body as the client reads it (decompressed). */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(raw).toString();
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(raw).toString();
  expect(res.headers['content-encoding']).toBeUndefined();
  return raw.toString();
}

/**
 * Counts the statements a read sends to the database, leaving out the rate limiter's counter (on
 * PostgreSQL the public search budget counts each computed call in rate_limit_hits): the cache's
 * promise is about reading the data, not about that counter.
 */
function spyReads(db: Db) {
  const spy = vi.spyOn(db, 'query');
  const texts = () => spy.mock.calls.map(([sql]) => String(sql)).filter((sql) => !sql.includes('rate_limit_hits'));
  const reads = () => texts().length;
  return { reads, texts, clear: () => spy.mockClear(), restore: () => spy.mockRestore() };
}

/** A second server on the same database with the cache turned off: what the routes send uncached. */
async function uncachedApp(t: TestApp): Promise<FastifyInstance> {
  const db: Db = { ...t.db, close: async () => undefined };
  const app = await buildApp({ config: { ...t.config, publicCacheSeconds: 0 }, db, logger: createLogger('warn') });
  await app.ready();
  return app;
}

/** A server with extra routes, added before it starts. */
async function appWith(kind: DbKind, addRoutes: (app: FastifyInstance) => void) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const { db, drop } = await openSeededDb(kind, dataDir);
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn' }),
    db,
    logger: createLogger('warn'),
  });
  const close = async () => {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    addRoutes(app);
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, db, close };
}

describeEachDb('public reads from the cache', (kind) => {
  let t: TestApp;
  let plain: FastifyInstance;
  let urls: string[];
  beforeAll(async () => {
    // Without the search budget: on PostgreSQL its counter is a round trip before each computed read,
    // which would stagger the concurrent requests these tests send (the budget: rate-limits.test.ts).
    t = await createTestApp(kind, { SEARCH_RATE_LIMIT_PER_MINUTE: '0' });
    plain = await uncachedApp(t);
    const first = (await plain.inject('/api/public/registry?tab=state')).json().data.items[0];
    const news = (await plain.inject('/api/public/news?pageSize=1')).json().data.items[0];
    const city = (await plain.inject('/api/addresses/addr-cities?regionId=1')).json().data[0];
    urls = [
      '/api/public/registry?tab=state&page=1&pageSize=20',
      '/api/public/registry?tab=all&pageSize=100',
      '/api/public/registry?tab=all&search=%D1%86%D0%B5%D0%BD%D1%82%D1%80',
      '/api/public/registry/tour-operator',
      '/api/public/registry/rating',
      `/api/public/registry/${first.id}`,
      `/api/public/registry/${first.id}/services`,
      '/api/public/news?page=1&pageSize=10',
      `/api/public/news/${news.id}`,
      '/api/public/every-mother-news',
      '/api/public/regions/find',
      '/api/addresses/addr-regions',
      '/api/addresses/addr-cities?regionId=1',
      '/api/addresses/addr-cities-with-types?regionId=1',
      `/api/addresses/addr-street?cityId=${city.code}`,
    ];
  });
  afterAll(async () => {
    await plain?.close();
    await t?.close();
  });

  it('answers every public read byte for byte as the route does uncached, plain and compressed, with the same headers', async () => {
    for (const url of urls) {
      for (const headers of [{}, BROWSER, { 'accept-encoding': 'gzip' }, { ...BROWSER, 'x-no-compression': '1' }]) {
        const expected = await plain.inject({ url, headers });
        expect(expected.statusCode, url).toBe(200);
        for (const round of ['first', 'kept']) {
          const res = await t.app.inject({ url, headers });
          expect(res.statusCode, `${url} ${round}`).toBe(200);
          expect(decoded(res), `${url} ${round}`).toBe(decoded(expected));
          expect(res.headers['content-encoding'], url).toBe(expected.headers['content-encoding']);
          for (const [name, value] of Object.entries(expected.headers)) {
            if (!PER_RESPONSE.has(name)) expect(res.headers[name], `${url} ${round} ${name}`).toEqual(value);
          }
          expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
          expect(res.headers.etag).toMatch(/^W\/"/);
        }
      }
    }
  });

  it('keeps the security headers and the envelope on a kept answer', async () => {
    const url = '/api/public/regions/find';
    await t.app.inject(url);
    const res = await t.app.inject(url);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(Object.keys(res.json())).toEqual(['data']);
  });

  it('serves a repeated read without the database, the same answer under another spelling of its query, and 304 to a client that holds it', async () => {
    const url = '/api/public/registry?tab=non-state&page=1&pageSize=20';
    const first = await t.app.inject(url);
    const queries = spyReads(t.db);
    try {
      const again = await t.app.inject(url);
      const respelled = await t.app.inject('/api/public/registry?pageSize=20&tab=non-state');
      expect(queries.reads()).toBe(0);
      expect(again.body).toBe(first.body);
      expect(respelled.body).toBe(first.body);
      const held = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(held.statusCode).toBe(304);
      expect(held.body).toBe('');
      expect(held.headers.etag).toBe(first.headers.etag);
      expect(queries.reads()).toBe(0);
    } finally {
      queries.restore();
    }
    expect((await t.app.inject('/api/public/registry?tab=unknown')).statusCode).toBe(400);
    expect((await t.app.inject('/api/public/registry/99999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('computes concurrent requests of one read once, and a failed read for each of them', async () => {
    // What one uncached page of the list costs (its page and its count), asked alone first, after
    // another page has refreshed whatever the server keeps for a while (settings): on a loaded
    // machine that lifetime may end between the steps of this test.
    expect((await t.app.inject('/api/public/registry?tab=all&page=4&pageSize=3')).statusCode).toBe(200);
    const queries = spyReads(t.db);
    try {
      expect((await t.app.inject('/api/public/registry?tab=all&page=3&pageSize=3')).statusCode).toBe(200);
      const single = queries.texts();
      expect(single.length).toBeGreaterThan(0);
      queries.clear();
      const url = '/api/public/registry?tab=all&page=2&pageSize=3';
      const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject(url)));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      // The list's own statements, each once; what the server does meanwhile on its own (a timer's
      // query on the shared database) is not part of the read.
      const listStatements = queries.texts().filter((sql) => single.includes(sql));
      expect(listStatements.sort()).toEqual([...single].sort());
      const missing = await Promise.all(Array.from({ length: 3 }, () => t.app.inject('/api/public/news/99999999')));
      expect(missing.map((res) => res.statusCode)).toEqual([404, 404, 404]);
    } finally {
      queries.restore();
    }
  });

  it('drops exactly the answers a write through a repository names, and shows the write in the next read at once', async () => {
    const list = '/api/public/news?page=1&pageSize=10';
    const [first, second] = (await t.app.inject(list)).json().data.items;
    const kept = [
      `/api/public/news/${second.id}`,
      '/api/public/every-mother-news',
      '/api/public/registry?tab=state&page=1&pageSize=20',
      '/api/public/regions/find',
    ];
    for (const url of [list, `/api/public/news/${first.id}`, ...kept])
      expect((await t.app.inject(url)).statusCode).toBe(200);

    await t.db.transaction((tx) =>
      updateNews(tx, 'news', first.id, { title: 'Изменённая новость', content: first.content }),
    );
    const queries = spyReads(t.db);
    try {
      for (const url of kept) await t.app.inject(url);
      expect(queries.reads()).toBe(0);
      expect((await t.app.inject(list)).json().data.items[0].title).toBe('Изменённая новость');
      expect((await t.app.inject(`/api/public/news/${first.id}`)).json().data.title).toBe('Изменённая новость');
      expect(queries.reads()).toBeGreaterThan(0);
    } finally {
      queries.restore();
    }

    // A write that names nothing drops nothing: a change made past the repositories shows after PUBLIC_CACHE_SECONDS.
    await t.db.query('UPDATE news SET title = $2 WHERE id = $1', [first.id, 'Правка мимо портала']);
    expect((await t.app.inject(`/api/public/news/${first.id}`)).json().data.title).toBe('Изменённая новость');
    await updateNews(t.db, 'news', first.id, { title: first.title, content: first.content });
    expect((await t.app.inject(`/api/public/news/${first.id}`)).json().data.title).toBe(first.title);
    expect((await findNews(t.db, 'news', first.id))?.title).toBe(first.title);
  });

  it('writes a request log line for each answer computed, none for each copy served, and keeps errors', async () => {
    const url = '/api/public/registry?tab=soc-cert&page=1&pageSize=7';
    const lines = () =>
      t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.req?.url === url || entry.url === url);
    await t.app.inject(url);
    await t.app.inject(url);
    await t.app.inject(url);
    expect(lines().map((entry) => entry.msg)).toEqual(['public read computed']);
    expect(lines()[0].res.statusCode).toBe(200);
    t.logs.length = 0;
    await t.app.inject('/api/esia/current-user-info');
    expect(t.logs.some((line) => line.includes('request completed'))).toBe(true);
  });

  it('answers a signed-in caller with the same public answer as anyone, and keeps personal answers out of the cache', async () => {
    const citizen = await t.signIn('citizen');
    const guardian = await t.signIn('guardian');
    for (const url of ['/api/public/regions/find', '/api/public/news?page=2&pageSize=3']) {
      const signedIn = await t.app.inject({ url, headers: citizen });
      const anonymous = await t.app.inject(url);
      expect(signedIn.body).toBe(anonymous.body);
    }
    const me = await t.app.inject({ url: '/api/esia/current-user-info', headers: citizen });
    const other = await t.app.inject({ url: '/api/esia/current-user-info', headers: guardian });
    expect(me.json().data.login).toBe('citizen');
    expect(other.json().data.login).toBe('guardian');
    // Every answer has an ETag (@fastify/etag), but only public reads say that anyone may keep them.
    expect(me.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
    expect(me.headers.etag).not.toBe(other.headers.etag);
    expect((await t.app.inject('/api/esia/current-user-info')).statusCode).not.toBe(200);
  });
});

describeEachDb('routes that may be cached', (kind) => {
  let server: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    server = await appWith(kind, (app) => {
      app.get('/api/test/who-asks', { config: publicRead([]) }, async (request) =>
        ok({ login: request.auth?.user.login ?? null }),
      );
      app.get('/api/test/who-asks-uncached', { config: { access: ACCESS.any } }, async (request) =>
        ok({ login: request.auth?.user.login ?? null }),
      );
    });
  });
  afterAll(() => server?.close());

  it('run the handler as for an anonymous caller, so no person can reach a kept answer', async () => {
    const [user] = await server.db.query<{ id: number }>("SELECT id FROM users WHERE login = 'citizen'");
    const { hashId, newOpaqueId, SESSION_COOKIE } = await import('../../../server/auth/session.ts');
    const { createSession } = await import('../../../server/repositories/sessions.ts');
    const id = newOpaqueId();
    await createSession(server.db, hashId(id), user.id, null);
    const cookie = `${SESSION_COOKIE}=${id}`;
    expect(
      (await server.app.inject({ url: '/api/test/who-asks-uncached', headers: { cookie } })).json().data.login,
    ).toBe('citizen');
    expect((await server.app.inject({ url: '/api/test/who-asks', headers: { cookie } })).json().data.login).toBeNull();
    expect((await server.app.inject('/api/test/who-asks')).json().data.login).toBeNull();
  });

  it(
    'are GET routes open to anyone without a rate limit: anything else is refused at start-up',
    async () => {
      const other = await appWith(kind, (app) => {
        expect(() =>
          app.get(
            '/api/test/mine',
            { config: { access: ACCESS.signedIn, publicCache: { references: [] } } },
            async () => ok(1),
          ),
        ).toThrow(/not open to anyone/);
        expect(() => app.post('/api/test/write', { config: publicRead([]) }, async () => ok(1))).toThrow(/only GET/);
        expect(() =>
          app.get(
            '/api/test/limited',
            { config: { ...publicRead([]), rateLimit: { max: 1, timeWindow: '1 minute' } } },
            async () => ok(1),
          ),
        ).toThrow(/rate limit/);
      });
      await other.close();
    },
    FRESH_DB_TEST_TIMEOUT_MS,
  );
});

if (DB_KINDS.includes('postgres')) {
  describe('public reads with several processes on PostgreSQL', () => {
    let t: TestApp;
    let second: FastifyInstance;
    let secondDb: Db;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      ({ app: second, db: secondDb } = await secondProcess(t));
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    it('drops in this process what a write through a repository in another process names, once it is committed', async () => {
      const url = '/api/public/news?page=1&pageSize=5';
      const [top, next] = (await t.app.inject(url)).json().data.items;
      const other = `/api/public/news/${next.id}`;
      await t.app.inject(other);
      await secondDb.transaction((tx) =>
        updateNews(tx, 'news', top.id, { title: 'Новость из другого процесса', content: top.content }),
      );
      await expect
        .poll(async () => (await t.app.inject(url)).json().data.items[0].title, { timeout: 5000 })
        .toBe('Новость из другого процесса');
      const queries = spyReads(t.db);
      try {
        await t.app.inject(other);
        expect(queries.reads()).toBe(0);
      } finally {
        queries.restore();
      }
    });
  });
}
