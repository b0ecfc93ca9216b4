import pino from 'pino';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { SystemRole } from '../../common/roles.ts';
import { ACCESS } from '../auth/access.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { AnswerCache, type KeptAnswer } from './answer-cache.ts';
import { negotiateEncoding, type ContentEncoding } from './content-encoding.ts';

/**
 * Browsers and shared caches may keep a public answer but must ask again each time (a write shows
 * at once); the ETag makes the question cheap (304).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** A scoped answer (an institution's staff) may be kept by the browser, never by a shared cache. */
export const SCOPED_CACHE_CONTROL = 'private, no-cache';

/** The validated params and query of a request, from which a route names what its answer depends on. */
export interface ReadInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** What a public read's answer depends on: the references its repositories name (see Queryable.changed). */
export type ReadReferences = readonly string[] | ((input: ReadInput) => readonly string[]);

/**
 * Route config of a public read: open to anyone, the same for everyone, kept until a write
 * changes one of the references it depends on.
 */
export function publicRead(references: ReadReferences) {
  return { access: ACCESS.any, publicCache: { references } };
}

/**
 * Route config of a signed-in read whose answer is the same for every caller of one scope: the
 * institution's calendar is the same for all its staff. The route keeps its access rule and its
 * hooks (the session, the role); `scope` names the caller's scope after they ran, or null to
 * answer without the cache (the handler then refuses or answers as usual).
 */
export interface ScopedCache {
  scope(request: FastifyRequest): string | null;
  /** What the answer depends on (see Queryable.changed). */
  references(input: ReadInput, request: FastifyRequest): readonly string[];
  /** How long the answer reads the same whatever is written (an action allowed once a service begins). */
  maxAgeSeconds?(payload: unknown): number | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on nothing but the path and the query (never on who asks, a cookie or a
     * header) and on the data the references name: it is kept and served to everyone until a
     * write changes one of them. Only for GET routes open to anyone (access Any) without a rate
     * limit; the handler runs as for an anonymous caller and returns its answer.
     */
    publicCache?: { references: ReadReferences };
    /** See ScopedCache: a signed-in read kept per scope until a write changes one of its references. */
    scopedCache?: ScopedCache;
  }
  interface FastifyRequest {
    /** The answer of a public read on its way out (see registerPublicCache). */
    publicAnswer: KeptAnswer | null;
  }
}

export interface PublicCacheOptions {
  /** Longest life of a kept answer in seconds; 0 turns the cache off. */
  ttlSeconds: number;
  /** How many answers are kept at most. */
  maxEntries: number;
}

/** Headers the cache sets itself, or that belong to one response only: never replayed. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
/** At most this many request URLs are remembered as spellings of kept answers. */
const MAX_ALIASES = 4096;

/** The key of a request: the route and its validated (coerced, defaulted, cleaned) params and query. */
function normalisedKey(request: FastifyRequest): string {
  const canonical = (value: unknown) => {
    const record = (value ?? {}) as Record<string, unknown>;
    return JSON.stringify(
      Object.keys(record)
        .sort()
        .map((name) => [name, record[name]]),
    );
  };
  return `${request.routeOptions.url} ${canonical(request.params)} ${canonical(request.query)}`;
}

/** The request carries a session cookie (a signed-in caller, or one whose session has ended). */
function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`);
}

/** Sets the headers of a kept answer that every copy carries. */
function describe(reply: FastifyReply, answer: KeptAnswer): void {
  reply.code(answer.computed.status);
  reply.header('content-type', answer.computed.contentType);
  reply.header('cache-control', answer.computed.scoped ? SCOPED_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  if (answer.etag) reply.header('etag', answer.etag);
}

/**
 * The body of a kept answer in the encoding the client accepts, with Content-Encoding and Vary
 * set. As @fastify/compress: nothing compressed for a client that says x-no-compression; the
 * plugin sees Content-Encoding set and leaves the body alone.
 */
function encodedBody(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): Buffer {
  if (!answer.compressible) return answer.computed.body;
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
  const encoding =
    request.headers['x-no-compression'] === undefined
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding) reply.header('content-encoding', encoding);
  return answer.encoded(encoding);
}

/** The headers of a copy of a kept answer: made once per answer, encoding and 304, then reused. */
function copyHeaders(
  answer: KeptAnswer,
  encoding: ContentEncoding | undefined,
  held: boolean,
): Record<string, string | string[]> {
  const slot = `${held ? '304' : '200'} ${encoding ?? 'identity'}`;
  let headers = answer.copyHeaders.get(slot);
  if (!headers) {
    headers = { ...answer.headers, 'content-type': answer.computed.contentType, 'cache-control': PUBLIC_CACHE_CONTROL };
    if (answer.etag) headers.etag = answer.etag;
    if (answer.compressible) headers.vary = 'accept-encoding';
    if (!held) {
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(answer.encoded(encoding).length);
    }
    answer.copyHeaders.set(slot, headers);
  }
  return headers;
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Caches the answers of the routes that declare `config.publicCache` (public, person-independent
 * reads: registry, news, regions, address lookups) in an AnswerCache. Register it before the
 * other plugins, and @fastify/etag after it.
 *
 * - The route's handler runs as for an anonymous caller (request.auth is null) through the
 *   cache: concurrent requests of one key share one computation, and a 200 is kept as the route
 *   serialised it with the references the route names.
 * - Every copy goes out the same way: Cache-Control, the ETag @fastify/etag gave the first one
 *   (and its 304 to a client that holds it), the body compressed once per encoding.
 * - An anonymous GET of a URL answered before is served in the first onRequest hook, before the
 *   query is parsed, with the headers the other plugins set on the first answer (the security
 *   headers) sent again as they were. This hand-written path keeps a copy near a bare node:http
 *   server replaying it: through the route's hooks a copy would pay for the query's validation
 *   and helmet's per-request work again.
 * - The request log has a line for each answer computed, none for the copies served.
 * - A write drops the answers that name a reference it changed (db.onChange: on PostgreSQL the
 *   writes of the other processes too); the cache is bounded in entries and in age.
 */
export function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions): void {
  app.decorateRequest('publicAnswer', null);
  if (options.ttlSeconds <= 0) return;
  const cache = new AnswerCache({ ttlSeconds: options.ttlSeconds, maxEntries: options.maxEntries });
  const stop = app.db.onChange((change) => cache.invalidate(change));
  app.addHook('onClose', async () => {
    stop();
  });
  /** Request URLs (as sent) whose answer is kept under a key. */
  const aliases = new Map<string, string>();

  app.addHook('onRequest', async function servedByUrl(request, reply) {
    const key = request.method === 'GET' ? aliases.get(request.url) : undefined;
    if (key === undefined || hasSessionCookie(request)) return;
    const answer = await cache.get(key);
    if (!answer?.headers) {
      aliases.delete(request.url);
      return;
    }
    // A copy is written straight to the socket, as a bare node:http server would: the headers the
    // first answer got from the plugins (security headers), its ETag (304 to a client that holds
    // it, as @fastify/etag does), the body compressed once per encoding. Going through
    // reply.send would run every plugin's onSend hook again for each copy (measured in the
    // bench: 0.75 of the bare server that way).
    reply.hijack();
    const encoding =
      answer.compressible && request.headers['x-no-compression'] === undefined
        ? negotiateEncoding(request.headers['accept-encoding'])
        : undefined;
    const held = answer.etag !== undefined && request.headers['if-none-match'] === answer.etag;
    const headers = copyHeaders(answer, encoding, held);
    reply.raw.writeHead(held ? 304 : answer.computed.status, headers);
    reply.raw.end(held ? undefined : answer.encoded(encoding));
  });

  /** Records what the first send of an answer got from the plugins' hooks, and sends the encoded body. */
  function keepAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ): void {
    const answer = request.publicAnswer;
    if (!answer || reply.statusCode !== answer.computed.status) return done(null, payload);
    request.publicAnswer = null;
    if (!answer.headers && answer.computed.status === 200) {
      answer.etag = reply.getHeader('etag') as string | undefined;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value : String(value);
      }
      answer.headers = headers;
      app.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'public read computed');
    }
    // Only an answer that is everybody's is served by its URL alone, before any hook looks at the caller.
    if (answer.headers && !answer.computed.scoped) {
      if (aliases.size >= MAX_ALIASES) aliases.delete(aliases.keys().next().value!);
      aliases.set(request.url, normalisedKey(request));
    }
    done(null, encodedBody(request, reply, answer));
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.scopedCache) return scopedRoute(route, route.config.scopedCache);
    const config = route.config?.publicCache;
    if (!config) return;
    const methods = asArray(route.method);
    // The HEAD route Fastify adds beside a GET one shares its config; it answers from the handler as is.
    if (methods.every((method) => method === 'HEAD')) return;
    if (methods.some((method) => method !== 'GET'))
      throw new Error(`Route ${route.url}: only GET answers can be cached`);
    if (!route.config?.access?.includes(SystemRole.Any))
      throw new Error(`Route ${route.url} caches its answers but is not open to anyone`);
    // A kept answer is served before any hook of the route: a limit would not be counted.
    if (route.config.rateLimit) throw new Error(`Route ${route.url} caches its answers but has a rate limit`);
    // Copies of kept answers go out thousands of times a second and say nothing of anyone: the
    // request log records each answer computed (above), not each copy served; warnings and errors stay.
    const levels = pino.levels.values;
    if ((levels[route.logLevel || app.log.level] ?? 0) < levels.warn) route.logLevel = 'warn';
    const handler = route.handler as RouteHandlerMethod;
    // Before @fastify/compress's own onSend: the cache compresses (once) and sets Content-Encoding itself.
    route.onSend = [keepAndSend, ...asArray(route.onSend)];
    route.handler = async function cachedHandler(this: FastifyInstance, request, reply) {
      if (request.method !== 'GET') return handler.call(this, request, reply);
      const input = {
        params: request.params as Record<string, unknown>,
        query: request.query as Record<string, unknown>,
      };
      // The answer is everybody's: it is computed as for an anonymous caller.
      request.auth = null;
      const answer = await cache.answer({
        key: normalisedKey(request),
        references: typeof config.references === 'function' ? config.references(input) : config.references,
        compute: async () => {
          const payload: unknown = await handler.call(this, request, reply);
          if (payload === reply || payload === undefined)
            throw new Error(`Route ${route.url} caches its answers but sent one itself`);
          return {
            status: reply.statusCode,
            contentType: 'application/json; charset=utf-8',
            body: Buffer.from(reply.serialize(payload) as string),
          };
        },
      });
      request.publicAnswer = answer;
      describe(reply, answer);
      return reply.send(answer.computed.body);
    };
  });

  /** A scoped read: the route's hooks run as usual, then the answer of the caller's scope is kept or served. */
  function scopedRoute(route: RouteOptions, config: ScopedCache): void {
    const methods = asArray(route.method);
    if (methods.every((method) => method === 'HEAD')) return;
    if (methods.some((method) => method !== 'GET'))
      throw new Error(`Route ${route.url}: only GET answers can be cached`);
    if (!route.config?.access || route.config.access.includes(SystemRole.Any))
      throw new Error(`Route ${route.url} keeps answers per scope but is open to anyone: use publicCache`);
    if (route.config.publicCache) throw new Error(`Route ${route.url}: publicCache or scopedCache, not both`);
    const handler = route.handler as RouteHandlerMethod;
    route.onSend = [keepAndSend, ...asArray(route.onSend)];
    route.handler = async function scopedHandler(this: FastifyInstance, request, reply) {
      const scope = request.method === 'GET' ? config.scope(request) : null;
      if (scope === null) return handler.call(this, request, reply);
      const input = {
        params: request.params as Record<string, unknown>,
        query: request.query as Record<string, unknown>,
      };
      const answer = await cache.answer({
        key: `scope ${scope} ${normalisedKey(request)}`,
        references: config.references(input, request),
        compute: async () => {
          const payload: unknown = await handler.call(this, request, reply);
          if (payload === reply || payload === undefined)
            throw new Error(`Route ${route.url} keeps its answers but sent one itself`);
          return {
            status: reply.statusCode,
            contentType: 'application/json; charset=utf-8',
            body: Buffer.from(reply.serialize(payload) as string),
            scoped: true,
            maxAgeSeconds: config.maxAgeSeconds?.(payload),
          };
        },
      });
      request.publicAnswer = answer;
      describe(reply, answer);
      return reply.send(answer.computed.body);
    };
  }
}
