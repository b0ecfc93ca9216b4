/**
 * Demo tour operators' requests to be included in the register of tourism service providers
 * (request type 101) in every status of the table: ООО «Ямал-Тур» (the demo account «tourism»)
 * was included this year, on the day the register shows; a new organisation, ООО «Северный
 * маршрут» (the demo account «applicant», a person and user of its own here, id 901), was refused
 * once and its second request is under review; the manager of «Ямал-Тур» also applies as an
 * individual entrepreneur: his request is sent, an earlier one withdrawn. Each request's history is
 * replayed through the table (common/tourism/provider-request-machine.ts) with the application
 * window of setting 2 as the table's fact: a step it does not allow stops the seed.
 */
import { decide } from '../../../common/workflow/state-table.ts';
import { noticeOf } from '../../../common/messages/notice-rules.ts';
import {
  inApplicationWindow,
  TOURISM_REGISTER_KEEPER,
  TOURISM_REQUEST_TABLE,
  TourismDecision,
  TourismRequestStatus,
  type TourismRequestAction,
  type TourismRequestSide,
} from '../../../common/tourism/provider-request-machine.ts';
import { innLegal, innPerson, ogrn, ogrnip, snils } from './checksums.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION, INSTITUTIONS } from './institutions.ts';
import { PERSON, type PersonSeed, type UserSeed } from './people.ts';
import type { UserMessageSeed } from './platform.ts';
import { SETTINGS, SETTING_ID } from './settings.ts';
import { dayAt, daysAgo, TOURISM_INCLUDED_ON } from './tourism-calendar.ts';

/** The applicant of a new organisation: the demo account «applicant» (people.ts DEMO_ACCOUNTS). */
export const APPLICANT = 901;
/** The demo account «tourism» (people.ts) and the administrator who decides. */
const TOURISM_USER = 5;
const ADMIN_USER = 6;

export const TOURISM_APPLICANT_PERSONS: PersonSeed[] = [
  {
    id: APPLICANT,
    lastName: 'Салиндер',
    firstName: 'Виктор',
    middleName: 'Романович',
    birthDate: '1985-03-02',
    gender: 1,
    snils: snils('171920463'),
    inn: null,
    passport: null,
    phone: '+79088620417',
    email: 'salinder@sever-marshrut.ru',
    regAddressId: 7,
    factAddressId: 7,
  },
];

const applicantUser = (id: number, login: string): UserSeed => ({
  id,
  login,
  subject: `demo-${login}`,
  personId: id,
  isAdmin: false,
  serviceModerator: false,
});

export const TOURISM_APPLICANT_USERS: UserSeed[] = [applicantUser(APPLICANT, 'applicant')];

const bank = { bankBik: '047102651', bankName: 'Западно-Сибирский банк ПАО Сбербанк' };

/** The form of a registered organisation as it applied (institutions.ts). */
function registered(id: number, extra: Record<string, unknown>): Record<string, unknown> {
  const i = INSTITUTIONS.find((x) => x.id === id)!;
  return {
    legalForm: 1,
    caption: i.caption,
    shortCaption: i.shortCaption,
    ogrn: i.ogrn,
    inn: i.inn,
    kpp: i.kpp,
    address: i.address,
    director: i.director,
    phone: i.phone,
    email: i.email,
    ...(i.site ? { site: i.site } : {}),
    ...bank,
    ...extra,
  };
}

const NORTH_ROUTE = {
  legalForm: 1,
  caption: 'Общество с ограниченной ответственностью «Северный маршрут»',
  shortCaption: 'ООО «Северный маршрут»',
  ogrn: ogrn('124890004217'),
  inn: innLegal('890110552'),
  kpp: '890101001',
  address: '629007, ЯНАО, г. Салехард, ул. Республики, д. 73, оф. 12',
  director: 'Салиндер Виктор Романович',
  phone: '+79088620417',
  email: 'info@sever-marshrut.ru',
  dirFullFioGen: 'Салиндера Виктора Романовича',
  foundationDoc: 'Устава',
  oktmo: '71951000',
  bankAccount: '40702810267450001234',
  ...bank,
};

/** The manager of «Ямал-Тур» (the demo account «tourism») as an individual entrepreneur of his own. */
const LAPTANDER = {
  legalForm: 4,
  caption: 'Индивидуальный предприниматель Лаптандер Игорь Николаевич',
  shortCaption: 'ИП Лаптандер И. Н.',
  ogrn: ogrnip('32489010001234'),
  inn: innPerson('8901045637'),
  address: '629008, ЯНАО, г. Салехард, ул. Чубынина, д. 22, кв. 15',
  director: 'Лаптандер Игорь Николаевич',
  phone: '+79220571839',
  email: 'laptander.tour@example.ru',
  dirFullFioGen: 'Лаптандера Игоря Николаевича',
  foundationDoc: 'Листа записи ЕГРИП',
  oktmo: '71951000',
  bankAccount: '40802810767450004321',
  ...bank,
};

interface Head {
  id: number;
  userId: number;
  personId: number;
  institutionId: number | null;
  created: string;
  fields: Record<string, unknown>;
  status: TourismRequestStatus;
  steps: Array<[TourismRequestAction, TourismRequestSide, string, string?]>;
}

const HEADS: Head[] = [
  {
    id: 1,
    userId: TOURISM_USER,
    personId: PERSON.tourism,
    institutionId: INSTITUTION.yamalTour,
    created: dayAt(TOURISM_INCLUDED_ON, -7, '10:20'),
    fields: registered(INSTITUTION.yamalTour, {
      dirFullFioGen: 'Лаптандера Игоря Николаевича',
      foundationDoc: 'Устава',
      oktmo: '71951000',
      bankAccount: '40702810567450000463',
    }),
    status: TourismRequestStatus.Included,
    steps: [
      ['review', 'department', dayAt(TOURISM_INCLUDED_ON, -5, '09:40')],
      ['include', 'department', dayAt(TOURISM_INCLUDED_ON, 0, '15:00')],
    ],
  },
  {
    id: 2,
    userId: APPLICANT,
    personId: APPLICANT,
    institutionId: null,
    created: daysAgo(84, '11:05'),
    fields: { ...NORTH_ROUTE, bankAccount: '40702810267450001200' },
    status: TourismRequestStatus.Refused,
    steps: [
      ['review', 'department', daysAgo(83, '10:00')],
      [
        'refuse',
        'department',
        daysAgo(76, '16:30'),
        'Организация не значится в едином федеральном реестре туроператоров. Подайте заявление после внесения в него.',
      ],
    ],
  },
  {
    id: 3,
    userId: TOURISM_USER,
    personId: PERSON.tourism,
    institutionId: null,
    created: daysAgo(63, '14:10'),
    fields: { ...LAPTANDER, bankAccount: '40802810767450004300' },
    status: TourismRequestStatus.Withdrawn,
    steps: [['withdraw', 'applicant', daysAgo(61, '08:45')]],
  },
  {
    id: 4,
    userId: APPLICANT,
    personId: APPLICANT,
    institutionId: null,
    created: daysAgo(25, '12:40'),
    fields: NORTH_ROUTE,
    status: TourismRequestStatus.InReview,
    steps: [
      ['edit', 'applicant', daysAgo(24, '10:15')],
      ['review', 'department', daysAgo(21, '11:00')],
    ],
  },
  {
    id: 5,
    userId: TOURISM_USER,
    personId: PERSON.tourism,
    institutionId: null,
    created: daysAgo(7, '17:25'),
    fields: LAPTANDER,
    status: TourismRequestStatus.Sent,
    steps: [],
  },
];

/** The requests' numbers: per year of their creation, in the order of HEADS (as the server numbers them). */
const NUMBERS = numbersInOrder(
  HEADS,
  () => 'tourism-provider-request',
  (head) => `${head.created.replace(' ', 'T')}:00+05:00`,
);

const window = (() => {
  const value = SETTINGS.find((s) => s.id === SETTING_ID.tourismApplicationWindow)!.value;
  return { dateFrom: String(value.dateFrom), dateTo: String(value.dateTo) };
})();

function replay() {
  const requests = [];
  const history = [];
  let historyId = 1;
  for (const [index, head] of HEADS.entries()) {
    let status: TourismRequestStatus = TOURISM_REQUEST_TABLE.initial;
    let decision: { type: number; reason: string | null; at: string } | null = null;
    history.push({
      id: historyId++,
      requestId: head.id,
      action: 'create',
      side: 'applicant',
      actorPersonId: head.personId,
      actedAt: `${head.created}+05`,
      fromStatus: null,
      toStatus: status,
      note: null,
    });
    for (const [action, by, at, reason] of head.steps) {
      const facts = { status, windowOpen: inApplicationWindow(window, at.slice(0, 10)) };
      const decided = decide(TOURISM_REQUEST_TABLE, facts, by, action, { reason });
      if (!decided.ok) throw new Error(`Демо-заявление туроператора ${head.id}: ${action} — ${decided.message}`);
      history.push({
        id: historyId++,
        requestId: head.id,
        action,
        side: by,
        actorPersonId: by === 'applicant' ? head.personId : PERSON.admin,
        actedAt: `${at}+05`,
        fromStatus: status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      if (action === 'include') decision = { type: TourismDecision.Included, reason: null, at: `${at}+05` };
      if (action === 'refuse') decision = { type: TourismDecision.Refused, reason: decided.note, at: `${at}+05` };
      status = decided.next.status;
    }
    if (status !== head.status)
      throw new Error(`Демо-заявление туроператора ${head.id}: статус ${status}, ожидался ${head.status}`);
    requests.push({
      id: head.id,
      number: NUMBERS[index],
      applicantUserId: head.userId,
      applicantPersonId: head.personId,
      ogrn: String(head.fields.ogrn),
      inn: String(head.fields.inn),
      caption: String(head.fields.caption),
      fields: head.fields,
      institutionId: head.institutionId,
      status,
      decisionType: decision?.type ?? null,
      decisionReason: decision?.reason ?? null,
      decidedAt: decision?.at ?? null,
      decidedBy: decision ? ADMIN_USER : null,
      createdAt: `${head.created}+05`,
      version: head.steps.length + 1,
    });
  }
  return { requests, history };
}

const REPLAYED = replay();
export const TOURISM_PROVIDER_REQUESTS = REPLAYED.requests;
export const TOURISM_PROVIDER_REQUEST_HISTORY = REPLAYED.history;

/**
 * The notices the demo decisions raised (server/messages/notices.ts writes them so), read an hour
 * later: each applicant's account is told of the inclusion or the refusal. Ids from 901.
 */
export const TOURISM_REQUEST_NOTICES: UserMessageSeed[] = TOURISM_PROVIDER_REQUEST_HISTORY.flatMap((row) => {
  const request = TOURISM_PROVIDER_REQUESTS.find((r) => r.id === row.requestId)!;
  const notice =
    row.side === 'department'
      ? noticeOf(
          'tourismProviderRequest',
          row.toStatus,
          row.action,
          { number: request.number, sender: TOURISM_REGISTER_KEEPER },
          row.note,
        )
      : undefined;
  return notice
    ? [
        {
          id: 0,
          userId: request.applicantUserId,
          contactName: notice.sender,
          text: notice.text,
          createdAt: row.actedAt,
          readAt: new Date(
            Date.parse(row.actedAt.replace(' ', 'T').replace('+05', '+05:00')) + 3_600_000,
          ).toISOString(),
          noticeClass: notice.kind,
        },
      ]
    : [];
}).map((notice, i) => ({ ...notice, id: 901 + i }));
