import type { CertificateCard, CertificateDraft, CertificateListItem } from './api';

const SERVICES: CertificateListItem['socServices'] = [
  {
    id: 20,
    serviceId: 20,
    caption: 'Социально-бытовые услуги на дому',
    serviceTypeId: 602,
    institutionId: 1,
    institution: 'ЦСО г. Салехард',
  },
  {
    id: 22,
    serviceId: 22,
    caption: 'Социально-психологическое консультирование',
    serviceTypeId: 602,
    institutionId: 3,
    institution: 'Центр «Семья» г. Новый Уренгой',
  },
];

/** Certificates as the server answers them, for the stories. */
export const ISSUED_ROW: CertificateListItem = {
  id: 13,
  number: 'СРТ-2026/0001',
  certTypeId: 602,
  typeCaption: 'Социальный сертификат на получение социальных услуг',
  typeShortCaption: 'Социальный сертификат',
  status: 2,
  statusCaption: 'Выдан',
  inForce: true,
  personId: 1,
  personFio: 'Иванова Мария Петровна',
  targetPersonId: 2,
  targetFio: 'Иванов Артём Андреевич',
  recipientId: 2,
  recipientFio: 'Иванов Артём Андреевич',
  recipientBirthDate: '2010-04-17',
  requestId: 13,
  requestNumber: 'ЗГ-2026/000007',
  institutionId: 1,
  institution: 'ЦСО г. Салехард',
  issuedOn: '2026-10-09',
  validFrom: '2026-10-09',
  validTo: '2027-10-08',
  amount: 120000,
  volume: 96,
  refuseReason: null,
  createdAt: '2026-10-05T05:20:00Z',
  version: 2,
  socServices: SERVICES,
  organisations: [
    {
      id: 3,
      caption: 'Центр «Семья» г. Новый Уренгой',
      address: '629300, ЯНАО, г. Новый Уренгой, ул. Сибирская, д. 14',
      phone: '+73494221144',
      hasActiveServiceContract: true,
      contract: { id: 20, number: 'ДСУ-2026/000001', status: 3, statusCaption: 'Действует' },
    },
    {
      id: 1,
      caption: 'ЦСО г. Салехард',
      address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
      phone: '+73492242424',
      hasActiveServiceContract: false,
      contract: null,
    },
  ],
};

export const REQUESTED_ROW: CertificateListItem = {
  ...ISSUED_ROW,
  id: 14,
  number: null,
  certTypeId: 613,
  typeCaption: 'Сертификат на получение услуг социальной адаптации',
  typeShortCaption: 'Социальная адаптация',
  status: 1,
  statusCaption: 'Заявление на рассмотрении',
  inForce: false,
  targetPersonId: null,
  targetFio: null,
  recipientId: 1,
  recipientFio: 'Иванова Мария Петровна',
  recipientBirthDate: '1985-03-12',
  requestId: 14,
  requestNumber: 'ЗГ-2026/000014',
  issuedOn: null,
  validFrom: null,
  validTo: null,
  amount: null,
  volume: null,
  socServices: [],
  organisations: [],
};

export const REFUSED_ROW: CertificateListItem = {
  ...REQUESTED_ROW,
  id: 15,
  certTypeId: 616,
  typeCaption: 'Сертификат на сопровождение замещающих семей',
  typeShortCaption: 'Сопровождение замещающих семей',
  status: 3,
  statusCaption: 'Отказано в выдаче',
  requestNumber: 'ЗГ-2026/000009',
  refuseReason:
    'Сертификат выдаётся замещающим семьям: заявитель не является опекуном, попечителем или приёмным родителем',
};

export const EXPIRED_ROW: CertificateListItem = {
  ...ISSUED_ROW,
  id: 16,
  number: 'СРТ-2025/0001',
  status: 4,
  statusCaption: 'Срок действия истёк',
  inForce: false,
  targetPersonId: 3,
  targetFio: 'Иванова Дарья Андреевна',
  recipientId: 3,
  recipientFio: 'Иванова Дарья Андреевна',
  requestNumber: 'ЗГ-2025/000001',
  issuedOn: '2025-09-05',
  validFrom: '2025-09-05',
  validTo: '2026-09-04',
};

const HISTORY: CertificateCard['history'] = [
  {
    action: 'create',
    actionCaption: 'Подано заявление на сертификат',
    side: 'person',
    who: 'Иванова Мария Петровна',
    at: '2026-10-05T05:20:00Z',
    fromStatus: null,
    toStatus: 1,
    toStatusCaption: 'Заявление на рассмотрении',
    note: null,
  },
  {
    action: 'issue',
    actionCaption: 'Сертификат выдан',
    side: 'institution',
    who: 'Петрова Светлана Игоревна',
    at: '2026-10-09T06:00:00Z',
    fromStatus: 1,
    toStatus: 2,
    toStatusCaption: 'Выдан',
    note: null,
  },
];

export const ISSUED_CARD: CertificateCard = { ...ISSUED_ROW, history: HISTORY };
export const REFUSED_CARD: CertificateCard = {
  ...REFUSED_ROW,
  history: [
    HISTORY[0],
    {
      ...HISTORY[1],
      action: 'refuse',
      actionCaption: 'Отказано в выдаче сертификата',
      toStatus: 3,
      toStatusCaption: 'Отказано в выдаче',
      note: REFUSED_ROW.refuseReason,
    },
  ],
};

export const DRAFT: CertificateDraft = {
  type: 602,
  caption: 'Социальный сертификат на получение социальных услуг',
  shortCaption: 'Социальный сертификат',
  description: 'Социально-бытовые, социально-медицинские и социально-психологические услуги у выбранного поставщика.',
  amount: 120000,
  volume: 96,
  socServices: SERVICES,
  recipients: [
    { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1985-03-12', relation: 'self' },
    { personId: 2, fio: 'Иванов Артём Андреевич', birthDate: '2010-04-17', relation: 'child' },
  ],
  phone: '+79220511234',
  issuer: { id: 1, caption: 'ЦСО г. Салехард' },
};
