import type { FastifyReply } from 'fastify';
import archiver from 'archiver';
import { ACCESS } from '../auth/access.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { contentDisposition } from '../http/file-names.ts';
import type { ServedAct } from '../acts/registry.ts';
import { guardianReportService, REPORT_ANSWERS, type ZipEntry } from '../acts/guardian-report.ts';
import { blockSaveBody, idParam, noParams, signatureBody } from '../schemas/shared.ts';
import {
  shortCaption,
  reportAnswer,
  reportRow,
  ward,
  listedRow,
  reportDocument,
  createBody,
  statusBody,
  idQuery,
  versionParams,
  kindParams,
  fileParams,
  zipAnswer,
} from '../schemas/guardian-report.ts';

/** Sends ZIP entries as documents.zip, streamed while it is packed. */
function sendZip(reply: FastifyReply, entries: ZipEntry[]) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  for (const entry of entries) archive.append(entry.content, { name: entry.name });
  void archive.finalize();
  return reply
    .type('application/zip')
    .header('Content-Disposition', 'attachment; filename="documents.zip"')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(archive);
}

/**
 * The guardian report's calls (workflows.md sections 4 and 7): views, the status workflow, documents
 * and downloads. Each call checks its input by schema, asks the service (server/acts/guardian-report.ts)
 * and answers by schema.
 */
export function guardianReportRoutes(served: ServedAct): RoutePlugin {
  const { definition } = served.act;
  return async (app) => {
    const p = definition.apiPrefix;
    const reports = guardianReportService({ db: app.db, storage: app.storage, served });
    const guardian = { access: ACCESS.public };
    const viewer = { access: ACCESS.signedIn };

    app.get(
      `${p}/short-caption`,
      {
        config: guardian,
        schema: {
          summary: 'Опекун: краткое ФИО',
          response: { 200: envelope(shortCaption) },
        },
      },
      async (request) => ok({ caption: reports.shortCaption(requireAuth(request)) }),
    );

    app.get(
      `${p}/ward-person`,
      {
        config: guardian,
        schema: { summary: 'Подопечные опекуна', response: { 200: envelope({ type: 'array', items: ward }) } },
      },
      async (request) => ok(await reports.wards(requireAuth(request))),
    );

    app.get(
      `${p}/list`,
      {
        config: viewer,
        schema: { summary: 'Отчёты опекуна: список', response: { 200: envelope({ type: 'array', items: reportRow }) } },
      },
      async (request) => ok(await reports.list(requireAuth(request))),
    );

    app.post(
      `${p}/report/create`,
      { config: guardian, schema: { summary: 'Создать отчёт опекуна', body: createBody, response: reportAnswer } },
      async (request) => ok(await reports.create(requireAuth(request), request.body), REPORT_ANSWERS.created),
    );

    for (const [path, summary] of [
      ['report', 'Отчёт опекуна'],
      ['report-dto', 'Отчёт опекуна для проверки'],
    ] as const) {
      app.get(
        `${p}/${path}/:id`,
        { config: viewer, schema: { summary, params: idParam, response: reportAnswer } },
        async (request) => ok(await reports.read(requireAuth(request), request.params.id)),
      );
    }

    for (const block of definition.blocks) {
      const path = block.save.replace('/{id}', '');
      const withId = block.save.includes('{id}');
      if (block.list) {
        const field = block.list.field;
        app.get(
          `${p}/${path}/:id`,
          {
            config: viewer,
            schema: {
              summary: `${block.title}: список`,
              params: idParam,
              response: { 200: envelope({ type: 'array', items: listedRow }) },
            },
          },
          async (request) => ok(await reports.listField(requireAuth(request), request.params.id, field)),
        );
      }
      app.post(
        withId ? `${p}/${path}/:id` : `${p}/${path}`,
        {
          config: guardian,
          schema: {
            summary: `Отчёт опекуна: ${block.title}`,
            body: blockSaveBody,
            params: withId ? idParam : noParams,
            response: reportAnswer,
          },
        },
        async (request) => {
          const auth = requireAuth(request);
          const pathId = withId ? (request.params as { id: number }).id : undefined;
          return ok(
            await reports.saveBlock(auth, block.number, request.body, pathId),
            REPORT_ANSWERS.saved(block.number),
          );
        },
      );
    }

    const signSchema = {
      config: guardian,
      schema: { summary: 'Подписать и направить отчёт', params: idParam, body: signatureBody, response: reportAnswer },
    } as const;
    app.post(`${p}/signature/:id`, signSchema, async (request) => {
      return ok(await reports.signAndSend(requireAuth(request), request.params.id, request.body), REPORT_ANSWERS.sent);
    });
    app.post(`${p}/signature-graphic/:id`, signSchema, async (request) => {
      return ok(
        await reports.signAndSend(requireAuth(request), request.params.id, { ...request.body, graphic: true }),
        REPORT_ANSWERS.sent,
      );
    });
    app.post(
      `${p}/signature-electronic/:id/:version`,
      {
        config: guardian,
        schema: {
          summary: 'Подписать простой электронной подписью и направить',
          params: versionParams,
          response: reportAnswer,
        },
      },
      async (request) =>
        ok(
          await reports.signAndSend(requireAuth(request), request.params.id, {
            version: request.params.version,
            confirm: true,
          }),
          REPORT_ANSWERS.sent,
        ),
    );

    app.post(
      `${p}/status/:id`,
      {
        config: { access: ACCESS.staff },
        schema: {
          summary: 'Проверить, вернуть на доработку или сформировать отчёт',
          params: idParam,
          body: statusBody,
          response: reportAnswer,
        },
      },
      async (request) =>
        ok(
          await reports.changeStatus(requireAuth(request), request.params.id, request.body),
          REPORT_ANSWERS.statusChanged,
        ),
    );

    app.post(
      `${p}/upload-file/:id/:kind`,
      {
        config: guardian,
        schema: {
          summary: 'Приложить документ к отчёту (multipart: file, fileName)',
          consumes: ['multipart/form-data'],
          params: kindParams,
          response: reportAnswer,
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await reports.checkMayAttach(auth, request.params.id);
        return ok(await reports.attach(auth, request.params.id, await receiveUpload(app, request)));
      },
    );

    app.post(
      `${p}/file/delete/:id/:fileId`,
      {
        config: guardian,
        schema: { summary: 'Удалить документ из отчёта', params: fileParams, response: reportAnswer },
      },
      async (request) => ok(await reports.detach(requireAuth(request), request.params.id, request.params.fileId)),
    );

    app.get(
      `${p}/document/:id`,
      {
        config: viewer,
        schema: {
          summary: 'Документы отчёта',
          params: idParam,
          response: { 200: envelope({ type: 'array', items: reportDocument }) },
        },
      },
      async (request) => ok(await reports.documents(requireAuth(request), request.params.id)),
    );

    app.get(
      '/files/guardian-report-files',
      {
        config: viewer,
        schema: { summary: 'Документы отчёта опекуна (documents.zip)', querystring: idQuery, response: zipAnswer },
      },
      async (request, reply) => sendZip(reply, await reports.documentEntries(requireAuth(request), request.query.id)),
    );

    app.get(
      '/files/guardian-report-file-decision',
      {
        config: viewer,
        schema: { summary: 'Отчёт опекуна и решение (documents.zip)', querystring: idQuery, response: zipAnswer },
      },
      async (request, reply) => sendZip(reply, await reports.decisionEntries(requireAuth(request), request.query.id)),
    );

    app.get(
      `${p}/print/:id`,
      {
        config: viewer,
        schema: {
          summary: 'Отчёт опекуна: PDF',
          params: idParam,
          response: { 200: binaryAnswer('Отчёт опекуна', 'application/pdf') },
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await reports.pdf(requireAuth(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', contentDisposition('inline', fileName))
          .send(pdf);
      },
    );
  };
}
