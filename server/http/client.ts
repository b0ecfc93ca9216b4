import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const NOT_FOUND_API = 'Запрошенный ресурс не найден';

/**
 * Serves the built SPA from config.clientDir: hashed assets cached for a year, index.html never
 * cached, and a history fallback so that a deep link such as /registry/5 loads the app.
 * Unknown /api paths answer 404 in the envelope instead.
 */
export async function registerClient(app: FastifyInstance): Promise<void> {
  const root = app.config.clientDir;
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api');
    if (wantsPage && hasClient && !path.extname(url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ messages: [{ severity: 'Error', text: NOT_FOUND_API }] });
  });
}
