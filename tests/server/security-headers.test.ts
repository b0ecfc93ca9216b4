import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SECURITY_HEADER_OPTIONS, securityHeaderSet } from '../../server/http/security-headers.ts';
import { createTestApp, describeEachDb, type TestApp } from './test-app.ts';

/** The policy the portal sends: written out so that any change to it shows here. */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

interface Head {
  status: number;
  /** Header lines as sent: names spelt as on the wire, in order (Date left out). */
  lines: Array<[string, string]>;
}

/** One request over real HTTP to a listening server: what the wire carries, not what inject rebuilds. */
function head(port: number, method: string, path: string): Promise<Head> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      res.resume();
      res.on('end', () => {
        const lines: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i].toLowerCase() !== 'date') lines.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode ?? 0, lines });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** A bare server with the security headers set one way or the other, and routes that answer in different ways. */
async function bareServer(securityHeaders: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  // Something before the security headers that sets X-Powered-By, which helmet removes.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('X-Powered-By', 'test');
    done();
  });
  await securityHeaders(app);
  app.get('/json', async () => ({ ok: true, text: 'x'.repeat(2000) }));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('plain'));
  // A route that overrides one of the headers (as the API docs do with their own policy).
  app.get('/own-frame-options', async (_request, reply) => reply.header('x-frame-options', 'DENY').send({ ok: true }));
  app.post('/fail', async () => {
    throw new Error('failed');
  });
  return app;
}

describe('security headers', () => {
  let reference: FastifyInstance;
  let ours: FastifyInstance;
  let ports: { reference: number; ours: number };
  beforeAll(async () => {
    reference = await bareServer(async (app) => {
      // The same object: helmet's ESM typings (ours) and CJS ones (@fastify/helmet's) only name the type twice.
      await app.register(fastifyHelmet, SECURITY_HEADER_OPTIONS as unknown as FastifyHelmetOptions);
    });
    ours = await bareServer(async (app) => registerSecurityHeaders(app));
    ports = { reference: await listen(reference), ours: await listen(ours) };
  });
  afterAll(async () => {
    await reference.close();
    await ours.close();
  });

  it('are on the wire exactly as @fastify/helmet sent them with the same options: names, values and order', async () => {
    for (const [method, path] of [
      ['GET', '/json'],
      ['HEAD', '/json'],
      ['GET', '/text'],
      ['GET', '/own-frame-options'],
      ['POST', '/fail'],
      ['GET', '/no-such-path'],
    ]) {
      const expected = await head(ports.reference, method, path);
      const actual = await head(ports.ours, method, path);
      expect(actual, `${method} ${path}`).toEqual(expected);
      expect(actual.lines.some(([name]) => name.toLowerCase() === 'x-powered-by'), `${method} ${path}`).toBe(false);
    }
  });

  it('are worked out once, with the portal content security policy, and refuse a policy computed per request', () => {
    const { set, removed } = securityHeaderSet(SECURITY_HEADER_OPTIONS);
    expect(Object.fromEntries(set)).toEqual({
      'Content-Security-Policy': CSP,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-DNS-Prefetch-Control': 'off',
      'X-Download-Options': 'noopen',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Permitted-Cross-Domain-Policies': 'none',
      'X-XSS-Protection': '0',
    });
    expect(removed).toEqual(['X-Powered-By']);
    expect(() => securityHeaderSet({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } } })).toThrow(/per request/);
  });
});

describeEachDb('security headers of the portal', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('are on every kind of answer: computed, a kept public read, refused, failed validation and not found', async () => {
    const { set } = securityHeaderSet(SECURITY_HEADER_OPTIONS);
    const publicRead = '/api/public/registry?tab=state&page=1&pageSize=20';
    const answers = [
      await t.app.inject('/api/health'),
      await t.app.inject(publicRead),
      await t.app.inject(publicRead),
      await t.app.inject('/api/public/registry?pageSize=20&tab=state&page=1'),
      await t.app.inject('/api/esia/current-user-info'),
      await t.app.inject('/api/addresses/addr-cities?regionId=abc'),
      await t.app.inject('/api/no-such-thing'),
      await t.app.inject({ method: 'POST', url: '/api/individual-needs-assessment-act/edit-bartel-scale', payload: {} }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 403, 400, 404, 401]);
    for (const res of answers) {
      for (const [name, value] of set) expect(res.headers[name.toLowerCase()], `${res.raw.req.url} ${name}`).toBe(value);
      expect(res.headers['content-security-policy']).toBe(CSP);
    }
  });
});
