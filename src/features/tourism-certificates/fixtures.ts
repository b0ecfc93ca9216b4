import type { TourismCertificateCard, TourismCertificateDraft, TourismCertificateListItem } from './api';

/** The demo citizen's certificate for a child's tour, issued and valid (server/db/seed/tourism-certificates.ts). */
export const ISSUED: TourismCertificateCard = {
  id: 5,
  number: 'ТСЕ-2026/000005',
  typeId: 2,
  typeCaption: 'Сертификат на оздоровительный тур ребёнка с сопровождающим',
  personId: 1,
  applicant: 'Иванова Мария Петровна',
  status: 2,
  statusCaption: 'Выдан',
  dateFrom: '2026-11-16',
  dateToIncluded: '2027-03-15',
  validPeriod: 'с 16.11.2026 по 15.03.2027',
  nominal: 60000,
  validDays: 120,
  membersCount: 1,
  createdAt: '2026-11-10T06:35:00Z',
  decidedAt: '2026-11-16T11:40:00Z',
  reason: null,
  contractId: null,
  inForce: true,
  version: 2,
  applicantBirthDate: '1986-04-12',
  applicantSnils: '112-233-445 95',
  phone: '+79220511234',
  cityId: 1,
  streetId: 1,
  house: '45',
  flat: '12',
  address: 'г. Салехард, ул. Республики, д. 45, кв. 12',
  members: [
    { personId: 2, fio: 'Иванов Артём Сергеевич', birthDate: '2014-09-03', relationDegreeId: 2, relationDegree: 'Сын' },
  ],
  files: [{ id: '0b6c7a52-9a4e-4a55-9c3e-1f0d2a7b8c11', name: 'Свидетельство о рождении.pdf', sizeBytes: 182044 }],
  side: 'applicant',
  allowedActions: [],
  history: [
    {
      action: 'create',
      actionCaption: 'Подано заявление на сертификат',
      side: 'applicant',
      who: 'Иванова Мария Петровна',
      at: '2026-11-10T06:35:00Z',
      fromStatus: null,
      toStatus: 1,
      toStatusCaption: 'На рассмотрении',
      note: null,
    },
    {
      action: 'issue',
      actionCaption: 'Сертификат выдан',
      side: 'department',
      who: 'Администратор Портала',
      at: '2026-11-16T11:40:00Z',
      fromStatus: 1,
      toStatus: 2,
      toStatusCaption: 'Выдан',
      note: 'Срок действия с 16.11.2026 по 15.03.2027',
    },
  ],
};

/** An application waiting for the department's decision, as the department sees it. */
export const SUBMITTED: TourismCertificateCard = {
  ...ISSUED,
  id: 7,
  number: 'ТСЕ-2026/000007',
  typeId: 1,
  typeCaption: 'Сертификат на семейный отдых многодетной семьи',
  status: 1,
  statusCaption: 'На рассмотрении',
  dateFrom: null,
  dateToIncluded: null,
  validPeriod: null,
  nominal: 90000,
  validDays: 180,
  decidedAt: null,
  inForce: false,
  version: 1,
  side: 'department',
  allowedActions: ['issue', 'refuse'],
  history: ISSUED.history.slice(0, 1),
};

/** Refused with the department's reason. */
export const REFUSED: TourismCertificateCard = {
  ...SUBMITTED,
  status: 3,
  statusCaption: 'Отказано в выдаче',
  decidedAt: '2026-11-20T07:10:00Z',
  reason: 'Не приложено удостоверение многодетной семьи',
  side: 'applicant',
  allowedActions: [],
  members: [],
  files: [],
};

export const LIST_ITEM: TourismCertificateListItem = {
  id: SUBMITTED.id,
  number: SUBMITTED.number,
  typeId: SUBMITTED.typeId,
  typeCaption: SUBMITTED.typeCaption,
  personId: 18,
  applicant: 'Вануйто Николай Алексеевич',
  status: SUBMITTED.status,
  statusCaption: SUBMITTED.statusCaption,
  dateFrom: null,
  dateToIncluded: null,
  validPeriod: null,
  nominal: 90000,
  validDays: 180,
  membersCount: 3,
  createdAt: '2026-12-04T14:45:00Z',
  decidedAt: null,
  reason: null,
  contractId: null,
  inForce: false,
  version: 1,
};

/** The large family's certificate (type 1): the demo citizen, with two children, is not its holder. */
export const LARGE_FAMILY_TYPE: TourismCertificateDraft['type'] = {
  id: 1,
  caption: 'Сертификат на семейный отдых многодетной семьи',
  nominal: 90000,
  validDays: 180,
  holders: 'Родитель многодетной семьи, проживающей в автономном округе, с детьми',
};

/**
 * The demo citizen's draft of a child's health tour (type 2: a child of 7–17 travels): her phone and
 * address, her son of 12 with her. With two children she may not hold a large family's certificate.
 */
export const DRAFT: TourismCertificateDraft = {
  type: {
    id: 2,
    caption: 'Сертификат на оздоровительный тур ребёнка с сопровождающим',
    nominal: 60000,
    validDays: 120,
    holders: 'Родитель (законный представитель) ребёнка в возрасте от 7 до 17 лет',
  },
  applicant: { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1986-04-12', snils: '112-233-445 95' },
  family: [
    { personId: 2, fio: 'Иванов Артём Сергеевич', birthDate: '2014-09-03', relationDegreeId: 2 },
    { personId: 3, fio: 'Иванова Софья Сергеевна', birthDate: '2018-02-21', relationDegreeId: 3 },
  ],
  allowed: true,
  reason: null,
  fields: {
    phone: '+79220511234',
    address: { regionId: 1, cityId: 1, streetId: 1, house: '45', room: '12' },
    members: [{ personId: 2, relationDegreeId: 2 }],
    documents: [],
  },
};
