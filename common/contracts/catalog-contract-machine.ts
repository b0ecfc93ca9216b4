/**
 * The life of a catalogue contract: a citizen's application for a service of the catalogue
 * (workflows.md sections 2, 7: /services/catalog/card/{id}/services/{serviceId}/contract and
 * /service-catalog-contract). The specification names the calls (create, save, reject, set-payed)
 * but neither the statuses nor the transitions; they are designed here as one state table of the
 * kernel (common/workflow/state-table.ts), drawn in docs/catalog-contract-states.md (a test keeps
 * the two equal). The server applies every action only through this table
 * (server/workflow/transition.ts), and a card shows exactly the actions it allows the signed-in
 * side (`allowedCatalogContractActions`).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';
import type { ContractSide } from './service-contract-machine.ts';

export const CatalogContractStatus = {
  New: 1,
  Accepted: 2,
  Rejected: 3,
  Paid: 4,
  Cancelled: 5,
} as const;
export type CatalogContractStatus = (typeof CatalogContractStatus)[keyof typeof CatalogContractStatus];
const S = CatalogContractStatus;

/** Every status, in the order a list's filter offers them. */
export const CATALOG_CONTRACT_STATUSES: readonly CatalogContractStatus[] = [
  S.New,
  S.Accepted,
  S.Paid,
  S.Rejected,
  S.Cancelled,
];

/** What a person reads for each status (lists, the card, the history). */
export const CATALOG_CONTRACT_STATUS_CAPTIONS: Readonly<Record<CatalogContractStatus, string>> = {
  [S.New]: 'Новое заявление',
  [S.Accepted]: 'Принято поставщиком',
  [S.Rejected]: 'Отклонено',
  [S.Paid]: 'Оплачено',
  [S.Cancelled]: 'Отозвано заявителем',
};

/** The actions after the application is created: the provider accepts (the spec's save), rejects, marks payment; the citizen withdraws. */
export type CatalogContractAction = 'save' | 'reject' | 'setPayed' | 'cancel';

/** What the table reads of an application. */
export interface CatalogContractFacts {
  status: CatalogContractStatus;
  /** The provider marked the payment. */
  paid: boolean;
}

/** What an action brings beyond its name. */
export interface CatalogContractInput {
  /** reject: why, in the provider's words. */
  reason?: string;
}

/** One row of the table. */
export type CatalogContractTransition = Transition<
  CatalogContractStatus,
  CatalogContractAction,
  ContractSide,
  CatalogContractFacts,
  CatalogContractInput
>;

export const CATALOG_CONTRACT_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе заявления',
  notYourAction: 'Это действие выполняет другая сторона',
  noReason: 'Укажите причину отклонения',
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_c: CatalogContractFacts, i: CatalogContractInput) => Boolean(i.reason?.trim()),
  refusal: CATALOG_CONTRACT_REFUSALS.noReason,
  status: 400,
} as const;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const CATALOG_CONTRACT_TABLE: StateTable<
  CatalogContractStatus,
  CatalogContractAction,
  ContractSide,
  CatalogContractFacts,
  CatalogContractInput
> = {
  statuses: CatalogContractStatus,
  statusCaptions: CATALOG_CONTRACT_STATUS_CAPTIONS,
  initial: S.New,
  created: 'Заявление подано',
  sides: { person: 'гражданин', provider: 'поставщик' },
  actions: {
    save: { caption: 'Принять заявление', message: 'Заявление принято', history: 'Заявление принято' },
    reject: { caption: 'Отклонить', message: 'Заявление отклонено', history: 'Заявление отклонено', negative: true },
    setPayed: { caption: 'Оплачено', message: 'Оплата отмечена', history: 'Отмечена оплата' },
    cancel: {
      caption: 'Отозвать заявление',
      message: 'Заявление отозвано',
      history: 'Заявление отозвано',
      negative: true,
    },
  },
  refusals: CATALOG_CONTRACT_REFUSALS,
  rows: [
    // The provider answers a new application: accepts it or rejects it with a reason.
    { action: 'save', by: 'provider', from: [S.New], to: S.Accepted, when: [] },
    {
      action: 'reject',
      by: 'provider',
      from: [S.New, S.Accepted],
      to: S.Rejected,
      when: [reasonGiven],
      note: (i) => i.reason!.trim(),
    },
    // Payment is marked once the application is accepted; a paid one is settled.
    { action: 'setPayed', by: 'provider', from: [S.Accepted], to: S.Paid, when: [], effect: () => ({ paid: true }) },
    // The citizen may withdraw until it is paid or rejected.
    { action: 'cancel', by: 'person', from: [S.New, S.Accepted], to: S.Cancelled, when: [] },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const CATALOG_CONTRACT_ACTIONS: readonly CatalogContractAction[] = workflow.actionNames(CATALOG_CONTRACT_TABLE);

/** The button of each action, as the card shows it. */
export const CATALOG_CONTRACT_ACTION_CAPTIONS = Object.fromEntries(
  CATALOG_CONTRACT_ACTIONS.map((action) => [action, CATALOG_CONTRACT_TABLE.actions[action].caption]),
) as Readonly<Record<CatalogContractAction, string>>;

/** The success message of each action (and of the creation), through the answer's envelope. */
export const CATALOG_CONTRACT_MESSAGES = {
  create: 'Заявление отправлено',
  ...(Object.fromEntries(
    CATALOG_CONTRACT_ACTIONS.map((action) => [action, CATALOG_CONTRACT_TABLE.actions[action].message]),
  ) as Record<CatalogContractAction, string>),
} as const satisfies Record<CatalogContractAction | 'create', string>;

/** The rows of the table. */
export const CATALOG_CONTRACT_TRANSITIONS: readonly CatalogContractTransition[] = CATALOG_CONTRACT_TABLE.rows;

/** Statuses no action leads out of. */
export const CATALOG_CONTRACT_FINAL_STATUSES: readonly CatalogContractStatus[] =
  workflow.finalStatuses(CATALOG_CONTRACT_TABLE);

export type CatalogContractDecision =
  | { ok: true; to: CatalogContractStatus; row: CatalogContractTransition }
  | { ok: false; status: 400 | 403 | 409; message: string };

/**
 * Decides an action by one side on an application in a status, only from the table: the next
 * status, or why not (403 when the action is the other side's, 409 when the status does not allow
 * it, 400 when a reason is needed and missing).
 */
export function decideCatalogContract(
  status: CatalogContractStatus,
  by: ContractSide,
  action: CatalogContractAction,
  input: CatalogContractInput = {},
): CatalogContractDecision {
  const decision = workflow.decide(CATALOG_CONTRACT_TABLE, { status, paid: false }, by, action, input);
  return decision.ok ? { ok: true, to: decision.next.status, row: decision.row } : decision;
}

/** The actions the card offers this side in this status. */
export function allowedCatalogContractActions(
  status: CatalogContractStatus,
  by: ContractSide,
): CatalogContractAction[] {
  return workflow.allowed(CATALOG_CONTRACT_TABLE, { status, paid: false }, by);
}

/** The table as a Mermaid state diagram (docs/catalog-contract-states.md holds its output). */
export function catalogContractDiagram(): string {
  return workflow.diagram(CATALOG_CONTRACT_TABLE);
}
