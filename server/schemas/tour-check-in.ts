/**
 * JSON Schemas of the tourists' check-in calls (server/routes/tour-check-in.ts), written once.
 */
import { record } from './answers.ts';
import { members } from './tour-contracts.ts';
import { version } from './shared.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** Any text fits the path; the signature decides (a changed one is 404). */
const payload = { type: 'string', minLength: 1, maxLength: 80 } as const;
const digest = { type: 'string', minLength: 1, maxLength: 80 } as const;

export const holderParams = {
  type: 'object',
  required: ['personId', 'id'],
  properties: { personId: id, id },
} as const;
export const codeParams = {
  type: 'object',
  required: ['payload', 'digest'],
  properties: { payload, digest },
} as const;
export const codeBody = {
  type: 'object',
  required: ['payload', 'digest'],
  additionalProperties: false,
  properties: { payload, digest },
} as const;
export const dayParams = {
  type: 'object',
  required: ['date'],
  properties: { date: { type: 'string', format: 'date' } },
} as const;
export const byListBody = {
  type: 'object',
  required: ['personId', 'id', 'version'],
  additionalProperties: false,
  properties: { personId: id, id, version },
} as const;

/** The signed link of a contract's check-in QR code. */
export const qrLink = record({
  payload: str,
  digest: str,
  path: str,
  number: str,
  tour: str,
  dateFrom: str,
  dateTo: str,
  checkedInAt: strOrNull,
});
/** A contract at the check-in: the tourists, the tour, whether they may be checked in, why not. */
export const checkInView = record({
  contractId: int,
  personId: int,
  number: str,
  version: int,
  status: int,
  statusCaption: str,
  holder: str,
  members,
  tour: record({ id: int, name: str, dateFrom: str, dateTo: str }),
  checkedInAt: strOrNull,
  canCheckIn: bool,
  refusal: strOrNull,
});
export const checkInDay = { type: 'array', items: checkInView } as const;
export const checkedIn = record({ contractId: int, checkedInAt: str });
