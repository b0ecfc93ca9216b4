/** JSON Schemas of the clients' calls (server/routes/clients.ts), written once. */
import { record } from './answers.ts';
import { pageQuery } from './shared.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const boolOrNull = { type: ['boolean', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, ...pageQuery },
} as const;

/** A client as workflows.md section 3 names them. */
const clientFields = {
  id: int,
  lastName: str,
  firstName: str,
  middleName: strOrNull,
  birthDate: str,
  address: strOrNull,
} as const;
export const clientRow = record(clientFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: clientRow } });

const documentRow = record({
  kind: { type: 'string', enum: ['contract', 'catalogContract', 'request', 'act', 'ippsu'] },
  id: int,
  personId: int,
  number: strOrNull,
  title: str,
  subject: strOrNull,
  status: intOrNull,
  statusCaption: strOrNull,
  on: strOrNull,
  dateFrom: strOrNull,
  dateTo: strOrNull,
  signed: boolOrNull,
  actId: intOrNull,
  link: strOrNull,
});

export const clientCard = record({
  ...clientFields,
  snils: strOrNull,
  phone: strOrNull,
  documents: { type: 'array', items: documentRow },
});
