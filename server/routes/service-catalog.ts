import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { serviceCatalogService } from '../service-catalog/service-catalog.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/service-catalog.ts';

/**
 * The institution's service catalogue and its moderation (workflows.md sections 2, 7): the
 * provider's list (`GET /service-catalog`), the moderators' queue
 * (`GET /service-catalog/services-for-moderation/`), creation, corrections and the moderator's
 * decision (`POST /service-catalog/create`, `/update`, `/moderate`), and, beside the spec's calls,
 * the card and the author's sending to moderation (`POST /service-catalog/send`). The moderator
 * right (administrators, users.service_moderator) is checked by the service.
 */
const serviceCatalogRoutes: RoutePlugin = async (app) => {
  const catalog = serviceCatalogService(app.db);
  const providers = { access: [R.ServiceProvider] };
  // A moderator may sign in in any role; an administrator passes every list.
  const parties = { access: ACCESS.signedIn };
  const answer = { 200: envelope(S.actionResult), 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/service-catalog',
    {
      config: providers,
      schema: {
        summary: 'Каталог услуг учреждения: карточки услуг и их статусы',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await catalog.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/service-catalog/services-for-moderation/',
    {
      config: parties,
      schema: {
        summary: 'Услуги на модерации (администратор, модератор каталога)',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await catalog.queue(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.post(
    '/service-catalog/create',
    {
      config: providers,
      schema: { summary: 'Новая карточка услуги учреждения', body: S.createBody, response: answer },
    },
    async (request) => catalog.create(requireAuth(request), request.body),
  );

  app.post(
    '/service-catalog/update',
    { config: providers, schema: { summary: 'Изменить карточку услуги', body: S.updateBody, response: answer } },
    async (request) => {
      const { id, version, ...fields } = request.body;
      return catalog.update(requireAuth(request), id, version, fields);
    },
  );

  app.post(
    '/service-catalog/send',
    {
      config: providers,
      schema: { summary: 'Отправить карточку на модерацию или отозвать её', body: S.sendBody, response: answer },
    },
    async (request) => {
      const { id, version, action } = request.body;
      return catalog.send(requireAuth(request), id, action, version);
    },
  );

  app.post(
    '/service-catalog/moderate',
    {
      config: parties,
      schema: {
        summary: 'Решение модератора: одобрить или вернуть на доработку',
        body: S.moderateBody,
        response: answer,
      },
    },
    async (request) => {
      const { id, version, action, comment } = request.body;
      return catalog.moderate(requireAuth(request), id, action, version, comment);
    },
  );

  app.get(
    '/service-catalog/:id',
    {
      config: parties,
      schema: { summary: 'Карточка услуги учреждения', params: S.idParams, response: { 200: envelope(S.card) } },
    },
    async (request) => ok(await catalog.card(requireAuth(request), request.params.id)),
  );
};

export default serviceCatalogRoutes;
