import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer: helmet's defaults with the portal's content security policy. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** What helmet's middleware does to a response: headers set (in order, as named) and removed. */
export interface SecurityHeaderSet {
  set: ReadonlyArray<readonly [name: string, value: string]>;
  removed: readonly string[];
}

/**
 * Runs helmet's middleware once on a stand-in response and records what it does. Helmet's
 * answer depends on nothing of the request unless a CSP directive is a function (a nonce, say):
 * such options are refused here rather than frozen into one value.
 */
export function securityHeaderSet(options: HelmetOptions): SecurityHeaderSet {
  const csp = options.contentSecurityPolicy;
  const directives = csp && typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.some((value) => typeof value === 'function' || (Array.isArray(value) && value.some((item) => typeof item === 'function')))) {
    throw new Error('Security headers: a CSP directive computed per request cannot be set once for all answers');
  }
  const set = new Map<string, readonly [string, string]>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name);
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return { set: [...set.values()], removed };
}

/**
 * Sets helmet's headers on every answer, as @fastify/helmet did, but from a set worked out once
 * at start-up: @fastify/helmet builds helmet's middleware anew (options parsed, the CSP string
 * joined) on each request, a noticeable part of a small answer's CPU time. Same names (as helmet
 * spells them), values and order, set on the raw response in an onRequest hook like before.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = SECURITY_HEADER_OPTIONS): void {
  const { set, removed } = securityHeaderSet(options);
  app.addHook('onRequest', function securityHeaders(_request, reply, done) {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}
