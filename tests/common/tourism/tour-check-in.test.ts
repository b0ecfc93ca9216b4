import { describe, expect, it } from 'vitest';
import { checkInRefusal, TOUR_CHECK_IN_MSG as M, type CheckInFacts } from '../../../common/tourism/tour-check-in.ts';

const OPERATOR = 14;
const facts = (change: Partial<CheckInFacts> = {}): CheckInFacts => ({
  institutionId: OPERATOR,
  inForce: true,
  statusCaption: 'Действует',
  dateFrom: '2026-12-07',
  dateTo: '2026-12-09',
  checkedInAt: null,
  ...change,
});

describe('when tourists may be checked in', () => {
  it('lets the tour’s operator check in a contract in force on any day of the tour', () => {
    for (const day of ['2026-12-07', '2026-12-08', '2026-12-09'])
      expect(checkInRefusal(facts(), OPERATOR, day)).toBeNull();
  });

  it('refuses another operator first (403), then a second check-in, a contract out of force, another day (409)', () => {
    expect(checkInRefusal(facts({ checkedInAt: '2026-12-07T04:00:00Z' }), 99, '2026-12-07')).toEqual({
      status: 403,
      text: M.otherOperator,
    });
    expect(
      checkInRefusal(facts({ checkedInAt: '2026-12-07T04:00:00Z', inForce: false }), OPERATOR, '2026-12-07'),
    ).toEqual({
      status: 409,
      text: 'Прибытие туристов по этому договору уже отмечено 07.12.2026 09:00 (МСК+2)',
    });
    expect(checkInRefusal(facts({ inForce: false, statusCaption: 'Расторгнут' }), OPERATOR, '2026-12-07')).toEqual({
      status: 409,
      text: 'Договор не действует (статус «Расторгнут»): отметить прибытие нельзя',
    });
    expect(checkInRefusal(facts(), OPERATOR, '2026-12-06')?.text).toBe(
      'Тур проходит с 07.12.2026 по 09.12.2026: прибытие отмечают в дни тура',
    );
    expect(checkInRefusal(facts({ dateTo: '2026-12-07' }), OPERATOR, '2026-12-08')?.text).toBe(
      'Тур проходит 07.12.2026: прибытие отмечают в день тура',
    );
  });
});
