import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedCatalogContractActions,
  CATALOG_CONTRACT_ACTION_CAPTIONS,
  CATALOG_CONTRACT_FINAL_STATUSES,
  CATALOG_CONTRACT_REFUSALS,
  CATALOG_CONTRACT_STATUS_CAPTIONS,
  CATALOG_CONTRACT_STATUSES,
  CATALOG_CONTRACT_TRANSITIONS,
  CatalogContractStatus as S,
  catalogContractDiagram,
  decideCatalogContract,
  type CatalogContractAction,
  type CatalogContractStatus,
} from '../../../common/contracts/catalog-contract-machine';
import type { ContractSide } from '../../../common/contracts/service-contract-machine';

const ACTIONS = Object.keys(CATALOG_CONTRACT_ACTION_CAPTIONS) as CatalogContractAction[];
const SIDES: ContractSide[] = ['person', 'provider'];

describe('the catalogue contract table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, CatalogContractStatus | number> = {};
    for (const status of CATALOG_CONTRACT_STATUSES) {
      for (const action of ACTIONS) {
        for (const side of SIDES) {
          const d = decideCatalogContract(status, side, action, { reason: 'Причина' });
          table[`${status} ${action} ${side}`] = d.ok ? d.to : d.status;
        }
      }
    }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 save provider': S.Accepted,
      '1 reject provider': S.Rejected,
      '1 cancel person': S.Cancelled,
      '2 reject provider': S.Rejected,
      '2 setPayed provider': S.Paid,
      '2 cancel person': S.Cancelled,
    });
    // The other side's action in a status that has it: 403; an action the status does not have: 409.
    expect(table['1 save person']).toBe(403);
    expect(table['1 cancel provider']).toBe(403);
    expect(table['1 setPayed provider']).toBe(409);
    expect(table['4 cancel person']).toBe(409);
  });

  it('asks a rejection for its reason', () => {
    expect(decideCatalogContract(S.New, 'provider', 'reject', { reason: '  ' })).toEqual({
      ok: false,
      status: 400,
      message: CATALOG_CONTRACT_REFUSALS.noReason,
    });
    expect(decideCatalogContract(S.New, 'provider', 'reject')).toMatchObject({ ok: false, status: 400 });
  });

  it('offers each side exactly the actions decide allows, and none in a final status', () => {
    for (const status of CATALOG_CONTRACT_STATUSES) {
      for (const side of SIDES) {
        const allowed = allowedCatalogContractActions(status, side);
        expect(allowed.sort()).toEqual(
          ACTIONS.filter((a) => decideCatalogContract(status, side, a, { reason: 'Причина' }).ok).sort(),
        );
        if (CATALOG_CONTRACT_FINAL_STATUSES.includes(status)) expect(allowed).toEqual([]);
      }
    }
  });

  it('names every status and action in Russian, and every row leads to a known status', () => {
    for (const status of CATALOG_CONTRACT_STATUSES) expect(CATALOG_CONTRACT_STATUS_CAPTIONS[status]).toMatch(/^[А-ЯЁ]/);
    for (const row of CATALOG_CONTRACT_TRANSITIONS) expect(CATALOG_CONTRACT_STATUSES).toContain(row.to);
    expect(new Set(CATALOG_CONTRACT_STATUSES)).toEqual(new Set(Object.values(S)));
  });

  it('random actions by random sides never leave the table: a payment only after acceptance, nothing after a final status', () => {
    const step = fc.record({
      action: fc.constantFrom(...ACTIONS),
      side: fc.constantFrom(...SIDES),
      reason: fc.option(fc.string(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let status: CatalogContractStatus = S.New;
        const path: CatalogContractStatus[] = [status];
        for (const s of steps) {
          const d = decideCatalogContract(status, s.side, s.action, { reason: s.reason });
          if (!d.ok) continue;
          expect(CATALOG_CONTRACT_FINAL_STATUSES).not.toContain(status);
          expect(
            CATALOG_CONTRACT_TRANSITIONS.some(
              (r) => r.action === s.action && r.by === s.side && r.from.includes(status) && r.to === d.to,
            ),
          ).toBe(true);
          if (d.to === S.Paid) expect(status).toBe(S.Accepted);
          if (d.to === S.Cancelled) expect(s.side).toBe('person');
          status = d.to;
          path.push(status);
        }
        // Statuses only move forward through the table: none is entered twice.
        expect(new Set(path).size).toBe(path.length);
      }),
    );
  });
});

describe('the documented diagram', () => {
  it('is the table', () => {
    const doc = readFileSync('docs/catalog-contract-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(catalogContractDiagram());
  });
});
