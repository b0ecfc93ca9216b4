import { record } from './answers.ts';
import { rowId } from './shared.ts';

/**
 * The JSON schemas of the questionnaire calls (server/routes/questionnaires.ts, workflows.md
 * section 7): params, bodies and answers. A questionnaire is an act of record kind `questionnaire`
 * (schemas/acts/<questionnaire>/act.json); its `kind` is the act's id.
 */

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const kind = { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 100 } as const;

/** GET /questionnaire/{personId}/{id}. */
export const personRecordParams = {
  type: 'object',
  required: ['personId', 'id'],
  properties: { personId: rowId, id: rowId },
} as const;

/** GET /questionnaire/services/for-act?personId=: the services of the person's needs assessment. */
export const forActQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { personId: rowId },
} as const;

/** One questionnaire the portal knows: its kind (the act's id) and title. */
export const questionnaireKind = record({ kind, title: str });

/** A row of a person's questionnaires. */
export const questionnaireRow = record({
  id: int,
  kind,
  title: str,
  number: str,
  personId: int,
  personCaption: str,
  signedAt: strOrNull,
  updatedAt: str,
});

/** GET /questionnaire/person/{id}: the questionnaires a person may be given and the ones they have. */
export const personQuestionnaires = record({
  kinds: { type: 'array', items: questionnaireKind },
  items: { type: 'array', items: questionnaireRow },
});

/** GET /questionnaire/institution: a page of the institution's questionnaires. */
export const questionnairePage = record({
  total: int,
  kinds: { type: 'array', items: questionnaireKind },
  items: { type: 'array', items: questionnaireRow },
});

export const institutionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

/** A relation degree of the lookup. */
export const degreeItem = record({ code: int, caption: str });

/**
 * POST /questionnaire/store: without `id` a new questionnaire of `kind` for the person (what the
 * portal knows prefilled, then `data` over it); with `id` and `version` the fields of `data` are
 * saved, block by block, each checked as the form's block is.
 */
export const storeBody = {
  type: 'object',
  required: ['kind', 'personId'],
  additionalProperties: false,
  properties: {
    kind,
    personId: rowId,
    id: rowId,
    version: rowId,
    data: { type: 'object', additionalProperties: true },
  },
} as const;
