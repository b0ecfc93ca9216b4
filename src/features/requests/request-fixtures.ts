import type { RequestCard, RequestFormData, RequestListItem } from './api';

/** Requests as the server answers them, for the stories. */
export const RECEIVED_ROW: RequestListItem = {
  id: 5,
  personId: 1,
  number: 'ЗГ-2026/000012',
  kind: 'service',
  kindCaption: 'Предоставление социальных услуг',
  certTypeId: null,
  status: 1,
  statusCaption: 'Принято',
  deliveryStatus: 3,
  deliveryStatusCaption: 'Передаётся в учреждение',
  submittedOn: '2026-11-26',
  createdAt: '2026-11-26T14:05:00Z',
  personFio: 'Иванова Мария Петровна',
  targetPersonId: 2,
  targetFio: 'Иванов Артём Андреевич',
  institutionId: 1,
  institution: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
  services: ['Услуги сурдопереводчика'],
  decisionType: null,
  decisionCaption: null,
  decisionOn: null,
  decisionNumber: null,
  version: 1,
  term: { termDays: 5, daysPassed: 1, percent: 20, dueDate: '2026-12-03', overdue: false },
};

export const SATISFIED_ROW: RequestListItem = {
  ...RECEIVED_ROW,
  id: 1,
  number: 'ЗГ-2026/000004',
  status: 5,
  statusCaption: 'Удовлетворено',
  deliveryStatus: 1,
  deliveryStatusCaption: 'Зарегистрировано в учреждении',
  submittedOn: '2026-09-22',
  targetPersonId: null,
  targetFio: null,
  services: [
    'Составление индивидуальной программы предоставления социальных услуг',
    'Социально-бытовые услуги на дому',
  ],
  decisionType: 1,
  decisionCaption: 'Удовлетворить',
  decisionOn: '2026-09-28',
  decisionNumber: 'РЕШ-2026/000003',
  version: 3,
  term: { termDays: 5, daysPassed: 4, percent: 80, dueDate: '2026-09-29', overdue: false },
};

export const OVERDUE_ROW: RequestListItem = {
  ...RECEIVED_ROW,
  id: 6,
  number: 'ЗГ-2026/000010',
  status: 2,
  statusCaption: 'На рассмотрении',
  deliveryStatus: 1,
  deliveryStatusCaption: 'Зарегистрировано в учреждении',
  targetPersonId: null,
  targetFio: null,
  services: ['Доставка маломобильных граждан в медицинские организации'],
  submittedOn: '2026-11-20',
  version: 2,
  term: { termDays: 5, daysPassed: 5, percent: 100, dueDate: '2026-11-27', overdue: true },
};

export const REFUSED_ROW: RequestListItem = {
  ...SATISFIED_ROW,
  id: 2,
  number: 'ЗГ-2026/000006',
  institution: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
  services: ['Социально-медицинские услуги на дому'],
  status: 4,
  statusCaption: 'Отказано',
  decisionType: 2,
  decisionCaption: 'Отказать',
  decisionNumber: 'РЕШ-2026/000005',
};

const history = [
  {
    action: 'create',
    actionCaption: 'Заявление подано',
    side: 'person' as const,
    who: 'Иванова Мария Петровна',
    at: '2026-09-22T05:40:00Z',
    fromStatus: null,
    toStatus: 1,
    toStatusCaption: 'Принято',
    note: null,
  },
  {
    action: 'register',
    actionCaption: 'Заявление зарегистрировано',
    side: 'employee' as const,
    who: 'Петров Сергей Викторович',
    at: '2026-09-22T10:05:00Z',
    fromStatus: 1,
    toStatus: 2,
    toStatusCaption: 'На рассмотрении',
    note: null,
  },
];

export const RECEIVED_CARD: RequestCard = {
  ...RECEIVED_ROW,
  phone: '+79220511234',
  comment: 'Сыну нужен сурдопереводчик на собеседование в колледже 10 декабря',
  decisionReason: null,
  targetBirthDate: '2014-09-03',
  institutionPhone: '+7 (34922) 4-11-20',
  institutionEmail: 'cso-salekhard@yanao.ru',
  files: [{ id: 'a1b2', name: 'Справка об инвалидности.pdf', sizeBytes: 184_320 }],
  side: 'employee',
  allowedActions: ['register', 'returnRequest'],
  history: history.slice(0, 1),
};

export const REFUSED_CARD: RequestCard = {
  ...REFUSED_ROW,
  phone: '+79220511234',
  comment: null,
  decisionReason:
    'Заявитель проживает вне территории обслуживания организации (г. Ноябрьск); рекомендовано обратиться в ЦСО г. Салехарда',
  targetBirthDate: null,
  institutionPhone: '+7 (3496) 34-12-00',
  institutionEmail: null,
  files: [],
  side: 'person',
  allowedActions: [],
  history: [
    ...history,
    {
      action: 'refuse',
      actionCaption: 'Решение: отказать',
      side: 'employee',
      who: 'Смирнова Екатерина Александровна',
      at: '2026-10-20T11:00:00Z',
      fromStatus: 2,
      toStatus: 4,
      toStatusCaption: 'Отказано',
      note: 'Заявитель проживает вне территории обслуживания организации',
    },
  ],
};

export const FORM_DATA: RequestFormData = {
  recipients: [
    { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1988-04-12', relation: 'self' },
    { personId: 2, fio: 'Иванов Артём Андреевич', birthDate: '2014-09-03', relation: 'child' },
  ],
  phone: '+79220511234',
};
