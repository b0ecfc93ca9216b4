/**
 * A citizen's requests of both sides (workflows.md sections 2, 4, 7, 8): a citizen files a request
 * to an institution for themself, a child or a ward, with documents, and follows it; the
 * institution's employee (a provider or a social worker in the institution's role) registers it and
 * decides. Every action is applied only through the table (common/requests/request-machine.ts) by the
 * transition helper (server/workflow/transition.ts); a decision takes its number from the numbering
 * service in the action's transaction.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { MSG, REQUEST_MSG } from '../messages.ts';
import { findPersonPhone, listRecipients } from '../repositories/catalog-contracts.ts';
import { filesUploadedBy } from '../repositories/acts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  findOpenRequest,
  findRequest,
  findRequestInstitution,
  findRequestTerms,
  insertRequest,
  listInstitutionServices,
  listOpenRequestServiceIds,
  listProgrammeInstitutions,
  listRequestDocumentFiles,
  listRequests,
  searchRequestInstitutions,
  updateRequest,
  type RequestCardRow,
  type RequestFilter,
  type RequestRow,
} from '../repositories/person-requests.ts';
import type { ContractScope } from '../repositories/sql-parts.ts';
import { uploadLimits } from '../system/settings.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { normalizePhone } from '../../common/validation/phone.ts';
import { SystemRole } from '../../common/roles.ts';
import { regionToday } from '../../common/time-zone.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import {
  ACTIVE_LONGEVITY_TYPE_IDS,
  ACTIVE_LONGEVITY_TYPES,
  childServiceTypes,
} from '../../common/requests/active-longevity.ts';
import {
  allowedRequestActions,
  decisionCaption,
  DECIDING_ACTIONS,
  DELIVERY_STATUS_CAPTIONS,
  REQUEST_KINDS,
  REQUEST_MESSAGES,
  REQUEST_TABLE,
  RequestStatus,
  type DeliveryStatus,
  type RequestAction,
  type RequestFacts,
  type RequestInput,
  type RequestKind,
  type RequestSide,
} from '../../common/requests/request-machine.ts';
import { requestTerm } from '../../common/requests/term.ts';
import { certificateType } from '../../common/certificates/types.ts';

/** Who calls and what they see: the applicant their own, an employee the selected institution's, an administrator all (reading). */
export interface RequestCaller {
  side: RequestSide | null;
  scope: ContractScope;
  personId: number | null;
  /** A citizen's own person and the people they represent (children, wards), whose requests they see and act on. */
  people: readonly number[];
  userId: number;
}

/**
 * An employee acts for the selected institution (a provider or a social worker); a citizen for
 * themself and for the people they represent (their children and wards, chosen in the lists).
 */
export function requestCaller({ user }: Auth): RequestCaller {
  const inst = user.selectedInstitution;
  if (inst && (inst.institutionRole === SystemRole.ServiceProvider || inst.institutionRole === SystemRole.SocialWorker))
    return {
      side: 'employee',
      scope: { kind: 'institution', institutionId: inst.institutionId },
      personId: user.personId,
      people: [],
      userId: user.userId,
    };
  if (user.administrator)
    return { side: null, scope: { kind: 'all' }, personId: user.personId, people: [], userId: user.userId };
  if (!inst && user.personId) {
    const people = [user.personId, ...user.kids.map((kid) => kid.personId)];
    return {
      side: 'person',
      scope: { kind: 'people', personIds: people },
      personId: user.personId,
      people,
      userId: user.userId,
    };
  }
  throw new HttpError(403, REQUEST_MSG.noPerson);
}

const statusCaption = (status: number) => workflowStatusCaption(REQUEST_TABLE, status);
const facts = (r: RequestRow): RequestFacts => ({
  status: r.status as RequestStatus,
  delivery: r.deliveryStatus as DeliveryStatus,
  decisionType: r.decisionType,
});

/** A list row or a card as the client reads it: the captions and the term beside the stored values. */
function described<R extends RequestRow>(row: R, today: string) {
  // A certificate request asks for the certificate of its type: the type names what it asks for.
  const certificate =
    row.kind === 'certificate' && row.certTypeId !== null ? certificateType(row.certTypeId) : undefined;
  return {
    ...row,
    services: certificate && row.services.length === 0 ? [certificate.caption] : row.services,
    kindCaption: REQUEST_KINDS[row.kind],
    statusCaption: statusCaption(row.status),
    deliveryStatusCaption: DELIVERY_STATUS_CAPTIONS[row.deliveryStatus as DeliveryStatus],
    decisionCaption: row.decisionType === null ? null : decisionCaption(row.decisionType),
    term: requestTerm(row.kind, row.submittedOn, row.decisionOn, today),
  };
}

/** What the citizen's form sends (POST /request/store). */
export interface RequestFiling {
  kind: Exclude<RequestKind, 'certificate'>;
  institutionId: number;
  serviceIds: number[];
  /** The recipient when not the applicant: a child or a ward; null for the applicant. */
  targetPersonId: number | null;
  phone: string;
  comment?: string;
  /** Documents uploaded beforehand (POST /files/upload). */
  fileIds: string[];
}

/** What a filing or an action answers. */
export interface RequestResult {
  id: number;
  number: string;
  status: number;
  statusCaption: string;
  version: number;
}

/** The requests' service over the database. */
export function requestService(db: Db, config: { maxReportFileSizeMb: number }) {
  /** A citizen acting for themself: their person, or why not. */
  function applicant(auth: Auth): number {
    const caller = requestCaller(auth);
    if (caller.side !== 'person' || caller.personId === null) throw new HttpError(403, REQUEST_MSG.citizensFile);
    return caller.personId;
  }

  /** The applicant or one of their children and wards; `null` is the applicant. */
  async function recipient(personId: number, targetPersonId: number | null): Promise<number | null> {
    const target = targetPersonId === personId ? null : targetPersonId;
    if (target !== null && !(await listRecipients(db, personId)).some((r) => r.personId === target))
      throw new HttpError(400, REQUEST_MSG.recipientNotFound(target));
    return target;
  }

  return {
    /** The caller's requests: the citizen's own (and their children's and wards'), or the selected institution's. */
    async list(auth: Auth, filter: RequestFilter) {
      const caller = requestCaller(auth);
      if (filter.personId !== undefined && caller.side === 'person' && !caller.people.includes(filter.personId))
        throw new HttpError(403, REQUEST_MSG.notRepresented);
      const { items, total } = await listRequests(db, caller.scope, filter);
      const today = regionToday();
      return { total, items: items.map((row) => described(row, today)) };
    },

    /** One request with its documents, history and the actions the table allows the caller's side now. */
    async card(auth: Auth, id: number) {
      const caller = requestCaller(auth);
      const request = await findRequest(db, caller.scope, id);
      // Someone else's request reads as absent.
      if (!request) throw new HttpError(404, MSG.notFound);
      const side = sideOn(caller, request);
      return {
        ...described(request, regionToday()),
        side,
        allowedActions: side ? allowedRequestActions(facts(request), side) : [],
        history: await historyView(db, REQUEST_TABLE, 'personRequest', request.id),
      };
    },

    /** The documents attached to the caller's request, for one archive, with the request's number. */
    async documents(auth: Auth, id: number) {
      const request = await findRequest(db, requestCaller(auth).scope, id);
      if (!request) throw new HttpError(404, MSG.notFound);
      const files = await listRequestDocumentFiles(db, request.id);
      if (!files.length) throw new HttpError(404, MSG.fileNotFound);
      return { number: request.number, files };
    },

    /** The term of the caller's request: how much of it has passed. */
    async term(auth: Auth, id: number) {
      const [row] = await findRequestTerms(db, requestCaller(auth).scope, [id]);
      if (!row) throw new HttpError(404, MSG.notFound);
      return { id: row.id, ...requestTerm(row.kind, row.submittedOn, row.decisionOn, regionToday()) };
    },

    /** The terms of several of the caller's requests; ids not the caller's are left out. */
    async terms(auth: Auth, ids: readonly number[]) {
      const today = regionToday();
      const rows = await findRequestTerms(db, requestCaller(auth).scope, [...new Set(ids)]);
      return rows.map((row) => ({ id: row.id, ...requestTerm(row.kind, row.submittedOn, row.decisionOn, today) }));
    },

    /** The services of an institution under a parent type for a request, those the recipient has no open request for chosen. */
    async defaultServices(auth: Auth, institutionId: number, parentId: number, targetPersonId: number) {
      const personId = applicant(auth);
      await recipient(personId, targetPersonId);
      const types = childServiceTypes(parentId);
      if (!types) throw new HttpError(404, REQUEST_MSG.parentNotFound);
      if (!(await findRequestInstitution(db, institutionId))) throw new HttpError(404, REQUEST_MSG.institutionNotFound);
      const services = await listInstitutionServices(db, institutionId, types);
      const open = await listOpenRequestServiceIds(db, {
        personId,
        targetPersonId: targetPersonId === personId ? null : targetPersonId,
        institutionId,
        kind: 'active-longevity',
      });
      return services.map((s) => ({ ...s, selected: !open.includes(s.id) }));
    },

    /** The programme: its service types, the institutions taking part with their services, the caller's requests to join. */
    async activeLongevity(auth: Auth) {
      const caller = requestCaller(auth);
      const [institutions, mine] = await Promise.all([
        listProgrammeInstitutions(db, ACTIVE_LONGEVITY_TYPE_IDS),
        caller.side === 'person'
          ? listRequests(db, caller.scope, { kind: 'active-longevity', page: 1, pageSize: 50 })
          : Promise.resolve({ items: [], total: 0 }),
      ]);
      const today = regionToday();
      return {
        types: ACTIVE_LONGEVITY_TYPE_IDS.map((id) => ({ id, caption: ACTIVE_LONGEVITY_TYPES[id] })),
        institutions,
        requests: mine.items.map((row) => described(row, today)),
      };
    },

    /** The citizen's certificate requests (technical means of rehabilitation among them) with their services. */
    async certificateRequests(auth: Auth) {
      const caller = requestCaller(auth);
      const { items } = await listRequests(db, caller.scope, { kind: 'certificate', page: 1, pageSize: 100 });
      const today = regionToday();
      return items.map((row) => ({ requestId: row.id, socServices: row.services, ...described(row, today) }));
    },

    /** Institutions to file with, found by name (the form's search). */
    async institutions(auth: Auth, search: string) {
      applicant(auth);
      return searchRequestInstitutions(db, search.trim(), 20);
    },

    /** An institution's services one may ask for. */
    async institutionServices(auth: Auth, institutionId: number) {
      applicant(auth);
      const institution = await findRequestInstitution(db, institutionId);
      if (!institution) throw new HttpError(404, REQUEST_MSG.institutionNotFound);
      return { ...institution, services: await listInstitutionServices(db, institution.id, null) };
    },

    /** What the request form needs: who may receive the services, the phone the portal knows. */
    async formData(auth: Auth) {
      const personId = applicant(auth);
      const [recipients, phone] = await Promise.all([listRecipients(db, personId), findPersonPhone(db, personId)]);
      return { recipients, phone };
    },

    /** A citizen's request: checked against the institution's services, their family and their uploads; filed as Received. */
    async store(auth: Auth, input: RequestFiling): Promise<Answer<RequestResult>> {
      const personId = applicant(auth);
      const institution = await findRequestInstitution(db, input.institutionId);
      if (!institution) throw new HttpError(404, REQUEST_MSG.institutionNotFound);
      if (input.kind === 'active-longevity' && !institution.isActiveLongevityProgram)
        throw new HttpError(400, REQUEST_MSG.notInProgramme);
      const serviceIds = [...new Set(input.serviceIds)];
      if (serviceIds.length === 0) throw new HttpError(400, REQUEST_MSG.noServices);
      const offered = await listInstitutionServices(
        db,
        institution.id,
        input.kind === 'active-longevity' ? ACTIVE_LONGEVITY_TYPE_IDS : null,
      );
      for (const id of serviceIds)
        if (!offered.some((s) => s.id === id))
          throw new HttpError(
            400,
            input.kind === 'active-longevity' ? REQUEST_MSG.serviceNotInProgramme : REQUEST_MSG.serviceNotFound,
          );
      const targetPersonId = await recipient(personId, input.targetPersonId);
      const fileIds = [...new Set(input.fileIds)];
      const tooMany = checkFileCount(
        fileIds.length,
        (await uploadLimits(db, config.maxReportFileSizeMb)).maxReportFilesCount,
      );
      if (tooMany) throw new HttpError(400, tooMany);
      if ((await filesUploadedBy(db, fileIds, auth.user.userId)).length !== fileIds.length)
        throw new HttpError(400, REQUEST_MSG.foreignFiles);
      try {
        const created = await db.transaction(async (tx) => {
          const open = await findOpenRequest(
            tx,
            {
              personId,
              targetPersonId,
              institutionId: institution.id,
              kind: input.kind,
              certTypeId: null,
            },
            serviceIds,
          );
          if (open) throw new HttpError(409, REQUEST_MSG.alreadyFiled(open));
          const row = await insertRequest(tx, {
            number: await assignDocumentNumber(tx, 'citizen-request'),
            submittedOn: regionToday(),
            kind: input.kind,
            personId,
            targetPersonId,
            institutionId: institution.id,
            certTypeId: null,
            serviceIds,
            fileIds,
            phone: normalizePhone(input.phone),
            comment: input.comment?.trim() || null,
          });
          await recordCreated(tx, 'personRequest', REQUEST_TABLE, row.id, 'person', { personId: personId });
          return row;
        });
        return ok(
          {
            id: created.id,
            number: created.number,
            status: RequestStatus.Received,
            statusCaption: statusCaption(RequestStatus.Received),
            version: created.version,
          },
          { severity: 'Success', text: REQUEST_MESSAGES.create },
        );
      } catch (error) {
        if (error instanceof StatementError && error.code === '23505')
          throw new HttpError(409, REQUEST_MSG.alreadyFiledShort);
        throw error;
      }
    },

    /** An action of the table by the caller at the version they saw; a decision is numbered in the same transaction. */
    async act(
      auth: Auth,
      id: number,
      action: RequestAction,
      input: { version: number; reason?: string },
    ): Promise<Answer<RequestResult>> {
      const caller = requestCaller(auth);
      const plan: TransitionPlan<
        RequestStatus,
        RequestAction,
        RequestSide,
        RequestFacts,
        RequestInput,
        RequestCardRow
      > = {
        table: REQUEST_TABLE,
        history: 'personRequest',
        lock: (tx) => findRequest(tx, caller.scope, id, true),
        facts,
        side: (r) => sideOn(caller, r),
        noSide: REQUEST_MSG.noSide,
        actor: { personId: caller.personId, userId: caller.userId },
        write: async (tx, r, { next, note, action: done, version }) => {
          const decided = next.decisionType !== r.decisionType || DECIDING_ACTIONS.includes(done);
          return updateRequest(tx, r.id, version, {
            status: next.status,
            deliveryStatus: next.delivery,
            decision:
              decided && next.decisionType !== null
                ? {
                    type: next.decisionType,
                    number: DECIDING_ACTIONS.includes(done) ? await assignDocumentNumber(tx, 'request-decision') : null,
                    on: regionToday(),
                    reason: note,
                  }
                : undefined,
          });
        },
      };
      const { record, next, version, message } = await applyTransition(db, plan, action, input);
      return ok(
        {
          id: record.id,
          number: record.number,
          status: next.status,
          statusCaption: statusCaption(next.status),
          version,
        },
        message,
      );
    },
  };
}

/**
 * The caller's side on a request: the applicant, or whoever represents the applicant (a parent for a
 * child's, a guardian for a ward's own request). A recipient who later signs in sees a request filed
 * for them by someone else, but only the applicant's side acts on it.
 */
function sideOn(caller: RequestCaller, request: RequestRow): RequestSide | null {
  if (caller.side === 'person' && !caller.people.includes(request.personId)) return null;
  return caller.side;
}
