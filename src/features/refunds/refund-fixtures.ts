import type { RefundCard, RefundForm, RefundListItem } from './api';

/** Demo refund requests for the stories: a returned one to correct, a paid one to read. */
const HISTORY_ROW = {
  side: 'provider' as const,
  who: 'Смирнова Екатерина Александровна',
  note: null,
};

export const RETURNED_CARD: RefundCard = {
  id: 3,
  number: 'ЗКУ-2026/000003',
  institutionId: 5,
  institution: 'АНО «ЦСУ „Северная забота“»',
  requestTypeId: 100,
  reportingMonth: '2026-10',
  reportingMonthCaption: 'октябрь 2026',
  requestTime: '2026-11-06T07:00:00Z',
  status: 4,
  statusCaption: 'Возвращено на доработку',
  servicesCount: 1,
  total: 28000,
  returnReason: 'Не приложен акт оказанных услуг за октябрь',
  version: 3,
  comment: 'Сиделка работала по двум договорам, часы по графику посещений.',
  socServices: [
    {
      serviceId: 3,
      caption: 'Услуги сиделки на дому',
      rateUnit: 'hour',
      recipients: 1,
      quantity: 80,
      price: 350,
      amount: 28000,
    },
  ],
  documents: [{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', date: '2026-08-25' }],
  files: [],
  side: 'provider',
  editable: true,
  allowedActions: ['edit', 'send'],
  services: [
    { id: 3, caption: 'Услуги сиделки на дому', rateUnit: 'hour', price: 350 },
    { id: 17, caption: 'Конкурс субсидий СОНКО на социальное обслуживание на дому', rateUnit: null, price: 0 },
  ],
  history: [
    {
      ...HISTORY_ROW,
      action: 'create',
      actionCaption: 'Черновик заявления создан',
      at: '2026-11-06T07:00:00Z',
      fromStatus: null,
      toStatus: 1,
      toStatusCaption: 'Черновик',
    },
    {
      ...HISTORY_ROW,
      action: 'send',
      actionCaption: 'Заявление отправлено',
      at: '2026-11-09T05:30:00Z',
      fromStatus: 1,
      toStatus: 2,
      toStatusCaption: 'На рассмотрении',
    },
    {
      side: 'department',
      who: 'Васильев Дмитрий Игоревич',
      action: 'returnRequest',
      actionCaption: 'Заявление возвращено на доработку',
      at: '2026-11-16T06:20:00Z',
      fromStatus: 2,
      toStatus: 4,
      toStatusCaption: 'Возвращено на доработку',
      note: 'Не приложен акт оказанных услуг за октябрь',
    },
  ],
};

export const PAID_CARD: RefundCard = {
  ...RETURNED_CARD,
  id: 1,
  number: 'ЗКУ-2026/000001',
  reportingMonth: '2026-08',
  reportingMonthCaption: 'август 2026',
  status: 5,
  statusCaption: 'Оплачено',
  returnReason: null,
  total: 42000,
  comment: null,
  socServices: [{ ...RETURNED_CARD.socServices[0], recipients: 2, quantity: 120, amount: 42000 }],
  files: [
    { id: '6f1c2d3e-0000-4000-8000-000000000001', name: 'Акт оказанных услуг за август.pdf', sizeBytes: 182_400 },
  ],
  editable: false,
  allowedActions: [],
  services: [],
};

/** The department's view of a sent request: accept or return. */
export const SENT_FOR_DEPARTMENT: RefundCard = {
  ...PAID_CARD,
  status: 2,
  statusCaption: 'На рассмотрении',
  side: 'department',
  allowedActions: ['accept', 'returnRequest'],
};

const row = (card: RefundCard): RefundListItem => ({
  id: card.id,
  number: card.number,
  institutionId: card.institutionId,
  institution: card.institution,
  requestTypeId: card.requestTypeId,
  reportingMonth: card.reportingMonth,
  reportingMonthCaption: card.reportingMonthCaption,
  requestTime: card.requestTime,
  status: card.status,
  statusCaption: card.statusCaption,
  servicesCount: card.servicesCount,
  total: card.total,
  returnReason: card.returnReason,
  version: card.version,
});

export const LIST_ROWS: RefundListItem[] = [
  row(RETURNED_CARD),
  row({
    ...PAID_CARD,
    id: 2,
    number: 'ЗКУ-2026/000002',
    reportingMonth: '2026-09',
    reportingMonthCaption: 'сентябрь 2026',
    status: 3,
    statusCaption: 'Принято к оплате',
    total: 22400,
  }),
  row(PAID_CARD),
];

export const NEW_FORM: RefundForm = {
  institutionId: 5,
  institution: 'АНО «ЦСУ „Северная забота“»',
  reportingMonth: '2026-11',
  reportingMonthCaption: 'ноябрь 2026',
  corrected: false,
  existing: null,
  socServices: [{ ...RETURNED_CARD.socServices[0], quantity: 44.29, amount: 15501.5 }],
  documents: [
    { kind: 'contract', number: 'ДЕМО-СД-2026/0006', date: '2026-05-12' },
    { kind: 'contract', number: 'ДЕМО-СД-2026/0001', date: '2026-09-01' },
  ],
  services: RETURNED_CARD.services,
};
