/**
 * Demo data of the platform's screens: banks for the BIK lookup, tourism requisites, register-change
 * applications, request orders, message and contest files, ASOI reports, the impersonation log.
 * Stored files are rows here; their content (PDFs with Cyrillic text) is written into the file
 * storage at start by server/system/demo-files.ts.
 */
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION, INSTITUTIONS } from './institutions.ts';
import { PERSON_REQUEST_HISTORY, PERSON_REQUESTS } from './requests.ts';
import { noticeOf } from '../../../common/messages/notice-rules.ts';
import type { NoticeClass } from '../../../common/messages/messages.ts';
import { PERSON } from './people.ts';

const demoFileId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface BankSeed {
  bik: string;
  caption: string;
  corrAccount: string;
  city: string;
}

export const BANKS: BankSeed[] = [
  {
    bik: '040173001',
    caption: 'Отделение Салехард Банка России // УФК по Ямало-Ненецкому автономному округу',
    corrAccount: '40102810145370000008',
    city: 'Салехард',
  },
  {
    bik: '047102651',
    caption: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
    corrAccount: '30101810800000000651',
    city: 'Тюмень',
  },
  {
    bik: '047162782',
    caption: 'Ф-л Западно-Сибирский ПАО Банка «ФК Открытие»',
    corrAccount: '30101810771020000782',
    city: 'Ханты-Мансийск',
  },
  { bik: '044525225', caption: 'ПАО Сбербанк', corrAccount: '30101810400000000225', city: 'Москва' },
  { bik: '044525187', caption: 'Банк ВТБ (ПАО)', corrAccount: '30101810700000000187', city: 'Москва' },
  {
    bik: '047102613',
    caption: 'Филиал Западно-Сибирский ПАО «Запсибкомбанк»',
    corrAccount: '30101810800000000613',
    city: 'Тюмень',
  },
  { bik: '044525593', caption: 'АО «Альфа-Банк»', corrAccount: '30101810200000000593', city: 'Москва' },
  {
    bik: '047162812',
    caption: 'Ф-л Западно-Сибирский ПАО «Ханты-Мансийский банк Открытие»',
    corrAccount: '30101810465777100812',
    city: 'Ханты-Мансийск',
  },
];

/** A demo document: its row in `files` and the text its PDF holds. */
export interface DemoFileSeed {
  id: string;
  originalName: string;
  storageKey: string;
  sizeBytes: number;
  contentType: string;
  uploadedBy: number | null;
  /** Title and paragraphs of the generated PDF (not a column). */
  text: { title: string; lines: string[] };
}

const demoFile = (
  n: number,
  originalName: string,
  uploadedBy: number | null,
  title: string,
  ...lines: string[]
): DemoFileSeed => ({
  id: demoFileId(n),
  originalName,
  storageKey: demoFileId(n),
  sizeBytes: 0,
  contentType: 'application/pdf',
  uploadedBy,
  text: { title, lines },
});

/** Demo users (seed/people.ts): citizen 1, provider 4, admin 6. */
const USER = { citizen: 1, provider: 4, admin: 6 } as const;

export const DEMO_FILES: DemoFileSeed[] = [
  demoFile(
    1,
    'Приказ о назначении социальных услуг.pdf',
    USER.admin,
    'Приказ № 1842-СО от 14.10.2026',
    'О предоставлении социальных услуг в форме социального обслуживания на дому',
    'Получатель: Иванова Мария Петровна',
  ),
  demoFile(
    2,
    'Индивидуальная программа.pdf',
    USER.admin,
    'Индивидуальная программа предоставления социальных услуг',
    'Получатель: Иванова Мария Петровна',
    'Срок действия: с 15.10.2026 по 14.10.2027',
  ),
  demoFile(
    3,
    'Уведомление об отказе.pdf',
    USER.admin,
    'Уведомление № 77-У от 02.11.2026',
    'Об отказе в предоставлении компенсации расходов на оплату услуг',
    'Причина: не представлены документы, подтверждающие оплату',
  ),
  demoFile(
    4,
    'График посещений на декабрь.pdf',
    USER.admin,
    'График посещений социального работника на декабрь 2026 года',
    'Понедельник и четверг, с 10:00 до 12:00',
  ),
  demoFile(
    5,
    'Памятка получателя услуг.pdf',
    USER.admin,
    'Памятка получателя социальных услуг',
    'Права и обязанности получателя услуг',
    'Телефон горячей линии: 8-800-100-89-89',
  ),
  demoFile(
    6,
    'Положение о конкурсе.pdf',
    USER.admin,
    'Положение о конкурсе субсидий для СОНКО',
    'Порядок подачи и рассмотрения заявок',
  ),
  demoFile(
    7,
    'Форма заявки.pdf',
    USER.admin,
    'Форма заявки на участие в конкурсе субсидий',
    'Заполняется руководителем организации',
  ),
  demoFile(
    8,
    'Смета расходов (образец).pdf',
    USER.admin,
    'Смета расходов на оказание социальных услуг на дому (образец)',
  ),
  demoFile(
    9,
    'Выписка из ЕГРЮЛ.pdf',
    USER.provider,
    'Выписка из ЕГРЮЛ',
    'АНО «Северная забота»',
    'Изменение адреса местонахождения',
  ),
  demoFile(
    10,
    'Новая лицензия.pdf',
    USER.provider,
    'Лицензия на осуществление медицинской деятельности',
    'АНО «Северная забота»',
  ),
];

export interface RequestOrderSeed {
  id: number;
  requestId: number;
  personId: number;
  institutionId: number;
  fileId: string;
}

/** Orders on two decided requests of the demo citizen (requests.ts: 1 satisfied at the Salekhard centre, 2 refused at Noyabrsk). */
export const REQUEST_ORDERS: RequestOrderSeed[] = [
  { id: 1, requestId: 1, personId: PERSON.citizen, institutionId: INSTITUTION.csoSalekhard, fileId: demoFileId(1) },
  { id: 2, requestId: 1, personId: PERSON.citizen, institutionId: INSTITUTION.csoSalekhard, fileId: demoFileId(2) },
  { id: 3, requestId: 2, personId: PERSON.citizen, institutionId: INSTITUTION.kcsonNoyabrsk, fileId: demoFileId(3) },
];

export interface UserMessageSeed {
  id: number;
  userId: number;
  contactName: string;
  text: string;
  createdAt: string;
  readAt: string | null;
  /** The class of a notice raised by an action (workflows.md section 9); null for a letter. */
  noticeClass: NoticeClass | null;
}

/** Demo notices are those an action of the demo history raised, up to the letter below, all read. */
const NOTICES_BEFORE = Date.parse('2026-11-20T10:15:00+05:00');

/**
 * The notices the decisions on the citizen's demo requests raised (server/messages/notices.ts
 * writes them so): accepted, satisfied, returned. Ids from 1, in time order, before the letter's.
 */
function citizenRequestNotices(): UserMessageSeed[] {
  const notices: UserMessageSeed[] = [];
  for (const row of PERSON_REQUEST_HISTORY) {
    const request = PERSON_REQUESTS.find((r) => r.id === row.requestId)!;
    if (request.personId !== PERSON.citizen || row.side === 'person' || Date.parse(row.actedAt) >= NOTICES_BEFORE)
      continue;
    const sender = INSTITUTIONS.find((i) => i.id === request.institutionId)!.shortCaption;
    const notice = noticeOf('personRequest', row.toStatus, row.action, { number: request.number, sender }, row.note);
    if (notice)
      notices.push({
        id: 0,
        userId: USER.citizen,
        contactName: notice.sender,
        text: notice.text,
        createdAt: row.actedAt,
        readAt: row.actedAt,
        noticeClass: notice.kind,
      });
  }
  return notices
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((notice, i) => ({
      ...notice,
      id: 2 + i,
      readAt: new Date(Date.parse(notice.readAt!) + 3_600_000).toISOString(),
    }));
}

/** The demo letter with files (the month's visiting schedule): newer than the demo notices, so listed first. */
export const DEMO_LETTER_ID = 40;

export const USER_MESSAGES: UserMessageSeed[] = [
  ...citizenRequestNotices(),
  {
    id: DEMO_LETTER_ID,
    userId: USER.citizen,
    contactName: 'ГБУ «Центр социального обслуживания населения г. Салехарда»',
    text: 'Мария Петровна, направляем график посещений социального работника на декабрь и памятку получателя услуг.',
    createdAt: '2026-11-20T10:15:00+05:00',
    readAt: null,
    noticeClass: null,
  },
];

export const USER_MESSAGE_FILES = [
  { messageId: DEMO_LETTER_ID, fileId: demoFileId(4) },
  { messageId: DEMO_LETTER_ID, fileId: demoFileId(5) },
];

/** Documents of the first subsidy-contest announcement (seed/news.ts id 10). */
export const NEWS_FILES = [
  { newsId: 10, fileId: demoFileId(6) },
  { newsId: 10, fileId: demoFileId(7) },
  { newsId: 10, fileId: demoFileId(8) },
];

export const TOURISM_REQUISITES = [
  {
    institutionId: INSTITUTION.yamalTour,
    kpp: '890101001',
    dirFullFioGen: 'Лаптандера Игоря Николаевича',
    foundationDoc: 'Устав',
    oktmo: '71951000',
    bankAccount: '40702810867100001234',
    bankPAccount: null,
    ks: '30101810800000000651',
    eks: null,
    bankBik: '047102651',
    bankName: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
    isUpdateInstitutionDetails: false,
    dateRegistered: '2026-02-10',
  },
];

const REGISTRY_CHANGES = [
  { id: 1, institutionId: INSTITUTION.severnayaZabota, employeeId: 2, createdAt: '2026-11-05T11:20:00+05:00' },
];
const REGISTRY_CHANGE_NUMBERS = numbersInOrder(
  REGISTRY_CHANGES,
  () => 'registry-change-application',
  (request) => request.createdAt,
);
/** A provider's application to change the register, numbered as the server numbers one sent («ЗИР-2026/0001»). */
export const REGISTRY_CHANGE_REQUESTS = REGISTRY_CHANGES.map((request, i) => ({
  ...request,
  number: REGISTRY_CHANGE_NUMBERS[i],
}));
export const REGISTRY_CHANGE_REQUEST_FILES = [
  { requestId: 1, fileId: demoFileId(9) },
  { requestId: 1, fileId: demoFileId(10) },
];

/** Who acted as whom: the demo admin (user 6) as the citizen and as the social worker. */
export const IMPERSONATION_AUDIT = [
  {
    adminUserId: USER.admin,
    action: 'start',
    kind: 'person',
    targetUserId: 1,
    targetPersonId: PERSON.citizen,
    institutionRole: null,
    institutionSourceType: null,
    createdAt: '2026-11-18T09:02:00+05:00',
  },
  {
    adminUserId: USER.admin,
    action: 'stop',
    kind: null,
    targetUserId: null,
    targetPersonId: null,
    institutionRole: null,
    institutionSourceType: null,
    createdAt: '2026-11-18T09:10:00+05:00',
  },
  {
    adminUserId: USER.admin,
    action: 'start',
    kind: 'institution-role',
    targetUserId: 3,
    targetPersonId: null,
    institutionRole: 3,
    institutionSourceType: 1,
    createdAt: '2026-11-21T15:40:00+05:00',
  },
  {
    adminUserId: USER.admin,
    action: 'stop',
    kind: null,
    targetUserId: null,
    targetPersonId: null,
    institutionRole: null,
    institutionSourceType: null,
    createdAt: '2026-11-21T15:52:00+05:00',
  },
];
