/**
 * Demo payments: the demo citizen (Иванова Мария Петровна) has assignments of regional measures of
 * social support in every status, a year and more of monthly payments across them, the transfers to
 * her account (one returned by the bank when her old account was closed, then sent again to the new
 * one), the application that changed the account, an application to stop a payment, and consents
 * (one withdrawn, one in force). The guardian has his own, so that neither reaches the other's. Each
 * assignment's history is replayed through the state table, so status and history agree.
 */
import {
  AssignmentStatus,
  decideAssignment,
  type AssignmentAction,
  type AssignmentSide,
  type AssignmentStatus as Status,
} from '../../../common/payments/assignment-machine.ts';
import { ConsentStatus } from '../../../common/payments/consent-machine.ts';
import { accountControlKey } from '../../../common/validation/bank-account.ts';
import { numbersInOrder } from './document-numbers.ts';
import { BANKS } from './platform.ts';
import { PERSON } from './people.ts';

/** Seed moments are the region's local time (Салехард, UTC+5). */
const regionTime = (at: string) => `${at}:00+05`;

/** A bank of the demo directory. */
const bank = (bik: string) => {
  const found = BANKS.find((b) => b.bik === bik);
  if (!found) throw new Error(`Демо-банк ${bik} не найден`);
  return found;
};
/** A demo account at a bank, its control key counted by the Bank of Russia rule. */
const account = (bik: string, first8: string, last11: string) => {
  const draft = `${first8}0${last11}`;
  return `${first8}${accountControlKey(bik, draft)}${last11}`;
};

const SBER_TYUMEN = bank('047102651');
const ZAPSIB = bank('047102613');
const OTKRYTIE = bank('047162782');
/** The citizen's old account (closed in March 2026) and the new one. */
const CITIZEN_OLD = { bank: ZAPSIB, account: account(ZAPSIB.bik, '40817810', '56700312847') };
const CITIZEN_NEW = { bank: SBER_TYUMEN, account: account(SBER_TYUMEN.bik, '40817810', '67450021935') };
const GUARDIAN_ACCOUNT = { bank: OTKRYTIE, account: account(OTKRYTIE.bik, '40817810', '10052270418') };

export const MSP_TYPE = {
  childAllowance: 1,
  housingCompensation: 2,
  schoolStart: 3,
  travelCompensation: 4,
  childcare: 5,
  veteranPayment: 6,
} as const;

export const PAYMENT_MSP_TYPES = [
  { id: MSP_TYPE.childAllowance, caption: 'Региональное ежемесячное пособие на ребёнка' },
  {
    id: MSP_TYPE.housingCompensation,
    caption: 'Ежемесячная денежная компенсация расходов на оплату жилого помещения и коммунальных услуг',
  },
  { id: MSP_TYPE.schoolStart, caption: 'Единовременная выплата на подготовку ребёнка к учебному году' },
  { id: MSP_TYPE.travelCompensation, caption: 'Компенсация стоимости проезда ребёнка к месту учёбы и обратно' },
  { id: MSP_TYPE.childcare, caption: 'Ежемесячное пособие по уходу за ребёнком до полутора лет' },
  { id: MSP_TYPE.veteranPayment, caption: 'Ежемесячная денежная выплата ветеранам труда' },
];

const AUTHORITY = 'Департамент социальной защиты населения Ямало-Ненецкого автономного округа';

export interface AssignmentSeed {
  id: number;
  personId: number;
  mspTypeId: number;
  amount: number;
  dateFrom: string;
  dateTo: string | null;
  status: number;
  authority: string;
  bankBik: string;
  bankName: string;
  corrAccount: string;
  bankAccount: string;
  version: number;
}

export interface AssignmentHistorySeed {
  id: number;
  assignmentId: number;
  action: AssignmentAction | 'create';
  side: AssignmentSide;
  actorPersonId: number | null;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

interface Step {
  action: AssignmentAction;
  by: AssignmentSide;
  at: string;
  reason?: string;
  grounds?: string;
  /** changeAccount: the new account. */
  to?: typeof CITIZEN_NEW;
}

interface Head {
  id: number;
  personId: number;
  mspTypeId: number;
  amount: number;
  dateFrom: string;
  dateTo: string | null;
  assignedAt: string;
  account: typeof CITIZEN_NEW;
  steps: Step[];
  /** The expected status after the steps: the seed refuses to start if the table disagrees. */
  status: Status;
  /** The months paid (first days), each released on `releaseDay` of its month. */
  paidFrom: string;
  paidTo: string;
}

const S = AssignmentStatus;
const accountNote = (a: typeof CITIZEN_NEW, number: string) =>
  `${a.bank.caption}, счёт …${a.account.slice(-4)}; заявление № ${number}`;

/** The applications to change the account and to stop payments, in the order they were made. */
const PAYREQS_AT = ['2026-03-25 19:40'];
const PAYREQS_NUMBERS = numbersInOrder(
  PAYREQS_AT,
  () => 'payreqs-change-application',
  (at) => `${at.replace(' ', 'T')}:00+05:00`,
);
const STOPS = [
  { assignmentId: 5, at: '2025-06-10 10:20', reason: 'Вышла на работу до окончания отпуска по уходу за ребёнком' },
  { assignmentId: 4, at: '2026-11-20 21:05', reason: 'Сын переведён в школу рядом с домом, проезд не нужен' },
];
const STOP_NUMBERS = numbersInOrder(
  STOPS,
  () => 'payment-stop-application',
  (s) => `${s.at.replace(' ', 'T')}:00+05:00`,
);
const stopNote = (assignmentId: number) => {
  const i = STOPS.findIndex((s) => s.assignmentId === assignmentId);
  return `заявление № ${STOP_NUMBERS[i]}; ${STOPS[i].reason}`;
};

const HEADS: Head[] = [
  {
    id: 1,
    personId: PERSON.citizen,
    mspTypeId: MSP_TYPE.childAllowance,
    amount: 4312,
    dateFrom: '2025-09-01',
    dateTo: '2027-08-31',
    assignedAt: '2025-08-22 11:30',
    account: CITIZEN_OLD,
    steps: [{ action: 'changeAccount', by: 'person', at: PAYREQS_AT[0], to: CITIZEN_NEW }],
    status: S.Active,
    paidFrom: '2025-09-01',
    paidTo: '2026-11-01',
  },
  {
    id: 2,
    personId: PERSON.citizen,
    mspTypeId: MSP_TYPE.housingCompensation,
    amount: 2860.45,
    dateFrom: '2025-01-01',
    dateTo: null,
    assignedAt: '2024-12-18 15:10',
    account: CITIZEN_OLD,
    steps: [
      { action: 'changeAccount', by: 'person', at: PAYREQS_AT[0], to: CITIZEN_NEW },
      {
        action: 'suspend',
        by: 'authority',
        at: '2026-10-05 09:45',
        grounds: 'Не представлены сведения о доходах семьи за 2025 год; представьте их в МФЦ или через портал',
      },
    ],
    status: S.Suspended,
    paidFrom: '2025-01-01',
    paidTo: '2026-09-01',
  },
  {
    id: 3,
    personId: PERSON.citizen,
    mspTypeId: MSP_TYPE.schoolStart,
    amount: 10000,
    dateFrom: '2026-08-01',
    dateTo: '2026-08-31',
    assignedAt: '2026-07-14 12:00',
    account: CITIZEN_NEW,
    steps: [{ action: 'expire', by: 'authority', at: '2026-09-01 08:00' }],
    status: S.Expired,
    paidFrom: '2026-08-01',
    paidTo: '2026-08-01',
  },
  {
    id: 4,
    personId: PERSON.citizen,
    mspTypeId: MSP_TYPE.travelCompensation,
    amount: 1250.6,
    dateFrom: '2026-09-01',
    dateTo: '2027-05-31',
    assignedAt: '2026-08-28 16:25',
    account: CITIZEN_NEW,
    steps: [{ action: 'close', by: 'person', at: STOPS[1].at, reason: stopNote(4) }],
    status: S.CloseRequested,
    paidFrom: '2026-09-01',
    paidTo: '2026-11-01',
  },
  {
    id: 5,
    personId: PERSON.citizen,
    mspTypeId: MSP_TYPE.childcare,
    amount: 9840.12,
    dateFrom: '2024-10-01',
    dateTo: '2026-03-31',
    assignedAt: '2024-09-20 10:00',
    account: CITIZEN_OLD,
    steps: [
      { action: 'close', by: 'person', at: STOPS[0].at, reason: stopNote(5) },
      {
        action: 'confirmClose',
        by: 'authority',
        at: '2025-06-16 14:30',
        grounds: 'Решение о прекращении выплаты с 1 июля 2025 года по заявлению получателя',
      },
    ],
    status: S.Closed,
    paidFrom: '2025-01-01',
    paidTo: '2025-06-01',
  },
  {
    id: 6,
    personId: PERSON.guardian,
    mspTypeId: MSP_TYPE.veteranPayment,
    amount: 1538.3,
    dateFrom: '2023-05-01',
    dateTo: null,
    assignedAt: '2023-04-21 09:00',
    account: GUARDIAN_ACCOUNT,
    steps: [],
    status: S.Active,
    paidFrom: '2026-01-01',
    paidTo: '2026-11-01',
  },
];

/** Payments are released on the 20th of the month they are for, and transferred the next day. */
const RELEASE_DAY = 20;

export interface PaymentSeed {
  id: number;
  personId: number;
  assignmentId: number;
  period: string;
  dateReleased: string;
  amount: number;
}
export interface TransferSeed {
  id: number;
  personId: number;
  paymentId: number;
  transferredOn: string;
  amount: number;
  bankName: string;
  bankAccount: string;
  status: 1 | 2;
}

const months = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() + 1))
    out.push(d.toISOString().slice(0, 10));
  return out;
};
const dayOf = (month: string, day: number) => `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;

function replay() {
  const assignments: AssignmentSeed[] = [];
  const history: AssignmentHistorySeed[] = [];
  const payments: PaymentSeed[] = [];
  const transfers: TransferSeed[] = [];
  for (const head of HEADS) {
    let status: Status = S.Active;
    let current = head.account;
    let version = 1;
    const row = (r: Omit<AssignmentHistorySeed, 'id' | 'assignmentId'>) =>
      history.push({ id: history.length + 1, assignmentId: head.id, ...r });
    row({
      action: 'create',
      side: 'authority',
      actorPersonId: null,
      actedAt: regionTime(head.assignedAt),
      fromStatus: null,
      toStatus: S.Active,
      note: null,
    });
    for (const step of head.steps) {
      const today = step.at.slice(0, 10);
      const accountText = step.to ? accountNote(step.to, PAYREQS_NUMBERS[0]) : undefined;
      const decision = decideAssignment({ status, dateTo: head.dateTo, today }, step.by, step.action, {
        reason: step.reason,
        grounds: step.grounds,
        account: accountText,
      });
      if (!decision.ok)
        throw new Error(`Демо-назначение ${head.id}: ${step.action} (${step.by}) — ${decision.message}`);
      row({
        action: step.action,
        side: step.by,
        actorPersonId: step.by === 'person' ? head.personId : null,
        actedAt: regionTime(step.at),
        fromStatus: status,
        toStatus: decision.next.status,
        note: decision.note,
      });
      status = decision.next.status;
      if (step.to) current = step.to;
      version += 1;
    }
    if (status !== head.status)
      throw new Error(`Демо-назначение ${head.id}: статус ${status}, ожидался ${head.status}`);
    assignments.push({
      id: head.id,
      personId: head.personId,
      mspTypeId: head.mspTypeId,
      amount: head.amount,
      dateFrom: head.dateFrom,
      dateTo: head.dateTo,
      status,
      authority: AUTHORITY,
      bankBik: current.bank.bik,
      bankName: current.bank.caption,
      corrAccount: current.bank.corrAccount,
      bankAccount: current.account,
      version,
    });
    // The account a month's transfer went to: the old one until the change.
    const changedOn = head.steps.find((s) => s.action === 'changeAccount')?.at.slice(0, 10);
    for (const period of months(head.paidFrom, head.paidTo)) {
      const released = dayOf(period, RELEASE_DAY);
      const payment = {
        id: payments.length + 1,
        personId: head.personId,
        assignmentId: head.id,
        period,
        dateReleased: released,
        amount: head.amount,
      };
      payments.push(payment);
      const to = changedOn && dayOf(period, RELEASE_DAY + 1) < changedOn ? head.account : current;
      const transfer = (on: string, where: typeof CITIZEN_NEW, state: 1 | 2) =>
        transfers.push({
          id: transfers.length + 1,
          personId: head.personId,
          paymentId: payment.id,
          transferredOn: on,
          amount: head.amount,
          bankName: where.bank.caption,
          bankAccount: where.account,
          status: state,
        });
      if (to === CITIZEN_OLD && period === '2026-03-01') {
        // The old account was closed: the bank returned March's transfer, sent again after the change.
        transfer(dayOf(period, RELEASE_DAY + 1), CITIZEN_OLD, 2);
        transfer(dayOf(period, 27), CITIZEN_NEW, 1);
      } else transfer(dayOf(period, RELEASE_DAY + 1), to, 1);
    }
  }
  return { assignments, history, payments, transfers };
}

const REPLAYED = replay();
export const PAYMENT_ASSIGNMENTS = REPLAYED.assignments;
export const PAYMENT_ASSIGNMENT_HISTORY = REPLAYED.history;
export const PAYMENTS = REPLAYED.payments;
export const PAYMENT_TRANSFERS = REPLAYED.transfers;

export const PAYMENT_STOP_APPLICATIONS = STOPS.map((s, i) => ({
  id: i + 1,
  number: STOP_NUMBERS[i],
  personId: PERSON.citizen,
  assignmentId: s.assignmentId,
  reason: s.reason,
  createdAt: regionTime(s.at),
}));

export const PAYREQS_CHANGES = [
  {
    id: 1,
    number: PAYREQS_NUMBERS[0],
    personId: PERSON.citizen,
    bankBik: CITIZEN_NEW.bank.bik,
    bankName: CITIZEN_NEW.bank.caption,
    corrAccount: CITIZEN_NEW.bank.corrAccount,
    bankAccount: CITIZEN_NEW.account,
    // A PostgreSQL array literal: the seed passes objects as JSON.
    assignmentIds: '{1,2}',
    createdAt: regionTime(PAYREQS_AT[0]),
  },
];

/** Consents: the citizen's first withdrawn, her second in force; the guardian's in force. */
const CONSENT_HEADS = [
  { id: 1, personId: PERSON.citizen, givenAt: '2025-02-10 18:20', withdrawnAt: '2025-12-01 09:05' },
  { id: 2, personId: PERSON.guardian, givenAt: '2025-11-03 12:00', withdrawnAt: null },
  { id: 3, personId: PERSON.citizen, givenAt: '2026-01-15 20:45', withdrawnAt: null },
];
const CONSENT_NUMBERS = numbersInOrder(
  CONSENT_HEADS,
  () => 'payment-consent',
  (c) => `${c.givenAt.replace(' ', 'T')}:00+05:00`,
);
export const PAYMENT_CONSENTS = CONSENT_HEADS.map((c, i) => ({
  id: c.id,
  number: CONSENT_NUMBERS[i],
  personId: c.personId,
  status: c.withdrawnAt ? ConsentStatus.Withdrawn : ConsentStatus.Given,
  givenAt: regionTime(c.givenAt),
  withdrawnAt: c.withdrawnAt ? regionTime(c.withdrawnAt) : null,
  version: c.withdrawnAt ? 2 : 1,
}));
export const PAYMENT_CONSENT_HISTORY = CONSENT_HEADS.flatMap((c) => [
  {
    consentId: c.id,
    action: 'create',
    side: 'person',
    actorPersonId: c.personId,
    actedAt: regionTime(c.givenAt),
    fromStatus: null as number | null,
    toStatus: ConsentStatus.Given as number,
  },
  ...(c.withdrawnAt
    ? [
        {
          consentId: c.id,
          action: 'withdraw',
          side: 'person',
          actorPersonId: c.personId,
          actedAt: regionTime(c.withdrawnAt),
          fromStatus: ConsentStatus.Given as number | null,
          toStatus: ConsentStatus.Withdrawn as number,
        },
      ]
    : []),
]).map((row, i) => ({ id: i + 1, ...row, note: null }));
