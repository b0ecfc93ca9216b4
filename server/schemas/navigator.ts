/** JSON Schemas of the social navigator's calls (server/routes/navigator.ts), written once. */
import { pageQuery } from './shared.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const named = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'caption'],
  properties: { id: { type: 'integer' }, caption: { type: 'string' } },
} as const;
const counted = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'caption', 'mspCount'],
  properties: { ...named.properties, mspCount: { type: 'integer' } },
} as const;

/** The most measures or suppliers a page holds. */
export const MAX_PAGE_SIZE = 50;
/** The most tags a search takes. */
export const MAX_TAGS = 10;

export const socServices = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'caption', 'description', 'area', 'suppliersCount'],
    properties: {
      ...named.properties,
      description: { type: 'string' },
      area: { type: 'string', enum: ['social', 'education', 'sport', 'medical', 'work', 'culture'] },
      suppliersCount: { type: 'integer' },
    },
  },
} as const;

export const mspCategories = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'caption', 'description', 'mspCount', 'subcategoriesCount'],
    properties: { ...counted.properties, description: { type: 'string' }, subcategoriesCount: { type: 'integer' } },
  },
} as const;

/** A category with its subcategories. */
export const mspSubcategories = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'items'],
  properties: { category: named, items: { type: 'array', items: counted } },
} as const;

export const mspTags = { type: 'array', items: counted } as const;

/** The search of measures: words, a category, a subcategory, tags (every one must be on the measure), a page. */
export const mspListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 200, default: '' },
    categoryId: id,
    subcategoryId: id,
    tagIds: { type: 'array', items: id, maxItems: MAX_TAGS, default: [] },
    page: pageQuery.page,
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
  },
} as const;

const mspRowFields = {
  ...named.properties,
  summary: { type: 'string' },
  category: named,
  subcategory: named,
  tags: { type: 'array', items: named },
} as const;
const mspRow = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'caption', 'summary', 'category', 'subcategory', 'tags'],
  properties: mspRowFields,
} as const;

export const mspPage = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: mspRow }, total: { type: 'integer' } },
} as const;

/** A measure: who is eligible, how to apply, the documents, the amount, the legal basis. */
export const mspCard = {
  type: 'object',
  additionalProperties: false,
  required: [...mspRow.required, 'recipients', 'howToApply', 'documents', 'amount', 'legalBasis', 'suppliersCount'],
  properties: {
    ...mspRowFields,
    recipients: { type: 'string' },
    howToApply: { type: 'string' },
    documents: { type: 'string' },
    amount: { type: ['string', 'null'] },
    legalBasis: { type: 'string' },
    suppliersCount: { type: 'integer' },
  },
} as const;

/**
 * The person's point: the browser's location (lat and lon together) or, without it, the default
 * point of the region (regionId; the portal's region when neither is given).
 */
const pointQuery = {
  lat: { type: 'number', minimum: -90, maximum: 90 },
  lon: { type: 'number', minimum: -180, maximum: 180 },
  regionId: { type: 'integer', minimum: 1, maximum: 99 },
} as const;
const pointDependencies = { lat: ['lon'], lon: ['lat'] } as const;

/** Suppliers nearest first: of a measure or a service, by name or address, only the nearby ones, a page. */
export const suppliersQuery = {
  type: 'object',
  additionalProperties: false,
  dependencies: pointDependencies,
  properties: {
    ...pointQuery,
    mspId: id,
    serviceId: id,
    search: { type: 'string', maxLength: 200, default: '' },
    nearby: { type: 'boolean', default: false },
    page: pageQuery.page,
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
  },
} as const;

export const supplierQuery = {
  type: 'object',
  additionalProperties: false,
  dependencies: pointDependencies,
  properties: pointQuery,
} as const;

const point = {
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon'],
  properties: { lat: { type: 'number' }, lon: { type: 'number' } },
} as const;

const supplierFields = {
  id: { type: 'integer' },
  caption: { type: 'string' },
  shortCaption: { type: 'string' },
  city: { type: ['string', 'null'] },
  address: { type: 'string' },
  phone: { type: ['string', 'null'] },
  workHours: { type: ['string', 'null'] },
  latitude: { type: ['number', 'null'] },
  longitude: { type: ['number', 'null'] },
  distance: {
    type: 'number',
    description: 'Расстояние по дуге большого круга, м; 100000000 — у учреждения нет координат',
  },
  nearby: { type: 'boolean', description: 'Не дальше 100000 м' },
  isMfc: { type: 'boolean' },
} as const;
const supplierRow = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(supplierFields) as Array<keyof typeof supplierFields>,
  properties: supplierFields,
} as const;

export const suppliersPage = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'origin'],
  properties: { items: { type: 'array', items: supplierRow }, total: { type: 'integer' }, origin: point },
} as const;

export const supplierCard = {
  type: 'object',
  additionalProperties: false,
  required: [...supplierRow.required, 'email', 'site', 'measures', 'services', 'origin'],
  properties: {
    ...supplierFields,
    email: { type: ['string', 'null'] },
    site: { type: ['string', 'null'] },
    measures: { type: 'array', items: named },
    services: { type: 'array', items: named },
    origin: point,
  },
} as const;

/** The map's tile server and its attribution (the server's configuration). */
export const mapTiles = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'attribution'],
  properties: { url: { type: 'string' }, attribution: { type: 'string' } },
} as const;
