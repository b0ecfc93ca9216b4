/**
 * The «other» contracts of a citizen (workflows.md section 4, «Contract status (other list)»):
 * contracts concluded outside the portal's service-contract procedure (in the office of a social
 * protection body or a provider) that the citizen sees at /user/contracts. Statuses Conclusion 1,
 * InWork 2, Finished 3, Rejected 4; the list's filter InWork 1 (active) and Finished 2 (closed).
 *
 * The spec gives no transitions, so they are designed here as a state table of the kernel
 * (common/workflow/state-table.ts): a contract being concluded either goes into work or is
 * rejected; a contract in work is finished. Finished and rejected contracts are final. The portal
 * has no call that changes these statuses (they come from the body that keeps the contract, the one
 * side of the table); the table checks every history the portal stores (the demo data is replayed
 * through it) and is drawn in docs/other-contract-states.md (a test keeps the two equal).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable } from '../workflow/state-table.ts';

export const OtherContractStatus = { Conclusion: 1, InWork: 2, Finished: 3, Rejected: 4 } as const;
export type OtherContractStatus = (typeof OtherContractStatus)[keyof typeof OtherContractStatus];

/** Status captions as the citizen reads them. */
export const OTHER_CONTRACT_STATUS_CAPTIONS: Record<OtherContractStatus, string> = {
  1: 'На заключении',
  2: 'Действует',
  3: 'Исполнен',
  4: 'Отклонён',
};

/** The list's filter (workflows.md: InWork 1 — active, Finished 2 — closed) and the statuses each one shows. */
export const OtherContractFilter = { Active: 1, Closed: 2 } as const;
export type OtherContractFilter = (typeof OtherContractFilter)[keyof typeof OtherContractFilter];
/** The filter's values (the route schema's enum). */
export const OTHER_CONTRACT_FILTER_IDS: readonly OtherContractFilter[] = Object.values(OtherContractFilter);

export const OTHER_CONTRACT_FILTERS: Record<
  OtherContractFilter,
  { caption: string; statuses: readonly OtherContractStatus[] }
> = {
  1: { caption: 'Действующие', statuses: [OtherContractStatus.Conclusion, OtherContractStatus.InWork] },
  2: { caption: 'Закрытые', statuses: [OtherContractStatus.Finished, OtherContractStatus.Rejected] },
};

/** The moves of the body that keeps a contract, as its history records them. */
export type OtherContractAction = 'putInWork' | 'reject' | 'finish';

const S = OtherContractStatus;

/** The table: one side (the keeping body), no conditions; the portal only replays what the body recorded. */
export const OTHER_CONTRACT_TABLE: StateTable<
  OtherContractStatus,
  OtherContractAction,
  'keeper',
  { status: OtherContractStatus },
  Record<string, never>
> = {
  statuses: OtherContractStatus,
  statusCaptions: OTHER_CONTRACT_STATUS_CAPTIONS,
  initial: S.Conclusion,
  created: 'Договор зарегистрирован',
  sides: { keeper: 'орган или поставщик' },
  actions: {
    putInWork: { caption: 'Заключить', message: 'Договор заключён', history: 'Договор заключён' },
    reject: { caption: 'Отклонить', message: 'Договор отклонён', history: 'Договор отклонён', negative: true },
    finish: { caption: 'Исполнить', message: 'Договор исполнен', history: 'Договор исполнен' },
  },
  refusals: {
    notInStatus: 'Действие недоступно в текущем статусе договора',
    notYourAction: 'Статус договора меняет орган или поставщик, который его хранит',
  },
  rows: [
    { action: 'putInWork', by: 'keeper', from: [S.Conclusion], to: S.InWork, when: [] },
    { action: 'reject', by: 'keeper', from: [S.Conclusion], to: S.Rejected, when: [] },
    { action: 'finish', by: 'keeper', from: [S.InWork], to: S.Finished, when: [] },
  ],
};

/** Which status may follow which: the only moves a contract's history may contain. */
export const OTHER_CONTRACT_TRANSITIONS = {} as Record<OtherContractStatus, readonly OtherContractStatus[]>;
for (const from of workflow.statusIds(OTHER_CONTRACT_TABLE))
  OTHER_CONTRACT_TRANSITIONS[from] = workflow
    .statusIds(OTHER_CONTRACT_TABLE)
    .filter((to) => workflow.leadsTo(OTHER_CONTRACT_TABLE, from, to));

/** Whether a contract in status `from` may move to `to`. */
export function canMoveOtherContract(from: OtherContractStatus, to: OtherContractStatus): boolean {
  return workflow.leadsTo(OTHER_CONTRACT_TABLE, from, to);
}

/**
 * Checks a contract's status history (oldest first; the first row is its registration in status 1)
 * against the table; the status it ends in, or the first move the table refuses.
 */
export function replayOtherContract(
  statuses: readonly OtherContractStatus[],
): { ok: true; status: OtherContractStatus } | { ok: false; at: number } {
  if (statuses[0] !== OTHER_CONTRACT_TABLE.initial) return { ok: false, at: 0 };
  for (let i = 1; i < statuses.length; i += 1) {
    if (!canMoveOtherContract(statuses[i - 1], statuses[i])) return { ok: false, at: i };
  }
  return { ok: true, status: statuses[statuses.length - 1] };
}

/** A contract is closed when it has no move left (finished or rejected). */
export const isClosedOtherContract = (status: OtherContractStatus) =>
  workflow.finalStatuses(OTHER_CONTRACT_TABLE).includes(status);

/** The table as a Mermaid state diagram (docs/other-contract-states.md holds it; a test keeps them equal). */
export function otherContractDiagram(): string {
  return workflow.diagram(OTHER_CONTRACT_TABLE);
}
