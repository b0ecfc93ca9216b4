/** JSON Schemas of the service catalogue's calls (server/routes/catalog.ts), written once. */
import { pageQuery } from './shared.ts';
import { service } from './registry.ts';

/** A page of a catalogue section: the section's slug (none or 'main' for every group), a search, the page. */
export const catalogQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    section: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
    search: { type: 'string', maxLength: 200, default: '' },
    ...pageQuery,
  },
} as const;

const catalogProvider = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'shortCaption', 'city'],
  properties: { id: { type: 'integer' }, shortCaption: { type: 'string' }, city: { type: ['string', 'null'] } },
} as const;

/** A service of the catalogue with its provider's name and city. */
export const catalogService = {
  ...service,
  required: [...service.required, 'provider'],
  properties: { ...service.properties, provider: catalogProvider },
} as const;

export const catalogPage = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: catalogService }, total: { type: 'integer' } },
} as const;

const contestFields = {
  id: { type: 'integer' },
  title: { type: 'string' },
  content: { type: 'string' },
  publishedAt: { type: 'string' },
} as const;

/** A subsidy-contest announcement in the list. */
export const contestRow = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(contestFields) as Array<keyof typeof contestFields>,
  properties: contestFields,
} as const;
export const contestPage = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: contestRow }, total: { type: 'integer' } },
} as const;

const contestDocument = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'sizeBytes'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, sizeBytes: { type: 'integer' } },
} as const;

/** A subsidy-contest announcement with its documents (downloaded together as a zip). */
export const contestCard = {
  ...contestRow,
  required: [...contestRow.required, 'documents'],
  properties: { ...contestFields, documents: { type: 'array', items: contestDocument } },
} as const;

/** What the caller may do with an announcement: an administrator edits, deletes and attaches files. */
export const contestAccess = {
  type: 'object',
  additionalProperties: false,
  required: ['canEdit'],
  properties: { canEdit: { type: 'boolean' } },
} as const;
