import type { ContestApplication, ContestApplicationCard, ContestApplicationListItem } from './api';

/** A submitted application as GET /public/application-contests/{institutionId}/{employeeId}/{contestId} answers it. */
export const SUBMITTED: ContestApplication = {
  id: 3,
  number: 'ЗКС-2026/000003',
  contestId: 10,
  contest: 'Объявлен конкурс субсидий для СОНКО на социальное обслуживание на дому',
  applicationsFrom: '2026-11-01',
  applicationsTo: '2026-11-30',
  periodCaption: 'с 01.11.2026 по 30.11.2026',
  institutionId: 2,
  institution: 'АНО «ЦСУ „Северная забота“»',
  employeeId: 2,
  createdAt: '2026-11-03T06:40:00Z',
  projectTitle: 'Помощь на дому для маломобильных граждан',
  amountRequested: 2800000,
  status: 2,
  statusCaption: 'Подписана и подана',
  signerName: 'Смирнова Екатерина Александровна',
  signedAt: '2026-11-10T12:05:00Z',
  rejectReason: null,
  version: 2,
  fields: {
    projectTitle: 'Помощь на дому для маломобильных граждан',
    services: [
      { service: 'Услуги сиделки на дому', volume: 3600, unit: 'час' },
      { service: 'Доставка продуктов и лекарств', volume: 900, unit: 'услуга' },
    ],
    recipients: 30,
    amountRequested: 2800000,
    periodFrom: '2027-01-15',
    periodTo: '2027-12-15',
    description: 'Уход и бытовая помощь маломобильным гражданам Салехарда и Лабытнанги.',
    contactPerson: 'Соколова Елена Викторовна',
    contactPhone: '+79091234567',
  },
  files: [{ id: '00000000-0000-4000-8029-000000000001', name: 'Смета расходов.pdf', sizeBytes: 48213 }],
};

export const HISTORY: ContestApplicationCard['history'] = [
  {
    action: 'create',
    actionCaption: 'Черновик заявки создан',
    side: 'provider',
    who: 'Смирнова Екатерина Александровна',
    at: '2026-11-03T06:40:00Z',
    fromStatus: null,
    toStatus: 1,
    toStatusCaption: 'Черновик',
    note: null,
  },
  {
    action: 'sign',
    actionCaption: 'Заявка подписана и подана',
    side: 'provider',
    who: 'Смирнова Екатерина Александровна',
    at: '2026-11-10T12:05:00Z',
    fromStatus: 1,
    toStatus: 2,
    toStatusCaption: 'Подписана и подана',
    note: null,
  },
];

export const REJECTED_ROW: ContestApplicationListItem = {
  ...SUBMITTED,
  id: 2,
  number: 'ЗКС-2026/000002',
  institution: 'КЦСОН «Участие»',
  status: 4,
  statusCaption: 'Отклонена',
  rejectReason: 'Государственное учреждение не может участвовать в конкурсе для СОНКО',
};
