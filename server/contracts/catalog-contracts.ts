/**
 * Catalogue contracts of both sides (workflows.md sections 2, 7, 8): a citizen applies for a
 * catalogue service for themself or a child or ward; the provider's employee sees the selected
 * institution's applications, accepts (save) or rejects them and marks the payment; the citizen
 * withdraws. Every action is applied only through the table (common/contracts/catalog-contract-machine.ts)
 * by the transition helper (server/workflow/transition.ts): it carries the application's version and
 * writes the application and its history row in one transaction.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { CATALOG_CONTRACT_MSG, MSG } from '../messages.ts';
import {
  findApplicableService,
  findCatalogContract,
  findOpenApplication,
  findPersonPhone,
  insertCatalogContract,
  listCatalogContracts,
  listRecipients,
  updateCatalogContractStatus,
  type CatalogContractCardRow,
  type CatalogContractFilter,
} from '../repositories/catalog-contracts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { contractCaller, type ContractCaller } from './service-contracts.ts';
import { normalizePhone } from '../../common/validation/phone.ts';
import {
  allowedCatalogContractActions,
  CATALOG_CONTRACT_MESSAGES,
  CATALOG_CONTRACT_TABLE,
  CatalogContractStatus,
  type CatalogContractAction,
  type CatalogContractFacts,
  type CatalogContractInput,
} from '../../common/contracts/catalog-contract-machine.ts';
import type { ContractSide } from '../../common/contracts/service-contract-machine.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import { regionToday } from '../../common/time-zone.ts';

const statusCaption = (status: number) => workflowStatusCaption(CATALOG_CONTRACT_TABLE, status);

/** What the citizen's form sends. */
export interface CatalogContractApplication {
  institutionId: number;
  serviceId: number;
  /** The recipient when not the applicant: a child or a ward; null for the applicant. */
  targetPersonId: number | null;
  desiredDateFrom: string;
  phone: string;
  comment?: string;
}

/** What an action answers: the application's new status and version. */
export interface CatalogContractResult {
  id: number;
  personId: number;
  number: string;
  status: number;
  statusCaption: string;
  version: number;
}

/** The latest desired start: a year ahead of today. */
function yearAhead(today: string): string {
  const [y, m, d] = today.split('-');
  return `${Number(y) + 1}-${m}-${d}`;
}

/** The catalogue contracts' service over the database. */
export function catalogContractService(db: Db) {
  async function mustFind(caller: ContractCaller, personId: number, id: number, tx: Queryable = db, forUpdate = false) {
    const contract = await findCatalogContract(tx, caller.scope, personId, id, forUpdate);
    // Someone else's application reads as absent.
    if (!contract) throw new HttpError(404, MSG.notFound);
    return contract;
  }

  /** A citizen acting for themself: the applicant's side, or why not. */
  function applicant(auth: Auth): number {
    const caller = contractCaller(auth);
    if (caller.side !== 'person' || caller.actorPersonId === null)
      throw new HttpError(403, CATALOG_CONTRACT_MSG.citizensApply);
    return caller.actorPersonId;
  }

  return {
    /** The caller's applications: the citizen's own, or the selected institution's. */
    async list(auth: Auth, filter: CatalogContractFilter) {
      const { items, total } = await listCatalogContracts(db, contractCaller(auth).scope, filter);
      return { total, items: items.map((row) => ({ ...row, statusCaption: statusCaption(row.status) })) };
    },

    /** What the application form needs: who may receive the service and the applicant's phone. */
    async formData(auth: Auth, institutionId: number, serviceId: number) {
      const personId = applicant(auth);
      const service = await findApplicableService(db, institutionId, serviceId);
      if (!service) throw new HttpError(404, CATALOG_CONTRACT_MSG.serviceNotFound);
      const [recipients, phone] = await Promise.all([listRecipients(db, personId), findPersonPhone(db, personId)]);
      return { recipients, phone, minDate: regionToday(), maxDate: yearAhead(regionToday()) };
    },

    /** A citizen's application: checked against the catalogue, their family and the dates, stored as New with its first history row. */
    async create(auth: Auth, input: CatalogContractApplication): Promise<Answer<CatalogContractResult>> {
      const personId = applicant(auth);
      const service = await findApplicableService(db, input.institutionId, input.serviceId);
      if (!service) throw new HttpError(404, CATALOG_CONTRACT_MSG.serviceNotFound);
      const targetPersonId = input.targetPersonId === personId ? null : input.targetPersonId;
      if (targetPersonId !== null && !(await listRecipients(db, personId)).some((r) => r.personId === targetPersonId)) {
        throw new HttpError(400, CATALOG_CONTRACT_MSG.recipientNotFound(targetPersonId));
      }
      const today = regionToday();
      if (input.desiredDateFrom < today) throw new HttpError(400, CATALOG_CONTRACT_MSG.dateInPast);
      if (input.desiredDateFrom > yearAhead(today)) throw new HttpError(400, CATALOG_CONTRACT_MSG.dateTooFar);
      const comment = input.comment?.trim() || null;
      try {
        const created = await db.transaction(async (tx) => {
          const open = await findOpenApplication(tx, personId, service.id, targetPersonId);
          if (open) throw new HttpError(409, CATALOG_CONTRACT_MSG.alreadyApplied(open));
          const row = await insertCatalogContract(tx, {
            number: await assignDocumentNumber(tx, 'catalog-application'),
            personId,
            targetPersonId,
            institutionId: service.institutionId,
            serviceId: service.id,
            desiredDateFrom: input.desiredDateFrom,
            phone: normalizePhone(input.phone),
            comment,
          });
          await recordCreated(tx, 'catalogContract', CATALOG_CONTRACT_TABLE, row.id, 'person', {
            personId: null,
            userId: auth.user.userId,
          });
          return row;
        });
        return ok(
          {
            id: created.id,
            personId,
            number: created.number,
            status: CatalogContractStatus.New,
            statusCaption: statusCaption(CatalogContractStatus.New),
            version: created.version,
          },
          { severity: 'Success', text: CATALOG_CONTRACT_MESSAGES.create },
        );
      } catch (error) {
        // Two identical applications at once: the open-application index lets one through.
        if (error instanceof StatementError && error.code === '23505')
          throw new HttpError(409, CATALOG_CONTRACT_MSG.alreadyAppliedShort);
        throw error;
      }
    },

    /** The card: parties, service, history and the actions the table allows the caller's side now. */
    async card(auth: Auth, personId: number, id: number) {
      const caller = contractCaller(auth);
      const contract = await mustFind(caller, personId, id);
      const history = await historyView(db, CATALOG_CONTRACT_TABLE, 'catalogContract', contract.id);
      // A child or ward who later signs in sees the application, but only the applicant acts on it.
      const side = caller.side === 'person' && caller.actorPersonId !== contract.personId ? null : caller.side;
      return {
        ...contract,
        statusCaption: statusCaption(contract.status),
        side,
        allowedActions: side ? allowedCatalogContractActions(contract.status as CatalogContractStatus, side) : [],
        history,
      };
    },

    /** An action of the table by the caller, at the version the caller saw; answers the new status and version with the success message. */
    async act(
      auth: Auth,
      personId: number,
      id: number,
      action: CatalogContractAction,
      input: { version: number; reason?: string },
    ): Promise<Answer<CatalogContractResult>> {
      const caller = contractCaller(auth);
      const plan: TransitionPlan<
        CatalogContractStatus,
        CatalogContractAction,
        ContractSide,
        CatalogContractFacts,
        CatalogContractInput,
        CatalogContractCardRow
      > = {
        table: CATALOG_CONTRACT_TABLE,
        history: 'catalogContract',
        lock: (tx) => findCatalogContract(tx, caller.scope, personId, id, true),
        facts: (c) => ({ status: c.status as CatalogContractStatus, paid: c.paidAt !== null }),
        // A child or ward who later signs in sees the application, but only the applicant acts on it.
        side: (c) => (caller.side === 'person' && caller.actorPersonId !== c.personId ? null : caller.side),
        noSide: CATALOG_CONTRACT_MSG.noSide,
        actor: { personId: null, userId: auth.user.userId },
        write: (tx, c, { next, note, action: done, version }) =>
          updateCatalogContractStatus(tx, c.id, version, {
            status: next.status,
            rejectReason: done === 'reject' ? note! : undefined,
            paid: next.paid && c.paidAt === null,
          }),
      };
      const { record, next, version, message } = await applyTransition(db, plan, action, input);
      const result = {
        id: record.id,
        personId: record.personId,
        number: record.number,
        status: next.status,
        statusCaption: statusCaption(next.status),
        version,
      };
      return ok(result, message);
    },
  };
}
