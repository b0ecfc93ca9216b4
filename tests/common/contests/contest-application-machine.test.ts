import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedContestApplicationActions,
  CONTEST_APPLICATION_ACTIONS,
  CONTEST_APPLICATION_REFUSALS,
  CONTEST_APPLICATION_STATUSES,
  CONTEST_APPLICATION_TABLE,
  contestApplicationDiagram,
  contestApplicationEditable,
  contestOpenOn,
  ContestApplicationStatus as S,
  type ContestApplicationSide,
  type ContestApplicationStatus,
} from '../../../common/contests/contest-application-machine';
import { decide, finalStatuses } from '../../../common/workflow/state-table';

const SIDES: ContestApplicationSide[] = ['provider', 'department'];
const at = (status: ContestApplicationStatus, contestOpen = true, files = 1) => ({ status, contestOpen, files });

describe('the contest application table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of CONTEST_APPLICATION_STATUSES)
      for (const action of CONTEST_APPLICATION_ACTIONS)
        for (const side of SIDES) {
          const d = decide(CONTEST_APPLICATION_TABLE, at(status), side, action, { reason: 'Нет сметы' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 edit provider': S.Draft,
      '1 sign provider': S.Submitted,
      '2 accept department': S.Accepted,
      '2 reject department': S.Rejected,
    });
    // The other side's action is 403; a signed application is locked: 409.
    expect(table['2 accept provider']).toBe(403);
    expect(table['1 edit department']).toBe(403);
    expect(table['2 edit provider']).toBe(409);
    expect(table['2 sign provider']).toBe(409);
    expect(table['3 reject department']).toBe(409);
  });

  it('refuses to edit or sign when the contest is closed, to sign without documents, to reject without a reason', () => {
    for (const action of ['edit', 'sign'] as const)
      expect(decide(CONTEST_APPLICATION_TABLE, at(S.Draft, false), 'provider', action, {})).toEqual({
        ok: false,
        status: 409,
        message: CONTEST_APPLICATION_REFUSALS.contestClosed,
      });
    expect(decide(CONTEST_APPLICATION_TABLE, at(S.Draft, true, 0), 'provider', 'sign', {})).toEqual({
      ok: false,
      status: 409,
      message: CONTEST_APPLICATION_REFUSALS.noFiles,
    });
    expect(decide(CONTEST_APPLICATION_TABLE, at(S.Submitted), 'department', 'reject', { reason: ' ' })).toEqual({
      ok: false,
      status: 400,
      message: CONTEST_APPLICATION_REFUSALS.noReason,
    });
    const rejected = decide(CONTEST_APPLICATION_TABLE, at(S.Submitted), 'department', 'reject', {
      reason: ' Нет сметы ',
    });
    expect(rejected.ok && rejected.note).toBe('Нет сметы');
  });

  it('offers each side what it may do now, and edits only drafts', () => {
    expect(allowedContestApplicationActions(at(S.Draft), 'provider')).toEqual(['edit', 'sign']);
    expect(allowedContestApplicationActions(at(S.Draft, true, 0), 'provider')).toEqual(['edit']);
    expect(allowedContestApplicationActions(at(S.Draft, false), 'provider')).toEqual([]);
    expect(allowedContestApplicationActions(at(S.Submitted), 'provider')).toEqual([]);
    expect(allowedContestApplicationActions(at(S.Submitted), 'department')).toEqual(['accept', 'reject']);
    expect(CONTEST_APPLICATION_STATUSES.filter(contestApplicationEditable)).toEqual([S.Draft]);
    expect(finalStatuses(CONTEST_APPLICATION_TABLE)).toEqual([S.Accepted, S.Rejected]);
  });

  it('opens a contest on the days of its period only', () => {
    const period = { applicationsFrom: '2026-11-01', applicationsTo: '2026-11-30' };
    expect(contestOpenOn(period, '2026-10-31')).toBe(false);
    expect(contestOpenOn(period, '2026-11-01')).toBe(true);
    expect(contestOpenOn(period, '2026-11-30')).toBe(true);
    expect(contestOpenOn(period, '2026-12-01')).toBe(false);
    expect(contestOpenOn(null, '2026-11-15')).toBe(false);
  });

  it('is drawn in docs/contest-application-states.md exactly as the table reads', () => {
    const doc = readFileSync('docs/contest-application-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(contestApplicationDiagram());
  });
});
