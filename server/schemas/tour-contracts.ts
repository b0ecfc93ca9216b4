/**
 * JSON Schemas of the tour contracts' calls (server/routes/tour-contracts.ts), written once. The
 * actions on a concluded contract answer as the service contracts' (server/schemas/service-contracts.ts).
 */
import { record } from './answers.ts';
import { TOUR_CONTRACT_MAX_MEMBERS } from '../../common/tourism/tour-contract-rules.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const numOrNull = { type: ['number', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const version = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const date = { type: 'string', format: 'date' } as const;
const memberIds = { type: 'array', items: id, maxItems: TOUR_CONTRACT_MAX_MEMBERS + 5 } as const;

export const periodParams = {
  type: 'object',
  required: ['dateFrom', 'dateTo'],
  properties: { dateFrom: date, dateTo: date },
} as const;
export const periodQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'integer', minimum: 1, maximum: 11 } },
} as const;
/** `{a}/{b}` of available-members: the tour's operator and the tour. */
export const tourParams = {
  type: 'object',
  required: ['institutionId', 'serviceId'],
  properties: { institutionId: id, serviceId: id },
} as const;
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
/** `{c}` of the signing paths: the version the caller read. */
export const versionParams = {
  type: 'object',
  required: ['personId', 'id', 'version'],
  properties: { personId: id, id, version },
} as const;
/** request-for-termination/{b}: the holder, then the contract; the version in the body. */
export const terminationParams = {
  type: 'object',
  required: ['personId', 'id'],
  properties: { personId: id, id },
} as const;
export const contractBody = {
  type: 'object',
  required: ['personId', 'id', 'version'],
  additionalProperties: false,
  properties: { personId: id, id, version },
} as const;
export const rateBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'rating'],
  additionalProperties: false,
  properties: {
    personId: id,
    id,
    version,
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    text: { type: 'string', maxLength: 4000 },
    /** Answers to the questions of GET /tour-contract/all-question: 1–5, or 1 yes / 0 no. */
    answers: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['questionId', 'answer'],
        additionalProperties: false,
        properties: { questionId: id, answer: { type: 'integer', minimum: 0, maximum: 5 } },
      },
    },
  },
} as const;
export const feedbackBody = {
  type: 'object',
  required: ['personId', 'id', 'version', 'text'],
  additionalProperties: false,
  properties: { personId: id, id, version, text: { type: 'string', minLength: 1, maxLength: 4000 } },
} as const;
export const saveBody = {
  type: 'object',
  required: ['serviceId', 'memberIds'],
  additionalProperties: false,
  properties: { id, personId: id, version, serviceId: id, memberIds },
} as const;
export const autoBody = {
  type: 'object',
  required: ['snils', 'serviceId'],
  additionalProperties: false,
  properties: { snils: { type: 'string', minLength: 1, maxLength: 20 }, serviceId: id, memberIds },
} as const;
/** create-contract/{a}/{b}: the certificate, then the tour. */
export const certificateTourParams = {
  type: 'object',
  required: ['certificateId', 'serviceId'],
  properties: { certificateId: id, serviceId: id },
} as const;
/** Who of the certificate goes; all it names when absent. */
export const certificateContractBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { memberIds },
} as const;
export const touristQuery = {
  type: 'object',
  required: ['snils'],
  additionalProperties: false,
  properties: { snils: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;

const member = record({ personId: int, fio: str, birthDate: strOrNull, relation: str });
export const members = { type: 'array', items: member } as const;
export const listAnswer = {
  type: 'array',
  items: record({
    id: int,
    personId: int,
    number: str,
    date: str,
    status: int,
    statusCaption: str,
    version: int,
    personFio: str,
    snils: strOrNull,
    serviceProviderId: int,
    serviceProvider: str,
    serviceId: intOrNull,
    serviceName: str,
    dateFrom: str,
    dateTo: str,
    places: intOrNull,
    checkedInAt: strOrNull,
  }),
} as const;
export const draft = record({
  tour: record({
    id: int,
    institutionId: int,
    institution: str,
    name: str,
    dateFrom: str,
    dateTo: str,
    placesLeft: int,
    price: numOrNull,
    refusal: strOrNull,
  }),
  members,
  existing: strOrNull,
  version: int,
});
export const availability = record({ available: bool, reason: strOrNull });
const questionKind = { type: 'string', enum: ['scale', 'yesno'] } as const;
export const questions = { type: 'array', items: record({ id: int, caption: str, kind: questionKind }) } as const;
/** The answers given on a contract, in the questions' order. */
export const answers = {
  type: 'array',
  items: record({ questionId: int, caption: str, kind: questionKind, answer: int }),
} as const;
export const saved = record({ id: int, personId: int, number: str, status: int, statusCaption: str, version: int });
export const tourist = record({ personId: int, fio: str, members });
