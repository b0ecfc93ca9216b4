/**
 * The life of a certificate for social services (workflows.md sections 2, 3, 7, 9). The specification
 * names the certificate and its calls but not its statuses: they are designed here as one state table
 * of the kernel (common/workflow/state-table.ts), drawn in docs/certificate-states.md (a test keeps the
 * two equal).
 *
 * A certificate is asked for by a citizen's request of kind 'certificate' (common/requests/request-machine.ts)
 * and is born with it, Requested. The institution's decision on that request decides the certificate
 * in the same transaction (server/certificates/certificates.ts hooks the transition helper): satisfied
 * issues it, refused or returned refuses it, withdrawn by the applicant withdraws it. An issued
 * certificate expires after its last valid day; its recipient concludes service contracts under it
 * while it is valid.
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

export const CertificateStatus = {
  Requested: 1,
  Issued: 2,
  Refused: 3,
  Expired: 4,
  Withdrawn: 5,
} as const;
export type CertificateStatus = (typeof CertificateStatus)[keyof typeof CertificateStatus];
const S = CertificateStatus;

/** Every status, in the order a list's filter offers them. */
export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = Object.values(CertificateStatus);

/** What a person reads for each status. */
export const CERTIFICATE_STATUS_CAPTIONS: Readonly<Record<CertificateStatus, string>> = {
  [S.Requested]: 'Заявление на рассмотрении',
  [S.Issued]: 'Выдан',
  [S.Refused]: 'Отказано в выдаче',
  [S.Expired]: 'Срок действия истёк',
  [S.Withdrawn]: 'Заявление отозвано',
};

/**
 * Who acts on a certificate: the issuing institution (its decision on the request), the applicant
 * (withdrawing the request), the portal's clock (expiry).
 */
export type CertificateSide = 'institution' | 'person' | 'system';

export type CertificateAction = 'issue' | 'refuse' | 'withdraw' | 'expire';

/** What the table reads of a certificate. */
export interface CertificateFacts {
  status: CertificateStatus;
  /** The last valid day (ISO date) of an issued one; null before it is issued. */
  validTo: string | null;
  /** Today on the region's clock (ISO date). */
  today: string;
}

/** What an action brings beyond its name. */
export interface CertificateInput {
  /** A refusal's reason (the request's decision). */
  reason?: string;
}

export type CertificateTransition = Transition<
  CertificateStatus,
  CertificateAction,
  CertificateSide,
  CertificateFacts,
  CertificateInput
>;

export const CERTIFICATE_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе сертификата',
  notYourAction: 'Это действие выполняет другая сторона',
  noReason: 'Укажите причину отказа',
  stillValid: 'Срок действия сертификата ещё не истёк',
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: CertificateFacts, i: CertificateInput) => Boolean(i.reason?.trim()),
  refusal: CERTIFICATE_REFUSALS.noReason,
  status: 400,
} as const;

const validityOver = {
  name: 'срок действия истёк',
  holds: (f: CertificateFacts) => f.validTo !== null && f.validTo < f.today,
  refusal: CERTIFICATE_REFUSALS.stillValid,
  status: 409,
} as const;

const reason = (i: CertificateInput) => i.reason?.trim() || null;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const CERTIFICATE_TABLE: StateTable<
  CertificateStatus,
  CertificateAction,
  CertificateSide,
  CertificateFacts,
  CertificateInput
> = {
  statuses: CertificateStatus,
  statusCaptions: CERTIFICATE_STATUS_CAPTIONS,
  initial: S.Requested,
  created: 'Подано заявление на сертификат',
  sides: { institution: 'учреждение', person: 'заявитель', system: 'портал' },
  actions: {
    issue: { caption: 'Выдать сертификат', message: 'Сертификат выдан', history: 'Сертификат выдан' },
    refuse: {
      caption: 'Отказать в выдаче',
      message: 'В выдаче сертификата отказано',
      history: 'Отказано в выдаче сертификата',
      negative: true,
    },
    withdraw: {
      caption: 'Отозвать заявление',
      message: 'Заявление на сертификат отозвано',
      history: 'Заявление на сертификат отозвано',
      negative: true,
    },
    expire: {
      caption: 'Закрыть по истечении срока',
      message: 'Срок действия сертификата истёк',
      history: 'Срок действия сертификата истёк',
    },
  },
  refusals: CERTIFICATE_REFUSALS,
  rows: [
    // The institution satisfies the request: the certificate is issued (numbered, valid a year).
    { action: 'issue', by: 'institution', from: [S.Requested], to: S.Issued, when: [] },
    // It refuses or returns the request, with the reason.
    { action: 'refuse', by: 'institution', from: [S.Requested], to: S.Refused, when: [reasonGiven], note: reason },
    // The applicant withdraws the request before the decision.
    { action: 'withdraw', by: 'person', from: [S.Requested], to: S.Withdrawn, when: [], note: reason },
    // After its last valid day an issued certificate expires.
    { action: 'expire', by: 'system', from: [S.Issued], to: S.Expired, when: [validityOver] },
  ],
};

/** Every action, in the table's order. */
export const CERTIFICATE_ACTIONS: readonly CertificateAction[] = workflow.actionNames(CERTIFICATE_TABLE);

/** Decides an action on a certificate by the table alone. */
export function decideCertificate(
  facts: CertificateFacts,
  by: CertificateSide,
  action: CertificateAction,
  input: CertificateInput = {},
) {
  return workflow.decide(CERTIFICATE_TABLE, facts, by, action, input);
}

/** The table as a Mermaid state diagram (docs/certificate-states.md holds its output). */
export function certificateDiagram(): string {
  return workflow.diagram(CERTIFICATE_TABLE);
}

/**
 * The certificate's action a decision on its request makes (the request's action → the certificate's):
 * satisfied issues it, refused or returned refuses it, withdrawn withdraws it; registering the request
 * or sending it to a social contract leaves it Requested.
 */
export const CERTIFICATE_ACTION_OF_REQUEST: Readonly<Record<string, CertificateAction | undefined>> = {
  satisfy: 'issue',
  refuse: 'refuse',
  returnRequest: 'refuse',
  withdraw: 'withdraw',
};

/** The side of each certificate action a request decision makes. */
export const SIDE_OF_ACTION: Readonly<Record<CertificateAction, CertificateSide>> = {
  issue: 'institution',
  refuse: 'institution',
  withdraw: 'person',
  expire: 'system',
};

/** A certificate in force: a contract may be concluded under it. */
export const isInForce = (f: Pick<CertificateFacts, 'status' | 'validTo' | 'today'>) =>
  f.status === S.Issued && f.validTo !== null && f.validTo >= f.today;
