import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './envelope.ts';
import { MSG } from '../messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes state although its method is GET (the spec fixes the methods of
     * /esia/impersonate*, /esia/logout and the like): it is guarded as a POST is, and stricter.
     */
    changesState?: boolean;
  }
}

/** The header the portal's own client sends; a page of another origin cannot add it without a CORS preflight the portal never grants. */
export const SAME_ORIGIN_HEADER = 'x-requested-with';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a request must not change state, or null when it may. A state-changing request is one of a
 * method other than GET/HEAD/OPTIONS or a GET route marked changesState.
 * - Sec-Fetch-Site (sent by every current browser) must not be cross-site or same-site: a sibling
 *   site under the same domain is another application.
 * - Origin, when sent, must be the portal's own.
 * - A marked GET must also prove it comes from the portal's own script: Sec-Fetch-Site
 *   same-origin or the portal's header. A navigation (a link, a redirect, window.open) from
 *   another site carries neither, even in a browser without Sec-Fetch-Site.
 * Requests without any of these headers (other programs, which carry no one's cookies) pass the
 * unmarked methods; SameSite=Lax keeps the session cookie off cross-site POSTs anyway.
 */
export function crossOriginRefusal(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  ownOrigin: string,
  changesState: boolean,
): string | null {
  const markedGet = changesState && SAFE_METHODS.has(request.method);
  if (SAFE_METHODS.has(request.method) && !markedGet) return null;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `sec-fetch-site ${String(site)}`;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin) return 'foreign origin';
  if (markedGet && site !== 'same-origin' && request.headers[SAME_ORIGIN_HEADER] === undefined)
    return 'not from the portal';
  return null;
}

/**
 * Refuses, with 403 'Нет доступа', every state-changing /api request that another site could
 * have made the browser send (see crossOriginRefusal). The sign-in callback is exempt by not
 * being marked: a provider's redirect is cross-site by nature, and its state and the pending
 * login's cookie protect it.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    const reason = crossOriginRefusal(request, ownOrigin, request.routeOptions.config?.changesState === true);
    if (!reason) return;
    request.log.warn({ reason }, 'cross-origin request refused');
    throw new HttpError(403, MSG.noAccess);
  });
}
