import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The security headers of every answer: helmet's defaults with the portal's content security
 * policy; the images may also come from the given sources (the navigator map's tile server).
 */
export const securityHeaderOptions = (imageSources: readonly string[] = []): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The policy without other image sources. */
export const SECURITY_HEADER_OPTIONS = securityHeaderOptions();

/**
 * Sets helmet's headers on every answer through @fastify/helmet. A kept public answer is served
 * before this plugin's hooks run, with the headers it set on the first answer (see public-cache.ts),
 * so helmet's per-request work is paid by computed answers only.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions = SECURITY_HEADER_OPTIONS,
): Promise<void> {
  await app.register(helmet, options);
}
