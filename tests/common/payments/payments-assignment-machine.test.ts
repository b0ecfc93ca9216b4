import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedAssignmentActions,
  ASSIGNMENT_REFUSALS as R,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TABLE,
  assignmentDiagram,
  AssignmentStatus as S,
  decideAssignment,
  type AssignmentFacts,
} from '../../../common/payments/assignment-machine';
import { finalStatuses } from '../../../common/workflow/state-table';

const TODAY = '2026-11-28';
const facts = (status: AssignmentFacts['status'], dateTo: string | null = null): AssignmentFacts => ({
  status,
  dateTo,
  today: TODAY,
});

describe('the assignment state table', () => {
  it('lets the person stop a running or suspended payment within its term, and nothing else', () => {
    expect(decideAssignment(facts(S.Active), 'person', 'close', { reason: ' Переезд ' })).toMatchObject({
      ok: true,
      next: { status: S.CloseRequested },
      note: 'Переезд',
    });
    expect(decideAssignment(facts(S.Suspended, TODAY), 'person', 'close')).toMatchObject({ ok: true, note: null });
    for (const status of [S.CloseRequested, S.Closed, S.Expired])
      expect(decideAssignment(facts(status), 'person', 'close')).toEqual({
        ok: false,
        status: 409,
        message: R.notInStatus,
      });
    expect(decideAssignment(facts(S.Active, '2026-11-27'), 'person', 'close')).toEqual({
      ok: false,
      status: 409,
      message: R.termOver,
    });
  });

  it('changes the account without changing the status, and needs the account', () => {
    expect(decideAssignment(facts(S.Suspended), 'person', 'changeAccount', { account: 'ПАО Сбербанк' })).toMatchObject({
      ok: true,
      next: { status: S.Suspended },
      note: 'ПАО Сбербанк',
    });
    expect(decideAssignment(facts(S.Active), 'person', 'changeAccount', { account: ' ' })).toEqual({
      ok: false,
      status: 400,
      message: R.noAccount,
    });
  });

  it("keeps the authority's decisions from the person (403) and the person's from the authority", () => {
    expect(decideAssignment(facts(S.Active), 'person', 'suspend', { grounds: 'x' })).toEqual({
      ok: false,
      status: 403,
      message: R.notYourAction,
    });
    expect(decideAssignment(facts(S.Active), 'authority', 'close')).toMatchObject({ ok: false, status: 403 });
    expect(decideAssignment(facts(S.Active, '2026-01-31'), 'authority', 'expire')).toMatchObject({
      ok: true,
      next: { status: S.Expired },
    });
    expect(decideAssignment(facts(S.Active), 'authority', 'expire')).toMatchObject({ ok: false, status: 409 });
  });

  it('offers the person exactly the actions it would decide, in every status', () => {
    for (const status of ASSIGNMENT_STATUSES) {
      const offered = allowedAssignmentActions(facts(status), 'person');
      const running = status === S.Active || status === S.Suspended;
      expect(offered).toEqual(running ? ['close', 'changeAccount'] : []);
      // A term that is over offers nothing.
      expect(allowedAssignmentActions(facts(status, '2026-01-01'), 'person')).toEqual([]);
    }
  });

  it('ends in «Выплата прекращена» and «Срок назначения истёк»', () => {
    expect(finalStatuses(ASSIGNMENT_TABLE)).toEqual([S.Closed, S.Expired]);
  });
});

describe('the documented diagram', () => {
  it('is the table', () => {
    const doc = readFileSync('docs/assignment-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(assignmentDiagram());
  });
});
