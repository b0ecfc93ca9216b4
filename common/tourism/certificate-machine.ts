/**
 * The life of a tourism certificate (workflows.md sections 2, 3, 6, 7): the region pays for a tour of
 * a citizen and the members of their family. The specification names the certificate, its validity
 * (dateFrom, dateToIncluded, validPeriod) and its calls but not its statuses: they are designed here
 * as one state table of the kernel (common/workflow/state-table.ts), drawn in
 * docs/tourism-certificate-states.md (a test keeps the two equal). The server applies every action
 * only through this table (server/workflow/transition.ts).
 *
 * The citizen applies (Submitted 1) and may withdraw the application before the decision
 * (Withdrawn 6). The department (an administrator of the portal) issues the certificate (Issued 2):
 * it is valid from the day of issue for its type's valid days; or refuses with the reason
 * (Refused 3). A tour contract concluded under an issued certificate in force uses it (Used 4); an
 * issued one not used expires after its last day (Expired 5).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';
import { ruDate } from '../region-time.ts';
import { addDays } from '../schedule/slots.ts';

export const TourismCertificateStatus = {
  Submitted: 1,
  Issued: 2,
  Refused: 3,
  Used: 4,
  Expired: 5,
  Withdrawn: 6,
} as const;
export type TourismCertificateStatus = (typeof TourismCertificateStatus)[keyof typeof TourismCertificateStatus];
const S = TourismCertificateStatus;

/** Every status, in the order a list's filter offers them. */
export const TOURISM_CERTIFICATE_STATUSES: readonly TourismCertificateStatus[] =
  Object.values(TourismCertificateStatus);

export const TOURISM_CERTIFICATE_STATUS_CAPTIONS: Readonly<Record<TourismCertificateStatus, string>> = {
  [S.Submitted]: 'На рассмотрении',
  [S.Issued]: 'Выдан',
  [S.Refused]: 'Отказано в выдаче',
  [S.Used]: 'Использован',
  [S.Expired]: 'Срок действия истёк',
  [S.Withdrawn]: 'Заявление отозвано',
};

/** Who acts: the applicant, the department that issues the certificates, the portal (a contract, the clock). */
export type TourismCertificateSide = 'applicant' | 'department' | 'system';

export type TourismCertificateAction = 'withdraw' | 'issue' | 'refuse' | 'use' | 'expire';

/** What the table reads of a certificate. */
export interface TourismCertificateFacts {
  status: TourismCertificateStatus;
  /** The first and the last valid day (ISO dates) of an issued one; null before it is issued. */
  dateFrom: string | null;
  dateToIncluded: string | null;
  /** How many days the type's certificate is valid once issued. */
  validDays: number;
  /** Today on the region's clock (ISO date). */
  today: string;
}

/** What an action brings beyond its name. */
export interface TourismCertificateInput {
  /** A refusal's or a withdrawal's reason. */
  reason?: string;
  /** The tour contract's number that uses the certificate. */
  contractNumber?: string;
}

export type TourismCertificateTransition = Transition<
  TourismCertificateStatus,
  TourismCertificateAction,
  TourismCertificateSide,
  TourismCertificateFacts,
  TourismCertificateInput
>;

export const TOURISM_CERTIFICATE_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе сертификата',
  notYourAction: 'Это действие выполняет другая сторона',
  noReason: 'Укажите причину отказа',
  notInForce: 'Срок действия сертификата истёк: тур по нему не оплачивается',
  stillValid: 'Срок действия сертификата ещё не истёк',
} as const;

/** The validity as a person reads it: «с 07.12.2026 по 04.06.2027». */
export const validPeriodText = (dateFrom: string, dateToIncluded: string): string =>
  `с ${ruDate(dateFrom)} по ${ruDate(dateToIncluded)}`;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: TourismCertificateFacts, i: TourismCertificateInput) => Boolean(i.reason?.trim()),
  refusal: TOURISM_CERTIFICATE_REFUSALS.noReason,
  status: 400,
} as const;

const inForce = {
  name: 'срок действия не истёк',
  holds: (f: TourismCertificateFacts) => f.dateToIncluded !== null && f.today <= f.dateToIncluded,
  refusal: TOURISM_CERTIFICATE_REFUSALS.notInForce,
  status: 409,
} as const;

const validityOver = {
  name: 'срок действия истёк',
  holds: (f: TourismCertificateFacts) => f.dateToIncluded !== null && f.dateToIncluded < f.today,
  refusal: TOURISM_CERTIFICATE_REFUSALS.stillValid,
  status: 409,
} as const;

const reason = (i: TourismCertificateInput) => i.reason?.trim() || null;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const TOURISM_CERTIFICATE_TABLE: StateTable<
  TourismCertificateStatus,
  TourismCertificateAction,
  TourismCertificateSide,
  TourismCertificateFacts,
  TourismCertificateInput
> = {
  statuses: TourismCertificateStatus,
  statusCaptions: TOURISM_CERTIFICATE_STATUS_CAPTIONS,
  initial: S.Submitted,
  created: 'Подано заявление на сертификат',
  sides: { applicant: 'заявитель', department: 'департамент соцзащиты', system: 'портал' },
  actions: {
    withdraw: {
      caption: 'Отозвать заявление',
      message: 'Заявление на сертификат отозвано',
      history: 'Заявление отозвано заявителем',
      negative: true,
    },
    issue: { caption: 'Выдать сертификат', message: 'Сертификат выдан', history: 'Сертификат выдан' },
    refuse: {
      caption: 'Отказать в выдаче',
      message: 'В выдаче сертификата отказано',
      history: 'Отказано в выдаче сертификата',
      negative: true,
    },
    use: {
      caption: 'Оплатить тур по сертификату',
      message: 'Сертификат использован',
      history: 'По сертификату заключён договор на тур',
    },
    expire: {
      caption: 'Закрыть по истечении срока',
      message: 'Срок действия сертификата истёк',
      history: 'Срок действия сертификата истёк',
    },
  },
  refusals: {
    notInStatus: TOURISM_CERTIFICATE_REFUSALS.notInStatus,
    notYourAction: TOURISM_CERTIFICATE_REFUSALS.notYourAction,
  },
  rows: [
    // The applicant withdraws the application before the decision.
    { action: 'withdraw', by: 'applicant', from: [S.Submitted], to: S.Withdrawn, when: [], note: reason },
    // The department issues it: valid from today for the type's valid days.
    {
      action: 'issue',
      by: 'department',
      from: [S.Submitted],
      to: S.Issued,
      when: [],
      effect: (f) => ({ dateFrom: f.today, dateToIncluded: addDays(f.today, f.validDays - 1) }),
      note: (_i, f) => `Срок действия ${validPeriodText(f.today, addDays(f.today, f.validDays - 1))}`,
    },
    // Or refuses with the reason.
    { action: 'refuse', by: 'department', from: [S.Submitted], to: S.Refused, when: [reasonGiven], note: reason },
    // A tour contract concluded under a certificate in force uses it.
    {
      action: 'use',
      by: 'system',
      from: [S.Issued],
      to: S.Used,
      when: [inForce],
      note: (i) => (i.contractNumber ? `Договор № ${i.contractNumber}` : null),
    },
    // After its last valid day an issued certificate not used expires.
    { action: 'expire', by: 'system', from: [S.Issued], to: S.Expired, when: [validityOver] },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const TOURISM_CERTIFICATE_ACTIONS: readonly TourismCertificateAction[] =
  workflow.actionNames(TOURISM_CERTIFICATE_TABLE);

/** Decides an action on a certificate by the table alone. */
export function decideTourismCertificate(
  facts: TourismCertificateFacts,
  by: TourismCertificateSide,
  action: TourismCertificateAction,
  input: TourismCertificateInput = {},
) {
  return workflow.decide(TOURISM_CERTIFICATE_TABLE, facts, by, action, input);
}

/** The actions the card offers this side now. */
export function allowedTourismCertificateActions(
  facts: TourismCertificateFacts,
  by: TourismCertificateSide,
): TourismCertificateAction[] {
  return workflow.allowed(TOURISM_CERTIFICATE_TABLE, facts, by);
}

/** The table as a Mermaid state diagram (docs/tourism-certificate-states.md holds its output). */
export function tourismCertificateDiagram(): string {
  return workflow.diagram(TOURISM_CERTIFICATE_TABLE);
}

/** A certificate that blocks another of its type in the year: pending, issued or used. */
export const TOURISM_CERTIFICATE_BLOCKING: readonly TourismCertificateStatus[] = [S.Submitted, S.Issued, S.Used];

/** An issued certificate in force: a tour contract may be concluded under it. */
export const tourismCertificateInForce = (f: Pick<TourismCertificateFacts, 'status' | 'dateToIncluded' | 'today'>) =>
  f.status === S.Issued && f.dateToIncluded !== null && f.today <= f.dateToIncluded;
