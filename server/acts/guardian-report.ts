import type { Readable } from 'node:stream';
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { HttpError, type Message } from '../http/envelope.ts';
import { documentFileName } from '../http/file-names.ts';
import type { ServedAct } from './registry.ts';
import {
  checkComplete,
  chooseSignature,
  createAct,
  mergeBlock,
  signDocument,
  signedData,
  signingOf,
  signedContentIntact,
} from './engine.ts';
import {
  canMove,
  checkDocumentReferences,
  checkGuardianMayEdit,
  checkMayAttach,
  checkOneReportPerPeriod,
  checkPeriodEnded,
  checkPeriodStarted,
  isGuardianOf,
  loadReport,
  ReportStatus,
} from './guardian-policy.ts';
import { reportFirstBlock } from './prefill.ts';
import { printAct } from './print.ts';
import { printContext } from './print-context.ts';
import { actCaptions } from './place-names.ts';
import {
  linkActFiles,
  listActFiles,
  listActsFor,
  lockWardReports,
  setActStatus,
  updateActData,
  type ActRow,
} from '../repositories/acts.ts';
import { insertFile, type StoredFile } from '../repositories/files.ts';
import { findPersonCard } from '../repositories/persons.ts';
import { listWards, servingInstitution } from '../repositories/users.ts';
import { ACT_MSG, MSG, REPORT_MSG } from '../messages.ts';
import { regionToday } from '../../common/time-zone.ts';
import { uploadLimits } from '../system/settings.ts';
import { validationMessages } from '../../common/validation/index.ts';

export const STATUS_CAPTIONS: Record<number, string> = {
  1: 'Направлен опекуном',
  2: 'Проверен',
  3: 'Возвращён на доработку',
  4: 'Сформирован УСЗН',
};

/** What a report's files are called before its number: «Отчёт опекуна № ООП-2026-0001.pdf». */
const REPORT_TITLE = 'Отчёт опекуна';

const statusCaption = (status: number | null) => (status ? STATUS_CAPTIONS[status] : 'Черновик');

/** The files a report's data refers to (documents field: [{ id, uri, originalFileName }]). */
const referencedFiles = (data: Record<string, unknown>) =>
  (Array.isArray(data.documents) ? data.documents : [])
    .map((d) => (d as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string');

/**
 * Refuses a change that leaves more documents in a report than setting 1 (maxReportFilesCount)
 * allows; a change that adds none passes, so a report over a lowered limit can still lose documents.
 */
async function checkDocumentCount(db: Queryable, before: number, after: number): Promise<void> {
  if (after <= before) return;
  const { maxReportFilesCount } = await uploadLimits(db, Number.MAX_SAFE_INTEGER);
  if (after > maxReportFilesCount) throw new HttpError(400, validationMessages.fileCountExceeded(maxReportFilesCount));
}

/** Names of a ZIP's entries made unique: a repeated name gets its position in front. */
const unique = (names: string[]) => names.map((name, i) => (names.indexOf(name) === i ? name : `${i + 1}_${name}`));

/** One entry of a ZIP the routes send. */
export interface ZipEntry {
  name: string;
  content: Buffer | Readable;
}

/** What a report's routes need: the database, the stored files and the served act. */
export interface GuardianReportDeps {
  db: Db;
  storage: FileStorage;
  served: ServedAct;
}

/**
 * The guardian's annual report on the ward's property (workflows.md sections 4 and 7): the guardian
 * creates, fills, signs and sends it; the guardianship office checks it, returns it with a note or
 * forms it. A guardian sees only reports about their own wards; an office only what was sent to it.
 * Everything but HTTP lives here; server/routes/guardian-report.ts maps the calls onto it.
 */
export function guardianReportService({ db, storage, served }: GuardianReportDeps) {
  const { definition } = served.act;

  const view = async (act: ActRow) => ({
    id: act.id,
    number: act.number,
    actType: act.actType,
    personId: act.personId,
    person: (await findPersonCard(db, act.personId)) ?? null,
    version: act.version,
    schemaVersion: act.schemaVersion,
    data: act.data,
    blocks: act.blocks,
    status: act.status,
    statusCaption: statusCaption(act.status),
    statusNote: act.statusNote,
    signedAt: act.signedAt,
    signatureKind: act.signatureKind,
    signer: (await signingOf(db, act))?.signer ?? null,
    contentHash: act.contentHash,
    contentIntact: signedContentIntact(act),
    basedOn: act.basedOn,
    updatedAt: act.updatedAt,
    captions: await actCaptions(db, act.data),
  });

  /** Signing sends the report to the office (status 1). */
  const signAndSend = async (
    auth: Auth,
    id: number,
    input: { version: number; image?: string; confirm?: boolean; graphic?: boolean },
  ) => {
    const { version } = input;
    const sent = await db.transaction(async (tx) => {
      const { act, viewer } = await loadReport(tx, auth, id, true);
      checkGuardianMayEdit(act, viewer, version);
      // After ownership: someone else's report is refused as such, whatever the body holds.
      const signature = chooseSignature(definition, act.data, input, input.graphic === true);
      checkComplete(served, act);
      checkPeriodEnded(String(act.data.periodTo));
      await checkOneReportPerPeriod(tx, act.personId, String(act.data.periodFrom), String(act.data.periodTo), act.id);
      await signDocument(tx, served, act, auth.realUserId, signature);
      return (await setActStatus(tx, id, ReportStatus.DirectedByPerson, null, false))!;
    });
    return view(sent);
  };

  /** Replaces the report's documents list (data and links) in one step; the version moves on. */
  const setDocuments = async (
    id: number,
    auth: Auth,
    change: (docs: Array<Record<string, unknown>>) => Array<Record<string, unknown>>,
  ) =>
    db.transaction(async (tx) => {
      const { act, viewer } = await loadReport(tx, auth, id, true);
      checkGuardianMayEdit(act, viewer, act.version);
      const documents = change(
        Array.isArray(act.data.documents) ? (act.data.documents as Array<Record<string, unknown>>) : [],
      );
      const data = { ...act.data, documents };
      await checkDocumentCount(tx, referencedFiles(act.data).length, referencedFiles(data).length);
      await linkActFiles(tx, id, referencedFiles(data));
      const updated = await updateActData(tx, id, act.version, data, act.blocks, act.schemaVersion);
      if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
      return updated;
    });

  /** The report as a PDF with its status and the office's note. */
  const reportPdf = async (act: ActRow) =>
    printAct({
      definition,
      schema: served.act.schema,
      uiSchema: served.act.uiSchema,
      statusCaption: act.status
        ? `${STATUS_CAPTIONS[act.status]}${act.statusNote ? `: ${act.statusNote}` : ''}`
        : 'Черновик',
      ...(await printContext(db, act)),
    });

  return {
    /** The signed-in user's name as 'Иванов И. И.'. */
    shortCaption: (auth: Auth) => {
      const { user } = auth;
      return `${user.lastName} ${user.firstName[0] ?? ''}.${user.middleName ? ` ${user.middleName[0]}.` : ''}`;
    },

    /** The guardian's wards. */
    wards: async (auth: Auth) => (auth.user.personId ? listWards(db, auth.user.personId) : []),

    /** A guardian's reports about their wards, or the reports sent to the caller's office. */
    list: async (auth: Auth) => {
      const { user } = auth;
      const rows = user.administrator
        ? await listActsFor(db, served.act.id, {})
        : user.publicPerson && user.personId
          ? await listActsFor(db, served.act.id, {
              personIds: (await listWards(db, user.personId)).map((w) => w.personId),
            })
          : user.selectedInstitution
            ? (await listActsFor(db, served.act.id, { institutionId: user.selectedInstitution.institutionId })).filter(
                (a) => a.status !== null,
              )
            : [];
      return rows.map((a) => ({
        id: a.id,
        number: a.number,
        wardCaption: a.personCaption,
        periodFrom: typeof a.data.periodFrom === 'string' ? a.data.periodFrom : null,
        periodTo: typeof a.data.periodTo === 'string' ? a.data.periodTo : null,
        status: a.status,
        statusCaption: statusCaption(a.status),
        statusNote: a.statusNote,
        updatedAt: a.updatedAt,
      }));
    },

    /** A new report about a ward of the caller, for last year unless the period is given. */
    create: async (auth: Auth, input: { wardId: number; periodFrom?: string; periodTo?: string }) => {
      const { wardId, periodFrom, periodTo } = input;
      if (!(await isGuardianOf(db, auth, wardId))) throw new HttpError(403, REPORT_MSG.notWard);
      const year = Number(regionToday().slice(0, 4)) - 1;
      const period = { periodFrom: periodFrom ?? `${year}-01-01`, periodTo: periodTo ?? `${year}-12-31` };
      checkPeriodStarted(period.periodFrom);
      await checkOneReportPerPeriod(db, wardId, period.periodFrom, period.periodTo);
      const act = await createAct(
        db,
        served,
        {
          personId: wardId,
          institutionId: await servingInstitution(db, wardId),
          createdBy: auth.realUserId,
          data: {
            ...(await reportFirstBlock(db, served, wardId, auth.user.personId)),
            wardId,
            ...period,
            dateReport: regionToday(),
          },
        },
        // Again where the row is written: two requests about one ward wait for each other on the
        // ward's lock (released with the transaction), so both cannot pass the check.
        async (tx) => {
          await lockWardReports(tx, wardId);
          await checkOneReportPerPeriod(tx, wardId, period.periodFrom, period.periodTo);
        },
      );
      return view(act);
    },

    /** One report the caller may see. */
    read: async (auth: Auth, id: number) => view((await loadReport(db, auth, id)).act),

    /** The rows of a block's list field (e.g. the property list). */
    listField: async (auth: Auth, id: number, field: string) => {
      const { act } = await loadReport(db, auth, id);
      const rows = act.data[field];
      return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
    },

    /** Saves one block; the documents it names must be the guardian's own uploads. */
    saveBlock: async (
      auth: Auth,
      block: number,
      input: { id: number; version: number; block: number; data: Record<string, unknown> },
      pathId?: number,
    ) => {
      const { id, version, data } = input;
      const saved = await db.transaction(async (tx) => {
        const { act, viewer } = await loadReport(tx, auth, id, true);
        checkGuardianMayEdit(act, viewer, version);
        // After ownership: a block this address does not save, or an id other than the path's.
        if (input.block !== block || (pathId !== undefined && pathId !== id)) throw new HttpError(400, ACT_MSG.noBlock);
        const merged = mergeBlock(served, act, block, data);
        await checkDocumentCount(tx, referencedFiles(act.data).length, referencedFiles(merged.data).length);
        await linkActFiles(
          tx,
          id,
          await checkDocumentReferences(tx, act, viewer, auth.user.userId, referencedFiles(merged.data)),
        );
        const updated = await updateActData(tx, id, version, merged.data, merged.blocks, act.schemaVersion);
        if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
        return updated;
      });
      return view(saved);
    },

    signAndSend,

    /** The office's decision: checked, returned with a note (the signature is voided), or formed. */
    changeStatus: async (auth: Auth, id: number, input: { status: number; version: number; note?: string }) => {
      const { status, version } = input;
      const note = input.note?.trim() || null;
      if (status === ReportStatus.ReturnedToPerson && !note) throw new HttpError(400, REPORT_MSG.noteRequired);
      const moved = await db.transaction(async (tx) => {
        const { act, viewer } = await loadReport(tx, auth, id, true);
        if (viewer === 'guardian') throw new HttpError(403, MSG.noAccess);
        if (act.version !== version) throw new HttpError(409, MSG.versionConflict, 'Warning');
        if (!canMove(act.status, status)) throw new HttpError(409, REPORT_MSG.badTransition, 'Warning');
        const returned = status === ReportStatus.ReturnedToPerson;
        const moved = (await setActStatus(tx, act.id, status, note, returned))!;
        // A return voids the signature: the report no longer says it was signed electronically.
        const data = returned ? signedData(definition, moved.data, 'graphic') : moved.data;
        return data === moved.data
          ? moved
          : (await updateActData(tx, act.id, moved.version, data, moved.blocks, moved.schemaVersion))!;
      });
      return view(moved);
    },

    /** Before an upload is received: the caller may attach documents to the report now. */
    checkMayAttach: async (auth: Auth, id: number) => {
      const { act, viewer } = await loadReport(db, auth, id);
      checkMayAttach(act, viewer);
      // Refused before the bytes are received; counted again when the file is linked.
      const held = referencedFiles(act.data).length;
      await checkDocumentCount(db, held, held + 1);
    },

    /** Adds a received upload to the report's documents; the stored file is removed if that fails. */
    attach: async (auth: Auth, id: number, stored: StoredFile & { originalName: string }) => {
      try {
        await insertFile(db, stored, { userId: auth.user.userId, institutionId: null });
        return view(
          await setDocuments(id, auth, (docs) => [
            ...docs,
            { id: stored.id, uri: `files/${stored.id}`, originalFileName: stored.originalName },
          ]),
        );
      } catch (error) {
        await storage.remove(stored.storageKey);
        throw error;
      }
    },

    /** Removes a document from the report. */
    detach: async (auth: Auth, id: number, fileId: string) => {
      const { act } = await loadReport(db, auth, id);
      if (!referencedFiles(act.data).includes(fileId)) throw new HttpError(404, REPORT_MSG.fileNotLinked);
      return view(await setDocuments(id, auth, (docs) => docs.filter((d) => d.id !== fileId)));
    },

    /** The report's documents as links to the file service. */
    documents: async (auth: Auth, id: number) => {
      const { act } = await loadReport(db, auth, id);
      return (await listActFiles(db, act.id)).map((f) => ({
        id: f.id,
        uri: `files/${f.id}`,
        originalFileName: f.originalName,
        size: f.sizeBytes,
      }));
    },

    /** The report's documents as ZIP entries (names made unique). */
    documentEntries: async (auth: Auth, id: number): Promise<ZipEntry[]> => {
      const { act } = await loadReport(db, auth, id);
      const files = await listActFiles(db, act.id);
      const names = unique(files.map((f) => f.originalName));
      return files.map((f, i) => ({ name: names[i], content: storage.get(f.storageKey) }));
    },

    /** The report's PDF as a ZIP entry (the office's decision download). */
    decisionEntries: async (auth: Auth, id: number): Promise<ZipEntry[]> => {
      const { act } = await loadReport(db, auth, id);
      return [{ name: documentFileName(REPORT_TITLE, act.number, 'pdf'), content: await reportPdf(act) }];
    },

    /** The report as a PDF and the file's name with the report's number. */
    pdf: async (auth: Auth, id: number) => {
      const { act } = await loadReport(db, auth, id);
      return { fileName: documentFileName(REPORT_TITLE, act.number, 'pdf'), pdf: await reportPdf(act) };
    },
  };
}

/** The messages the routes attach to a successful change. */
export const REPORT_ANSWERS = {
  created: { severity: 'Success', text: REPORT_MSG.created } satisfies Message,
  saved: (block: number): Message => ({ severity: 'Success', text: ACT_MSG.blockSaved(block) }),
  sent: { severity: 'Success', text: REPORT_MSG.sent } satisfies Message,
  statusChanged: { severity: 'Success', text: REPORT_MSG.statusChanged } satisfies Message,
};
