/**
 * JSON Schemas of the certificates' calls (server/routes/certificates.ts), written once. The statuses
 * and sides come from the state table (common/certificates/certificate-machine.ts), the types from
 * common/certificates/types.ts.
 */
import { record } from './answers.ts';
import { pageQuery } from './shared.ts';
import { CERTIFICATE_TABLE } from '../../common/certificates/certificate-machine.ts';
import { sideNames, statusSchema } from '../../common/workflow/state-table.ts';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const numOrNull = { type: ['number', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const status = statusSchema(CERTIFICATE_TABLE);
/** A path's id as typed: the service reads it and answers the spec's own message when it is not one. */
const pathId = { type: 'string', maxLength: 20 } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: pathId } } as const;
export const typeParams = { type: 'object', required: ['type'], properties: { type: pathId } } as const;
/** `{certificateId}/{institutionId}`: the certificate and the organisation to conclude a contract with. */
export const contractParams = {
  type: 'object',
  required: ['certificateId', 'institutionId'],
  properties: { certificateId: pathId, institutionId: pathId },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 200 }, status, ...pageQuery },
} as const;

/** The citizen's request for a certificate (POST /cert/new). */
export const newBody = {
  type: 'object',
  required: ['type', 'targetPersonId', 'phone', 'fileIds'],
  additionalProperties: false,
  properties: {
    type: { type: 'integer', minimum: 1, maximum: 9999 },
    targetPersonId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    phone: { type: 'string', minLength: 1, maxLength: 30, phoneRu: true },
    comment: { type: 'string', maxLength: 2000 },
    fileIds: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 50 },
  },
} as const;

/** A service a certificate covers, with the organisation rendering it. */
const socService = record({
  id: int,
  serviceId: int,
  caption: str,
  serviceTypeId: int,
  institutionId: int,
  institution: str,
});
const organisation = record({
  id: int,
  caption: str,
  address: str,
  phone: strOrNull,
  hasActiveServiceContract: bool,
  contract: {
    anyOf: [{ type: 'null' }, record({ id: int, number: str, status: int, statusCaption: str })],
  },
});

const rowFields = {
  id: int,
  number: strOrNull,
  certTypeId: int,
  typeCaption: str,
  typeShortCaption: str,
  status: int,
  statusCaption: str,
  inForce: bool,
  personId: int,
  personFio: str,
  targetPersonId: intOrNull,
  targetFio: strOrNull,
  recipientId: int,
  recipientFio: str,
  recipientBirthDate: str,
  requestId: int,
  requestNumber: str,
  institutionId: int,
  institution: str,
  issuedOn: strOrNull,
  validFrom: strOrNull,
  validTo: strOrNull,
  amount: numOrNull,
  volume: intOrNull,
  refuseReason: strOrNull,
  createdAt: str,
  version: int,
  socServices: { type: 'array', items: socService },
  organisations: { type: 'array', items: organisation },
} as const;
export const listRow = record(rowFields);
export const listAnswer = record({ total: int, items: { type: 'array', items: listRow } });

const historyRow = record({
  action: str,
  actionCaption: str,
  side: { type: 'string', enum: sideNames(CERTIFICATE_TABLE) },
  who: strOrNull,
  at: str,
  fromStatus: intOrNull,
  toStatus: int,
  toStatusCaption: str,
  note: strOrNull,
});
export const card = record({ ...rowFields, history: { type: 'array', items: historyRow } });

const recipient = record({
  personId: int,
  fio: str,
  birthDate: str,
  relation: { type: 'string', enum: ['self', 'child', 'ward'] },
});
/** The draft of a request for a type: what it covers, who may receive it, the phone, the issuer. */
export const draft = record({
  type: int,
  caption: str,
  shortCaption: str,
  description: str,
  amount: num,
  volume: int,
  socServices: { type: 'array', items: socService },
  recipients: { type: 'array', items: recipient },
  phone: strOrNull,
  issuer: record({ id: int, caption: str }),
});

export const created = record({
  id,
  status: int,
  statusCaption: str,
  requestId: int,
  requestNumber: str,
  requestStatus: int,
});
export const contractCreated = record({ id: int, number: str, status: int, statusCaption: str, version: int });
