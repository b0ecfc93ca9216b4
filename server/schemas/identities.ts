/** JSON Schemas of the identities' calls (server/routes/identities.ts), written once. */
import { IDENTITY_KINDS, IDENTITY_STATUSES, MEMBER_RELATIONS } from '../../common/identities/identity-kinds.ts';

const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const kind = { type: 'string', enum: IDENTITY_KINDS } as const;
const status = { type: 'string', enum: IDENTITY_STATUSES } as const;

/** GET /identity/check/{kind}/{payload}/{digest}: a check link's parts, as its QR code holds them. */
export const checkParams = {
  type: 'object',
  required: ['kind', 'payload', 'digest'],
  properties: {
    kind,
    payload: { type: 'string', minLength: 1, maxLength: 20 },
    digest: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** The citizen's own identity: the card with the family members and the check link. */
export const identity = {
  type: 'object',
  required: [
    'kind',
    'title',
    'number',
    'holder',
    'holderBirthDate',
    'issuedOn',
    'validUntil',
    'issuedBy',
    'basis',
    'status',
    'statusCaption',
    'revokedOn',
    'revokeReason',
    'members',
    'checkPath',
  ],
  additionalProperties: false,
  properties: {
    kind,
    title: str,
    number: str,
    holder: str,
    holderBirthDate: str,
    issuedOn: str,
    /** Null: indefinite. */
    validUntil: strOrNull,
    issuedBy: str,
    basis: strOrNull,
    status,
    statusCaption: str,
    revokedOn: strOrNull,
    revokeReason: strOrNull,
    members: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fio', 'birthDate', 'relation', 'relationCaption'],
        additionalProperties: false,
        properties: {
          fio: str,
          birthDate: str,
          relation: { type: 'string', enum: MEMBER_RELATIONS },
          relationCaption: str,
        },
      },
    },
    /** The public check's path the QR code leads to (after the portal's address). */
    checkPath: str,
  },
} as const;

/** GET /identity/large-family and /identity/labor-veteran: the identity, or null when the person holds none. */
export const identityOrNone = { anyOf: [identity, { type: 'null' }] } as const;

/** The public check's answer: the state and no more of the holder than the surname with initials. */
export const checkAnswer = {
  type: 'object',
  required: [
    'kind',
    'title',
    'number',
    'holder',
    'issuedOn',
    'validUntil',
    'status',
    'statusCaption',
    'revokedOn',
    'checkedAt',
  ],
  additionalProperties: false,
  properties: {
    kind,
    title: str,
    number: str,
    holder: str,
    issuedOn: str,
    validUntil: strOrNull,
    status,
    statusCaption: str,
    revokedOn: strOrNull,
    checkedAt: str,
  },
} as const;
