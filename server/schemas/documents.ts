/** JSON Schemas of «Мои документы» (server/routes/documents.ts), written once. */
import { record } from './answers.ts';
import { pageQuery } from './shared.ts';
import { DOCUMENT_KIND_NAMES } from '../../common/documents/document-kinds.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const kind = { type: 'string', enum: DOCUMENT_KIND_NAMES } as const;

/** GET /documents: a kind, a search in the number and what the document is about, the page. */
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { kind, search: { type: 'string', maxLength: 200 }, ...pageQuery },
} as const;

const contractJob = record({ type: { type: 'string', enum: ['serviceContract'] }, serviceContractId: int });
const decisionJob = record({
  type: { type: 'string', enum: ['personRequestDecisionAssign', 'personRequestDecisionReject'] },
  requestId: int,
});

export const documentRow = record({
  key: str,
  kind,
  kindCaption: str,
  title: str,
  number: str,
  date: str,
  statusCaption: strOrNull,
  tone: { type: 'string', enum: ['success', 'error', 'warning', 'info', 'default'] },
  recipientFio: strOrNull,
  cardPath: strOrNull,
  reportJob: { anyOf: [contractJob, decisionJob, { type: 'null' }] },
  file: { anyOf: [record({ path: str, caption: str }), { type: 'null' }] },
});

export const listAnswer = record({ total: int, items: { type: 'array', items: documentRow } });
