import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { Db } from '../../../server/db/db.ts';
import { createLogger } from '../../../server/logger.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

const LIMIT = 3;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');

function multipart(name: string) {
  const boundary = '----rate-limit-test';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 429 as the budgets answer it: Russian, in the envelope, with Retry-After in seconds. */
function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({
    messages: [
      {
        severity: 'Warning',
        text: expect.stringMatching(/^Слишком много запросов подряд\. Повторите попытку через \d+ секунд[уы]?: /),
      },
    ],
  });
}

describeEachDb('the budgets of uploads, job starts, public searches and the identity provider', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      UPLOAD_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      JOB_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      SEARCH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      IDP_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    citizen = await t.signIn('citizen');
  });
  afterAll(() => t?.close());

  const upload = (headers: PageHeaders, name: string) => {
    const body = multipart(name);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const files = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;

  it('refuses the upload over a user’s budget before receiving it, storing nothing; another user has their own', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await upload(citizen, `Справка ${i}.pdf`)).statusCode).toBe(200);
    const before = await files();
    const over = await upload(citizen, 'Лишняя.pdf');
    expectRefused(over);
    expect(await files()).toBe(before);
    // Every upload address shares the one budget: the guardian report's too.
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/guardian-report/upload-file/1/1',
      headers: citizen,
    });
    expect(report.statusCode).toBe(429);
    const other = await t.signIn('guardian');
    expect((await upload(other, 'Своя.pdf')).statusCode).toBe(200);
  });

  it('refuses the report job start over a user’s budget and queues nothing', async () => {
    const provider = (await t.signInEmployee('provider', 2)).headers;
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        payload: { type: 'institutionInformation' },
        headers: provider,
      });
    for (let i = 0; i < LIMIT; i++) expect((await start()).statusCode).toBe(200);
    const over = await start();
    expectRefused(over);
  });

  it('counts the public searches computed for an address; an answer kept for everyone is still served', async () => {
    const search = (term: string) => t.app.inject({ url: `/api/public/registry?tab=all&search=${term}` });
    expect((await search('центр')).statusCode).toBe(200);
    const navigator = await t.app.inject({
      method: 'POST',
      url: '/api/public/navigator/soc-msp-list',
      payload: { search: 'пособие', page: 1 },
    });
    expect(navigator.statusCode).toBe(200);
    expect((await search('дом')).statusCode).toBe(200);
    expectRefused(await search('помощь'));
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/public/navigator/soc-msp-list', payload: { search: 'уход' } }),
    );
    // The kept answer costs nothing to serve: it is not counted, nor refused.
    expect((await search('центр')).statusCode).toBe(200);
    // Another address has its own budget.
    expect(
      (await t.app.inject({ url: '/api/public/registry?tab=all&search=новый', remoteAddress: '203.0.113.9' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts the identity provider’s pages by address', async () => {
    const page = () => t.app.inject({ url: '/idp/.well-known/openid-configuration', remoteAddress: '198.51.100.7' });
    for (let i = 0; i < LIMIT; i++) expect((await page()).statusCode).toBe(200);
    expectRefused(await page());
    expect(
      (await t.app.inject({ url: '/idp/.well-known/openid-configuration', remoteAddress: '198.51.100.8' })).statusCode,
    ).toBe(200);
  });

  if (kind === 'postgres') {
    let second: FastifyInstance;
    beforeAll(async () => {
      const schema = (await t.db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema;
      const { openPostgres } = await import('../../../server/db/db.ts');
      const secondDb: Db = await openPostgres(t.databaseUrl!, schema);
      second = await buildApp({ config: t.config, db: secondDb, logger: createLogger('warn') });
      await second.ready();
    });
    afterAll(() => second?.close());

    it('shares one budget between the processes of the portal on PostgreSQL', async () => {
      const worker = await t.signIn('worker');
      const answers: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) {
        const app = i % 2 ? second : t.app;
        const body = multipart(`Документ ${i}.pdf`);
        answers.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/files/upload',
              payload: body.payload,
              headers: { ...body.headers, ...worker },
            })
          ).statusCode,
        );
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    });
  }
});
