import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[] | null>;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives this answer, an HTML page, a nonce of its own and adds it to the policy's style-src;
     * returns it to be written into the page. Only the style elements that carry it are applied.
     */
    pageNonce(): string;
  }
}

/**
 * The portal's content security policy. No inline style or script: the style elements emotion
 * (MUI) adds at run time carry the nonce of their page (reply.pageNonce, src/app/style-cache.ts),
 * and styles set through React's `style` prop go through CSSOM, which the policy does not govern.
 * Images may also come from the given sources (the navigator map's tile server).
 */
const directivesOf = (imageSources: readonly string[]): Directives => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
});

/** The security headers of every answer: helmet's defaults with the portal's content security policy. */
export const securityHeaderOptions = (imageSources: readonly string[] = []): FastifyHelmetOptions => ({
  contentSecurityPolicy: { directives: directivesOf(imageSources) },
  crossOriginEmbedderPolicy: false,
});

/** The policy without other image sources. */
export const SECURITY_HEADER_OPTIONS = securityHeaderOptions();

/**
 * The one inline style of swagger-ui's page (/api/docs): swagger-ui draws its own logo, an SVG with
 * a <style> element, before @fastify/swagger-ui puts the Fastify logo in its place. The hash lets
 * that text in and nothing else; a swagger-ui with another logo shows as a blocked style in
 * e2e/content-security-policy.spec.ts.
 */
const SWAGGER_UI_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The policy of swagger-ui's answers (its transformStaticCSP): the portal's, which the tool's
 * scripts and stylesheets keep to, with its logo's style let in by hash.
 */
export function swaggerUiPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') ? `${directive} ${SWAGGER_UI_LOGO_STYLE}` : directive,
    )
    .join(';');
}

/** The policy with a page's nonce added to style-src. */
function withStyleNonce(options: FastifyHelmetOptions, nonce: string): FastifyHelmetOptions {
  const policy = options.contentSecurityPolicy;
  const directives = (typeof policy === 'object' ? policy.directives : undefined) as Directives | undefined;
  if (!directives?.styleSrc) throw new Error('The content security policy has no style-src to add a nonce to');
  return {
    ...options,
    contentSecurityPolicy: { directives: { ...directives, styleSrc: [...directives.styleSrc, `'nonce-${nonce}'`] } },
  };
}

/**
 * Sets helmet's headers on every answer through @fastify/helmet, with no nonce: a JSON answer
 * needs none, and a kept public answer, served before this plugin's hooks run with the headers it
 * set on the first answer (see public-cache.ts), must not carry one. An HTML page asks for its
 * own nonce with reply.pageNonce() (server/http/client.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions = SECURITY_HEADER_OPTIONS,
): Promise<void> {
  await app.register(helmet, options);
  app.decorateReply('pageNonce', function pageNonce(this: FastifyReply): string {
    const nonce = randomBytes(18).toString('base64');
    // Sets every header again with the page's policy; the answer's own headers win over these.
    void this.helmet(withStyleNonce(options, nonce));
    return nonce;
  });
}
