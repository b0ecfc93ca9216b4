/**
 * JSON Schemas of the payments' calls (server/routes/payments.ts), written once: payments, assignments
 * and their actions, the change of account, transfers and consents. Statuses and actions come from the
 * state tables (common/payments/assignment-machine.ts, common/payments/consent-machine.ts).
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import { ASSIGNMENT_TABLE } from '../../common/payments/assignment-machine.ts';
import { CONSENT_TABLE } from '../../common/payments/consent-machine.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const year = { type: 'integer', minimum: 2000, maximum: 2100 } as const;

/** `{id}` of a payment or an assignment. */
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
/** The bank of a BIK. */
export const paymentsQuery = { type: 'object', additionalProperties: false, properties: { year } } as const;

const payment = {
  id: int,
  assignmentId: int,
  mspTypeId: int,
  mspName: str,
  period: str,
  dateReleased: str,
  amount: num,
} as const;
const paymentRow = record(payment);

/** The payments of a year by measure, with the months' sums and the years that have payments. */
export const paymentsAnswer = record({
  years: { type: 'array', items: int },
  year: int,
  total: num,
  groups: {
    type: 'array',
    items: record({ mspTypeId: int, mspName: str, total: num, payments: { type: 'array', items: paymentRow } }),
  },
  months: { type: 'array', items: record({ month: int, total: num }) },
});

const transferStatus = { type: 'integer', enum: [1, 2] } as const;
export const paymentCard = record({
  ...payment,
  transfers: {
    type: 'array',
    items: record({
      id: int,
      transferredOn: str,
      amount: num,
      bankName: str,
      bankAccount: str,
      status: transferStatus,
    }),
  },
});

const assignmentActions = { type: 'array', items: { type: 'string', enum: actionNames(ASSIGNMENT_TABLE) } } as const;
const assignment = {
  id: int,
  personId: int,
  mspTypeId: int,
  mspName: str,
  amount: num,
  dateFrom: str,
  dateTo: strOrNull,
  status: statusSchema(ASSIGNMENT_TABLE),
  statusCaption: str,
  authority: str,
  bankBik: str,
  bankName: str,
  corrAccount: str,
  bankAccount: str,
  stopNumber: strOrNull,
  version: int,
  allowedActions: assignmentActions,
} as const;
export const assignmentRow = record(assignment);
export const assignmentList = { type: 'array', items: assignmentRow } as const;

export const assignmentCard = record({
  ...assignment,
  history: { type: 'array', items: historyRowSchema(sideNames(ASSIGNMENT_TABLE)) },
});

/** The person asks to stop a payment, at the version they saw, perhaps saying why. */
export const closeBody = {
  type: 'object',
  required: ['id', 'version'],
  additionalProperties: false,
  properties: { id, version, reason: { type: 'string', maxLength: 1000 } },
} as const;

/** A new account and the assignments it is for, each at the version the person saw. */
export const payreqsBody = {
  type: 'object',
  required: ['bik', 'account', 'assignments'],
  additionalProperties: false,
  properties: {
    bik: { type: 'string', minLength: 1, maxLength: 20 },
    account: { type: 'string', minLength: 1, maxLength: 40 },
    assignments: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'object', required: ['id', 'version'], additionalProperties: false, properties: { id, version } },
    },
  },
} as const;
export const payreqsAnswer = record({ number: str, assignmentIds: { type: 'array', items: int } });

export const transfersQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { year, mspTypeId: id, ...pageQuery },
} as const;
export const transfersAnswer = record({
  total: int,
  sum: num,
  years: { type: 'array', items: int },
  measures: { type: 'array', items: record({ id: int, caption: str }) },
  items: {
    type: 'array',
    items: record({
      id: int,
      paymentId: int,
      transferredOn: str,
      amount: num,
      mspTypeId: int,
      mspName: str,
      period: str,
      bankName: str,
      bankAccount: str,
      status: transferStatus,
    }),
  },
});

const consent = {
  id: int,
  personId: int,
  number: str,
  status: statusSchema(CONSENT_TABLE),
  statusCaption: str,
  givenAt: str,
  withdrawnAt: strOrNull,
  version: int,
  allowedActions: { type: 'array', items: { type: 'string', enum: actionNames(CONSENT_TABLE) } },
} as const;
export const consentRow = record(consent);
export const consentList = record({
  given: bool,
  items: {
    type: 'array',
    items: record({ ...consent, history: { type: 'array', items: historyRowSchema(sideNames(CONSENT_TABLE)) } }),
  },
});
/** The person gives a consent: the text must be ticked (`agree: true`). */
export const consentBody = {
  type: 'object',
  required: ['agree'],
  additionalProperties: false,
  properties: { agree: bool },
} as const;
export const withdrawBody = {
  type: 'object',
  required: ['id', 'version'],
  additionalProperties: false,
  properties: { id, version },
} as const;
