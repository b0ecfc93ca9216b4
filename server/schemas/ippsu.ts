/** JSON Schemas of the IPPSU's calls (server/routes/ippsu.ts), written once. */
import { rowId } from './shared.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;

/** GET /ippsu/client/{id}: the client's person id. */
export const clientParams = { type: 'object', required: ['id'], properties: { id: rowId } } as const;

/** An organisation of a programme: recommended, providing its services, or one the person has a contract with. */
export const organisation = {
  type: 'object',
  required: ['id', 'caption', 'address', 'phone', 'hasActiveServiceContract'],
  additionalProperties: false,
  properties: {
    id: int,
    caption: str,
    address: str,
    phone: strOrNull,
    /** The person has a service contract in force with it. */
    hasActiveServiceContract: bool,
  },
} as const;

const service = {
  type: 'object',
  required: [
    'serviceTypeId',
    'caption',
    'amount',
    'periodicityAmountId',
    'periodicity',
    'oneOff',
    'standardMinutes',
    'minutesPerMonth',
  ],
  additionalProperties: false,
  properties: {
    serviceTypeId: int,
    caption: str,
    amount: int,
    periodicityAmountId: int,
    periodicity: str,
    oneOff: bool,
    standardMinutes: intOrNull,
    minutesPerMonth: intOrNull,
  },
} as const;

/** A person's programme: its number, period, form, services and organisations. */
export const ippsu = {
  type: 'object',
  required: [
    'id',
    'number',
    'person',
    'institution',
    'actId',
    'issuedOn',
    'dateFrom',
    'dateTo',
    'status',
    'statusCaption',
    'serviceForm',
    'serviceFormCaption',
    'services',
    'totalMinutesPerMonth',
    'allRecommendedOrganisations',
    'otherOrganisationsWithContracts',
  ],
  additionalProperties: false,
  properties: {
    id: int,
    number: str,
    person: {
      type: 'object',
      required: ['id', 'fio', 'birthDate'],
      additionalProperties: false,
      properties: { id: int, fio: str, birthDate: str },
    },
    institution: {
      type: 'object',
      required: ['id', 'caption'],
      additionalProperties: false,
      properties: { id: int, caption: str },
    },
    actId: intOrNull,
    issuedOn: str,
    dateFrom: str,
    dateTo: str,
    status: { type: 'string', enum: ['upcoming', 'active', 'expired'] },
    statusCaption: str,
    serviceForm: int,
    serviceFormCaption: str,
    services: { type: 'array', items: service },
    totalMinutesPerMonth: int,
    allRecommendedOrganisations: { type: 'array', items: organisation },
    otherOrganisationsWithContracts: { type: 'array', items: organisation },
  },
} as const;

/** The answer of GET /ippsu and /ippsu/client/{id}: the programme, or null when the person has none. */
export const ippsuOrNone = { anyOf: [ippsu, { type: 'null' }] } as const;

/** The answer of GET /ippsu/all-organisations. */
export const organisations = { type: 'array', items: organisation } as const;
