/**
 * The life of a catalogue contract: a citizen's application for a service of the catalogue
 * (workflows.md sections 2, 7: /services/catalog/card/{id}/services/{serviceId}/contract and
 * /service-catalog-contract). The specification names the calls (create, save, reject, set-payed)
 * but neither the statuses nor the transitions; they are designed here as one table. The server
 * decides every action only from this table (`decideCatalogContract`), and a card shows exactly
 * the actions it allows the signed-in side (`allowedCatalogContractActions`).
 */
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

/** The button of each action, as the card shows it. */
export const CATALOG_CONTRACT_ACTION_CAPTIONS: Readonly<Record<CatalogContractAction, string>> = {
  save: 'Принять заявление',
  reject: 'Отклонить',
  setPayed: 'Оплачено',
  cancel: 'Отозвать заявление',
};

/** The success message of each action (and of the creation), through the answer's envelope. */
export const CATALOG_CONTRACT_MESSAGES = {
  create: 'Заявление отправлено',
  save: 'Заявление принято',
  reject: 'Заявление отклонено',
  setPayed: 'Оплата отмечена',
  cancel: 'Заявление отозвано',
} as const satisfies Record<CatalogContractAction | 'create', string>;

/** What an action brings beyond its name. */
export interface CatalogContractInput {
  /** reject: why, in the provider's words. */
  reason?: string;
}

/** One row: this side may do this action in these statuses; `needsReason` asks for a text. */
export interface CatalogContractTransition {
  action: CatalogContractAction;
  by: ContractSide;
  from: readonly CatalogContractStatus[];
  to: CatalogContractStatus;
  needsReason?: boolean;
}

/** The table. Read it as «сторона может <действие> в статусах <from>; статус станет <to>». */
export const CATALOG_CONTRACT_TRANSITIONS: readonly CatalogContractTransition[] = [
  // The provider answers a new application: accepts it or rejects it with a reason.
  { action: 'save', by: 'provider', from: [S.New], to: S.Accepted },
  { action: 'reject', by: 'provider', from: [S.New, S.Accepted], to: S.Rejected, needsReason: true },
  // Payment is marked once the application is accepted; a paid one is settled.
  { action: 'setPayed', by: 'provider', from: [S.Accepted], to: S.Paid },
  // The citizen may withdraw until it is paid or rejected.
  { action: 'cancel', by: 'person', from: [S.New, S.Accepted], to: S.Cancelled },
];

/** Statuses no action leads out of. */
export const CATALOG_CONTRACT_FINAL_STATUSES: readonly CatalogContractStatus[] = [S.Rejected, S.Paid, S.Cancelled];

export const CATALOG_CONTRACT_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе заявления',
  notYourAction: 'Это действие выполняет другая сторона',
  noReason: 'Укажите причину отклонения',
} as const;

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
  const rows = CATALOG_CONTRACT_TRANSITIONS.filter((row) => row.action === action && row.from.includes(status));
  if (rows.length === 0) return { ok: false, status: 409, message: CATALOG_CONTRACT_REFUSALS.notInStatus };
  const row = rows.find((r) => r.by === by);
  if (!row) return { ok: false, status: 403, message: CATALOG_CONTRACT_REFUSALS.notYourAction };
  if (row.needsReason && !input.reason?.trim())
    return { ok: false, status: 400, message: CATALOG_CONTRACT_REFUSALS.noReason };
  return { ok: true, to: row.to, row };
}

/** The actions the card offers this side in this status. */
export function allowedCatalogContractActions(
  status: CatalogContractStatus,
  by: ContractSide,
): CatalogContractAction[] {
  return CATALOG_CONTRACT_TRANSITIONS.filter((row) => row.by === by && row.from.includes(status)).map(
    (row) => row.action,
  );
}
