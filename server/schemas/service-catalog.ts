/**
 * JSON Schemas of the service catalogue's calls (server/routes/service-catalog.ts), written once.
 * The statuses, actions and sides come from the state table
 * (common/service-catalog/moderation-machine.ts), the fields' limits from the card's rules
 * (common/service-catalog/entry-rules.ts).
 */
import { historyRowSchema, record } from './answers.ts';
import { pageQuery, version } from './shared.ts';
import {
  MODERATION_TABLE,
  MODERATOR_ACTIONS,
  PROVIDER_SEND_ACTIONS,
} from '../../common/service-catalog/moderation-machine.ts';
import {
  ENTRY_LIMITS,
  RATE_TYPE_IDS,
  RATE_UNIT_IDS,
  SERVICE_AREA_IDS,
} from '../../common/service-catalog/entry-rules.ts';
import { actionNames, sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const numOrNull = { type: ['number', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(MODERATION_TABLE);

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status, ...pageQuery },
} as const;

/** The fields of a card its author sends (the rules between them are checked by the service). */
const fieldProperties = {
  catalogGroup: { type: 'integer', minimum: 1, maximum: 9 },
  caption: { type: 'string', maxLength: ENTRY_LIMITS.caption + 50 },
  description: { type: 'string', maxLength: ENTRY_LIMITS.description },
  area: { type: 'string', enum: SERVICE_AREA_IDS },
  rateType: { type: 'string', enum: RATE_TYPE_IDS },
  rateUnit: { type: ['string', 'null'], enum: [...RATE_UNIT_IDS, null] },
  price: { type: ['number', 'null'], minimum: 0, maximum: ENTRY_LIMITS.maxPrice },
  places: { type: ['integer', 'null'], minimum: 1, maximum: ENTRY_LIMITS.maxPlaces },
  schedule: { type: 'string', maxLength: ENTRY_LIMITS.schedule },
  photoFileIds: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: ENTRY_LIMITS.photos },
} as const;
const fieldNames = Object.keys(fieldProperties) as (keyof typeof fieldProperties)[];

/** A new card (POST /service-catalog/create). */
export const createBody = {
  type: 'object',
  required: fieldNames,
  additionalProperties: false,
  properties: fieldProperties,
} as const;

/** A card's corrections at the version the author saw (POST /service-catalog/update). */
export const updateBody = {
  type: 'object',
  required: ['id', 'version', ...fieldNames],
  additionalProperties: false,
  properties: { id, version, ...fieldProperties },
} as const;

/** The author sends a card to moderation or takes it back (POST /service-catalog/send). */
export const sendBody = {
  type: 'object',
  required: ['id', 'version', 'action'],
  additionalProperties: false,
  properties: { id, version, action: { type: 'string', enum: PROVIDER_SEND_ACTIONS } },
} as const;

/** The moderator's decision; a return requires its comment (POST /service-catalog/moderate). */
export const moderateBody = {
  type: 'object',
  required: ['id', 'version', 'action'],
  additionalProperties: false,
  properties: {
    id,
    version,
    action: { type: 'string', enum: MODERATOR_ACTIONS },
    comment: { type: 'string', maxLength: ENTRY_LIMITS.comment },
  },
} as const;

const rowFields = {
  id: int,
  institutionId: int,
  institution: str,
  serviceId: intOrNull,
  published: bool,
  status: int,
  statusCaption: str,
  version: int,
  catalogGroup: int,
  groupCaption: str,
  caption: str,
  description: str,
  area: { type: 'string', enum: SERVICE_AREA_IDS },
  rateType: { type: 'string', enum: RATE_TYPE_IDS },
  rateUnit: { type: ['string', 'null'], enum: [...RATE_UNIT_IDS, null] },
  price: numOrNull,
  places: intOrNull,
  schedule: str,
  photoFileIds: { type: 'array', items: str },
  comment: strOrNull,
  authorFio: strOrNull,
  updatedAt: str,
  submittedAt: strOrNull,
} as const;
export const listRow = record(rowFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: listRow } });

export const card = record({
  ...rowFields,
  photos: { type: 'array', items: record({ id: str, name: str }) },
  side: { type: 'string', enum: sideNames(MODERATION_TABLE) },
  allowedActions: { type: 'array', items: { type: 'string', enum: actionNames(MODERATION_TABLE) } },
  history: { type: 'array', items: historyRowSchema(sideNames(MODERATION_TABLE)) },
});

export const actionResult = record({ id: int, status: int, statusCaption: str, version: int });
