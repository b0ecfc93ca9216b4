import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CSP_NONCE_PLACEHOLDER } from '../../common/csp-nonce.ts';

const NOT_FOUND_API = 'Запрошенный ресурс не найден';

/**
 * The built index.html cut at the nonce placeholder, read once: the server answers every page
 * with its parts joined by a fresh nonce. A build without the placeholder would serve pages whose
 * styles the policy blocks, so it stops the start instead.
 */
function readPage(file: string): string[] {
  const parts = readFileSync(file, 'utf8').split(CSP_NONCE_PLACEHOLDER);
  if (parts.length < 2)
    throw new Error(
      `${file} has no ${CSP_NONCE_PLACEHOLDER} for the page's nonce: build the client again (npm run build)`,
    );
  return parts;
}

/**
 * Serves the built SPA from config.clientDir: hashed assets cached for a year, and a history
 * fallback so that a deep link such as /registry/5 loads the app. index.html is never served as
 * a file: each page is made for its request with a nonce of its own in the page and in its
 * content security policy, and never kept (no-store; its ETag changes with the nonce, so a 304
 * never hands an old page back). Unknown /api paths answer 404 in the envelope instead.
 */
export async function registerClient(app: FastifyInstance): Promise<void> {
  const root = app.config.clientDir;
  const indexFile = path.join(root, 'index.html');
  const page = existsSync(indexFile) ? readPage(indexFile) : undefined;
  if (page) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      globIgnore: ['index.html'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = (reply: FastifyReply, parts: string[]) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(parts.join(reply.pageNonce()));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api');
    if (wantsPage && page && (!path.extname(url) || url === '/index.html')) return sendPage(reply, page);
    return reply.status(404).send({ messages: [{ severity: 'Error', text: NOT_FOUND_API }] });
  });
}
