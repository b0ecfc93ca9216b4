import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { publicRead } from '../http/public-cache.ts';
import { tourServiceReferences, tourServicesService } from '../tourism/tour-services.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/tour-services.ts';

/**
 * The tour operator's tour services (workflows.md section 7, «Tourism provider»): the kinds of
 * service by institution source type, the operator's own list by its OGRN and the save of the
 * whole list; beside the spec's calls, the public list of available tours of a period for the
 * catalogue (kept until a service or its places change; a day's hidden tours drop out within
 * the public cache's lifetime).
 */
const tourServiceRoutes: RoutePlugin = async (app) => {
  const tours = tourServicesService(app.db);
  const operators = { access: [R.TourismProvider] };

  app.get(
    '/service-trm-catalog/service-types/:sourceType',
    {
      config: operators,
      schema: {
        summary: 'Виды туристических услуг по типу источника учреждения (2 — туризм)',
        params: S.sourceTypeParams,
        response: { 200: envelope({ type: 'array', items: S.serviceType }) },
      },
    },
    async (request) => ok(await tours.types(request.params.sourceType)),
  );

  app.get(
    '/service-trm-catalog/available',
    {
      config: publicRead([tourServiceReferences.list]),
      schema: {
        summary: 'Доступные туристические услуги за период с остатком мест',
        querystring: S.availableQuery,
        response: { 200: envelope(S.availableAnswer) },
      },
    },
    async (request) => ok(await tours.available(request.query)),
  );

  app.get(
    '/service-trm-catalog/:ogrn',
    {
      config: operators,
      schema: {
        summary: 'Туристические услуги туроператора',
        params: S.ogrnParams,
        response: { 200: envelope({ type: 'array', items: S.serviceRow }) },
      },
    },
    async (request) => ok(await tours.list(requireAuth(request), request.params.ogrn)),
  );

  app.post(
    '/service-trm-catalog/update/:ogrn',
    {
      config: operators,
      schema: {
        summary: 'Сохранить список туристических услуг туроператора целиком',
        params: S.ogrnParams,
        body: S.saveBody,
        response: { 200: envelope({ type: 'array', items: S.serviceRow }), 409: { $ref: 'Refusal' } },
      },
    },
    async (request) => tours.save(requireAuth(request), request.params.ogrn, request.body),
  );
};

export default tourServiceRoutes;
