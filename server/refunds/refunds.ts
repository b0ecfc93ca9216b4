/**
 * A provider's refund (compensation) requests (workflows.md sections 2, 3, 4, 7, 8, 9): the
 * institution's employee (a service provider, a social worker or a tour operator acting for the
 * institution chosen at sign-in) drafts a request for the reporting month the rule gives
 * (common/refunds/reporting-month.ts) with the services the institution rendered in that month and
 * their amounts, the documents that back them and files; edits and sends it; the department (an
 * administrator) accepts, returns or marks it paid. Every change of a stored request, editing
 * included, is an action of the table (common/refunds/refund-machine.ts) applied by the transition
 * helper (server/workflow/transition.ts); a new request takes its number from the numbering service.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { filesUploadedBy } from '../repositories/acts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  findInstitutionServices,
  findRefund,
  findRefundInstitution,
  findRefundOfMonth,
  insertRefund,
  listInstitutionServiceChoices,
  listMonthContracts,
  listRefundFiles,
  listRefunds,
  listRenderedServices,
  updateRefund,
  type RefundCardRow,
  type RefundContent,
  type RefundDocument,
  type RefundFilter,
  type RefundRow,
  type RefundScope,
} from '../repositories/refund-requests.ts';
import { uploadLimits } from '../system/settings.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { REFUND_MSG } from './messages.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { SystemRole } from '../../common/roles.ts';
import { REGION_TIME_ZONE, regionToday } from '../../common/time-zone.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import { monthBounds, monthCaption, refundReportingMonth } from '../../common/refunds/reporting-month.ts';
import {
  allowedRefundActions,
  REFUND_MESSAGES,
  REFUND_TABLE,
  refundEditable,
  RefundStatus,
  type RefundAction,
  type RefundFacts,
  type RefundInput,
  type RefundSide,
} from '../../common/refunds/refund-machine.ts';

/** The roles whose employees make refund requests for their institution (workflows.md section 2). */
const PROVIDER_ROLES: readonly number[] = [
  SystemRole.ServiceProvider,
  SystemRole.SocialWorker,
  SystemRole.TourismProvider,
];

/** Who calls: the institution's employee (their institution's requests), or the department (every institution's sent ones). */
export interface RefundCaller {
  side: RefundSide;
  scope: RefundScope;
  personId: number | null;
  userId: number;
}

export function refundCaller({ user }: Auth): RefundCaller {
  const inst = user.selectedInstitution;
  if (inst && PROVIDER_ROLES.includes(inst.institutionRole))
    return {
      side: 'provider',
      scope: { kind: 'institution', institutionId: inst.institutionId },
      personId: user.personId,
      userId: user.userId,
    };
  if (user.administrator)
    return { side: 'department', scope: { kind: 'sent' }, personId: user.personId, userId: user.userId };
  throw new HttpError(403, REFUND_MSG.noInstitution);
}

/** The employee's own institution named in the path: another one is refused. */
function ownInstitution(caller: RefundCaller, institutionId: number): void {
  if (caller.scope.kind === 'institution' && caller.scope.institutionId !== institutionId)
    throw new HttpError(403, REFUND_MSG.otherInstitution);
}

const statusCaption = (status: number) => workflowStatusCaption(REFUND_TABLE, status);
const facts = (r: RefundCardRow): RefundFacts => ({ status: r.status as RefundStatus, services: r.socServices.length });

const described = <R extends RefundRow>(row: R) => ({
  ...row,
  reportingMonthCaption: monthCaption(row.reportingMonth),
  statusCaption: statusCaption(row.status),
});

/** What the provider's form sends: the services with their volumes, the documents and the files. */
export interface RefundDraft {
  comment?: string;
  socServices: Array<{ serviceId: number; recipients: number; quantity: number }>;
  documents: RefundDocument[];
  files: string[];
}

/** What a creation or an action answers. */
export interface RefundResult {
  id: number;
  institutionId: number;
  number: string;
  reportingMonth: string;
  status: number;
  statusCaption: string;
  version: number;
}

const isRealDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The refunds' service over the database. */
export function refundService(db: Db, config: { maxReportFileSizeMb: number }, clock: () => Date = () => new Date()) {
  /** The employee acting for their institution, or why not. */
  function provider(auth: Auth, institutionId: number): RefundCaller & { scope: { kind: 'institution' } } {
    const caller = refundCaller(auth);
    if (caller.side !== 'provider' || caller.scope.kind !== 'institution')
      throw new HttpError(403, REFUND_MSG.departmentOnly);
    ownInstitution(caller, institutionId);
    return caller as RefundCaller & { scope: { kind: 'institution' } };
  }

  /** The draft checked against the institution's services and the caller's uploads; amounts are the server's. */
  async function content(auth: Auth, institutionId: number, draft: RefundDraft): Promise<RefundContent> {
    const ids = draft.socServices.map((s) => s.serviceId);
    if (new Set(ids).size !== ids.length) throw new HttpError(400, REFUND_MSG.duplicateService);
    const known = await findInstitutionServices(db, institutionId, ids);
    if (known.length !== ids.length) throw new HttpError(400, REFUND_MSG.serviceNotOwn);
    for (const d of draft.documents) if (!isRealDay(d.date)) throw new HttpError(400, REFUND_MSG.badDocumentDate);
    const fileIds = [...new Set(draft.files)];
    const tooMany = checkFileCount(
      fileIds.length,
      (await uploadLimits(db, config.maxReportFileSizeMb)).maxReportFilesCount,
    );
    if (tooMany) throw new HttpError(400, tooMany);
    if ((await filesUploadedBy(db, fileIds, auth.user.userId)).length !== fileIds.length)
      throw new HttpError(400, REFUND_MSG.foreignFiles);
    return {
      comment: draft.comment?.trim() || null,
      socServices: draft.socServices.map((s) => {
        const price = known.find((k) => k.id === s.serviceId)!.price;
        const quantity = Math.round(s.quantity * 100) / 100;
        return {
          serviceId: s.serviceId,
          recipients: s.recipients,
          quantity,
          price,
          amount: Math.round(quantity * price * 100) / 100,
        };
      }),
      documents: draft.documents.map((d) => ({ kind: d.kind, number: d.number.trim(), date: d.date })),
      fileIds,
    };
  }

  return {
    /** The caller's requests of type 100: the institution's own, or all for the department. */
    async list(auth: Auth, filter: RefundFilter) {
      const caller = refundCaller(auth);
      const { items, total } = await listRefunds(db, caller.scope, filter);
      return { total, items: items.map(described) };
    },

    /**
     * What a new request starts from: the reporting month by the rule (for the chosen period, when one
     * is), whether a request of that month exists, the services rendered in it with their amounts, the
     * contracts in force as its documents, and every service of the institution to add.
     */
    async form(auth: Auth, period: string | undefined) {
      const caller = refundCaller(auth);
      if (caller.scope.kind !== 'institution') throw new HttpError(403, REFUND_MSG.departmentOnly);
      const institutionId = caller.scope.institutionId;
      const now = clock();
      if (period && period > regionToday(now).slice(0, 7)) throw new HttpError(400, REFUND_MSG.futurePeriod);
      const reporting = refundReportingMonth(now, period);
      const bounds = monthBounds(reporting.month);
      const [institution, existing, socServices, documents, services] = await Promise.all([
        findRefundInstitution(db, institutionId),
        findRefundOfMonth(db, institutionId, reporting.month),
        listRenderedServices(db, institutionId, bounds, REGION_TIME_ZONE),
        listMonthContracts(db, institutionId, bounds),
        listInstitutionServiceChoices(db, institutionId),
      ]);
      if (!institution) throw new HttpError(404, REFUND_MSG.institutionNotFound);
      return {
        institutionId,
        institution: institution.caption,
        reportingMonth: reporting.month,
        reportingMonthCaption: monthCaption(reporting.month),
        corrected: reporting.corrected,
        existing: existing ?? null,
        socServices,
        documents,
        services,
      };
    },

    /** One request with its services, documents, files, history and the actions the table allows the caller now. */
    async card(auth: Auth, institutionId: number, id: number) {
      const caller = refundCaller(auth);
      ownInstitution(caller, institutionId);
      const row = await findRefund(db, caller.scope, id);
      if (!row || row.institutionId !== institutionId) throw new HttpError(404, MSG.notFound);
      const services =
        caller.side === 'provider' && refundEditable(row.status)
          ? await listInstitutionServiceChoices(db, institutionId)
          : [];
      return {
        ...described(row),
        side: caller.side,
        editable: caller.side === 'provider' && refundEditable(row.status),
        allowedActions: allowedRefundActions(facts(row), caller.side),
        services,
        history: await historyView(db, REFUND_TABLE, 'refundRequest', row.id),
      };
    },

    /** The files attached to a request the caller sees (every employee of the institution, the department), with its number. */
    async files(auth: Auth, institutionId: number, id: number) {
      const caller = refundCaller(auth);
      ownInstitution(caller, institutionId);
      const row = await findRefund(db, caller.scope, id);
      if (!row || row.institutionId !== institutionId) throw new HttpError(404, MSG.notFound);
      const files = await listRefundFiles(db, row.id);
      if (!files.length) throw new HttpError(404, MSG.fileNotFound);
      return { number: row.number, files };
    },

    /** A new draft for the month the rule gives now (for the chosen period), numbered in its transaction. */
    async create(
      auth: Auth,
      institutionId: number,
      draft: RefundDraft & { period?: string },
    ): Promise<Answer<RefundResult>> {
      const caller = provider(auth, institutionId);
      if (!(await findRefundInstitution(db, institutionId))) throw new HttpError(404, REFUND_MSG.institutionNotFound);
      const now = clock();
      if (draft.period && draft.period > regionToday(now).slice(0, 7))
        throw new HttpError(400, REFUND_MSG.futurePeriod);
      const month = refundReportingMonth(now, draft.period).month;
      const stored = await content(auth, institutionId, draft);
      try {
        const created = await db.transaction(async (tx) => {
          const existing = await findRefundOfMonth(tx, institutionId, month);
          if (existing) throw new HttpError(409, REFUND_MSG.alreadyMade(existing.number, month));
          const row = await insertRefund(
            tx,
            {
              number: await assignDocumentNumber(tx, 'refund-request', now),
              institutionId,
              month,
              createdBy: caller.userId,
            },
            stored,
          );
          await recordCreated(tx, 'refundRequest', REFUND_TABLE, row.id, 'provider', {
            personId: caller.personId,
            userId: caller.userId,
          });
          return row;
        });
        const card = (await findRefund(db, caller.scope, created.id))!;
        return ok(result(card, RefundStatus.Draft, created.version), {
          severity: 'Success',
          text: REFUND_MESSAGES.create,
        });
      } catch (error) {
        if (error instanceof StatementError && error.code === '23505') {
          const existing = await findRefundOfMonth(db, institutionId, month);
          throw new HttpError(409, REFUND_MSG.alreadyMade(existing?.number ?? '', month));
        }
        throw error;
      }
    },

    /** The provider's changes to a draft or a returned request: the table's «edit» at the version they saw. */
    async store(
      auth: Auth,
      institutionId: number,
      id: number,
      draft: RefundDraft & { version: number },
    ): Promise<Answer<RefundResult>> {
      provider(auth, institutionId);
      const stored = await content(auth, institutionId, draft);
      return act(auth, institutionId, id, 'edit', { version: draft.version }, stored);
    },

    /** An action of the table by the caller at the version they saw. */
    act: (
      auth: Auth,
      institutionId: number,
      id: number,
      action: RefundAction,
      input: { version: number; reason?: string },
    ) => act(auth, institutionId, id, action, input),
  };

  async function act(
    auth: Auth,
    institutionId: number,
    id: number,
    action: RefundAction,
    input: { version: number; reason?: string },
    stored?: RefundContent,
  ): Promise<Answer<RefundResult>> {
    const caller = refundCaller(auth);
    ownInstitution(caller, institutionId);
    const plan: TransitionPlan<RefundStatus, RefundAction, RefundSide, RefundFacts, RefundInput, RefundCardRow> = {
      table: REFUND_TABLE,
      history: 'refundRequest',
      lock: async (tx) => {
        const row = await findRefund(tx, caller.scope, id, true);
        return row && row.institutionId === institutionId ? row : undefined;
      },
      facts,
      side: () => caller.side,
      noSide: REFUND_MSG.noSide,
      actor: { personId: caller.personId, userId: caller.userId },
      write: (tx, r, { next, note, action: done, version }) =>
        updateRefund(tx, r.id, version, {
          status: next.status,
          ...(done === 'returnRequest' ? { returnReason: note } : {}),
          ...(done === 'edit' && stored ? { content: stored } : {}),
        }),
    };
    const { record, next, version, message } = await applyTransition(db, plan, action, input);
    return ok(result(record, next.status, version), message);
  }
}

function result(row: RefundRow, status: number, version: number): RefundResult {
  return {
    id: row.id,
    institutionId: row.institutionId,
    number: row.number,
    reportingMonth: row.reportingMonth,
    status,
    statusCaption: statusCaption(status),
    version,
  };
}
