/** JSON Schemas of the service catalogue's calls (server/routes/catalog.ts), written once. */
import { pageQuery } from './schemas.ts';
import { service } from './registry-schemas.ts';

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
