/**
 * The «other» contracts of a citizen (workflows.md section 4, «Contract status (other list)»):
 * contracts concluded outside the portal's service-contract procedure (in the office of a social
 * protection body or a provider) that the citizen sees at /user/contracts. Statuses Conclusion 1,
 * InWork 2, Finished 3, Rejected 4; the list's filter InWork 1 (active) and Finished 2 (closed).
 *
 * The spec gives no transitions, so they are designed here: a contract being concluded either goes
 * into work or is rejected; a contract in work is finished. Finished and rejected contracts are final.
 * The portal has no call that changes these statuses (they come from the body that keeps the
 * contract); the table checks every history the portal stores (the demo data is replayed through it).
 */

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

export const OTHER_CONTRACT_FILTERS: Record<
  OtherContractFilter,
  { caption: string; statuses: readonly OtherContractStatus[] }
> = {
  1: { caption: 'Действующие', statuses: [OtherContractStatus.Conclusion, OtherContractStatus.InWork] },
  2: { caption: 'Закрытые', statuses: [OtherContractStatus.Finished, OtherContractStatus.Rejected] },
};

/** Which status may follow which: the only moves a contract's history may contain. */
export const OTHER_CONTRACT_TRANSITIONS: Record<OtherContractStatus, readonly OtherContractStatus[]> = {
  1: [OtherContractStatus.InWork, OtherContractStatus.Rejected],
  2: [OtherContractStatus.Finished],
  3: [],
  4: [],
};

/** Whether a contract in status `from` may move to `to`. */
export function canMoveOtherContract(from: OtherContractStatus, to: OtherContractStatus): boolean {
  return OTHER_CONTRACT_TRANSITIONS[from].includes(to);
}

/**
 * Checks a contract's status history (oldest first; the first row is its registration in status 1)
 * against the table; the status it ends in, or the first move the table refuses.
 */
export function replayOtherContract(
  statuses: readonly OtherContractStatus[],
): { ok: true; status: OtherContractStatus } | { ok: false; at: number } {
  if (statuses[0] !== OtherContractStatus.Conclusion) return { ok: false, at: 0 };
  for (let i = 1; i < statuses.length; i += 1) {
    if (!canMoveOtherContract(statuses[i - 1], statuses[i])) return { ok: false, at: i };
  }
  return { ok: true, status: statuses[statuses.length - 1] };
}

/** A contract is closed when it has no move left (finished or rejected). */
export const isClosedOtherContract = (status: OtherContractStatus) => OTHER_CONTRACT_TRANSITIONS[status].length === 0;

/** The table as a Mermaid state diagram (docs/other-contract-states.md holds it; a test keeps them equal). */
export function otherContractDiagram(): string {
  const lines = ['stateDiagram-v2'];
  for (const [key, value] of Object.entries(OtherContractStatus))
    lines.push(`  state "${value} ${key}: ${OTHER_CONTRACT_STATUS_CAPTIONS[value]}" as s${value}`);
  lines.push(`  [*] --> s${OtherContractStatus.Conclusion}`);
  for (const [from, targets] of Object.entries(OTHER_CONTRACT_TRANSITIONS))
    for (const to of targets) lines.push(`  s${from} --> s${to}`);
  for (const status of Object.values(OtherContractStatus))
    if (isClosedOtherContract(status)) lines.push(`  s${status} --> [*]`);
  return lines.join('\n');
}
