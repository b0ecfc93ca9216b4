/**
 * Social contracts of both sides (workflows.md sections 3, 4, 7): who sees which contracts, the card
 * with its adaptation programme, the reports on its events with their documents, and every action.
 * An action on a contract or on a report is applied only through its state table
 * (common/soc-contracts/social-contract-machine.ts) by the transition helper
 * (server/workflow/transition.ts): it carries the record's version and writes the record and its
 * history row in one transaction.
 *
 * The citizen sees the contracts they concluded; an employee of the institution that concluded one
 * (a social worker or a provider's employee acting for it) sees the institution's and reviews the
 * reports; an administrator only reads.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { filesUploadedBy } from '../repositories/acts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  findSocialContract,
  findSocialReport,
  insertSocialReport,
  listSocialContracts,
  listSocialEvents,
  listSocialReportFiles,
  listSocialReports,
  markSocialEventDone,
  setSocialReportFiles,
  updateSocialContract,
  updateSocialReport,
  type SocialContractListFilter,
  type SocialContractRow,
  type SocialContractScope,
  type SocialReportFileRow,
  type SocialReportRow,
} from '../repositories/social-contracts.ts';
import { renderPdf } from '../reports/pdf.ts';
import { socialContractDocument } from '../reports/social-contract.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';
import { regionToday } from '../../common/time-zone.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { SystemRole } from '../../common/roles.ts';
import {
  eventTiming,
  executorKindCaption,
  sortEvents,
  sortReports,
  timingCaption,
} from '../../common/soc-contracts/adaptation-programme.ts';
import {
  contractActionsFor,
  reportActionsFor,
  SOCIAL_CONTRACT_TABLE,
  SOCIAL_REPORT_TABLE,
  SocialContractStatus,
  SocialReportStatus,
  type SocialContractAction,
  type SocialContractFacts,
  type SocialContractInput,
  type SocialContractSide,
  type SocialReportAction,
  type SocialReportFacts,
  type SocialReportInput,
} from '../../common/soc-contracts/social-contract-machine.ts';

export const SOC_CONTRACT_MSG = {
  notFound: 'Социальный контракт не найден',
  eventNotFound: 'Мероприятие социального контракта не найдено',
  reportNotFound: 'Отчёт не найден',
  documentNotFound: 'Документ не найден',
  noCaller: 'Социальные контракты доступны гражданину и сотрудникам учреждения, заключившего контракт',
  noSide: 'Администратор только просматривает социальные контракты',
  personOnly: 'Отчёт о мероприятии подаёт получатель по социальному контракту',
  notInForce: 'Отчёты принимаются только по действующему социальному контракту',
  noContent: 'Опишите, что сделано, или приложите документ',
  foreignFiles: 'Приложите документы, загруженные вами',
  otherEvent: 'Отчёт относится к другому мероприятию',
  versionRequired: 'Для изменения отчёта укажите его версию',
  notSigned: 'Социальный контракт ещё не подписан: подписанный файл появится после его утверждения',
  uriMismatch: 'Ссылка на документ не совпадает с документом',
} as const;

/** At most so many documents in one report. */
export const MAX_REPORT_DOCUMENTS = 10;

/** The statuses in which the contract has been signed by both parties. */
const SIGNED: readonly number[] = [
  SocialContractStatus.Approved,
  SocialContractStatus.Closed,
  SocialContractStatus.Terminated,
];

/** Who the caller is to social contracts: their side and which contracts they see. */
export interface SocialCaller {
  side: SocialContractSide | null;
  scope: SocialContractScope;
  actorPersonId: number | null;
  actorUserId: number;
}

/** An employee acts for their selected institution (social worker or provider); a citizen for themself; an administrator reads. */
export function socialCaller({ user }: Auth): SocialCaller {
  const inst = user.selectedInstitution;
  const actor = { actorPersonId: user.personId, actorUserId: user.userId };
  if (inst && (inst.institutionRole === SystemRole.SocialWorker || inst.institutionRole === SystemRole.ServiceProvider))
    return { side: 'employee', scope: { kind: 'institution', institutionId: inst.institutionId }, ...actor };
  if (user.administrator) return { side: null, scope: { kind: 'all' }, ...actor };
  if (!inst && user.personId) return { side: 'person', scope: { kind: 'person', personId: user.personId }, ...actor };
  throw new HttpError(403, SOC_CONTRACT_MSG.noCaller);
}

const contractFacts = (c: SocialContractRow): SocialContractFacts => ({
  status: c.status as SocialContractFacts['status'],
  events: c.events,
  openEvents: c.events - c.doneEvents,
});

/** A report as its table reads it, with its contract's status and its documents' count. */
interface LockedReport extends SocialReportRow {
  contractStatus: number;
  documents: number;
}

const reportFacts = (r: LockedReport): SocialReportFacts => ({
  status: r.status as SocialReportFacts['status'],
  contractInForce: r.contractStatus === SocialContractStatus.Approved,
  hasContent: r.text.trim().length > 0 || r.documents > 0,
});

/** The contract has ended (fulfilled, terminated or rejected): its open events are no longer due. */
const ENDED: readonly number[] = [
  SocialContractStatus.Closed,
  SocialContractStatus.Terminated,
  SocialContractStatus.Rejected,
];

/** Where an event stands: by its due date while the contract runs; an ended contract's open event is just not done. */
function timingOf(contractStatus: number, event: { dueDate: string; doneOn: string | null }, today: string) {
  if (ENDED.includes(contractStatus) && !event.doneOn)
    return { timing: 'ahead' as const, timingCaption: 'Не выполнено' };
  return { timing: eventTiming(event, today), timingCaption: timingCaption(event, today) };
}

/** The document as the card links it: through GET /soc-contract/preload-file. */
function documentView(contractId: number, eventId: number, file: SocialReportFileRow) {
  const uriWithHash = `files/${file.id}`;
  const query = new URLSearchParams({
    uriWithHash,
    soccontractId: String(contractId),
    adaptEventId: String(eventId),
    reportId: String(file.reportId),
    documentId: file.id,
  });
  return {
    id: file.id,
    fileName: file.fileName,
    size: file.size,
    contentType: file.contentType,
    uriWithHash,
    url: `soc-contract/preload-file?${query.toString()}`,
  };
}

/** What a citizen's report carries on store-report. */
export interface StoreReportRequest {
  contractId: number;
  eventId: number;
  /** An existing draft or returned report to change; none makes a new draft. */
  id?: number;
  version?: number;
  text: string;
  fileIds: string[];
}

export interface PreloadQuery {
  uriWithHash?: string;
  soccontractId: number;
  adaptEventId: number;
  reportId: number;
  documentId: string;
}

/** The social contracts' service over the database. */
export function socialContractService(db: Db) {
  async function mustFind(caller: SocialCaller, id: number, tx: Queryable = db, forUpdate = false) {
    const contract = await findSocialContract(tx, caller.scope, id, forUpdate);
    // Someone else's contract reads as absent.
    if (!contract) throw new HttpError(404, SOC_CONTRACT_MSG.notFound);
    return contract;
  }

  /** The report of a contract the caller sees, with its event; 404 when the path does not lead to it. */
  async function mustFindReport(caller: SocialCaller, reportId: number, tx: Queryable = db, forUpdate = false) {
    const report = await findSocialReport(tx, reportId, forUpdate);
    if (!report) throw new HttpError(404, SOC_CONTRACT_MSG.reportNotFound);
    const contract = await findSocialContract(tx, caller.scope, report.contractId);
    if (!contract) throw new HttpError(404, SOC_CONTRACT_MSG.reportNotFound);
    const documents = (await listSocialReportFiles(tx, contract.id, report.id)).length;
    return { report: { ...report, contractStatus: contract.status, documents }, contract };
  }

  function reportPlan(
    caller: SocialCaller,
    reportId: number,
    write?: (tx: Queryable, report: LockedReport) => Promise<void>,
  ): TransitionPlan<
    SocialReportFacts['status'],
    SocialReportAction,
    SocialContractSide,
    SocialReportFacts,
    SocialReportInput & { text?: string; fileIds?: string[] },
    LockedReport
  > {
    return {
      table: SOCIAL_REPORT_TABLE,
      history: 'socialContractReport',
      lock: async (tx) => {
        try {
          return (await mustFindReport(caller, reportId, tx, true)).report;
        } catch {
          return undefined;
        }
      },
      facts: reportFacts,
      side: () => caller.side,
      noSide: SOC_CONTRACT_MSG.noSide,
      actor: { personId: caller.actorPersonId, userId: caller.actorUserId },
      async write(tx, report, { action, input, next, version }) {
        const written = await updateSocialReport(tx, report.id, version, {
          status: next.status,
          text: action === 'edit' ? (input.text ?? '').trim() : undefined,
          submitted: action === 'submit',
          reviewed: action === 'accept' || action === 'return',
          reviewComment: input.comment?.trim() || null,
        });
        if (!written) return false;
        if (action === 'edit') await setSocialReportFiles(tx, report.id, input.fileIds ?? []);
        if (action === 'accept') await markSocialEventDone(tx, report.eventId, regionToday());
        await write?.(tx, report);
        return true;
      },
    };
  }

  async function checkFiles(auth: Auth, fileIds: string[]) {
    const unique = [...new Set(fileIds)];
    const tooMany = checkFileCount(unique.length, MAX_REPORT_DOCUMENTS);
    if (tooMany) throw new HttpError(400, tooMany);
    if ((await filesUploadedBy(db, unique, auth.user.userId)).length !== unique.length)
      throw new HttpError(400, SOC_CONTRACT_MSG.foreignFiles);
    return unique;
  }

  const reportResult = (id: number, number: string, status: number, version: number) => ({
    id,
    number,
    status,
    statusCaption: statusCaption(SOCIAL_REPORT_TABLE, status),
    version,
  });

  return {
    async list(auth: Auth, filter: SocialContractListFilter) {
      const caller = socialCaller(auth);
      const page = await listSocialContracts(db, caller.scope, filter);
      const today = regionToday();
      const events = await listSocialEvents(
        db,
        page.items.map((c) => c.id),
      );
      return {
        total: page.total,
        items: page.items.map((c) => {
          const own = events.filter((e) => e.contractId === c.id);
          const next = sortEvents(own.filter((e) => !e.doneOn))[0];
          return {
            ...c,
            statusCaption: statusCaption(SOCIAL_CONTRACT_TABLE, c.status),
            overdueEvents: own.filter((e) => timingOf(c.status, e, today).timing === 'overdue').length,
            nextEvent: next ? { name: next.name, dueDate: next.dueDate } : null,
          };
        }),
      };
    },

    async card(auth: Auth, id: number) {
      const caller = socialCaller(auth);
      const contract = await mustFind(caller, id);
      const today = regionToday();
      const [events, reports, files, history] = await Promise.all([
        listSocialEvents(db, [id]),
        listSocialReports(db, id),
        listSocialReportFiles(db, id),
        historyView(db, SOCIAL_CONTRACT_TABLE, 'socialContract', id),
      ]);
      const facts = contractFacts(contract);
      return {
        ...contract,
        statusCaption: statusCaption(SOCIAL_CONTRACT_TABLE, contract.status),
        side: caller.side,
        allowedActions: caller.side ? contractActionsFor(facts, caller.side) : [],
        signed: SIGNED.includes(contract.status),
        today,
        events: sortEvents(events).map((event) => ({
          ...event,
          executorCaption: executorKindCaption(event.executorKind),
          ...timingOf(contract.status, event, today),
          socContractReports: sortReports(reports.filter((r) => r.eventId === event.id)).map((report) => {
            const own = files.filter((f) => f.reportId === report.id);
            const rf = reportFacts({ ...report, contractStatus: contract.status, documents: own.length });
            return {
              ...report,
              statusCaption: statusCaption(SOCIAL_REPORT_TABLE, report.status),
              allowedActions: caller.side ? reportActionsFor(rf, caller.side) : [],
              documents: own.map((f) => documentView(id, event.id, f)),
            };
          }),
        })),
        history,
      };
    },

    /** One report with its documents and its history (the report's screen). */
    async report(auth: Auth, contractId: number, reportId: number) {
      const caller = socialCaller(auth);
      const { report, contract } = await mustFindReport(caller, reportId);
      if (contract.id !== contractId) throw new HttpError(404, SOC_CONTRACT_MSG.reportNotFound);
      const [files, history, events] = await Promise.all([
        listSocialReportFiles(db, contractId, reportId),
        historyView(db, SOCIAL_REPORT_TABLE, 'socialContractReport', reportId),
        listSocialEvents(db, [contractId]),
      ]);
      const event = events.find((e) => e.id === report.eventId)!;
      return {
        ...report,
        contractNumber: contract.number,
        eventName: event.name,
        eventDueDate: event.dueDate,
        statusCaption: statusCaption(SOCIAL_REPORT_TABLE, report.status),
        side: caller.side,
        allowedActions: caller.side ? reportActionsFor(reportFacts(report), caller.side) : [],
        documents: files.map((f) => documentView(contractId, report.eventId, f)),
        history,
      };
    },

    async documents(auth: Auth, contractId: number, eventId: number, reportId: number) {
      const caller = socialCaller(auth);
      const { report, contract } = await mustFindReport(caller, reportId);
      if (contract.id !== contractId || report.eventId !== eventId)
        throw new HttpError(404, SOC_CONTRACT_MSG.reportNotFound);
      return (await listSocialReportFiles(db, contractId, reportId)).map((f) => documentView(contractId, eventId, f));
    },

    /** A new draft report on an event, or the changed text and documents of a draft or returned one. */
    async storeReport(auth: Auth, input: StoreReportRequest) {
      const caller = socialCaller(auth);
      if (caller.side !== 'person') throw new HttpError(403, SOC_CONTRACT_MSG.personOnly);
      const contract = await mustFind(caller, input.contractId);
      const event = (await listSocialEvents(db, [contract.id])).find((e) => e.id === input.eventId);
      if (!event) throw new HttpError(404, SOC_CONTRACT_MSG.eventNotFound);
      const fileIds = await checkFiles(auth, input.fileIds);
      const text = input.text.trim();
      if (input.id !== undefined) {
        if (input.version === undefined) throw new HttpError(400, SOC_CONTRACT_MSG.versionRequired);
        const { report } = await mustFindReport(caller, input.id);
        if (report.contractId !== contract.id) throw new HttpError(404, SOC_CONTRACT_MSG.reportNotFound);
        if (report.eventId !== event.id) throw new HttpError(400, SOC_CONTRACT_MSG.otherEvent);
        const applied = await applyTransition(db, reportPlan(caller, input.id), 'edit', {
          version: input.version,
          text,
          fileIds,
          documents: fileIds.length,
        });
        return ok(reportResult(report.id, report.number, applied.next.status, applied.version), applied.message);
      }
      if (contract.status !== SocialContractStatus.Approved) throw new HttpError(409, SOC_CONTRACT_MSG.notInForce);
      if (!text && fileIds.length === 0) throw new HttpError(400, SOC_CONTRACT_MSG.noContent);
      const created = await db.transaction(async (tx) => {
        const number = await assignDocumentNumber(tx, 'social-contract-report');
        const id = await insertSocialReport(tx, { number, eventId: event.id, text });
        await setSocialReportFiles(tx, id, fileIds);
        await recordCreated(tx, 'socialContractReport', SOCIAL_REPORT_TABLE, id, 'person', {
          personId: caller.actorPersonId,
          userId: caller.actorUserId,
        });
        return { id, number };
      });
      return ok(reportResult(created.id, created.number, SocialReportStatus.Draft, 1), {
        severity: 'Success' as const,
        text: SOCIAL_REPORT_TABLE.actions.edit.message,
      });
    },

    /** The citizen sends a report for review (POST /reporting/create/{id}). */
    async submitReport(auth: Auth, reportId: number, version: number) {
      const caller = socialCaller(auth);
      const applied = await applyTransition(db, reportPlan(caller, reportId), 'submit', { version });
      return ok(
        reportResult(applied.record.id, applied.record.number, applied.next.status, applied.version),
        applied.message,
      );
    },

    /** The institution accepts a report (its event is done) or returns it with a comment. */
    async reviewReport(
      auth: Auth,
      reportId: number,
      body: { version: number; action: 'accept' | 'return'; comment?: string },
    ) {
      const caller = socialCaller(auth);
      const applied = await applyTransition(db, reportPlan(caller, reportId), body.action, {
        version: body.version,
        comment: body.comment,
      });
      return ok(
        reportResult(applied.record.id, applied.record.number, applied.next.status, applied.version),
        applied.message,
      );
    },

    /** An action on the contract itself. */
    async act(auth: Auth, id: number, body: { version: number; action: SocialContractAction; reason?: string }) {
      const caller = socialCaller(auth);
      const plan: TransitionPlan<
        SocialContractFacts['status'],
        SocialContractAction,
        SocialContractSide,
        SocialContractFacts,
        SocialContractInput,
        SocialContractRow
      > = {
        table: SOCIAL_CONTRACT_TABLE,
        history: 'socialContract',
        lock: (tx) => findSocialContract(tx, caller.scope, id, true),
        facts: contractFacts,
        side: () => caller.side,
        noSide: SOC_CONTRACT_MSG.noSide,
        actor: { personId: caller.actorPersonId, userId: caller.actorUserId },
        write: (tx, contract, { action, next, note, version }) =>
          updateSocialContract(tx, contract.id, version, {
            status: next.status,
            reason: action === 'approve' || action === 'close' ? null : note,
            approved: action === 'approve',
          }),
      };
      const applied = await applyTransition(db, plan, body.action, { version: body.version, reason: body.reason });
      return ok(
        {
          id,
          status: applied.next.status,
          statusCaption: statusCaption(SOCIAL_CONTRACT_TABLE, applied.next.status),
          version: applied.version,
        },
        applied.message,
      );
    },

    /** Where the signed contract's file is (GET /soc-contract/get-uri-signature-file/{id}). */
    async signatureUri(auth: Auth, id: number) {
      const contract = await mustFind(socialCaller(auth), id);
      if (!SIGNED.includes(contract.status)) throw new HttpError(409, SOC_CONTRACT_MSG.notSigned);
      return {
        uri: `soc-contract/${id}/signed-file`,
        fileName: `Социальный контракт № ${contract.number}.pdf`,
      };
    },

    /** The signed contract as a PDF. */
    async signedFile(auth: Auth, id: number) {
      const contract = await mustFind(socialCaller(auth), id);
      if (!SIGNED.includes(contract.status)) throw new HttpError(409, SOC_CONTRACT_MSG.notSigned);
      const document = await socialContractDocument(db, contract, await listSocialEvents(db, [id]));
      if (!document) throw new HttpError(404, SOC_CONTRACT_MSG.notFound);
      return { fileName: `${document.fileName}.pdf`, pdf: await renderPdf(document) };
    },

    /** A report's document, reached only along its contract, event and report. */
    async preloadFile(auth: Auth, query: PreloadQuery) {
      const caller = socialCaller(auth);
      const { report, contract } = await mustFindReport(caller, query.reportId);
      if (contract.id !== query.soccontractId || report.eventId !== query.adaptEventId)
        throw new HttpError(404, SOC_CONTRACT_MSG.documentNotFound);
      const file = (await listSocialReportFiles(db, contract.id, report.id)).find((f) => f.id === query.documentId);
      if (!file) throw new HttpError(404, SOC_CONTRACT_MSG.documentNotFound);
      if (query.uriWithHash !== undefined && query.uriWithHash !== `files/${file.id}`)
        throw new HttpError(400, SOC_CONTRACT_MSG.uriMismatch);
      return file;
    },
  };
}
