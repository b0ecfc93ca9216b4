import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The key a sign-in call is counted under: the live session when there is one (an office behind
 * one address does not share a budget), else the client's address as Fastify resolved it, which
 * honours X-Forwarded-For only from the proxies TRUST_PROXY names.
 */
export function signInCallKey(request: FastifyRequest): string {
  return request.auth ? `session:${request.auth.session.idHash}` : `address:${request.ip}`;
}

/**
 * Limits every route of the calling plugin (all of /api/esia/*) to AUTH_RATE_LIMIT_PER_MINUTE
 * calls a minute per key, one counter for all of them: sign-in, its callback, role choice,
 * impersonation and the current-user read together. Needs @fastify/rate-limit registered on
 * the app; the hook runs after the session is read, so the key can use it.
 */
export function limitSignInCalls(app: FastifyInstance): void {
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: app.config.authRateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `sign-in:${signInCallKey(request)}`,
    }),
  );
}
