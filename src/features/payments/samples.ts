import type { Assignment, ConsentList, PaymentGroup } from './api';

/** Demo-like data for the area's stories: a year of three measures, assignments, consents. */
const monthly = (mspTypeId: number, assignmentId: number, amount: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const month = String(from + i).padStart(2, '0');
    return {
      id: assignmentId * 100 + from + i,
      assignmentId,
      mspTypeId,
      mspName: '',
      period: `2026-${month}-01`,
      dateReleased: `2026-${month}-20`,
      amount,
    };
  });

const group = (mspTypeId: number, mspName: string, payments: PaymentGroup['payments']): PaymentGroup => ({
  mspTypeId,
  mspName,
  total: Math.round(payments.reduce((s, p) => s + p.amount, 0) * 100) / 100,
  payments: payments.map((p) => ({ ...p, mspName })),
});

export const SAMPLE_GROUPS: PaymentGroup[] = [
  group(3, 'Единовременная выплата на подготовку ребёнка к учебному году', monthly(3, 3, 10000, 8, 8)),
  group(
    2,
    'Ежемесячная денежная компенсация расходов на оплату жилого помещения и коммунальных услуг',
    monthly(2, 2, 2860.45, 1, 9),
  ),
  group(1, 'Региональное ежемесячное пособие на ребёнка', monthly(1, 1, 4312, 1, 11)),
];

const base: Assignment = {
  id: 1,
  personId: 1,
  mspTypeId: 1,
  mspName: 'Региональное ежемесячное пособие на ребёнка',
  amount: 4312,
  dateFrom: '2025-09-01',
  dateTo: '2027-08-31',
  status: 1,
  statusCaption: 'Выплачивается',
  authority: 'Департамент социальной защиты населения Ямало-Ненецкого автономного округа',
  bankBik: '047102651',
  bankName: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
  corrAccount: '30101810800000000651',
  bankAccount: '40817810367450021935',
  stopNumber: null,
  version: 2,
  allowedActions: ['close', 'changeAccount'],
};

export const SAMPLE_ASSIGNMENTS: Assignment[] = [
  base,
  {
    ...base,
    id: 2,
    mspTypeId: 2,
    mspName: 'Ежемесячная денежная компенсация расходов на оплату жилого помещения и коммунальных услуг',
    amount: 2860.45,
    dateFrom: '2025-01-01',
    dateTo: null,
    status: 2,
    statusCaption: 'Выплата приостановлена',
  },
  {
    ...base,
    id: 4,
    mspTypeId: 4,
    mspName: 'Компенсация стоимости проезда ребёнка к месту учёбы и обратно',
    amount: 1250.6,
    status: 3,
    statusCaption: 'Подано заявление о прекращении',
    stopNumber: 'ЗПВ-2026/000001',
    allowedActions: [],
  },
];

export const SAMPLE_CONSENTS: ConsentList = {
  given: true,
  items: [
    {
      id: 3,
      personId: 1,
      number: 'СПВ-2026/000001',
      status: 1,
      statusCaption: 'Действует',
      givenAt: '2026-01-15T15:45:00Z',
      withdrawnAt: null,
      version: 1,
      allowedActions: ['withdraw'],
      history: [
        {
          action: 'create',
          actionCaption: 'Согласие дано',
          side: 'person',
          who: 'Иванова Мария Петровна',
          at: '2026-01-15T15:45:00Z',
          fromStatus: null,
          toStatus: 1,
          toStatusCaption: 'Действует',
          note: null,
        },
      ],
    },
  ],
};
