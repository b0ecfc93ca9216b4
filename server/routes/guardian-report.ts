import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import archiver from 'archiver';
import { ACCESS } from '../auth/access.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { insertFile } from '../repositories/files.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { ServedAct } from '../acts/registry.ts';
import { checkComplete, contentHash, mergeBlock } from '../acts/engine.ts';
import { canMove, checkDocumentReferences, checkGuardianMayEdit, checkMayAttach, checkOneReportPerPeriod, isGuardianOf, loadReport, ReportStatus } from '../acts/guardian-policy.ts';
import { reportFirstBlock } from '../acts/prefill.ts';
import { printAct } from '../acts/print.ts';
import { printContext } from '../acts/print-context.ts';
import { actCaptions } from '../acts/place-names.ts';
import {
  insertAct,
  linkActFiles,
  listActFiles,
  listActsFor,
  setActStatus,
  signAct,
  updateActData,
  type ActRow,
} from '../repositories/acts.ts';
import { findPersonCard } from '../repositories/persons.ts';
import { listWards, servingInstitution } from '../repositories/users.ts';
import { ACT_MSG, MSG, REPORT_MSG } from '../messages.ts';
import { blockSaveBody, idParam, signatureBody } from './schemas.ts';

export const STATUS_CAPTIONS: Record<number, string> = {
  1: 'Направлен опекуном',
  2: 'Проверен',
  3: 'Возвращён на доработку',
  4: 'Сформирован УСЗН',
};


/** The files a report's data refers to (documents field: [{ id, uri, originalFileName }]). */
const referencedFiles = (data: Record<string, unknown>) =>
  (Array.isArray(data.documents) ? data.documents : []).map((d) => (d as { id?: unknown }).id).filter((id): id is string => typeof id === 'string');

/**
 * The guardian's annual report on the ward's property (workflows.md sections 4 and 7): the guardian
 * creates, fills, signs and sends it; the guardianship office checks it, returns it with a note or
 * forms it. A guardian sees only reports about their own wards; an office only what was sent to it.
 */
export function guardianReportRoutes(served: ServedAct): FastifyPluginAsync {
  const { definition } = served.act;
  return async (app) => {
    const p = definition.apiPrefix;

    const view = async (act: ActRow) => ({
      id: act.id,
      number: act.number,
      actType: act.actType,
      personId: act.personId,
      person: await findPersonCard(app.db, act.personId),
      version: act.version,
      schemaVersion: act.schemaVersion,
      data: act.data,
      blocks: act.blocks,
      status: act.status,
      statusCaption: act.status ? STATUS_CAPTIONS[act.status] : 'Черновик',
      statusNote: act.statusNote,
      signedAt: act.signedAt,
      signatureKind: act.signatureKind,
      contentHash: act.contentHash,
      basedOn: act.basedOn,
      updatedAt: act.updatedAt,
      captions: await actCaptions(app.db, act.data),
    });

    app.get(`${p}/short-caption`, { config: { access: ACCESS.public }, schema: { summary: 'Опекун: краткое ФИО' } }, async (request) => {
      const { user } = requireAuth(request);
      return ok({ caption: `${user.lastName} ${user.firstName[0] ?? ''}.${user.middleName ? ` ${user.middleName[0]}.` : ''}` });
    });

    app.get(`${p}/ward-person`, { config: { access: ACCESS.public }, schema: { summary: 'Подопечные опекуна' } }, async (request) => {
      const { user } = requireAuth(request);
      return ok(user.personId ? await listWards(app.db, user.personId) : []);
    });

    app.get(`${p}/list`, { config: { access: ACCESS.signedIn }, schema: { summary: 'Отчёты опекуна: список' } }, async (request) => {
      const auth = requireAuth(request);
      const { user } = auth;
      const rows = user.administrator
        ? await listActsFor(app.db, served.act.id, {})
        : user.publicPerson && user.personId
          ? await listActsFor(app.db, served.act.id, { personIds: (await listWards(app.db, user.personId)).map((w) => w.personId) })
          : user.selectedInstitution
            ? (await listActsFor(app.db, served.act.id, { institutionId: user.selectedInstitution.institutionId })).filter((a) => a.status !== null)
            : [];
      return ok(
        rows.map((a) => ({
          id: a.id,
          wardCaption: a.personCaption,
          periodFrom: a.data.periodFrom ?? null,
          periodTo: a.data.periodTo ?? null,
          status: a.status,
          statusCaption: a.status ? STATUS_CAPTIONS[a.status] : 'Черновик',
          statusNote: a.statusNote,
          updatedAt: a.updatedAt,
        })),
      );
    });

    app.post<{ Body: { wardId: number; periodFrom?: string; periodTo?: string } }>(
      `${p}/report/create`,
      {
        config: { access: ACCESS.public },
        schema: {
          summary: 'Создать отчёт опекуна',
          body: {
            type: 'object',
            required: ['wardId'],
            additionalProperties: false,
            properties: { wardId: { type: 'integer', minimum: 1 }, periodFrom: { type: 'string', format: 'date' }, periodTo: { type: 'string', format: 'date' } },
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { wardId, periodFrom, periodTo } = request.body;
        if (!(await isGuardianOf(app.db, auth, wardId))) throw new HttpError(403, REPORT_MSG.notWard);
        const year = new Date().getFullYear() - 1;
        const period = { periodFrom: periodFrom ?? `${year}-01-01`, periodTo: periodTo ?? `${year}-12-31` };
        await checkOneReportPerPeriod(app.db, wardId, period.periodFrom, period.periodTo);
        const act = await insertAct(app.db, {
          actType: served.act.id,
          personId: wardId,
          institutionId: await servingInstitution(app.db, wardId),
          createdBy: auth.realUserId,
          schemaVersion: definition.schemaVersion,
          data: {
            ...(await reportFirstBlock(app.db, served, wardId, auth.user.personId)),
            wardId,
            ...period,
            dateReport: new Date().toISOString().slice(0, 10),
          },
        });
        return ok(await view(act), { severity: 'Success', text: REPORT_MSG.created });
      },
    );

    const read = (path: string, summary: string) =>
      app.get<{ Params: { id: number } }>(`${p}/${path}/:id`, { config: { access: ACCESS.signedIn }, schema: { summary, params: idParam } }, async (request) =>
        ok(await view((await loadReport(app.db, requireAuth(request), request.params.id)).act)),
      );
    read('report', 'Отчёт опекуна');
    read('report-dto', 'Отчёт опекуна для проверки');

    for (const block of definition.blocks) {
      const path = block.save.replace('/{id}', '');
      const route = block.save.includes('{id}') ? `${p}/${path}/:id` : `${p}/${path}`;
      if (block.list) {
        const field = block.list.field;
        app.get<{ Params: { id: number } }>(`${p}/${path}/:id`, { config: { access: ACCESS.signedIn }, schema: { summary: `${block.title}: список`, params: idParam } }, async (request) => {
          const { act } = await loadReport(app.db, requireAuth(request), request.params.id);
          return ok((act.data[field] as unknown[] | undefined) ?? []);
        });
      }
      app.post<{ Params: { id?: number }; Body: { id: number; version: number; block: number; data: Record<string, unknown> } }>(
        route,
        { config: { access: ACCESS.public }, schema: { summary: `Отчёт опекуна: ${block.title}`, body: blockSaveBody, ...(route.endsWith(':id') ? { params: idParam } : {}) } },
        async (request) => {
          const auth = requireAuth(request);
          const { id, version, data } = request.body;
          if (request.body.block !== block.number || (request.params.id !== undefined && request.params.id !== id)) throw new HttpError(400, ACT_MSG.noBlock);
          const saved = await app.db.transaction(async (tx) => {
            const { act, viewer } = await loadReport(tx, auth, id, true);
            checkGuardianMayEdit(act, viewer, version);
            const merged = mergeBlock(served, act, block.number, data);
            await linkActFiles(tx, id, await checkDocumentReferences(tx, act, viewer, auth.user.userId, referencedFiles(merged.data)));
            const updated = await updateActData(tx, id, version, merged.data, merged.blocks);
            if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
            return updated;
          });
          return ok(await view(saved), { severity: 'Success', text: ACT_MSG.blockSaved(block.number) });
        },
      );
    }

    /** Signing sends the report to the office (status 1). */
    const signAndSend = async (auth: ReturnType<typeof requireAuth>, id: number, version: number, image?: string) => {
      const sent = await app.db.transaction(async (tx) => {
        const { act, viewer } = await loadReport(tx, auth, id, true);
        checkGuardianMayEdit(act, viewer, version);
        checkComplete(served, act);
        await checkOneReportPerPeriod(tx, act.personId, String(act.data.periodFrom), String(act.data.periodTo), act.id);
        const signed = await signAct(tx, id, version, { signedBy: auth.realUserId, kind: image ? 'graphic' : 'electronic', image: image ?? null, contentHash: contentHash(act) });
        if (!signed) throw new HttpError(409, MSG.versionConflict, 'Warning');
        return (await setActStatus(tx, id, ReportStatus.DirectedByPerson, null, false))!;
      });
      return ok(await view(sent), { severity: 'Success', text: REPORT_MSG.sent });
    };
    const signConfig = { config: { access: ACCESS.public }, schema: { summary: 'Подписать и направить отчёт', params: idParam, body: signatureBody } };
    app.post<{ Params: { id: number }; Body: { version: number; image?: string; confirm?: boolean } }>(`${p}/signature/:id`, signConfig, async (request) => {
      const { version, image, confirm } = request.body;
      if (!image && confirm !== true) throw new HttpError(400, ACT_MSG.signatureRequired);
      return signAndSend(requireAuth(request), request.params.id, version, image);
    });
    app.post<{ Params: { id: number }; Body: { version: number; image?: string } }>(`${p}/signature-graphic/:id`, signConfig, async (request) => {
      if (!request.body.image) throw new HttpError(400, ACT_MSG.signatureRequired);
      return signAndSend(requireAuth(request), request.params.id, request.body.version, request.body.image);
    });
    app.post<{ Params: { id: number; version: number } }>(
      `${p}/signature-electronic/:id/:version`,
      {
        config: { access: ACCESS.public },
        schema: {
          summary: 'Подписать простой электронной подписью и направить',
          params: { type: 'object', required: ['id', 'version'], properties: { id: { type: 'integer', minimum: 1 }, version: { type: 'integer', minimum: 1 } } },
        },
      },
      async (request) => signAndSend(requireAuth(request), request.params.id, request.params.version),
    );

    app.post<{ Params: { id: number }; Body: { status: number; note?: string; version: number } }>(
      `${p}/status/:id`,
      {
        config: { access: ACCESS.staff },
        schema: {
          summary: 'Проверить, вернуть на доработку или сформировать отчёт',
          params: idParam,
          body: {
            type: 'object',
            required: ['status', 'version'],
            additionalProperties: false,
            properties: { status: { type: 'integer', enum: [2, 3, 4] }, note: { type: 'string', maxLength: 2000 }, version: { type: 'integer', minimum: 1 } },
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { status, version } = request.body;
        const note = request.body.note?.trim() || null;
        if (status === ReportStatus.ReturnedToPerson && !note) throw new HttpError(400, REPORT_MSG.noteRequired);
        const moved = await app.db.transaction(async (tx) => {
          const { act, viewer } = await loadReport(tx, auth, request.params.id, true);
          if (viewer === 'guardian') throw new HttpError(403, MSG.noAccess);
          if (act.version !== version) throw new HttpError(409, MSG.versionConflict, 'Warning');
          if (!canMove(act.status, status)) throw new HttpError(409, REPORT_MSG.badTransition, 'Warning');
          return (await setActStatus(tx, act.id, status, note, status === ReportStatus.ReturnedToPerson))!;
        });
        return ok(await view(moved), { severity: 'Success', text: REPORT_MSG.statusChanged });
      },
    );

    /** Replaces the report's documents list (data and links) in one step; the version moves on. */
    const setDocuments = async (id: number, auth: ReturnType<typeof requireAuth>, change: (docs: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) =>
      app.db.transaction(async (tx) => {
        const { act, viewer } = await loadReport(tx, auth, id, true);
        checkGuardianMayEdit(act, viewer, act.version);
        const documents = change(Array.isArray(act.data.documents) ? (act.data.documents as Array<Record<string, unknown>>) : []);
        const data = { ...act.data, documents };
        await linkActFiles(tx, id, referencedFiles(data));
        const updated = await updateActData(tx, id, act.version, data, act.blocks);
        if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
        return updated;
      });

    const fileParams = (second: string) => ({
      type: 'object',
      required: ['id', second],
      properties: { id: { type: 'integer', minimum: 1 }, [second]: second === 'fileId' ? { type: 'string', pattern: '^[0-9a-f-]{36}$' } : { type: 'integer', minimum: 1, maximum: 10 } },
    });

    app.post<{ Params: { id: number; kind: number } }>(
      `${p}/upload-file/:id/:kind`,
      { config: { access: ACCESS.public }, schema: { summary: 'Приложить документ к отчёту (multipart: file, fileName)', consumes: ['multipart/form-data'], params: fileParams('kind') } },
      async (request) => {
        const auth = requireAuth(request);
        await loadReport(app.db, auth, request.params.id).then(({ act, viewer }) => checkMayAttach(act, viewer));
        const stored = await receiveUpload(app, request);
        try {
          await insertFile(app.db, stored, auth.user.userId);
          const updated = await setDocuments(request.params.id, auth, (docs) => [
            ...docs,
            { id: stored.id, uri: `files/${stored.id}`, originalFileName: stored.originalName },
          ]);
          return ok(await view(updated));
        } catch (error) {
          await app.storage.remove(stored.storageKey);
          throw error;
        }
      },
    );

    app.post<{ Params: { id: number; fileId: string } }>(
      `${p}/file/delete/:id/:fileId`,
      { config: { access: ACCESS.public }, schema: { summary: 'Удалить документ из отчёта', params: fileParams('fileId') } },
      async (request) => {
        const auth = requireAuth(request);
        const { act } = await loadReport(app.db, auth, request.params.id);
        if (!referencedFiles(act.data).includes(request.params.fileId)) throw new HttpError(404, REPORT_MSG.fileNotLinked);
        const updated = await setDocuments(request.params.id, auth, (docs) => docs.filter((d) => d.id !== request.params.fileId));
        return ok(await view(updated));
      },
    );

    app.get<{ Params: { id: number } }>(`${p}/document/:id`, { config: { access: ACCESS.signedIn }, schema: { summary: 'Документы отчёта', params: idParam } }, async (request) => {
      const { act } = await loadReport(app.db, requireAuth(request), request.params.id);
      return ok((await listActFiles(app.db, act.id)).map((f) => ({ id: f.id, uri: `files/${f.id}`, originalFileName: f.originalName, size: f.sizeBytes })));
    });

    /** The report as a PDF with its status and the office's note. */
    const reportPdf = async (act: ActRow) => {
      return printAct({
        definition,
        schema: served.act.schema,
        uiSchema: served.act.uiSchema,
        statusCaption: act.status ? `${STATUS_CAPTIONS[act.status]}${act.statusNote ? `: ${act.statusNote}` : ''}` : 'Черновик',
        ...(await printContext(app.db, act)),
      });
    };

    const zip = async (reply: FastifyReply, entries: Array<{ name: string; content: Buffer | NodeJS.ReadableStream }>) => {
      const archive = archiver('zip', { zlib: { level: 6 } });
      for (const entry of entries) archive.append(entry.content as Buffer, { name: entry.name });
      void archive.finalize();
      return reply
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="documents.zip"')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(archive);
    };
    const unique = (names: string[]) => names.map((name, i) => (names.indexOf(name) === i ? name : `${i + 1}_${name}`));

    app.get<{ Querystring: { id: number } }>(
      '/files/guardian-report-files',
      { config: { access: ACCESS.signedIn }, schema: { summary: 'Документы отчёта опекуна (documents.zip)', querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } } },
      async (request, reply) => {
        const { act } = await loadReport(app.db, requireAuth(request), request.query.id);
        const files = await listActFiles(app.db, act.id);
        const names = unique(files.map((f) => f.originalName));
        return zip(reply, files.map((f, i) => ({ name: names[i], content: app.storage.get(f.storageKey) })));
      },
    );

    app.get<{ Querystring: { id: number } }>(
      '/files/guardian-report-file-decision',
      { config: { access: ACCESS.signedIn }, schema: { summary: 'Отчёт опекуна и решение (documents.zip)', querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } } },
      async (request, reply) => {
        const { act } = await loadReport(app.db, requireAuth(request), request.query.id);
        return zip(reply, [{ name: `otchet-${act.id}.pdf`, content: await reportPdf(act) }]);
      },
    );

    app.get<{ Params: { id: number } }>(`${p}/print/:id`, { config: { access: ACCESS.signedIn }, schema: { summary: 'Отчёт опекуна: PDF', params: idParam } }, async (request, reply) => {
      const { act } = await loadReport(app.db, requireAuth(request), request.params.id);
      const pdf = await reportPdf(act);
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="guardian-report-${act.id}.pdf"`).send(pdf);
    });
  };
}
