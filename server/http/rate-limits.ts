import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { SystemRole } from '../../common/roles.ts';
import type { Db } from '../db/db.ts';
import { countCall, deleteEndedWindows, readCount, type WindowCount } from '../repositories/rate-limits.ts';
import { MSG } from '../messages.ts';
import { HttpError } from './envelope.ts';

/**
 * The kinds of calls counted against a budget a minute (set in the configuration): uploads, report
 * job starts, public searches, the embedded identity provider's pages. Every route of a kind shares
 * its budget; sign-in calls (/api/esia) have their own (server/auth/rate-limit.ts).
 */
export type CallKind = 'upload' | 'job' | 'search' | 'identity-provider';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The budget the route's calls are counted against. Uploads (multipart/form-data) and public
     * routes with a `search` input are counted as such without saying so. A kept public answer (public-cache.ts) is served before
     * the count: only the answers computed are counted.
     */
    callLimit?: CallKind;
  }
}

const MINUTE_MS = 60_000;

/**
 * Who a call is counted for: the signed-in user (an office behind one address does not share a
 * budget, and one person's sessions share theirs), else the client's address as Fastify resolved
 * it, which honours X-Forwarded-For only from the proxies TRUST_PROXY names.
 */
export function callerKey(request: FastifyRequest): string {
  const userId = request.auth?.user.userId;
  return userId === undefined ? `address:${request.ip}` : `user:${userId}`;
}

/** The refusal of a call over its budget: 429 in Russian, saying when to try again (Retry-After too). */
export function tooManyCalls(_request: FastifyRequest, context: { statusCode: number; ttl: number }): HttpError {
  return new HttpError(
    context.statusCode,
    MSG.tooManyRequestsFor(Math.max(1, Math.ceil(context.ttl / 1000))),
    'Warning',
  );
}

/** Count ended windows are deleted after this many counted calls (in one process). */
const SWEEP_EVERY_CALLS = 500;

/**
 * @fastify/rate-limit's store on PostgreSQL: every process of the portal counts in the same table
 * (rate_limit_hits), so a budget is the same however many processes serve. Keys carry their kind,
 * so one store serves every limiter (child() is the store itself).
 */
export function sharedRateLimitStore(db: Db, log: FastifyBaseLogger) {
  let calls = 0;
  const answer = (promise: Promise<WindowCount>, done: (error: Error | null, result?: WindowCount) => void) =>
    promise.then(
      (result) => done(null, result),
      (error: Error) => done(error),
    );
  return class PostgresRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: WindowCount) => void, timeWindow: number): void {
      calls += 1;
      if (calls % SWEEP_EVERY_CALLS === 0)
        deleteEndedWindows(db).catch((error: unknown) =>
          log.warn({ err: error }, 'ended rate limit windows not deleted'),
        );
      answer(countCall(db, key, timeWindow), done);
    }

    read(key: string, done: (error: Error | null, result?: WindowCount) => void): void {
      answer(readCount(db, key), done);
    }

    child(): this {
      return this;
    }
  };
}

/**
 * The kind a route's calls are counted as, if any: what it declares, else an upload when it takes
 * multipart/form-data, else a search when it is public and takes a `search` input.
 */
export function callKindOf(route: RouteOptions): CallKind | undefined {
  if (route.config?.callLimit) return route.config.callLimit;
  if ((route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data')) return 'upload';
  const isPublic = route.config?.access?.includes(SystemRole.Any);
  const input = [route.schema?.querystring, route.schema?.body] as Array<{ properties?: object } | undefined>;
  return isPublic && input.some((schema) => schema?.properties && 'search' in schema.properties) ? 'search' : undefined;
}

/**
 * Adds the budgets of the configuration to the routes that declare them (and to public searches).
 * Needs @fastify/rate-limit registered; call before the routes. The hook runs after the session is
 * read (an app hook runs before a route's), so the key can use it, and before the body is read, so
 * an upload over the budget is refused before its bytes arrive.
 */
export function registerCallLimits(app: FastifyInstance): void {
  const { rateLimits } = app.config;
  const limiters = new Map<CallKind, onRequestHookHandler>();
  const limiter = (kind: CallKind) => {
    let hook = limiters.get(kind);
    if (!hook) {
      hook = app.rateLimit({
        max: rateLimits[kind],
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => `${kind}:${callerKey(request)}`,
      });
      limiters.set(kind, hook);
    }
    return hook;
  };
  app.addHook('onRoute', (route) => {
    const kind = callKindOf(route);
    if (!kind || rateLimits[kind] === 0) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, limiter(kind)];
  });
}

/** The embedded identity provider's pages (/idp), counted by address before the provider answers. */
export function limitIdentityProviderPages(app: FastifyInstance): void {
  if (app.config.rateLimits['identity-provider'] === 0) return;
  const hook = app.rateLimit({
    max: app.config.rateLimits['identity-provider'],
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `identity-provider:${callerKey(request)}`,
  });
  app.addHook('onRequest', async function countIdentityProviderPage(request, reply) {
    if (request.url === '/idp' || request.url.startsWith('/idp/')) await hook.call(this, request, reply);
  });
}
