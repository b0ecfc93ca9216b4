/**
 * Demo requests: the demo citizen's in every status 1-6 and every delivery status (for herself and
 * her son, for services, to join the active longevity programme), the guardian's for his ward, and
 * another person's. Each one's history is replayed through the state table
 * (common/requests/request-machine.ts), so the status, the delivery, the decision and the history
 * agree; the numbers are given in the order the requests and decisions were made, as the server gives them.
 */
import {
  DECIDING_ACTIONS,
  DeliveryStatus,
  REQUEST_TABLE,
  RequestStatus as S,
  type RequestAction,
  type RequestFacts,
  type RequestKind,
  type RequestSide,
} from '../../../common/requests/request-machine.ts';
import { decide } from '../../../common/workflow/state-table.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION as I } from './institutions.ts';
import { PERSON } from './people.ts';

export interface PersonRequestSeed {
  id: number;
  number: string;
  submittedOn: string;
  createdAt: string;
  kind: RequestKind;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  serviceId: number | null;
  certTypeId: number | null;
  status: number;
  deliveryStatus: number;
  phone: string;
  comment: string | null;
  decisionType: number | null;
  decisionOn: string | null;
  decisionNumber: string | null;
  decisionReason: string | null;
  version: number;
}

export interface PersonRequestHistorySeed {
  id: number;
  requestId: number;
  action: RequestAction | 'create';
  side: RequestSide;
  actorPersonId: number;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** Service ids of services.ts. */
const SERVICE = {
  transport: 2,
  fosterFamilies: 8,
  sign: 9,
  ippsu: 19,
  homeCare: 20,
  homeMedical: 21,
  gymnastics: 42,
  computer: 43,
  beadwork: 44,
} as const;

/** Who decides at each institution: the demo social worker at the Salekhard centre, the demo provider at Noyabrsk. */
const EMPLOYEE_OF: Record<number, number> = { [I.csoSalekhard]: PERSON.worker, [I.kcsonNoyabrsk]: PERSON.provider };

interface Step {
  action: RequestAction;
  at: string;
  reason?: string;
}

interface RequestHead {
  id: number;
  kind: RequestKind;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  serviceIds: number[];
  /** A certificate request's type (common/certificates/types.ts); its certificate is server/db/seed/certificates.ts. */
  certTypeId?: number;
  status: S;
  phone: string;
  comment: string | null;
  /** When it was filed, the region's local time. */
  createdAt: string;
  steps: Step[];
}

const CITIZEN_PHONE = '+79220511234';

const HEADS: RequestHead[] = [
  {
    id: 1,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.ippsu, SERVICE.homeCare],
    status: S.Satisfied,
    phone: CITIZEN_PHONE,
    comment: 'После операции на колене нужна помощь по дому на время восстановления',
    createdAt: '2026-09-22 10:40',
    steps: [
      { action: 'register', at: '2026-09-22 15:05' },
      { action: 'satisfy', at: '2026-09-28 11:30' },
    ],
  },
  {
    id: 2,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    serviceIds: [SERVICE.homeMedical],
    status: S.Reject,
    phone: CITIZEN_PHONE,
    comment: null,
    createdAt: '2026-10-14 09:12',
    steps: [
      { action: 'register', at: '2026-10-14 14:20' },
      {
        action: 'refuse',
        at: '2026-10-20 16:00',
        reason:
          'Заявитель проживает вне территории обслуживания организации (г. Ноябрьск); рекомендовано обратиться в ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
      },
    ],
  },
  {
    id: 3,
    kind: 'service',
    personId: 11,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.homeCare],
    status: S.InWork,
    phone: '+79028110001',
    comment: null,
    createdAt: '2026-11-02 12:00',
    steps: [{ action: 'register', at: '2026-11-03 09:40' }],
  },
  {
    id: 4,
    kind: 'service',
    personId: PERSON.guardian,
    targetPersonId: PERSON.guardianWard,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.ippsu],
    status: S.Received,
    phone: '+79044567812',
    comment: 'Прошу составить индивидуальную программу для подопечной',
    createdAt: '2026-11-18 17:25',
    steps: [],
  },
  {
    id: 5,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenSon,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.sign],
    status: S.Received,
    phone: CITIZEN_PHONE,
    comment: 'Сыну нужен сурдопереводчик на собеседование в колледже 10 декабря',
    createdAt: '2026-11-26 19:05',
    steps: [],
  },
  {
    id: 6,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.transport],
    status: S.InWork,
    phone: CITIZEN_PHONE,
    comment: 'Поездки на процедуры в окружную больницу два раза в неделю',
    createdAt: '2026-11-20 08:50',
    steps: [{ action: 'register', at: '2026-11-20 10:15' }],
  },
  {
    id: 7,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    serviceIds: [SERVICE.fosterFamilies],
    status: S.SoccontractConstruct,
    phone: CITIZEN_PHONE,
    comment: 'Семья в трудной жизненной ситуации: потеря работы, двое детей',
    createdAt: '2026-11-05 11:00',
    steps: [
      { action: 'register', at: '2026-11-05 15:30' },
      { action: 'socialContract', at: '2026-11-11 10:00' },
    ],
  },
  {
    id: 8,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.transport],
    status: S.Closed,
    phone: CITIZEN_PHONE,
    comment: null,
    createdAt: '2026-03-02 09:00',
    steps: [
      { action: 'register', at: '2026-03-02 11:00' },
      { action: 'satisfy', at: '2026-03-05 14:00' },
      { action: 'close', at: '2026-06-01 09:30' },
    ],
  },
  {
    id: 9,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenDaughter,
    institutionId: I.kcsonNoyabrsk,
    serviceIds: [SERVICE.fosterFamilies],
    status: S.Reject,
    phone: CITIZEN_PHONE,
    comment: null,
    createdAt: '2026-08-11 13:15',
    steps: [
      {
        action: 'returnRequest',
        at: '2026-08-12 10:05',
        reason: 'Не приложено свидетельство о рождении ребёнка; подайте заявление повторно с документом',
      },
    ],
  },
  {
    id: 10,
    kind: 'service',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.homeCare],
    status: S.Closed,
    phone: CITIZEN_PHONE,
    comment: null,
    createdAt: '2026-07-01 16:20',
    steps: [
      { action: 'register', at: '2026-07-02 09:10' },
      { action: 'withdraw', at: '2026-07-03 12:00', reason: 'Уход взяла на себя дочь' },
    ],
  },
  {
    id: 11,
    kind: 'active-longevity',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.gymnastics, SERVICE.computer],
    status: S.Satisfied,
    phone: CITIZEN_PHONE,
    comment: 'Удобно по утрам',
    createdAt: '2026-10-01 10:00',
    steps: [
      { action: 'register', at: '2026-10-01 14:00' },
      { action: 'satisfy', at: '2026-10-06 10:30' },
    ],
  },
  {
    id: 12,
    kind: 'active-longevity',
    personId: 11,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.beadwork],
    status: S.Received,
    phone: '+79028110001',
    comment: null,
    createdAt: '2026-11-25 10:30',
    steps: [],
  },
  {
    // The guardian's ward filed this one herself before the guardianship; the guardian now acts on it for her.
    id: 40,
    kind: 'service',
    personId: PERSON.guardianWard,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [SERVICE.homeCare],
    status: S.InWork,
    phone: '+79044567812',
    comment: 'Нужна помощь по дому два раза в неделю',
    createdAt: '2026-11-23 11:45',
    steps: [{ action: 'register', at: '2026-11-24 09:20' }],
  },
  // The demo citizen's certificate requests (their certificates: server/db/seed/certificates.ts), to the
  // Salekhard centre, which issues certificates: for her son, issued; for herself refused, withdrawn and
  // in work; for her daughter, issued a year before and expired.
  {
    id: 13,
    kind: 'certificate',
    certTypeId: 602,
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenSon,
    institutionId: I.csoSalekhard,
    serviceIds: [],
    status: S.Satisfied,
    phone: CITIZEN_PHONE,
    comment: 'Сыну нужны консультации психолога после перевода в новую школу',
    createdAt: '2026-10-05 10:20',
    steps: [
      { action: 'register', at: '2026-10-05 15:00' },
      { action: 'satisfy', at: '2026-10-09 11:00' },
    ],
  },
  {
    id: 14,
    kind: 'certificate',
    certTypeId: 613,
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [],
    status: S.InWork,
    phone: CITIZEN_PHONE,
    comment: 'Прошу выдать сертификат повторно: занятия по месту работы отменили',
    createdAt: '2026-11-23 18:40',
    steps: [{ action: 'register', at: '2026-11-24 09:30' }],
  },
  {
    id: 15,
    kind: 'certificate',
    certTypeId: 616,
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [],
    status: S.Reject,
    phone: CITIZEN_PHONE,
    comment: null,
    createdAt: '2026-10-27 12:10',
    steps: [
      { action: 'register', at: '2026-10-27 16:00' },
      {
        action: 'refuse',
        at: '2026-11-02 10:45',
        reason:
          'Сертификат выдаётся замещающим семьям: заявитель не является опекуном, попечителем или приёмным родителем',
      },
    ],
  },
  {
    id: 16,
    kind: 'certificate',
    certTypeId: 602,
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenDaughter,
    institutionId: I.csoSalekhard,
    serviceIds: [],
    status: S.Closed,
    phone: CITIZEN_PHONE,
    comment: 'Дочери нужны консультации психолога',
    createdAt: '2025-09-01 09:40',
    steps: [
      { action: 'register', at: '2025-09-01 14:00' },
      { action: 'satisfy', at: '2025-09-05 10:00' },
      { action: 'close', at: '2026-09-07 09:00' },
    ],
  },
  {
    id: 17,
    kind: 'certificate',
    certTypeId: 613,
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    serviceIds: [],
    status: S.Closed,
    phone: CITIZEN_PHONE,
    comment: null,
    createdAt: '2026-08-03 11:00',
    steps: [
      { action: 'register', at: '2026-08-03 15:20' },
      { action: 'withdraw', at: '2026-08-06 09:15', reason: 'Записалась на занятия по месту работы' },
    ],
  },
];

/** Seed moments are the region's local time (Салехард, UTC+5). */
const regionTime = (at: string) => `${at}:00+05`;
const regionIso = (at: string) => `${at.replace(' ', 'T')}:00+05:00`;

/** Request numbers in the order of filing; decision numbers in the order of deciding. */
const BY_FILING = [...HEADS].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
const REQUEST_NUMBERS = new Map(
  numbersInOrder(
    BY_FILING,
    () => 'citizen-request',
    (h) => regionIso(h.createdAt),
  ).map((n, i) => [BY_FILING[i].id, n]),
);
const DECISIONS = HEADS.flatMap((h) =>
  h.steps.filter((s) => DECIDING_ACTIONS.includes(s.action)).map((s) => ({ id: h.id, at: s.at })),
).sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
const DECISION_NUMBERS = numbersInOrder(
  DECISIONS,
  () => 'request-decision',
  (d) => regionIso(d.at),
);
const decisionNumberOf = (id: number, at: string) =>
  DECISION_NUMBERS[DECISIONS.findIndex((d) => d.id === id && d.at === at)];

function replay() {
  const requests: PersonRequestSeed[] = [];
  const history: PersonRequestHistorySeed[] = [];
  const services: { requestId: number; serviceId: number }[] = [];
  for (const { steps, serviceIds, ...head } of HEADS) {
    let facts: RequestFacts = { status: S.Received, delivery: DeliveryStatus.InWork, decisionType: null };
    let decision: { on: string; number: string | null; reason: string | null } | null = null;
    const row = (r: Omit<PersonRequestHistorySeed, 'id' | 'requestId'>) =>
      history.push({ id: history.length + 1, requestId: head.id, ...r });
    row({
      action: 'create',
      side: 'person',
      actorPersonId: head.personId,
      actedAt: regionTime(head.createdAt),
      fromStatus: null,
      toStatus: S.Received,
      note: null,
    });
    for (const step of steps) {
      const by: RequestSide = step.action === 'withdraw' ? 'person' : 'employee';
      const decided = decide(REQUEST_TABLE, facts, by, step.action, { reason: step.reason });
      if (!decided.ok) throw new Error(`Демо-заявление ${head.id}: ${step.action} (${by}) — ${decided.message}`);
      row({
        action: step.action,
        side: by,
        actorPersonId: by === 'person' ? head.personId : EMPLOYEE_OF[head.institutionId],
        actedAt: regionTime(step.at),
        fromStatus: facts.status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      if (decided.next.decisionType !== facts.decisionType || DECIDING_ACTIONS.includes(step.action))
        decision = {
          on: step.at.slice(0, 10),
          number: DECIDING_ACTIONS.includes(step.action) ? decisionNumberOf(head.id, step.at) : null,
          reason: decided.note,
        };
      facts = decided.next;
    }
    if (facts.status !== head.status)
      throw new Error(`Демо-заявление ${head.id}: история ведёт в статус ${facts.status}, а не ${head.status}`);
    requests.push({
      ...head,
      number: REQUEST_NUMBERS.get(head.id)!,
      submittedOn: head.createdAt.slice(0, 10),
      createdAt: regionTime(head.createdAt),
      serviceId: serviceIds[0] ?? null,
      certTypeId: head.certTypeId ?? null,
      status: facts.status,
      deliveryStatus: facts.delivery,
      decisionType: facts.decisionType,
      decisionOn: decision?.on ?? null,
      decisionNumber: decision?.number ?? null,
      decisionReason: decision?.reason ?? null,
      version: steps.length + 1,
    });
    for (const serviceId of serviceIds) services.push({ requestId: head.id, serviceId });
  }
  return { requests, history, services };
}

const REPLAYED = replay();
export const PERSON_REQUESTS: PersonRequestSeed[] = REPLAYED.requests;
export const PERSON_REQUEST_HISTORY: PersonRequestHistorySeed[] = REPLAYED.history;
export const PERSON_REQUEST_SERVICES = REPLAYED.services;
