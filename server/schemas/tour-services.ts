/**
 * JSON Schemas of the tour services' calls (server/routes/tour-services.ts), written once; the
 * limits come from the service's rules (common/tourism/tour-services.ts).
 */
import { record } from './answers.ts';
import { rowId } from './shared.ts';
import { TOUR_SERVICE_LIMITS as L } from '../../common/tourism/tour-services.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date' } as const;
const dateOrNull = { type: ['string', 'null'], format: 'date' } as const;
const numOrNull = { type: ['number', 'null'] } as const;

/** `{x}` of /service-trm-catalog/service-types/{x}: the institution source type (1 services, 2 tourism, 3 MSP). */
export const sourceTypeParams = {
  type: 'object',
  required: ['sourceType'],
  properties: { sourceType: { type: 'integer', minimum: 1, maximum: 3 } },
} as const;

export const serviceType = record({ id: int, caption: str });

/** The operator's OGRN (13 digits; 15 for an individual entrepreneur). */
export const ogrnParams = {
  type: 'object',
  required: ['ogrn'],
  properties: { ogrn: { type: 'string', pattern: '^(\\d{13}|\\d{15})$' } },
} as const;

/** One service as the operator sends it; `id` and `version` for an existing one. */
export const serviceInput = {
  type: 'object',
  required: [
    'serviceTypeId',
    'name',
    'description',
    'dateFrom',
    'dateTo',
    'placesTotal',
    'doNotShowOnPortalFrom',
    'price',
  ],
  additionalProperties: false,
  properties: {
    id: rowId,
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    serviceTypeId: rowId,
    name: { type: 'string', maxLength: L.name + 50 },
    description: { type: 'string', maxLength: L.description },
    dateFrom: date,
    dateTo: date,
    placesTotal: { type: 'integer', minimum: 0, maximum: 2147483647 },
    doNotShowOnPortalFrom: dateOrNull,
    price: { type: ['number', 'null'], minimum: 0, maximum: L.maxPrice },
  },
} as const;

/** The whole list of an operator's services (POST /service-trm-catalog/update/{ogrn}). */
export const saveBody = { type: 'array', maxItems: L.maxServices, items: serviceInput } as const;

const rowFields = {
  id: int,
  institutionId: int,
  serviceTypeId: int,
  serviceType: str,
  name: str,
  description: str,
  dateFrom: str,
  dateTo: str,
  placesTotal: int,
  placesTaken: int,
  placesLeft: int,
  doNotShowOnPortalFrom: { type: ['string', 'null'] },
  price: numOrNull,
  version: int,
  updatedAt: str,
} as const;
export const serviceRow = record(rowFields);

/** The public list's query: the period (by default the current year) and an operator. */
export const availableQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { dateFrom: date, dateTo: date, institutionId: rowId },
} as const;

export const availableAnswer = record({
  dateFrom: str,
  dateTo: str,
  items: { type: 'array', items: record({ ...rowFields, institution: str }) },
});
