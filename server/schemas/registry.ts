/** JSON Schemas of the public registry's calls (server/routes/registry.ts), written once. */
import { pageQuery } from './shared.ts';

/** Registry tabs and the provider types each lists (platform.md sections 2 and 9). */
export const TAB_TYPES = {
  state: [0],
  'non-state': [1],
  individual: [2],
  'soc-cert': [10],
  'early-help': [11],
  all: [0, 1, 2, 10, 11],
} as const satisfies Record<string, readonly number[]>;
export type RegistryTab = keyof typeof TAB_TYPES;

/** Service areas (platform.md section 9). */
export const SERVICE_AREAS = ['social', 'education', 'sport', 'medical', 'work', 'culture'] as const;

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const numOrNull = { type: ['number', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** An object schema whose every listed field is present in the answer. */
function record<const P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as Array<keyof P & string>,
    properties,
  } as const;
}

/** The filters of a registry list: region, municipal district, city, service area, search and the page. */
const filters = {
  regionId: dbId,
  districtId: dbId,
  cityId: dbId,
  area: { type: 'string', enum: SERVICE_AREAS },
  search: { type: 'string', maxLength: 200, default: '' },
  ...pageQuery,
} as const;
/** A registry tab's list. */
export const registryQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { tab: { type: 'string', enum: Object.keys(TAB_TYPES) as RegistryTab[], default: 'all' }, ...filters },
} as const;
/** A list without tabs (the catalogue's providers, tour operators). */
export const filterQuery = { type: 'object', additionalProperties: false, properties: filters } as const;
/** A searched page (the tours one can still book). */
export const searchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: filters.search, ...pageQuery },
} as const;

/** The municipal districts of a region (the registry's district filter). */
export const districtsQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['regionId'],
  properties: { regionId: dbId },
} as const;
export const districtList = {
  type: 'array',
  items: record({ code: int, caption: str, cityIds: { type: 'array', items: int } }),
} as const;

export const serviceParams = {
  type: 'object',
  required: ['id', 'serviceId'],
  properties: { id: dbId, serviceId: dbId },
} as const;
export const licenseParams = {
  type: 'object',
  required: ['id', 'licenseId'],
  properties: { id: dbId, licenseId: dbId },
} as const;

const rowFields = {
  id: int,
  caption: str,
  shortCaption: str,
  institutionTypeId: int,
  inn: str,
  ogrn: str,
  city: strOrNull,
  address: str,
  phone: strOrNull,
  rating: numOrNull,
  ratingCount: int,
} as const;
export const institutionRow = record(rowFields);
export const registryPage = record({ items: { type: 'array', items: institutionRow }, total: int });

const licenseFields = {
  id: int,
  number: str,
  activity: str,
  issuedBy: str,
  issuedOn: str,
  validUntil: strOrNull,
  place: str,
  status: { type: 'string', enum: ['active', 'suspended', 'revoked'] },
  works: str,
} as const;
export const license = record(licenseFields);
export const licensePage = record({ ...licenseFields, institutionId: int, institution: str });
const seats = record({
  form: { type: 'string', enum: ['home', 'semi-stationary', 'stationary'] },
  total: int,
  free: int,
});

/** The public card: the row, requisites, register data, contacts, place on the map, licences, places. */
export const institutionCard = record({
  ...rowFields,
  kpp: strOrNull,
  email: strOrNull,
  site: strOrNull,
  director: strOrNull,
  description: str,
  regionId: int,
  latitude: numOrNull,
  longitude: numOrNull,
  isActiveLongevityProgram: { type: 'boolean' },
  sourceType: int,
  legalForm: strOrNull,
  dateIncluded: strOrNull,
  dateRegistered: strOrNull,
  workHours: strOrNull,
  hasCatalogServices: { type: 'boolean' },
  licenses: { type: 'array', items: license },
  seats: { type: 'array', items: seats },
});

const contactFields = {
  id: int,
  shortCaption: str,
  address: str,
  phone: strOrNull,
  email: strOrNull,
  site: strOrNull,
  director: strOrNull,
  workHours: strOrNull,
  latitude: numOrNull,
  longitude: numOrNull,
} as const;
export const contactInfo = record(contactFields);

const serviceFields = {
  id: int,
  institutionId: int,
  caption: str,
  description: str,
  catalogGroup: intOrNull,
  serviceTypeCode: intOrNull,
  area: { type: 'string', enum: SERVICE_AREAS },
  rateType: { type: 'string', enum: ['free', 'fixed', 'contract', 'certificate', 'rate'] },
  rateUnit: {
    type: ['string', 'null'],
    enum: ['hour', 'day', 'month', 'minute', 'week', 'fullDay', 'piece', 'km', null],
  },
  price: numOrNull,
} as const;
export const service = record(serviceFields);
/** A catalogue service with its provider's contacts (the catalogue's service card). */
export const serviceCard = record({
  ...serviceFields,
  places: intOrNull,
  schedule: strOrNull,
  /** The approved card's photos (GET …/photos/{fileId}). */
  photos: { type: 'array', items: record({ id: str, name: str }) },
  provider: contactInfo,
});
export const photoParams = {
  type: 'object',
  required: ['id', 'serviceId', 'fileId'],
  properties: { id: dbId, serviceId: dbId, fileId: { type: 'string', format: 'uuid' } },
} as const;

const tourFields = { ...serviceFields, nextDate: strOrNull, placesLeft: int } as const;
export const tourService = record(tourFields);
const tourDate = record({ id: int, startsOn: str, endsOn: str, placesTotal: int, placesLeft: int });
export const tourServicePage = record({ ...tourFields, institution: str, dates: { type: 'array', items: tourDate } });
export const availableTours = record({
  items: { type: 'array', items: record({ ...tourFields, institution: str }) },
  total: int,
});
