import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { createLogger, redactUrl, scrub, scrubLine } from '../../server/logger.ts';
import { createTestApp, describeEachDb, type TestApp } from './test-app.ts';

const SECRETS = [
  '112-233-445 95',
  '7409 123456',
  '500100732259',
  '+79991234567',
  'ivanova@example.ru',
  'secret-token-value',
];

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('log redaction', () => {
  it('masks personal data by key at any depth', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        body: {
          snils: SECRETS[0],
          person: { passport: SECRETS[1], inn: SECRETS[2], phone: SECRETS[3], email: SECRETS[4] },
        },
        token: SECRETS[5],
      },
      'saved',
    );
    const text = lines.join('');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('[скрыто]');
  });

  it('masks personal data inside messages, URLs and errors', () => {
    const { logger, lines } = capture();
    logger.info(`search by ${SECRETS[0]} and ${SECRETS[3]}`);
    logger.info({ req: { url: `/api/person?snils=${encodeURIComponent(SECRETS[0])}&mail=${SECRETS[4]}` } }, 'request');
    logger.error({ err: new Error(`duplicate key snils=${SECRETS[0]} inn ${SECRETS[2]}`) }, 'failed');
    const text = lines.join('');
    for (const secret of SECRETS.slice(0, 5)) expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(SECRETS[0]));
    expect(text).toContain('failed');
  });

  it('masks personal data that an escape in the line would hide from a look at the text', () => {
    const { logger, lines } = capture();
    // In the line, "\n500100732259" is written `\n500100732259`: the INN follows a letter there.
    logger.info(`ИНН:\n${SECRETS[2]}`);
    logger.info({ note: `"${SECRETS[0]}"`, list: [`\t${SECRETS[1]}`, `\u0001${SECRETS[2]}`] }, 'note');
    const text = lines.join('');
    for (const secret of SECRETS.slice(0, 3)) expect(text).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([`ИНН:\n[скрыто]`, 'note']);
  });

  it('writes a line with nothing to scrub exactly as pino made it', () => {
    const lines: string[] = [];
    const raw = pino({ level: 'info' }, { write: (line: string) => lines.push(line) }).child({ reqId: 'req-1a' });
    raw.info(
      { req: { id: 'req-1a', method: 'GET', url: '/api/public/registry?tab=state&page=1&pageSize=20' } },
      'incoming request',
    );
    raw.info({ res: { statusCode: 200 }, responseTime: 2.834567 }, 'request completed');
    raw.info(
      {
        req: { id: 'req-1b', method: 'POST', url: '/api/individual-needs-assessment-act/edit-bartel-scale' },
        duplicate: 1,
      },
      'public read computed',
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(scrubLine(line)).toBe(line);
  });

  it('gives every line the content scrub() gives the parsed line', () => {
    // Text made of what the patterns look for (digits and runs of them, separators, '+7', '@',
    // dots) and of what JSON escapes (quotes, backslashes, newlines, control characters).
    const unit = fc.constantFrom(
      ...'0123456789',
      '999',
      '1234',
      '123456',
      '1234567890',
      ...SECRETS.slice(0, 4),
      ' ',
      '-',
      '(',
      ')',
      '+7',
      '%20',
      '@',
      '.',
      'a',
      'Z',
      '_',
      'ё',
      '"',
      '\\',
      '\n',
      '\t',
      '\u0001',
      '/',
      '?',
      '&',
      '=',
      'code',
      'state',
      '/esia/',
    );
    const text = fc.string({ unit, maxLength: 40 });
    const key = fc.oneof(
      fc.constantFrom('url', 'msg', 'snils', 'Phone', 'e-mail', 'note', 'x\ny'),
      fc.string({ unit, maxLength: 6 }),
    );
    const value = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constant(null),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 3 }),
      object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), (entry) => {
        const line = `${JSON.stringify(entry)}\n`;
        const scrubbed = scrubLine(line);
        expect(JSON.parse(scrubbed)).toEqual(scrub(JSON.parse(line)));
        expect(scrubbed.endsWith('\n')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('logs no value of an /esia/ call and no sign-in code or state anywhere', () => {
    const { logger, lines } = capture();
    const code = 'Qx7-code-value-4hT';
    const state = 'state-value-9kLm';
    logger.info(
      {
        req: {
          method: 'GET',
          url: `/api/esia/auth?code=${code}&state=${state}&iss=http%3A%2F%2Fidp&redirectUri=http%3A%2F%2F127.0.0.1%2Fauth`,
        },
      },
      'incoming request',
    );
    logger.info(
      { req: { method: 'GET', url: '/api/esia/impersonate?impersonateAsPersonId=1234' } },
      'incoming request',
    );
    logger.info({ req: { method: 'GET', url: `/auth?code=${code}&state=${state}` } }, 'incoming request');
    logger.warn(`Route GET:/api/esia/auth?code=${code}&state=${state} not found`);
    const text = lines.join('');
    for (const secret of [code, state, 'impersonateAsPersonId=1234', '127.0.0.1']) expect(text).not.toContain(secret);
    expect(text).toContain('/api/esia/auth?code=[скрыто]&state=[скрыто]');
    expect(redactUrl('/api/public/registry?tab=state&page=2')).toBe('/api/public/registry?tab=state&page=2');
    expect(redactUrl('/auth?code=abc&x=1')).toBe('/auth?code=[скрыто]&x=[скрыто]');
  });

  it('keeps the values of paging and sorting only, masking every other query value however it is named', () => {
    expect(redactUrl('/api/service-contract?search=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2&page=2&pageSize=20')).toBe(
      '/api/service-contract?search=[скрыто]&page=2&pageSize=20',
    );
    expect(redactUrl('/api/x?personId=17&q=Петров&page=2%20OR%201&sort=name')).toBe(
      '/api/x?personId=[скрыто]&q=[скрыто]&page=[скрыто]&sort=name',
    );
    const { logger, lines } = capture();
    logger.warn('Route GET:/api/registry?fio=Сидорова not found');
    logger.info({ req: { method: 'GET', url: '/api/public/news?tag=a&page=3' } }, 'incoming request');
    expect(lines.join('')).not.toMatch(/Сидорова|tag=a/);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'Route GET:/api/registry?fio=[скрыто] not found',
      'incoming request',
    ]);
  });
});

describeEachDb('the log of a running portal', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('holds no search term a provider typed, neither as typed nor percent-encoded', async () => {
    const headers = (await t.signInEmployee('provider', 2)).headers;
    const [{ surname }] = await t.db.query<{ surname: string }>(
      `SELECT p.last_name AS surname FROM service_contracts c JOIN persons p ON p.id = c.person_id ORDER BY c.id LIMIT 1`,
    );
    t.logs.length = 0;
    for (const url of [
      `/api/service-contract?search=${encodeURIComponent(surname)}&page=1`,
      `/api/service-contract?search=${surname}`,
      `/api/no-such-route?search=${encodeURIComponent(surname)}`,
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBeLessThan(500);
    }
    const text = t.logs.join('');
    expect(text).toContain('search=[скрыто]');
    expect(text).not.toContain(surname);
    expect(text).not.toContain(encodeURIComponent(surname));
    expect(text).not.toContain(encodeURIComponent(surname).toLowerCase());
  });
});
