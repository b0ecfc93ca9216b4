/** JSON schemas of the news cards an administrator writes: every-mother news, subsidy-contest announcements. */
/** The body of a file deletion: the ids of the card's files to delete. */
export const deleteFilesBody = {
  type: 'object',
  required: ['fileIds'],
  additionalProperties: false,
  properties: {
    fileIds: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
    },
  },
} as const;

/** Title and content as the schema takes them: generous bounds (the exact ones are checked after sanitising). */
export const cardTextFields = {
  title: { type: 'string', maxLength: 2000 },
  content: { type: 'string', maxLength: 200_000 },
} as const;

const rowFields = {
  id: { type: 'integer' },
  title: { type: 'string' },
  /** Sanitised HTML (common/rich-text.ts); older cards hold plain text. */
  content: { type: 'string' },
  publishedAt: { type: 'string' },
} as const;

/** A card in a list. */
export const newsRow = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(rowFields) as Array<keyof typeof rowFields>,
  properties: rowFields,
} as const;

/** A page of cards with the total count. */
export const newsPage = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: newsRow }, total: { type: 'integer' } },
} as const;

/** A file of a card: its id (to delete it), name and size. */
export const newsFile = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'sizeBytes'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, sizeBytes: { type: 'integer' } },
} as const;

export const newsFiles = { type: 'array', items: newsFile } as const;

/** A card with its files (downloaded together as a zip). */
export const newsCardWithFiles = {
  ...newsRow,
  required: [...newsRow.required, 'files'],
  properties: { ...rowFields, files: newsFiles },
} as const;

/** A new card: title and content. */
export const newsCardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'content'],
  properties: cardTextFields,
} as const;

const dbId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A changed card: its id, title and content. */
export const newsCardUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'content'],
  properties: { id: dbId, ...cardTextFields },
} as const;

/** The answer of a create or an update: the card's id. */
export const newsCardId = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;

/** `?id=` of a card's zip. */
export const archiveQuery = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: dbId },
} as const;
