import type { ServerResponse } from 'node:http';
import { requireAuth } from '../auth/session.ts';
import { ACCESS } from '../auth/access.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { messageService, streamReferences } from '../messages/messages.ts';
import { scheduleDeadlineSweep } from '../messages/deadlines.ts';
import { MESSAGE_MSG } from '../../common/messages/messages.ts';
import * as S from '../schemas/messages.ts';

/** How often an open stream says it is alive, so that proxies and the browser keep it. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it reconnects a lost stream. */
const RETRY_MS = 2_000;

/**
 * Messages (workflows.md section 7): the contacts, a conversation page by page, sending once per
 * key, read marks; beside the spec's calls the catch-up of newer messages and the live stream
 * (Server-Sent Events) that tells an open page of a new message or a read mark: fed by the
 * writes' references, on PostgreSQL by the other processes' NOTIFY too.
 */
const messageRoutes: RoutePlugin = async (app) => {
  scheduleDeadlineSweep(app);
  const messages = messageService(app.db);
  const access = { access: [...ACCESS.signedIn] };
  const refusals = { 400: { $ref: 'Refusal' }, 403: { $ref: 'Refusal' }, 404: { $ref: 'Refusal' } } as const;
  const streams = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/message',
    {
      config: access,
      schema: {
        summary: 'Контакты с последним сообщением и числом непрочитанных',
        querystring: S.contactsQuery,
        response: { 200: envelope(S.contacts), ...refusals },
      },
    },
    async (request) => ok(await messages.contacts(requireAuth(request), request.query.search)),
  );

  app.get(
    '/message/stream',
    {
      config: access,
      schema: {
        summary: 'Поток событий: новое сообщение или отметка о прочтении (text/event-stream)',
        response: {
          200: binaryAnswer('События: ready, messages (text/event-stream)', 'text/event-stream'),
          403: { $ref: 'Refusal' },
          406: { $ref: 'Refusal' },
        },
      },
    },
    async (request, reply) => {
      const references = streamReferences(messages.caller(requireAuth(request)));
      // Only a client that asks for a stream gets one (EventSource does): another gets an answer at once.
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        throw new HttpError(406, MESSAGE_MSG.streamOnly);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      streams.add(raw);
      const stop = app.db.onChange((change) => {
        if (change === 'all' || references.some((r) => change.includes(r))) raw.write('event: messages\ndata: {}\n\n');
      });
      const heartbeat = setInterval(() => raw.write(': alive\n\n'), HEARTBEAT_MS);
      const close = () => {
        stop();
        clearInterval(heartbeat);
        streams.delete(raw);
      };
      request.raw.on('close', close);
      raw.on('close', close);
    },
  );

  app.get(
    '/message/:contactId',
    {
      config: access,
      schema: {
        summary: 'Переписка с контактом: страница сообщений, новые сначала (before — старше этого id)',
        params: S.contactParams,
        querystring: S.pageQuery,
        response: { 200: envelope(S.conversation), ...refusals },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return ok(await messages.conversation(requireAuth(request), request.params.contactId, before, limit));
    },
  );

  app.get(
    '/message/:contactId/newer',
    {
      config: access,
      schema: {
        summary: 'Сообщения новее указанного (после потери связи), старые сначала',
        params: S.contactParams,
        querystring: { ...S.pageQuery, required: ['after'] },
        response: { 200: envelope(S.messages), ...refusals },
      },
    },
    async (request) =>
      ok(await messages.newer(requireAuth(request), request.params.contactId, request.query.after ?? 0)),
  );

  app.get(
    '/message/read/:contactId',
    {
      config: access,
      schema: {
        summary: 'Отметить прочитанными сообщения контакта',
        params: S.contactParams,
        response: { 200: envelope({ type: 'integer' }), ...refusals },
      },
    },
    async (request) => ok(await messages.read(requireAuth(request), request.params.contactId)),
  );

  app.post(
    '/message/create/:contactId',
    {
      config: access,
      schema: {
        summary: 'Написать контакту (текст, ключ сообщения, файлы)',
        params: S.contactParams,
        body: S.newMessage,
        response: { 200: envelope(S.message), ...refusals },
      },
    },
    async (request) =>
      ok(await messages.send(requireAuth(request), request.params.contactId, request.body), {
        severity: 'Success',
        text: MESSAGE_MSG.sent,
      }),
  );
};

export default messageRoutes;
