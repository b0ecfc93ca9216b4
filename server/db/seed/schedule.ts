/**
 * The calendar of provisions of the demo (workflows.md sections 2, 3, 9): the social worker of the
 * Salekhard centre and the provider of «Северная забота» record their clients' services over a
 * month around the day the demo is made (three weeks back, two ahead), in the slot grid of the
 * region's day, on working days. Past services are mostly signed by the person (a drawn
 * signature), some still wait for a signature, two were deleted; future ones wait. Each record's
 * history is replayed through the state table (common/schedule/service-record-machine.ts), so no
 * record is in a state the table does not reach.
 */
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';
import { decide } from '../../../common/workflow/state-table.ts';
import {
  SERVICE_RECORD_TABLE,
  ServiceRecordStatus,
  type ServiceRecordAction,
  type ServiceRecordStatus as Status,
} from '../../../common/schedule/service-record-machine.ts';
import { addDays, DAY_SLOTS, isHoliday, regionInstant, slotRange } from '../../../common/schedule/slots.ts';
import {
  REGISTRATION_TABLE,
  type RegistrationAction,
  type RegistrationStatus,
} from '../../../common/schedule/registration-request-machine.ts';
import { regionToday } from '../../../common/time-zone.ts';

/** A signature drawn on a pad (PNG). */
const SIGNATURE = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000f00000005008000000000222a7a0000001684944415478daedd8dd0ec3200886e1effe6fda9d2dd9565b4440dbbd1c2e59e323fe81da9f850003060c183060c0800103060c183060c0800103060c183060c080016f04d63bfe01acefd8edcbcae54691d589b5e0cf71c491751acbc0472388201fdbdc66457b6d3f4f4de3f9541481af8715cd759a15e91d9e8c49aec7acdcf4ce24d9fcafa1edac02af2bc9639364372b79393b932cff0c5dadb61aef6092bd77ace18e569577401c72ae67813d0b358f6bb9bc0bbd264c76a5a54aef7592f30bcbcedb28cb7b4eaaa8a37b8fc12c6f7f8715f50dbaafdf34efa14d656d12b92553c3535c451f7168d96f8fd8aa7e5d4fcbfa388eec64b49a90cfb36f57d27b0f5baecbf624f0a9e9c6de26c7aabdb3b78def53dddadb0ceff84779db60634677f7366347f029dcebf270d5836819f8979c3896d9886a0064699514117b3844aca208052f1cea7091bd2378c743abfc58d909fc80000c183060c0800103060c183060c047f1024db127a3f204ec830000000049454e44ae426082',
  'hex',
);

/** The day the demo is made: the calendar's records are around it. */
const DEMO_DAY = regionToday();

export interface ServiceRecordSeed {
  id: number;
  institutionSourceType: number;
  institutionId: number;
  institutionServiceId: number;
  personId: number;
  employeeId: number;
  startDate: string;
  endDate: string;
  payed: boolean;
  comment: string | null;
  status: Status;
  version: number;
  hasStylusSignature: boolean;
  signatureImage: Buffer | null;
  signedAt: string | null;
  deletedTime: string | null;
  registeredByQr: boolean;
}

export interface ServiceRecordSlotSeed {
  personId: number;
  slotStart: string;
  recordId: number;
}

export interface ServiceRecordHistorySeed {
  id: number;
  recordId: number;
  action: string;
  side: 'person' | 'employee';
  actorPersonId: number | null;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** Institution clients the provider serves (the Salekhard centre's are in people.ts). */
export const SCHEDULE_CLIENTS = [PERSON.citizen, PERSON.largeFamilyMother, 15].map((personId) => ({
  institutionId: INSTITUTION.severnayaZabota,
  personId,
}));

interface Plan {
  institutionId: number;
  employeeId: number;
  employeePersonId: number;
  clients: readonly number[];
  services: readonly number[];
  comments: readonly string[];
}

const PLANS: Plan[] = [
  {
    institutionId: INSTITUTION.csoSalekhard,
    employeeId: 1,
    employeePersonId: PERSON.worker,
    clients: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    services: [20, 2, 12, 9],
    comments: [
      'Уборка, покупка продуктов',
      'Сопровождение в поликлинику',
      'Занятие в группе',
      'Сурдоперевод на приёме у врача',
    ],
  },
  {
    institutionId: INSTITUTION.severnayaZabota,
    employeeId: 2,
    employeePersonId: PERSON.provider,
    // Its clients of the catalogue's demo (the guardian and her ward) and of the calendar's.
    clients: [PERSON.guardian, PERSON.guardianWard, 12, 13, ...SCHEDULE_CLIENTS.map((c) => c.personId)],
    services: [3, 60, 67],
    comments: ['Смена постельного белья, гигиена', 'Прогулка', 'Измерение давления, приём лекарств'],
  },
];

/** The slots a client's service takes on a day: a varied but fixed pattern. */
function slotsFor(clientIndex: number, dayIndex: number): number[] {
  const first = 1 + ((clientIndex * 3 + dayIndex * 5) % 13);
  const first2 = first === 7 ? 8 : first;
  const length = (clientIndex + dayIndex) % 3 === 0 ? 2 : 1;
  return first2 + length - 1 <= 14 ? [first2, first2 + length - 1] : [first2, first2];
}

function replay() {
  const records: ServiceRecordSeed[] = [];
  const slots: ServiceRecordSlotSeed[] = [];
  const history: ServiceRecordHistorySeed[] = [];
  for (const plan of PLANS) {
    for (let offset = -21; offset <= 14; offset++) {
      const day = addDays(DEMO_DAY, offset);
      if (isHoliday(day)) continue;
      plan.clients.forEach((personId, clientIndex) => {
        // Each client is visited on two or three days a week.
        if ((clientIndex + offset + 30) % 2 === 1 && (clientIndex + offset + 30) % 5 !== 0) return;
        const [firstSlot, lastSlot] = slotsFor(clientIndex, offset + 30);
        const start = slotRange(day, DAY_SLOTS[firstSlot]).start;
        const end = slotRange(day, DAY_SLOTS[lastSlot]).end;
        const id = 1 + records.length;
        const serviceId = plan.services[(clientIndex + offset + 30) % plan.services.length];
        const steps: { action: ServiceRecordAction; side: 'person' | 'employee' }[] = [];
        // The past: signed by the person, on their phone or on the employee's tablet; some wait; a few were deleted.
        if (offset < 0) {
          if (id % 11 === 0) steps.push({ action: 'remove', side: 'employee' });
          else if (id % 4 !== 0) steps.push({ action: 'sign', side: id % 3 === 0 ? 'person' : 'employee' });
        } else if (offset === 0 && id % 2 === 0) steps.push({ action: 'edit', side: 'employee' });
        let status: Status = SERVICE_RECORD_TABLE.initial;
        const createdAt = new Date(Date.parse(start) - 3 * 86_400_000).toISOString();
        history.push({
          id: history.length + 1,
          recordId: id,
          action: 'create',
          side: 'employee',
          actorPersonId: plan.employeePersonId,
          actedAt: createdAt,
          fromStatus: null,
          toStatus: status,
          note: null,
        });
        let signedAt: string | null = null;
        let deletedTime: string | null = null;
        for (const step of steps) {
          const decided = decide(SERVICE_RECORD_TABLE, { status, started: offset < 0 }, step.side, step.action, {
            signatureDataUrl: 'data:image/png;base64,seed',
          });
          if (!decided.ok) throw new Error(`Демо-запись календаря ${id}: ${decided.message}`);
          const at = step.action === 'edit' ? createdAt : end;
          history.push({
            id: history.length + 1,
            recordId: id,
            action: step.action,
            side: step.side,
            actorPersonId: step.side === 'person' ? personId : plan.employeePersonId,
            actedAt: at,
            fromStatus: status,
            toStatus: decided.next.status,
            note: null,
          });
          if (step.action === 'sign') signedAt = at;
          if (step.action === 'remove') deletedTime = at;
          status = decided.next.status;
        }
        records.push({
          id,
          institutionSourceType: 1,
          institutionId: plan.institutionId,
          institutionServiceId: serviceId,
          personId,
          employeeId: plan.employeeId,
          startDate: start,
          endDate: end,
          payed: id % 5 === 0,
          comment: id % 3 === 0 ? plan.comments[id % plan.comments.length] : null,
          status,
          version: 1 + steps.length,
          hasStylusSignature: status === ServiceRecordStatus.Signed,
          signatureImage: status === ServiceRecordStatus.Signed ? SIGNATURE : null,
          signedAt,
          deletedTime,
          registeredByQr: false,
        });
        if (status !== ServiceRecordStatus.Deleted)
          for (let s = firstSlot; s <= lastSlot; s++)
            slots.push({ personId, slotStart: slotRange(day, DAY_SLOTS[s]).start, recordId: id });
      });
    }
  }
  return { records, slots, history };
}

const REPLAYED = replay();
export const SERVICE_RECORDS: ServiceRecordSeed[] = REPLAYED.records;
export const SERVICE_RECORD_SLOTS: ServiceRecordSlotSeed[] = REPLAYED.slots;
export const SERVICE_RECORD_HISTORY: ServiceRecordHistorySeed[] = REPLAYED.history;

export interface RegistrationRequestSeed {
  id: number;
  number: string;
  institutionId: number;
  institutionServiceId: number;
  personId: number;
  status: RegistrationStatus;
  version: number;
  createdAt: string;
  wishedDate: string | null;
  phone: string | null;
  comment: string | null;
  decidedAt: string | null;
  reason: string | null;
}

export interface RegistrationHistorySeed {
  id: number;
  requestId: number;
  action: string;
  side: 'person' | 'employee';
  actorPersonId: number | null;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** Requests to be registered for a service in every status, replayed through their table. */
const REGISTRATION_PLANS: {
  institutionId: number;
  serviceId: number;
  personId: number;
  employeePersonId: number;
  daysAgo: number;
  comment: string;
  step?: { action: RegistrationAction; side: 'person' | 'employee'; reason?: string };
}[] = [
  {
    institutionId: INSTITUTION.severnayaZabota,
    serviceId: 67,
    personId: PERSON.citizen,
    employeePersonId: PERSON.provider,
    daysAgo: 2,
    comment: 'Нужен сурдопереводчик на приём к врачу-сурдологу',
  },
  {
    institutionId: INSTITUTION.kcsonNoyabrsk,
    serviceId: 8,
    personId: PERSON.citizen,
    employeePersonId: PERSON.provider,
    daysAgo: 12,
    comment: 'Прошу записать на консультации',
    step: {
      action: 'reject',
      side: 'employee',
      reason: 'Услуга оказывается жителям Ноябрьска; обратитесь в центр по месту жительства',
    },
  },
  {
    institutionId: INSTITUTION.severnayaZabota,
    serviceId: 60,
    personId: PERSON.guardian,
    employeePersonId: PERSON.provider,
    daysAgo: 20,
    comment: 'Поездки в больницу два раза в неделю',
    step: { action: 'accept', side: 'employee' },
  },
  {
    institutionId: INSTITUTION.severnayaZabota,
    serviceId: 3,
    personId: PERSON.largeFamilyMother,
    employeePersonId: PERSON.provider,
    daysAgo: 9,
    comment: 'Сиделка для мамы после операции',
    step: { action: 'withdraw', side: 'person' },
  },
  {
    institutionId: INSTITUTION.csoSalekhard,
    serviceId: 20,
    personId: PERSON.guardian,
    employeePersonId: PERSON.worker,
    daysAgo: 1,
    comment: 'Помощь по дому на время болезни',
  },
];

function replayRegistrations() {
  const requests: RegistrationRequestSeed[] = [];
  const history: RegistrationHistorySeed[] = [];
  REGISTRATION_PLANS.forEach((plan, i) => {
    const id = i + 1;
    const createdAt = regionInstant(addDays(DEMO_DAY, -plan.daysAgo), '10:15');
    let status: RegistrationStatus = REGISTRATION_TABLE.initial;
    history.push({
      id: history.length + 1,
      requestId: id,
      action: 'create',
      side: 'person',
      actorPersonId: plan.personId,
      actedAt: createdAt,
      fromStatus: null,
      toStatus: status,
      note: null,
    });
    let decidedAt: string | null = null;
    if (plan.step) {
      const decided = decide(REGISTRATION_TABLE, { status }, plan.step.side, plan.step.action, {
        reason: plan.step.reason,
      });
      if (!decided.ok) throw new Error(`Демо-заявка на запись ${id}: ${decided.message}`);
      decidedAt = regionInstant(addDays(DEMO_DAY, -plan.daysAgo + 1), '11:40');
      history.push({
        id: history.length + 1,
        requestId: id,
        action: plan.step.action,
        side: plan.step.side,
        actorPersonId: plan.step.side === 'person' ? plan.personId : plan.employeePersonId,
        actedAt: decidedAt,
        fromStatus: status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      status = decided.next.status;
    }
    requests.push({
      id,
      number: `ЗЗУ-${DEMO_DAY.slice(0, 4)}/${String(id).padStart(6, '0')}`,
      institutionId: plan.institutionId,
      institutionServiceId: plan.serviceId,
      personId: plan.personId,
      status,
      version: plan.step ? 2 : 1,
      createdAt,
      wishedDate: addDays(DEMO_DAY, 7 - plan.daysAgo > 0 ? 7 - plan.daysAgo : 3),
      phone: '+79220511234',
      comment: plan.comment,
      decidedAt,
      reason: plan.step?.reason ?? null,
    });
  });
  return { requests, history };
}

const REGISTRATIONS = replayRegistrations();
export const REGISTRATION_REQUESTS: RegistrationRequestSeed[] = REGISTRATIONS.requests;
export const REGISTRATION_HISTORY: RegistrationHistorySeed[] = REGISTRATIONS.history;
