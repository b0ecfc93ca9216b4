import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/** Sends raw bytes to a listening server and reads the whole answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error),
    );
  });
}

describeEachDb('refusals that tell the truth and nothing more', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers a JSON body over the limit as too much data, not as a 15 MB file', async () => {
    const { cookie } = await t.signIn('citizen');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person-note/add',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ mail: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().messages[0].text).toBe(MSG.requestTooLarge);
    expect(res.body).not.toContain('Файл');
  });

  it("answers the framework's own refusals in the envelope in Russian, each saying what is wrong", async () => {
    const { cookie } = await t.signIn('citizen');
    const cases: Array<[string, InjectOptions, number, string]> = [
      ['a path that is not UTF-8', { url: '/api/public/news/%FF%FE' }, 400, MSG.badUrl],
      ['a broken percent-encoding', { url: '/api/public/news/%E0%A4%A' }, 400, MSG.badUrl],
      [
        'a body type the server does not take',
        {
          method: 'POST',
          url: '/api/person-note/add',
          headers: { cookie, 'content-type': 'application/xml' },
          payload: '<a/>',
        },
        415,
        MSG.unsupportedMediaType,
      ],
      [
        'an empty body declared as JSON',
        {
          method: 'POST',
          url: '/api/person-note/add',
          headers: { cookie, 'content-type': 'application/json' },
          payload: '',
        },
        400,
        MSG.emptyJsonBody,
      ],
      [
        'a body that is not JSON',
        {
          method: 'POST',
          url: '/api/person-note/add',
          headers: { cookie, 'content-type': 'application/json' },
          payload: '{"mail": ',
        },
        400,
        MSG.invalidJson,
      ],
      [
        'a JSON body for an upload',
        {
          method: 'POST',
          url: '/api/files/upload',
          headers: { cookie, 'content-type': 'application/json' },
          payload: '{}',
        },
        400,
        MSG.fileMissing,
      ],
    ];
    for (const [what, request, status, text] of cases) {
      const res = await t.app.inject(request);
      expect([what, res.statusCode, res.json()]).toEqual([what, status, { messages: [{ severity: 'Error', text }] }]);
    }
  });

  it('answers headers over the size limit with 431 in Russian', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      messages: [{ severity: 'Error', text: MSG.headersTooLarge }],
    });
    const broken = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken).toContain(MSG.badRequest);
  });

  it("answers a missing act as it answers another institution's: the same status and text", async () => {
    const worker = (await t.signInEmployee('worker', 3)).headers;
    const provider = (await t.signInEmployee('provider', 2)).headers;
    const clientId = (
      await t.app.inject({ method: 'POST', url: '/api/test-act/persons/search', payload: {}, headers: worker })
    ).json().data[0].id;
    const act = (
      await t.app.inject({ method: 'POST', url: `/api/test-act/create/${clientId}`, headers: worker })
    ).json().data;
    const foreign = await t.app.inject({ url: `/api/test-act/get/${act.id}`, headers: provider });
    const missing = await t.app.inject({ url: `/api/test-act/get/${act.id + 100000}`, headers: provider });
    expect(foreign.statusCode).toBe(403);
    expect([missing.statusCode, missing.json()]).toEqual([foreign.statusCode, foreign.json()]);

    // Ownership before the rest of the input: a wrong block or a missing signature in a call on
    // someone else's act is refused as someone else's, not as bad input.
    for (const [url, payload] of [
      ['/api/test-act/edit-scale', { id: act.id, version: act.version, block: 1, data: {} }],
      ['/api/test-act/edit', { id: act.id, version: act.version, block: 3, data: {} }],
      [`/api/test-act/signature/${act.id}`, { version: act.version }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: provider });
      expect([url, res.statusCode]).toEqual([url, foreign.statusCode]);
      const own = await t.app.inject({ method: 'POST', url, payload, headers: worker });
      expect([url, own.statusCode]).toEqual([url, 400]);
    }

    const citizen = await t.signIn('citizen');
    const [report] = await t.db.query<{ id: number }>(
      `SELECT id FROM acts WHERE act_type = 'guardian-report' ORDER BY id LIMIT 1`,
    );
    const otherReport = await t.app.inject({ url: `/api/guardian-report/report/${report.id}`, headers: citizen });
    const noReport = await t.app.inject({ url: `/api/guardian-report/report/99999999`, headers: citizen });
    expect(otherReport.statusCode).toBe(403);
    expect([noReport.statusCode, noReport.json()]).toEqual([otherReport.statusCode, otherReport.json()]);
    const sign = await t.app.inject({
      method: 'POST',
      url: `/api/guardian-report/signature/${report.id}`,
      payload: { version: 1 },
      headers: citizen,
    });
    expect(sign.statusCode).toBe(403);
  });
});
