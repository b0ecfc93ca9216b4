/**
 * JSON Schemas of the «other» contracts' calls (server/routes/other-contracts.ts), written once.
 * The list's filter comes from common/contracts/other-contract-status.ts.
 */
import { record } from './answers.ts';
import { idParam, pageQuery } from './shared.ts';
import { OTHER_CONTRACT_FILTER_IDS } from '../../common/contracts/other-contract-status.ts';

/** `{id}`: the contract. */
export { idParam };

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 200 },
    /** workflows.md section 4: InWork 1 (active), Finished 2 (closed). */
    filter: { type: 'integer', enum: OTHER_CONTRACT_FILTER_IDS },
    ...pageQuery,
  },
} as const;

const listRow = {
  id: int,
  number: str,
  date: str,
  kind: str,
  subject: str,
  status: int,
  statusCaption: str,
  personId: int,
  personFio: str,
  targetFio: strOrNull,
  institutionId: int,
  institution: str,
  dateFrom: str,
  dateTo: strOrNull,
} as const;
export const listAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { total: int, items: { type: 'array', items: record(listRow) } },
} as const;
const historyRow = record({
  fromStatus: intOrNull,
  fromStatusCaption: strOrNull,
  toStatus: int,
  toStatusCaption: str,
  at: str,
  who: str,
  note: strOrNull,
});
const documentRow = record({ fileId: str, caption: str, fileName: str, size: int });
export const card = record({
  ...listRow,
  snils: strOrNull,
  personPhone: strOrNull,
  personEmail: strOrNull,
  targetBirthDate: strOrNull,
  institutionFull: str,
  institutionAddress: strOrNull,
  institutionPhone: strOrNull,
  institutionEmail: strOrNull,
  amount: strOrNull,
  amountCaption: strOrNull,
  history: { type: 'array', items: historyRow },
  documents: { type: 'array', items: documentRow },
});
export const documentParams = {
  type: 'object',
  required: ['id', 'fileId'],
  properties: { id: idParam.properties.id, fileId: { type: 'string', pattern: UUID } },
} as const;
