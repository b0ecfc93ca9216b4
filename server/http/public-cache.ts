import pino from 'pino';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { SystemRole } from '../../common/roles.ts';
import { ACCESS } from '../auth/access.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { recordReads } from '../db/changes.ts';
import { AnswerCache, type CachedAnswer } from './answer-cache.ts';
import { negotiateEncoding } from './content-encoding.ts';

/**
 * Browsers and shared caches may keep a public answer but must ask again each time (a write shows
 * at once); the ETag makes the question cheap (304).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Route config of a public read: open to anyone, the same for everyone, kept until a write changes it. */
export const PUBLIC_READ = { access: ACCESS.any, publicCache: true };

/** A cached route's request on its way: the key, the cache mark taken before reading, the words read. */
interface PublicRead {
  key: string;
  begun: number;
  words: Set<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on nothing but the path and the query (never on who asks, a cookie or a
     * header): it is kept and served to everyone until a write to a table it read. Only for GET
     * routes open to anyone (access Any) without a rate limit; the handler runs as for an
     * anonymous caller.
     */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    publicRead: PublicRead | null;
  }
}

export interface PublicCacheOptions {
  /** Longest life of a kept answer; 0 turns the cache off. */
  ttlSeconds: number;
  maxMegabytes: number;
}

/** Headers the cache sets itself, or that belong to one response only: never replayed. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The key of a request: the route and its validated (coerced, defaulted, cleaned) params and query. */
function normalisedKey(request: FastifyRequest): string {
  const canonical = (value: unknown) => {
    const record = (value ?? {}) as Record<string, unknown>;
    return JSON.stringify(Object.keys(record).sort().map((name) => [name, record[name]]));
  };
  return `${request.routeOptions.url} ${canonical(request.params)} ${canonical(request.query)}`;
}

/** True when If-None-Match names the tag (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The request carries a session cookie (a signed-in caller, or one whose session has ended). */
function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * Sets the headers of a kept answer on the reply and returns the body to send (in the encoding
 * the client accepts), or null with status 304 when the client already holds it.
 */
function answerWith(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer | null {
  reply.header('etag', answer.etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  if (answer.compressible) {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  }
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    return null;
  }
  reply.header('content-type', answer.source.contentType);
  // As @fastify/compress: nothing compressed for a client that says x-no-compression.
  const compress = answer.compressible && request.headers['x-no-compression'] === undefined;
  const encoding = compress ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) reply.header('content-encoding', encoding);
  return answer.encoded(encoding);
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Caches the answers of the routes that declare `config.publicCache` (public, person-independent
 * reads: registry, news, regions, address lookups). Register it before the other plugins.
 *
 * - An anonymous GET of a URL answered before is served in the first onRequest hook, before the
 *   query is parsed, with the headers the other hooks set on the first answer (the security
 *   headers) sent again as they were.
 * - Any other request goes the usual way (security headers, the caller's session, validation);
 *   then the key is the route with its normalised params and query, and a kept answer is served.
 * - Else the handler runs as for an anonymous caller (request.auth is null) with its statements
 *   recorded; a 200 without cookies is kept as serialised, its compressed forms made on first
 *   demand, and sent from the cache the same way as every later copy (ETag, Cache-Control, 304
 *   on If-None-Match).
 * - The request log has a line for each answer computed, none for the copies served.
 * - Every write through app.db drops the answers that read the table it wrote (on PostgreSQL the
 *   writes of the other processes too); the cache is bounded in bytes and in age.
 */
export function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions): void {
  app.decorateRequest('publicRead', null);
  if (options.ttlSeconds <= 0) return;
  const cache = new AnswerCache({ ttlMs: options.ttlSeconds * 1000, maxBytes: options.maxMegabytes * 1024 * 1024 });
  const stop = app.db.onChange((change) => cache.invalidate(change));
  app.addHook('onClose', async () => {
    stop();
  });

  app.addHook('onRequest', function servedByUrl(request, reply, done) {
    const answer = request.method === 'GET' ? cache.byUrl(request.url) : undefined;
    if (!answer || hasSessionCookie(request)) return done();
    reply.headers(answer.source.headers);
    void reply.send(answerWith(request, reply, answer) ?? undefined);
  });

  function keepAndSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
    const read = request.publicRead;
    if (!read || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return done(null, payload);
    }
    request.publicRead = null;
    app.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'public read computed');
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value : String(value);
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const answer = cache.put(read.key, { body, contentType: String(reply.getHeader('content-type')), headers, words: read.words }, read.begun);
    cache.alias(request.url, answer);
    done(null, answerWith(request, reply, answer));
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.publicCache) return;
    const methods = asArray(route.method);
    // The HEAD route Fastify adds beside a GET one shares its config; it answers from the handler as is.
    if (methods.every((method) => method === 'HEAD')) return;
    if (methods.some((method) => method !== 'GET')) throw new Error(`Route ${route.url}: only GET answers can be cached`);
    if (!route.config.access?.includes(SystemRole.Any)) throw new Error(`Route ${route.url} caches its answers but is not open to anyone`);
    // A kept answer is served before any hook of the route: a limit would not be counted.
    if (route.config.rateLimit) throw new Error(`Route ${route.url} caches its answers but has a rate limit`);
    // Copies of kept answers go out thousands of times a second and say nothing of anyone: the
    // request log records each answer computed (above), not each copy served; warnings and errors stay.
    const levels = pino.levels.values;
    if ((levels[route.logLevel || app.log.level] ?? 0) < levels.warn) route.logLevel = 'warn';
    const handler = route.handler as RouteHandlerMethod;
    // Before @fastify/compress's own onSend: the cache compresses (once) and sets Content-Encoding itself.
    route.onSend = [keepAndSend, ...asArray(route.onSend)];
    route.handler = function cachedHandler(this: FastifyInstance, request, reply) {
      if (request.method !== 'GET') return handler.call(this, request, reply);
      const key = normalisedKey(request);
      const kept = cache.get(key);
      if (kept) {
        cache.alias(request.url, kept);
        return reply.send(answerWith(request, reply, kept) ?? undefined);
      }
      // The answer is everybody's: it is computed as for an anonymous caller.
      request.auth = null;
      const read: PublicRead = { key, begun: cache.begin(), words: new Set() };
      request.publicRead = read;
      return recordReads(read.words, () => handler.call(this, request, reply));
    };
  });
}
