import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedRequestActions,
  Decision,
  DECISION_TYPES,
  DeliveryStatus as D,
  REQUEST_ACTIONS,
  REQUEST_REFUSALS,
  REQUEST_STATUS_CAPTIONS,
  REQUEST_STATUSES,
  REQUEST_TABLE,
  RequestStatus as S,
  requestDiagram,
  type RequestFacts,
  type RequestSide,
  type RequestStatus,
} from '../../../common/requests/request-machine';
import { decide, finalStatuses } from '../../../common/workflow/state-table';

const SIDES: RequestSide[] = ['person', 'employee'];
const at = (status: RequestStatus): RequestFacts => ({ status, delivery: D.InWork, decisionType: null });

describe('the request table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of REQUEST_STATUSES)
      for (const action of REQUEST_ACTIONS)
        for (const side of SIDES) {
          const d = decide(REQUEST_TABLE, at(status), side, action, { reason: 'Причина' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 register employee': S.InWork,
      '1 returnRequest employee': S.Reject,
      '1 withdraw person': S.Closed,
      '2 socialContract employee': S.SoccontractConstruct,
      '2 satisfy employee': S.Satisfied,
      '2 refuse employee': S.Reject,
      '2 withdraw person': S.Closed,
      '3 satisfy employee': S.Satisfied,
      '3 refuse employee': S.Reject,
      '5 close employee': S.Closed,
    });
    // The other side's action in a status that has it: 403; an action the status does not have: 409.
    expect(table['1 register person']).toBe(403);
    expect(table['2 withdraw employee']).toBe(403);
    expect(table['1 satisfy employee']).toBe(409);
    expect(table['4 withdraw person']).toBe(409);
    expect(table['6 close employee']).toBe(409);
  });

  it('records the delivery and the decision each action makes', () => {
    const registered = decide(REQUEST_TABLE, at(S.Received), 'employee', 'register', {});
    expect(registered).toMatchObject({
      ok: true,
      next: { status: S.InWork, delivery: D.Delivered, decisionType: null },
    });
    const returned = decide(REQUEST_TABLE, at(S.Received), 'employee', 'returnRequest', { reason: ' Нет документа ' });
    expect(returned).toMatchObject({
      ok: true,
      next: { status: S.Reject, delivery: D.Rejected, decisionType: Decision.Returned },
      note: 'Нет документа',
    });
    expect(decide(REQUEST_TABLE, at(S.InWork), 'employee', 'satisfy', {})).toMatchObject({
      next: { decisionType: 1 },
    });
    expect(decide(REQUEST_TABLE, at(S.InWork), 'employee', 'refuse', { reason: 'x' })).toMatchObject({
      next: { decisionType: 2 },
    });
    expect(decide(REQUEST_TABLE, at(S.InWork), 'employee', 'socialContract', {})).toMatchObject({
      next: { decisionType: 10 },
    });
    expect(decide(REQUEST_TABLE, at(S.InWork), 'person', 'withdraw', {})).toMatchObject({
      next: { status: S.Closed, decisionType: Decision.Withdrawn },
      note: null,
    });
  });

  it('asks a refusal and a return for their reason', () => {
    for (const action of ['refuse', 'returnRequest'] as const) {
      const status = action === 'refuse' ? S.InWork : S.Received;
      expect(decide(REQUEST_TABLE, at(status), 'employee', action, { reason: '  ' })).toEqual({
        ok: false,
        status: 400,
        message: REQUEST_REFUSALS.noReason,
      });
    }
  });

  it('offers each side exactly the actions decide allows, and none in a final status', () => {
    const finals = finalStatuses(REQUEST_TABLE);
    expect(finals.sort()).toEqual([S.Reject, S.Closed].sort());
    for (const status of REQUEST_STATUSES)
      for (const side of SIDES) {
        const allowed = allowedRequestActions(at(status), side);
        expect(allowed.sort()).toEqual(
          REQUEST_ACTIONS.filter((a) => decide(REQUEST_TABLE, at(status), side, a, { reason: 'Причина' }).ok).sort(),
        );
        if (finals.includes(status)) expect(allowed).toEqual([]);
      }
  });

  it('names every status and the 26 decision types in Russian, with the spec’s 1, 2 and 10', () => {
    for (const status of REQUEST_STATUSES) expect(REQUEST_STATUS_CAPTIONS[status]).toMatch(/^[А-ЯЁ]/);
    expect(Object.keys(DECISION_TYPES).map(Number)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect([DECISION_TYPES[1], DECISION_TYPES[2], DECISION_TYPES[10]]).toEqual([
      'Удовлетворить',
      'Отказать',
      'Заключить социальный контракт',
    ]);
  });

  it('random actions by random sides never leave the table: a decision only after registration, none after a final status', () => {
    const step = fc.record({
      action: fc.constantFrom(...REQUEST_ACTIONS),
      side: fc.constantFrom(...SIDES),
      reason: fc.option(fc.string(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let facts = at(S.Received);
        const path: RequestStatus[] = [facts.status];
        for (const s of steps) {
          const d = decide(REQUEST_TABLE, facts, s.side, s.action, { reason: s.reason });
          if (!d.ok) continue;
          if (d.next.status === S.Satisfied) expect(facts.delivery).toBe(D.Delivered);
          if (s.side === 'person') expect(s.action).toBe('withdraw');
          facts = d.next;
          path.push(facts.status);
        }
        expect(new Set(path).size).toBe(path.length);
      }),
    );
  });
});

describe('the documented diagram', () => {
  it('is the table', () => {
    const doc = readFileSync('docs/request-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(requestDiagram());
  });
});
