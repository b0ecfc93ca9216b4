/**
 * Demo tour operators' requests to be included in the register of tourism service providers
 * (request type 101) in every status of the table: ООО «Ямал-Тур» (the demo account «tourism»)
 * was included this year, on the day the register shows; ООО «Тундра Тревел» was refused once and
 * included on its second request; a new organisation's request is under review, an individual
 * entrepreneur's request is sent and her earlier one withdrawn. The applicants who are not demo
 * accounts are persons and users of their own here (ids 901..903). Each request's history is
 * replayed through the table (common/tourism/provider-request-machine.ts) with the application
 * window of setting 2 as the table's fact: a step it does not allow stops the seed.
 */
import { decide } from '../../../common/workflow/state-table.ts';
import {
  inApplicationWindow,
  TOURISM_REQUEST_TABLE,
  TourismDecision,
  TourismRequestStatus,
  type TourismRequestAction,
  type TourismRequestSide,
} from '../../../common/tourism/provider-request-machine.ts';
import { innLegal, innPerson, ogrn, ogrnip, snils } from './checksums.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION, INSTITUTIONS } from './institutions.ts';
import { INSTITUTION_ROLE, PERSON, type EmployeeSeed, type PersonSeed, type UserSeed } from './people.ts';
import { SETTINGS, SETTING_ID } from './settings.ts';

/** The applicants who are not demo accounts. */
const APPLICANT = { tundra: 901, northRoute: 902, vanuyto: 903 } as const;
/** The demo account «tourism» (people.ts) and the administrator who decides. */
const TOURISM_USER = 5;
const ADMIN_USER = 6;

export const TOURISM_APPLICANT_PERSONS: PersonSeed[] = [
  {
    id: APPLICANT.tundra,
    lastName: 'Окотэтто',
    firstName: 'Сергей',
    middleName: 'Ильич',
    birthDate: '1979-08-14',
    gender: 1,
    snils: snils('158304729'),
    inn: null,
    passport: null,
    phone: '+79124305511',
    email: 'okotetto@tundra-travel.ru',
    regAddressId: 16,
    factAddressId: 16,
  },
  {
    id: APPLICANT.northRoute,
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
  {
    id: APPLICANT.vanuyto,
    lastName: 'Вануйто',
    firstName: 'Анна',
    middleName: 'Петровна',
    birthDate: '1991-11-23',
    gender: 2,
    snils: snils('182630574'),
    inn: innPerson('8901045637'),
    passport: null,
    phone: '+79220571839',
    email: 'vanuyto.tour@example.ru',
    regAddressId: 9,
    factAddressId: 9,
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

export const TOURISM_APPLICANT_USERS: UserSeed[] = [
  applicantUser(APPLICANT.tundra, 'tundra-travel'),
  applicantUser(APPLICANT.northRoute, 'north-route'),
  applicantUser(APPLICANT.vanuyto, 'vanuyto'),
];

/** The included organisation's applicant became its tour operator employee (as an inclusion does). */
export const TOURISM_APPLICANT_EMPLOYEES: EmployeeSeed[] = [
  {
    id: 901,
    userId: APPLICANT.tundra,
    institutionId: INSTITUTION.tundraTravel,
    institutionRole: INSTITUTION_ROLE.tourismProvider,
    position: 'директор',
  },
];

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

const VANUYTO = {
  legalForm: 4,
  caption: 'Индивидуальный предприниматель Вануйто Анна Петровна',
  shortCaption: 'ИП Вануйто А. П.',
  ogrn: ogrnip('32489010001234'),
  inn: innPerson('8901045637'),
  address: '629008, ЯНАО, г. Салехард, ул. Чубынина, д. 22, кв. 15',
  director: 'Вануйто Анна Петровна',
  phone: '+79220571839',
  email: 'vanuyto.tour@example.ru',
  dirFullFioGen: 'Вануйто Анны Петровны',
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
    created: '2026-02-09 10:20',
    fields: registered(INSTITUTION.yamalTour, {
      dirFullFioGen: 'Лаптандера Игоря Николаевича',
      foundationDoc: 'Устава',
      oktmo: '71951000',
      bankAccount: '40702810567450000463',
    }),
    status: TourismRequestStatus.Included,
    steps: [
      ['review', 'department', '2026-02-11 09:40'],
      ['include', 'department', '2026-02-16 15:00'],
    ],
  },
  {
    id: 2,
    userId: APPLICANT.tundra,
    personId: APPLICANT.tundra,
    institutionId: INSTITUTION.tundraTravel,
    created: '2026-02-12 11:05',
    fields: registered(INSTITUTION.tundraTravel, {
      dirFullFioGen: 'Окотэтто Сергея Ильича',
      foundationDoc: 'Устава',
      oktmo: '71916000',
      bankAccount: '40702810167450000418',
    }),
    status: TourismRequestStatus.Refused,
    steps: [
      ['review', 'department', '2026-02-13 10:00'],
      [
        'refuse',
        'department',
        '2026-02-20 16:30',
        'В реестре туроператоров Ростуризма организация не значится. Подайте заявление после внесения в реестр.',
      ],
    ],
  },
  {
    id: 3,
    userId: APPLICANT.tundra,
    personId: APPLICANT.tundra,
    institutionId: INSTITUTION.tundraTravel,
    created: '2026-03-02 09:30',
    fields: registered(INSTITUTION.tundraTravel, {
      dirFullFioGen: 'Окотэтто Сергея Ильича',
      foundationDoc: 'Устава',
      oktmo: '71916000',
      bankAccount: '40702810167450000418',
    }),
    status: TourismRequestStatus.Included,
    steps: [['include', 'department', '2026-03-10 12:00']],
  },
  {
    id: 4,
    userId: APPLICANT.vanuyto,
    personId: APPLICANT.vanuyto,
    institutionId: null,
    created: '2026-10-05 14:10',
    fields: { ...VANUYTO, bankAccount: '40802810767450004300' },
    status: TourismRequestStatus.Withdrawn,
    steps: [['withdraw', 'applicant', '2026-10-07 08:45']],
  },
  {
    id: 5,
    userId: APPLICANT.northRoute,
    personId: APPLICANT.northRoute,
    institutionId: null,
    created: '2026-11-12 12:40',
    fields: NORTH_ROUTE,
    status: TourismRequestStatus.InReview,
    steps: [
      ['edit', 'applicant', '2026-11-13 10:15'],
      ['review', 'department', '2026-11-16 11:00'],
    ],
  },
  {
    id: 6,
    userId: APPLICANT.vanuyto,
    personId: APPLICANT.vanuyto,
    institutionId: null,
    created: '2026-11-30 17:25',
    fields: VANUYTO,
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
