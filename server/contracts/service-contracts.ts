/**
 * Service contracts of both sides (workflows.md sections 4, 7, 8): who sees which contracts, the
 * card, and every action. An action is applied only through the state table
 * (common/contracts/service-contract-machine.ts) by the transition helper
 * (server/workflow/transition.ts): it carries the contract's version and writes the contract and its
 * history row in one transaction.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { CONTRACT_MSG, MSG } from '../messages.ts';
import { rateUnitCaption } from '../../common/rate-units.ts';
import {
  countContractsInForce,
  findServiceContract,
  listContractServices,
  listServiceContracts,
  removeContractService,
  updateServiceContract,
  type ContractListFilter,
  type ContractRow,
  type ContractScope,
} from '../repositories/service-contracts.ts';
import { ruMoney } from '../../common/acts/display/format.ts';
import { releasePlaces } from '../repositories/tour-services.ts';
import { applyTransitionIn, historyView, type TransitionPlan } from '../workflow/transition.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import {
  allowedActions,
  SERVICE_CONTRACT_TABLE,
  ServiceContractStatus,
  type ContractSide,
  type ServiceContractAction,
  type ServiceContractActionInput,
  type ServiceContractFacts,
} from '../../common/contracts/service-contract-machine.ts';
import { SystemRole } from '../../common/roles.ts';

/** Who the caller is to contracts: their side and which contracts they see. */
export interface ContractCaller {
  side: ContractSide | null;
  scope: ContractScope;
  actorPersonId: number | null;
  /** The account acting: its person is recorded when the session names none (an employee in an institution's role). */
  actorUserId: number;
}

/** A provider employee acts for their selected institution; a citizen for themself and the children and wards they represent; an administrator only reads. */
export function contractCaller({ user }: Auth): ContractCaller {
  const inst = user.selectedInstitution;
  if (
    inst &&
    (inst.institutionRole === SystemRole.ServiceProvider || inst.institutionRole === SystemRole.TourismProvider)
  ) {
    return {
      side: 'provider',
      scope: { kind: 'institution', institutionId: inst.institutionId },
      actorPersonId: user.personId,
      actorUserId: user.userId,
    };
  }
  if (user.administrator)
    return { side: null, scope: { kind: 'all' }, actorPersonId: user.personId, actorUserId: user.userId };
  if (!inst && user.personId)
    return {
      side: 'person',
      // A parent or a guardian represents their children and wards: their own contracts too.
      scope: { kind: 'people', personIds: [user.personId, ...user.kids.map((kid) => kid.personId)] },
      actorPersonId: user.personId,
      actorUserId: user.userId,
    };
  throw new HttpError(403, CONTRACT_MSG.noPerson);
}

/** What the state table reads of a contract. */
export const contractFacts = (c: ContractRow): ServiceContractFacts => ({
  status: c.status as ServiceContractStatus,
  signedByPerson: c.signedByPerson,
  signedByServiceProvider: c.signedByServiceProvider,
  actSignedByProvider: c.actSignedByProvider,
  actSignedByPerson: c.actSignedByPerson,
  rateByPerson: c.rateByPerson,
  openServices: c.openServices,
  isTour: c.isTour,
  dateTo: c.dateTo,
});

const statusCaption = (status: number) => workflowStatusCaption(SERVICE_CONTRACT_TABLE, status);

/** Russian number with a decimal comma and no needless zeros. */
const ruQuantity = (value: string) => String(Number(value)).replace('.', ',');

/** The statuses in which a tour contract no longer holds its places (a missed tour keeps them: it took place). */
const RELEASING: readonly number[] = [
  ServiceContractStatus.Rejected,
  ServiceContractStatus.Terminated,
  ServiceContractStatus.TerminatedByPerson,
];

/** What an action brings: its version and the table's input. */
export interface ActionRequest extends ServiceContractActionInput {
  version: number;
  serviceId?: number;
  text?: string;
}

/** The contracts' service over the database. */
export function serviceContractService(db: Db) {
  async function mustFind(caller: ContractCaller, personId: number, id: number, forUpdate = false, tx: Queryable = db) {
    const contract = await findServiceContract(tx, caller.scope, personId, id, forUpdate);
    // Someone else's contract reads as absent.
    if (!contract) throw new HttpError(404, MSG.notFound);
    return contract;
  }

  /** How the transition helper locks, reads and writes a contract for this caller. */
  function plan(
    caller: ContractCaller,
    personId: number,
    id: number,
  ): TransitionPlan<
    ServiceContractStatus,
    ServiceContractAction,
    ContractSide,
    ServiceContractFacts,
    ServiceContractActionInput,
    ContractRow
  > {
    return {
      table: SERVICE_CONTRACT_TABLE,
      history: 'serviceContract',
      lock: (tx) => findServiceContract(tx, caller.scope, personId, id, true),
      facts: contractFacts,
      side: () => caller.side,
      noSide: CONTRACT_MSG.noSide,
      actor: { personId: caller.actorPersonId, userId: caller.actorUserId },
      async prepare(tx, contract, action, input) {
        if (action !== 'removeService') return input;
        // The service to remove must be one still in force; the history names it.
        const serviceId = (input as ActionRequest).serviceId ?? 0;
        const service = (await listContractServices(tx, contract.id)).find(
          (s) => s.serviceId === serviceId && s.removedAt === null,
        );
        if (!service) throw new HttpError(404, CONTRACT_MSG.noService);
        return { ...input, serviceName: service.serviceName };
      },
      async write(tx, contract, { action, input, next, note, version }) {
        if (action === 'removeService')
          await removeContractService(tx, contract.id, (input as ActionRequest).serviceId!);
        // A tour contract that ends before its tour gives its places back to the tour, in the same transaction.
        if (contract.tourServiceId !== null && contract.places !== null && RELEASING.includes(next.status))
          await releasePlaces(tx, contract.tourServiceId, contract.places);
        return updateServiceContract(tx, contract.id, version, {
          ...next,
          feedback: action === 'feedback' ? note! : undefined,
          rejectReason: action === 'reject' ? note! : undefined,
        });
      },
    };
  }

  /** One action of the table, applied and recorded inside the caller's transaction; the facts it led to. */
  async function applyAction(
    tx: Queryable,
    caller: ContractCaller,
    personId: number,
    id: number,
    action: ServiceContractAction,
    input: ActionRequest,
  ) {
    return (await applyTransitionIn(tx, plan(caller, personId, id), action, input)).next;
  }

  return {
    /** A contract of the caller's scope by its holder and id, or 404 (someone else's reads as absent). */
    mustFind,
    /** One action of the table inside the caller's transaction (the signing records its signature in the same one). */
    applyAction,

    /** The caller's contracts: a page, with the total. */
    async list(auth: Auth, filter: ContractListFilter) {
      const { scope } = contractCaller(auth);
      const [{ items, total }, inForce] = await Promise.all([
        listServiceContracts(db, scope, filter),
        scope.kind === 'institution' ? countContractsInForce(db, scope.institutionId) : undefined,
      ]);
      return {
        total,
        items: items.map((row) => ({ ...row, statusCaption: statusCaption(row.status) })),
        ...(inForce && { inForce }),
      };
    },

    /** The card: parties, services, history and the actions the table allows the caller's side now. */
    async card(auth: Auth, personId: number, id: number) {
      const caller = contractCaller(auth);
      const contract = await mustFind(caller, personId, id);
      const [services, history] = await Promise.all([
        this.services(auth, personId, id, contract),
        historyView(db, SERVICE_CONTRACT_TABLE, 'serviceContract', contract.id),
      ]);
      const { openServices: _open, ...fields } = contract;
      return {
        ...fields,
        statusCaption: statusCaption(contract.status),
        side: caller.side,
        allowedActions: caller.side ? allowedActions(contractFacts(contract), caller.side) : [],
        services,
        history,
      };
    },

    /** The services of a contract with their rate, unit and price in the portal's currency format. */
    async services(auth: Auth, personId: number, id: number, known?: ContractRow) {
      const contract = known ?? (await mustFind(contractCaller(auth), personId, id));
      return (await listContractServices(db, contract.id)).map((s) => ({
        ...s,
        quantity: ruQuantity(s.quantity),
        rendered: ruQuantity(s.rendered),
        unitCaption: s.rateUnit ? rateUnitCaption(s.rateUnit) : null,
        priceCaption: s.price === null ? 'бесплатно' : ruMoney(Number(s.price)),
        removed: s.removedAt !== null,
      }));
    },

    /** Who represents the recipient, when the contract's holder is not the recipient. */
    async representativeInfo(auth: Auth, personId: number, id: number) {
      const contract = await mustFind(contractCaller(auth), personId, id);
      return {
        representativeInfo: contract.representativeInfo,
        personFio: contract.personFio,
        targetFio: contract.targetFio,
      };
    },

    /** An action of the table by the caller; answers the new status and version with the spec's success message. */
    async act(
      auth: Auth,
      personId: number,
      id: number,
      action: ServiceContractAction,
      input: ActionRequest,
    ): Promise<Answer<ActionResult>> {
      const caller = contractCaller(auth);
      const { next, version, message } = await db.transaction((tx) =>
        applyTransitionIn(tx, plan(caller, personId, id), action, input),
      );
      return ok({ id, personId, status: next.status, statusCaption: statusCaption(next.status), version }, message);
    },

    /**
     * One action of the table inside the caller's transaction (a tour's members change with their places):
     * the row is locked, the version checked, the history written; what it led to.
     */
    applyIn(
      tx: Queryable,
      caller: ContractCaller,
      personId: number,
      id: number,
      action: ServiceContractAction,
      input: ActionRequest,
    ) {
      return applyTransitionIn(tx, plan(caller, personId, id), action, input);
    },

    /**
     * A rating and/or feedback: each an action of the table, the rating first; both in one transaction,
     * with `alsoIn` (a tour's answers to its questions) written in it after them.
     */
    async feedback(
      auth: Auth,
      personId: number,
      id: number,
      input: { version: number; rating?: number; text?: string },
      alsoIn?: (tx: Queryable) => Promise<void>,
    ): Promise<Answer<ActionResult>> {
      const text = input.text?.trim();
      if (input.rating === undefined && !text) throw new HttpError(400, CONTRACT_MSG.emptyFeedback);
      const caller = contractCaller(auth);
      const actions: ServiceContractAction[] = [
        ...(input.rating !== undefined ? ['rate' as const] : []),
        ...(text ? ['feedback' as const] : []),
      ];
      const next = await db.transaction(async (tx) => {
        let version = input.version;
        let status = 0;
        const messages = [];
        for (const action of actions) {
          const applied = await applyTransitionIn(tx, plan(caller, personId, id), action, { ...input, text, version });
          ({ version } = applied);
          status = applied.next.status;
          messages.push(applied.message);
        }
        await alsoIn?.(tx);
        return { status, version, messages };
      });
      return ok(
        { id, personId, status: next.status, statusCaption: statusCaption(next.status), version: next.version },
        ...next.messages,
      );
    },
  };
}

/** What an action answers: the contract's new status and version. */
export interface ActionResult {
  id: number;
  personId: number;
  status: number;
  statusCaption: string;
  version: number;
}
