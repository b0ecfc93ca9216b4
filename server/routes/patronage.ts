import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { patronageService } from '../patronage/patronage.ts';
import { MESSAGE_MSG } from '../../common/messages/messages.ts';
import { PATRONAGE_MSG } from '../../common/patronage/patronage.ts';
import * as S from '../schemas/patronage.ts';

/**
 * Patronage (workflows.md section 7): the family's chat with its specialist, the specialist's card,
 * the patronage record, the family's feedback. The live updates come by the messages' stream
 * (GET /message/stream); whether anything is unread, by GET /patronage/is-unread-message-exist
 * (server/routes/user.ts).
 */
const patronageRoutes: RoutePlugin = async (app) => {
  const patronage = patronageService(app.db);
  const access = { access: [...ACCESS.signedIn] };
  const refusals = { 400: { $ref: 'Refusal' }, 403: { $ref: 'Refusal' }, 404: { $ref: 'Refusal' } } as const;
  const sent = { severity: 'Success', text: MESSAGE_MSG.sent } as const;

  app.get(
    '/patronage',
    {
      config: access,
      schema: {
        summary:
          'Переписка по патронажу: специалист семьи или семьи под патронажем специалиста (search — по ФИО семьи)',
        querystring: S.chatsQuery,
        response: { 200: envelope(S.chats), ...refusals },
      },
    },
    async (request) => ok(await patronage.list(requireAuth(request), request.query.search)),
  );

  app.get(
    '/patronage/get-employee',
    {
      config: access,
      schema: {
        summary: 'Карточка специалиста, ведущего патронаж',
        querystring: S.idQuery,
        response: { 200: envelope(S.employee), ...refusals },
      },
    },
    async (request) => ok(await patronage.employee(requireAuth(request), request.query.id)),
  );

  app.get(
    '/patronage/get-patronage-data',
    {
      config: access,
      schema: {
        summary: 'Сведения о патронаже и оценка текущего месяца',
        querystring: S.idQuery,
        response: { 200: envelope(S.patronageData), ...refusals },
      },
    },
    async (request) => ok(await patronage.data(requireAuth(request), request.query.id)),
  );

  app.get(
    '/patronage/:id',
    {
      config: access,
      schema: {
        summary: 'Переписка по патронажу: страница сообщений, новые сначала',
        params: S.idParams,
        querystring: S.pageQuery,
        response: { 200: envelope(S.conversation), ...refusals },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return ok(await patronage.conversation(requireAuth(request), request.params.id, before, limit));
    },
  );

  app.get(
    '/patronage/:id/newer',
    {
      config: access,
      schema: {
        summary: 'Сообщения новее указанного (после потери связи), старые сначала',
        params: S.idParams,
        querystring: { ...S.pageQuery, required: ['after'] },
        response: { 200: envelope(S.messages), ...refusals },
      },
    },
    async (request) => ok(await patronage.newer(requireAuth(request), request.params.id, request.query.after ?? 0)),
  );

  app.post(
    '/patronage/read-messages',
    {
      config: access,
      schema: {
        summary: 'Отметить прочитанными сообщения другой стороны',
        body: S.readBody,
        response: { 200: envelope({ type: 'integer' }), ...refusals },
      },
    },
    async (request) => ok(await patronage.read(requireAuth(request), request.body.id)),
  );

  app.post(
    '/patronage/new-message',
    {
      config: access,
      schema: {
        summary: 'Написать сообщение (один раз на ключ сообщения)',
        body: S.newMessage,
        response: { 200: envelope(S.message), ...refusals },
      },
    },
    async (request) => ok(await patronage.newMessage(requireAuth(request), request.body.id, request.body), sent),
  );

  app.post(
    '/patronage/new-mail',
    {
      config: access,
      schema: {
        summary: 'Написать письмо с загруженными файлами (один раз на ключ сообщения)',
        body: S.newMail,
        response: { 200: envelope(S.message), ...refusals },
      },
    },
    async (request) => ok(await patronage.newMail(requireAuth(request), request.body.id, request.body), sent),
  );

  app.post(
    '/patronage/send-file',
    {
      config: access,
      schema: {
        summary: 'Отправить загруженный файл сообщением',
        body: S.sendFile,
        response: { 200: envelope(S.message), ...refusals },
      },
    },
    async (request) => ok(await patronage.sendFile(requireAuth(request), request.body.id, request.body), sent),
  );

  app.post(
    '/patronage/feedback',
    {
      config: access,
      schema: {
        summary: 'Отзыв семьи о патронаже (без оценки)',
        body: S.feedbackBody,
        response: { 200: envelope(S.feedback), ...refusals },
      },
    },
    async (request) =>
      ok(await patronage.feedback(requireAuth(request), request.body.id, request.body.comment), {
        severity: 'Success',
        text: PATRONAGE_MSG.feedbackSent,
      }),
  );

  app.post(
    '/patronage/patronage-feedback',
    {
      config: access,
      schema: {
        summary: 'Оценка работы специалиста за текущий месяц (1–5), одна на месяц',
        body: S.ratingBody,
        response: { 200: envelope(S.feedback), ...refusals },
      },
    },
    async (request) =>
      ok(await patronage.rate(requireAuth(request), request.body.id, request.body.rating, request.body.comment), {
        severity: 'Success',
        text: PATRONAGE_MSG.ratingSent,
      }),
  );
};

export default patronageRoutes;
