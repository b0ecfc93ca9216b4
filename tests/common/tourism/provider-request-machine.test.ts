import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedTourismRequestActions,
  inApplicationWindow,
  TOURISM_REQUEST_ACTIONS,
  TOURISM_REQUEST_REFUSALS,
  TOURISM_REQUEST_STATUSES,
  TOURISM_REQUEST_TABLE,
  tourismRequestDiagram,
  tourismRequestOpen,
  TourismRequestStatus as S,
  type TourismRequestSide,
  type TourismRequestStatus,
} from '../../../common/tourism/provider-request-machine';
import { decide, finalStatuses } from '../../../common/workflow/state-table';

const SIDES: TourismRequestSide[] = ['applicant', 'department'];
const at = (status: TourismRequestStatus, windowOpen = true) => ({ status, windowOpen });

describe('the tourism provider request table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of TOURISM_REQUEST_STATUSES)
      for (const action of TOURISM_REQUEST_ACTIONS)
        for (const side of SIDES) {
          const d = decide(TOURISM_REQUEST_TABLE, at(status), side, action, { reason: 'Нет лицензии' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 edit applicant': S.Sent,
      '1 withdraw applicant': S.Withdrawn,
      '1 review department': S.InReview,
      '1 include department': S.Included,
      '1 refuse department': S.Refused,
      '2 edit applicant': S.InReview,
      '2 withdraw applicant': S.Withdrawn,
      '2 include department': S.Included,
      '2 refuse department': S.Refused,
    });
    expect(table['1 include applicant']).toBe(403);
    expect(table['1 edit department']).toBe(403);
    expect(table['3 edit applicant']).toBe(409);
    expect(table['4 include department']).toBe(409);
    expect(table['2 review department']).toBe(409);
  });

  it('refuses an edit outside the application window, and a refusal without its reason', () => {
    expect(decide(TOURISM_REQUEST_TABLE, at(S.Sent, false), 'applicant', 'edit', {})).toEqual({
      ok: false,
      status: 409,
      message: TOURISM_REQUEST_REFUSALS.windowClosed,
    });
    expect(decide(TOURISM_REQUEST_TABLE, at(S.InReview), 'department', 'refuse', { reason: ' ' })).toEqual({
      ok: false,
      status: 400,
      message: TOURISM_REQUEST_REFUSALS.noReason,
    });
    const refused = decide(TOURISM_REQUEST_TABLE, at(S.InReview), 'department', 'refuse', {
      reason: ' Нет реестровой записи ',
    });
    expect(refused.ok && refused.note).toBe('Нет реестровой записи');
  });

  it('offers each side what it may do now; decided and withdrawn requests are final', () => {
    expect(allowedTourismRequestActions(at(S.Sent), 'applicant')).toEqual(['edit', 'withdraw']);
    expect(allowedTourismRequestActions(at(S.Sent, false), 'applicant')).toEqual(['withdraw']);
    expect(allowedTourismRequestActions(at(S.Sent), 'department')).toEqual(['review', 'include', 'refuse']);
    expect(allowedTourismRequestActions(at(S.InReview), 'department')).toEqual(['include', 'refuse']);
    expect(allowedTourismRequestActions(at(S.Included), 'applicant')).toEqual([]);
    expect(TOURISM_REQUEST_STATUSES.filter(tourismRequestOpen)).toEqual([S.Sent, S.InReview]);
    expect(finalStatuses(TOURISM_REQUEST_TABLE)).toEqual([S.Included, S.Refused, S.Withdrawn]);
  });

  it('reads the window with both ends included', () => {
    const w = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };
    expect(inApplicationWindow(w, '2026-01-01')).toBe(true);
    expect(inApplicationWindow(w, '2026-12-31')).toBe(true);
    expect(inApplicationWindow(w, '2027-01-01')).toBe(false);
    expect(inApplicationWindow(null, '2026-06-01')).toBe(false);
  });

  it('is drawn in docs/tourism-provider-request-states.md exactly as the table reads', () => {
    const doc = readFileSync('docs/tourism-provider-request-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(tourismRequestDiagram());
  });
});
