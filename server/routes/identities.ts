import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { ACCESS } from '../auth/access.ts';
import { identityService } from '../identities/identities.ts';
import * as S from '../schemas/identities.ts';

/**
 * The identities of a large family and of a labour veteran (the spec names no calls): the citizen's
 * own, and the public check of an identity's QR link (/qr-identity-large-family/…, /qr-flb/…).
 */
const identityRoutes: RoutePlugin = async (app) => {
  const identities = identityService(app.db);

  app.get(
    '/identity/large-family',
    {
      config: { access: ACCESS.public },
      schema: {
        summary: 'Моё удостоверение многодетной семьи со ссылкой проверки (null — удостоверения нет)',
        response: { 200: envelope(S.identityOrNone) },
      },
    },
    async (request) => ok(await identities.own(requireAuth(request), 'large-family')),
  );

  app.get(
    '/identity/labor-veteran',
    {
      config: { access: ACCESS.public },
      schema: {
        summary: 'Моё удостоверение ветерана труда со ссылкой проверки (null — удостоверения нет)',
        response: { 200: envelope(S.identityOrNone) },
      },
    },
    async (request) => ok(await identities.own(requireAuth(request), 'labor-veteran')),
  );

  app.get(
    '/identity/check/:kind/:payload/:digest',
    {
      // Anyone who scans the QR code; counted as a public search, so links cannot be guessed in bulk.
      config: { access: ACCESS.any, callLimit: 'search' },
      schema: {
        summary: 'Проверка удостоверения по ссылке из QR-кода: действительно ли оно (без входа на портал)',
        params: S.checkParams,
        response: { 200: envelope(S.checkAnswer) },
      },
    },
    async (request) => {
      const { kind, payload, digest } = request.params;
      return ok(await identities.check(kind, payload, digest));
    },
  );
};

export default identityRoutes;
