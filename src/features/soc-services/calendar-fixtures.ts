import { DAY_SLOTS, scheduleWindow, slotRange } from '@common/schedule/slots';
import type { ScheduleClient, ScheduleService, ServiceRecord } from './api';

/** A fixed window for the stories and the bench: 21.11.2026 — 04.12.2026, today 28.11.2026. */
export const WINDOW = scheduleWindow('2026-11-28');

export const SERVICES: ScheduleService[] = [
  { id: 3, caption: 'Услуги сиделки на дому', rateType: 'fixed', rateUnit: 'hour', price: '350.00' },
  { id: 17, caption: 'Сопровождение на прогулке', rateType: 'free', rateUnit: null, price: null },
];

const NAMES: [string, string, string][] = [
  ['Иванова', 'Мария', 'Петровна'],
  ['Кузнецова', 'Ольга', 'Николаевна'],
  ['Вануйто', 'Анна', 'Ивановна'],
  ['Салиндер', 'Пётр', 'Егорович'],
  ['Окотэтто', 'Нина', 'Сергеевна'],
  ['Смирнов', 'Виктор', 'Андреевич'],
];

/** `count` clients with believable names. */
export function clients(count: number): ScheduleClient[] {
  return Array.from({ length: count }, (_, i) => {
    const [lastName, firstName, middleName] = NAMES[i % NAMES.length];
    return {
      id: 1000 + i,
      lastName: i < NAMES.length ? lastName : `${lastName}-${i}`,
      firstName,
      middleName,
      birthDate: '1950-03-0' + ((i % 9) + 1),
      lastServiceId: SERVICES[i % 2].id,
      registeredByQr: 0,
    };
  });
}

/** A record of a client on a day in slots `first..last`, signed or not. */
export function record(
  client: ScheduleClient,
  day: string,
  first: number,
  last: number,
  signed: boolean,
  id: number,
): ServiceRecord {
  const start = slotRange(day, DAY_SLOTS[first]).start;
  const end = slotRange(day, DAY_SLOTS[last]).end;
  return {
    id,
    institutionSourceType: 1,
    institutionId: 5,
    institution: 'АНО «Северная забота»',
    institutionServiceId: SERVICES[id % 2].id,
    serviceCaption: SERVICES[id % 2].caption,
    personId: client.id,
    personFio: `${client.lastName} ${client.firstName} ${client.middleName}`,
    startDate: start,
    endDate: end,
    day,
    startTime: DAY_SLOTS[first].start,
    endTime: DAY_SLOTS[last].end,
    slotIndexes: DAY_SLOTS.slice(first, last + 1).map((s) => s.index),
    payed: id % 3 === 0,
    comment: id % 4 === 0 ? 'Измерение давления, приём лекарств' : null,
    status: signed ? 2 : 1,
    statusCaption: signed ? 'Подписана получателем' : 'Ожидает подписи',
    version: signed ? 2 : 1,
    hasStylusSignature: signed,
    signedAt: signed ? end : null,
    deletedTime: null,
    institutionRequestId: null,
    registeredByQr: false,
    employeeFio: 'Смирнова Екатерина Александровна',
    allowedActions: signed ? [] : ['edit', 'sign', 'remove'],
  };
}

/** Two or three services a week for every client over the window: past ones mostly signed. */
export function records(people: readonly ScheduleClient[]): ServiceRecord[] {
  const out: ServiceRecord[] = [];
  people.forEach((c, ci) =>
    WINDOW.days.forEach((d, di) => {
      if (d.holiday || (ci + di) % 2 === 1) return;
      const first = 1 + ((ci * 3 + di * 5) % 13);
      out.push(
        record(
          c,
          d.date,
          first === 7 ? 8 : first,
          first === 7 ? 8 : first,
          d.date < '2026-11-28' && (ci + di) % 4 !== 0,
          out.length + 1,
        ),
      );
    }),
  );
  return out;
}
