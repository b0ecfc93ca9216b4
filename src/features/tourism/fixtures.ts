import type { TourismRequestCard, TourismRequestListItem } from './api';

/** ООО «Северный маршрут» as the demo's request under review (server/db/seed/tourism.ts). */
export const FIELDS = {
  legalForm: 1,
  caption: 'Общество с ограниченной ответственностью «Северный маршрут»',
  shortCaption: 'ООО «Северный маршрут»',
  ogrn: '1248900042170',
  inn: '8901105525',
  kpp: '890101001',
  address: '629007, ЯНАО, г. Салехард, ул. Республики, д. 73, оф. 12',
  director: 'Салиндер Виктор Романович',
  phone: '+79088620417',
  email: 'info@sever-marshrut.ru',
  dirFullFioGen: 'Салиндера Виктора Романовича',
  foundationDoc: 'Устава',
  oktmo: '71951000',
  bankAccount: '40702810267450001234',
  bankBik: '047102651',
  bankName: 'Западно-Сибирский банк ПАО Сбербанк',
};

export const LIST_ITEM: TourismRequestListItem = {
  id: 4,
  number: 'ЗТО-2026/0004',
  requestType: 101,
  ogrn: FIELDS.ogrn,
  inn: FIELDS.inn,
  caption: FIELDS.caption,
  applicantUserId: 901,
  applicant: 'Салиндер Виктор Романович',
  institutionId: null,
  createdAt: '2026-11-12T07:40:00Z',
  status: 2,
  statusCaption: 'На рассмотрении',
  decisionType: null,
  decisionReason: null,
  decidedAt: null,
  dateIncluded: null,
  version: 3,
};

/** The request under review as GET /provider-tourism/request answers it to its applicant. */
export const IN_REVIEW: TourismRequestCard = {
  ...LIST_ITEM,
  fields: FIELDS,
  legalFormCaption: 'Общество с ограниченной ответственностью',
  side: 'applicant',
  allowedActions: ['edit', 'withdraw'],
  history: [
    {
      action: 'create',
      actionCaption: 'Заявление подано',
      side: 'applicant',
      who: 'Салиндер Виктор Романович',
      at: '2026-11-12T07:40:00Z',
      fromStatus: null,
      toStatus: 1,
      toStatusCaption: 'Подано',
      note: null,
    },
    {
      action: 'review',
      actionCaption: 'Заявление принято к рассмотрению',
      side: 'department',
      who: 'Васильев Дмитрий Игоревич',
      at: '2026-11-16T06:00:00Z',
      fromStatus: 1,
      toStatus: 2,
      toStatusCaption: 'На рассмотрении',
      note: null,
    },
  ],
};

/** The same request after the department's refusal. */
export const REFUSED: TourismRequestCard = {
  ...IN_REVIEW,
  status: 4,
  statusCaption: 'Отказано во включении',
  decisionType: 2,
  decisionReason: 'Организация не значится в едином федеральном реестре туроператоров.',
  decidedAt: '2026-11-20T11:30:00Z',
  allowedActions: [],
  history: [
    ...IN_REVIEW.history,
    {
      action: 'refuse',
      actionCaption: 'Отказано во включении в реестр',
      side: 'department',
      who: 'Васильев Дмитрий Игоревич',
      at: '2026-11-20T11:30:00Z',
      fromStatus: 2,
      toStatus: 4,
      toStatusCaption: 'Отказано во включении',
      note: 'Организация не значится в едином федеральном реестре туроператоров.',
    },
  ],
};

/** The same request after the inclusion. */
export const INCLUDED: TourismRequestCard = {
  ...IN_REVIEW,
  status: 3,
  statusCaption: 'Организация включена в реестр',
  decisionType: 1,
  decidedAt: '2026-11-20T11:30:00Z',
  dateIncluded: '2026-11-20',
  institutionId: 100123,
  allowedActions: [],
};
