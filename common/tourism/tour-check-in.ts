/**
 * The tourists' check-in by the operator (workflows.md section 2: /user/check-in-tour,
 * /qr-check-in-tourism/{payload}/{digest}): when a tour contract's tourists may be checked in, and
 * what the operator reads otherwise. Shared by the server, which enforces it, and the client.
 */
import { ruDate, ruDateTime } from '../region-time.ts';

export const TOUR_CHECK_IN_MSG = {
  invalid: 'QR-код недействителен: он изменён или выдан не порталом. Попросите туриста открыть код в договоре заново.',
  otherOperator: 'Это договор на тур другого туроператора: отметить прибытие может только ваш туроператор',
  holderOnly: 'QR-код для прибытия показывает только сам турист, оформивший договор',
  notInForce: (status: string) => `Договор не действует (статус «${status}»): отметить прибытие нельзя`,
  notTourDay: (from: string, to: string) =>
    from === to
      ? `Тур проходит ${ruDate(from)}: прибытие отмечают в день тура`
      : `Тур проходит с ${ruDate(from)} по ${ruDate(to)}: прибытие отмечают в дни тура`,
  otherDates: 'QR-код выдан на другие даты тура: попросите туриста открыть код в договоре заново',
  used: (at: string) => `QR-код уже использован: прибытие отмечено ${ruDateTime(at)}`,
  already: (at: string) => `Прибытие туристов по этому договору уже отмечено ${ruDateTime(at)}`,
  operatorsOnly: 'Прибытие туристов отмечает сотрудник туроператора в роли поставщика туристических услуг',
  done: (fio: string, count: number) => `Прибытие отмечено: ${fio}${count > 1 ? `, участников: ${count}` : ''}`,
  hint: 'Покажите этот код туроператору при посадке',
} as const;

/** What decides whether a contract's tourists may be checked in now. */
export interface CheckInFacts {
  institutionId: number;
  /** Whether the contract is in force (status 3, «Действующий»). */
  inForce: boolean;
  statusCaption: string;
  dateFrom: string;
  dateTo: string;
  /** When they were checked in (ISO instant), null when not yet. */
  checkedInAt: string | null;
}

/** Why the operator `institutionId` may not check in the contract's tourists on `today`, with the HTTP status; null when it may. */
export function checkInRefusal(
  facts: CheckInFacts,
  institutionId: number,
  today: string,
): { status: 403 | 409; text: string } | null {
  if (facts.institutionId !== institutionId) return { status: 403, text: TOUR_CHECK_IN_MSG.otherOperator };
  if (facts.checkedInAt !== null) return { status: 409, text: TOUR_CHECK_IN_MSG.already(facts.checkedInAt) };
  if (!facts.inForce) return { status: 409, text: TOUR_CHECK_IN_MSG.notInForce(facts.statusCaption) };
  if (today < facts.dateFrom || today > facts.dateTo)
    return { status: 409, text: TOUR_CHECK_IN_MSG.notTourDay(facts.dateFrom, facts.dateTo) };
  return null;
}
