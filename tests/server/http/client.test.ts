import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '../../../common/csp-nonce.ts';
import type { Config } from '../../../server/config.ts';
import { registerClient } from '../../../server/http/client.ts';
import { registerSecurityHeaders } from '../../../server/http/security-headers.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/** index.html as the build writes it (vite.config.ts, html.cspNonce): the placeholder on the meta and the tags. */
const BUILT_PAGE = `<!doctype html>
<html lang="ru">
  <head>
    <title>Портал</title>
    <meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
    <script type="module" crossorigin src="/assets/index-abc.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js" nonce="${CSP_NONCE_PLACEHOLDER}">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A folder holding a built client with this index.html. */
async function clientDir(indexHtml: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), 'export {};');
  return dir;
}

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

/** The nonce of the page's policy (style-src) and every nonce written in the page. */
function nonces(res: LightMyRequestResponse): { header: string | undefined; page: string[] } {
  const policy = String(res.headers['content-security-policy']);
  const header = directive(policy, 'style-src')
    .map((source) => /^'nonce-(.+)'$/.exec(source)?.[1])
    .find(Boolean);
  return { header, page: [...res.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]) };
}

describeEachDb('the pages of the portal', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await clientDir(BUILT_PAGE);
    t = await createTestApp(kind, { CLIENT_DIR: dir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives every page load a nonce of its own, the same in its policy as in the page', async () => {
    const loads = [
      await t.app.inject('/'),
      await t.app.inject('/'),
      await t.app.inject('/registry/5?tab=address'),
      await t.app.inject('/index.html'),
    ];
    const seen = new Set<string>();
    for (const res of loads) {
      expect(res.statusCode, res.raw.req.url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const { header, page } = nonces(res);
      expect(header, res.raw.req.url).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(page).toEqual([header, header, header]);
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const policy = String(res.headers['content-security-policy']);
      expect(directive(policy, 'style-src')).toEqual(["'self'", `'nonce-${header}'`]);
      expect(policy).not.toContain('unsafe-inline');
      seen.add(header!);
    }
    expect(seen.size).toBe(loads.length);
  });

  it('never answers a page from a kept copy: no-store, and the ETag of one load gets a new page, not a 304', async () => {
    const first = await t.app.inject('/');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['last-modified']).toBeUndefined();
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(200);
    expect(nonces(again).header).not.toBe(nonces(first).header);
    expect(nonces(again).page[0]).toBe(nonces(again).header);
  });

  it('gives no nonce to what is not a page: the built assets, API answers and kept public reads', async () => {
    const publicRead = '/api/public/regions/find';
    const answers = [
      await t.app.inject('/assets/index-abc.js'),
      await t.app.inject('/api/health'),
      await t.app.inject(publicRead),
      await t.app.inject(publicRead),
      await t.app.inject('/api/no-such-thing'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 404]);
    for (const res of answers) {
      const policy = String(res.headers['content-security-policy']);
      expect(directive(policy, 'style-src'), res.raw.req.url).toEqual(["'self'"]);
    }
  });
});

it('refuses to start with a built client whose index.html has no nonce placeholder', async () => {
  const dir = await clientDir('<!doctype html><html><head><title>Старая сборка</title></head></html>');
  const app = Fastify();
  try {
    app.decorate('config', { clientDir: dir } as Config);
    await registerSecurityHeaders(app);
    await expect(registerClient(app)).rejects.toThrow(CSP_NONCE_PLACEHOLDER);
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
});
