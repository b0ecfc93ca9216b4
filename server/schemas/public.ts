import { pageQuery } from './shared.ts';

/** The JSON schemas of the public route plugin (server/routes/public.ts): params, bodies and answers. */

export const newsCard = {
  type: 'object',
  required: ['id', 'title', 'content', 'publishedAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string' },
    publishedAt: { type: 'string' },
  },
} as const;

export const newsPage = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { items: { type: 'array', items: newsCard }, total: { type: 'integer' } },
} as const;

export const region = {
  type: 'object',
  required: ['id', 'caption', 'codePfr62'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, caption: { type: 'string' }, codePfr62: { type: 'string' } },
} as const;

/** The page of a news list; unlike shared.ts's pageOnlyQuery, other parameters are kept (the handler reads none). */
export const newsQuery = { type: 'object', properties: pageQuery } as const;
