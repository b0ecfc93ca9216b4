import { describe, expect, it } from 'vitest';
import { addWorkingDays, requestTerm, workingDaysBetween } from '../../../common/requests/term';

describe('the term of a request', () => {
  it('counts working days after the filing day, weekends aside', () => {
    // 2026-11-27 is a Friday.
    expect(workingDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-29')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(workingDaysBetween('2026-11-27', '2026-12-04')).toBe(5);
    expect(workingDaysBetween('2026-12-04', '2026-11-27')).toBe(0);
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04');
  });

  it('gives the share of the term passed, capped at 100 and marked overdue past it', () => {
    expect(requestTerm('service', '2026-11-27', null, '2026-12-01')).toEqual({
      termDays: 5,
      daysPassed: 2,
      percent: 40,
      dueDate: '2026-12-04',
      overdue: false,
    });
    expect(requestTerm('service', '2026-11-02', null, '2026-11-27')).toMatchObject({ percent: 100, overdue: true });
    // Due on Friday the 27th: still in time that day, overdue on the Saturday after it.
    expect(requestTerm('service', '2026-11-20', null, '2026-11-27')).toMatchObject({ percent: 100, overdue: false });
    expect(requestTerm('service', '2026-11-20', null, '2026-11-28')).toMatchObject({ percent: 100, overdue: true });
    // A decided request stops its clock on the decision day.
    expect(requestTerm('certificate', '2026-11-02', '2026-11-04', '2026-11-27')).toMatchObject({
      termDays: 10,
      daysPassed: 2,
      percent: 20,
      overdue: false,
    });
  });
});
