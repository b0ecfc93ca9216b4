import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedRefundActions,
  REFUND_ACTIONS,
  REFUND_REFUSALS,
  REFUND_STATUSES,
  REFUND_TABLE,
  refundDiagram,
  refundEditable,
  RefundStatus as S,
  type RefundSide,
  type RefundStatus,
} from '../../../common/refunds/refund-machine';
import { decide, finalStatuses } from '../../../common/workflow/state-table';

const SIDES: RefundSide[] = ['provider', 'department'];
const at = (status: RefundStatus, services = 2) => ({ status, services });

describe('the refund table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of REFUND_STATUSES)
      for (const action of REFUND_ACTIONS)
        for (const side of SIDES) {
          const d = decide(REFUND_TABLE, at(status), side, action, { reason: 'Нет акта' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 edit provider': S.Draft,
      '1 send provider': S.Sent,
      '2 accept department': S.Accepted,
      '2 returnRequest department': S.Returned,
      '3 pay department': S.Paid,
      '4 edit provider': S.Returned,
      '4 send provider': S.Sent,
    });
    // The other side's action is 403, an action out of its status 409.
    expect(table['2 accept provider']).toBe(403);
    expect(table['1 edit department']).toBe(403);
    expect(table['3 edit provider']).toBe(409);
    expect(table['5 pay department']).toBe(409);
  });

  it('refuses to send a request without services, and a return without its reason', () => {
    expect(decide(REFUND_TABLE, at(S.Draft, 0), 'provider', 'send', {})).toEqual({
      ok: false,
      status: 409,
      message: REFUND_REFUSALS.noServices,
    });
    expect(decide(REFUND_TABLE, at(S.Sent), 'department', 'returnRequest', { reason: '  ' })).toEqual({
      ok: false,
      status: 400,
      message: REFUND_REFUSALS.noReason,
    });
    const returned = decide(REFUND_TABLE, at(S.Sent), 'department', 'returnRequest', { reason: ' Нет акта ' });
    expect(returned.ok && returned.note).toBe('Нет акта');
  });

  it('offers each side what it may do now, and edits only drafts and returned requests', () => {
    expect(allowedRefundActions(at(S.Draft), 'provider')).toEqual(['edit', 'send']);
    expect(allowedRefundActions(at(S.Draft, 0), 'provider')).toEqual(['edit']);
    expect(allowedRefundActions(at(S.Sent), 'provider')).toEqual([]);
    expect(allowedRefundActions(at(S.Sent), 'department')).toEqual(['accept', 'returnRequest']);
    expect(allowedRefundActions(at(S.Accepted), 'department')).toEqual(['pay']);
    expect(REFUND_STATUSES.filter(refundEditable)).toEqual([S.Draft, S.Returned]);
    expect(finalStatuses(REFUND_TABLE)).toEqual([S.Paid]);
  });

  it('is drawn in docs/refund-states.md exactly as the table reads', () => {
    const doc = readFileSync('docs/refund-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(refundDiagram());
  });
});
