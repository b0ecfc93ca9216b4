import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canMoveOtherContract,
  isClosedOtherContract,
  OTHER_CONTRACT_FILTERS,
  OTHER_CONTRACT_STATUS_CAPTIONS,
  otherContractDiagram,
  OtherContractStatus as S,
  replayOtherContract,
  type OtherContractStatus,
} from '../../../common/contracts/other-contract-status.ts';
import { OTHER_CONTRACT_HISTORY, OTHER_CONTRACTS } from '../../../server/db/seed/other-contracts.ts';

const ALL = [S.Conclusion, S.InWork, S.Finished, S.Rejected] as const;

describe("the other contracts' status table", () => {
  it('allows exactly: concluded -> in work or rejected, in work -> finished', () => {
    const moves = ALL.flatMap((from) =>
      ALL.filter((to) => canMoveOtherContract(from, to)).map((to) => `${from}->${to}`),
    );
    expect(moves).toEqual(['1->2', '1->4', '2->3']);
  });

  it('makes finished and rejected final, and the filter split the statuses into active and closed without overlap', () => {
    expect(ALL.filter(isClosedOtherContract)).toEqual([S.Finished, S.Rejected]);
    expect([...OTHER_CONTRACT_FILTERS[1].statuses, ...OTHER_CONTRACT_FILTERS[2].statuses].sort()).toEqual([...ALL]);
    expect(OTHER_CONTRACT_FILTERS[2].statuses.every(isClosedOtherContract)).toBe(true);
    expect(OTHER_CONTRACT_FILTERS[1].statuses.some(isClosedOtherContract)).toBe(false);
    expect(Object.keys(OTHER_CONTRACT_STATUS_CAPTIONS).map(Number)).toEqual([...ALL]);
  });

  it('replays a history: it starts concluded and refuses the first move the table does not know', () => {
    expect(replayOtherContract([1, 2, 3])).toEqual({ ok: true, status: 3 });
    expect(replayOtherContract([1])).toEqual({ ok: true, status: 1 });
    expect(replayOtherContract([2, 3])).toEqual({ ok: false, at: 0 });
    expect(replayOtherContract([1, 3])).toEqual({ ok: false, at: 1 });
    expect(replayOtherContract([1, 4, 2])).toEqual({ ok: false, at: 2 });
    expect(replayOtherContract([1, 2, 3, 2])).toEqual({ ok: false, at: 3 });
  });

  it("keeps every demo contract's stored history in agreement with the table and its status", () => {
    for (const contract of OTHER_CONTRACTS) {
      const rows = OTHER_CONTRACT_HISTORY.filter((h) => h.contractId === contract.id);
      expect(rows[0].fromStatus, contract.number).toBeNull();
      rows.slice(1).forEach((row, i) => expect(row.fromStatus, contract.number).toBe(rows[i].toStatus));
      expect(replayOtherContract(rows.map((r) => r.toStatus as OtherContractStatus)), contract.number).toEqual({
        ok: true,
        status: contract.status,
      });
    }
    // The demo citizen has a contract in every status.
    expect(new Set(OTHER_CONTRACTS.filter((c) => c.personId === 1).map((c) => c.status))).toEqual(new Set(ALL));
  });
});

describe('the documented diagram', () => {
  it('is the table', () => {
    const doc = readFileSync('docs/other-contract-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(otherContractDiagram());
  });
});
