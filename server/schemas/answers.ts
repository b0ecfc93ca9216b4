import type { FromSchema } from 'json-schema-to-ts';
import type { IppsuProject } from '../../common/acts/ippsu.ts';
import type { CurrentUser } from '../../common/current-user.ts';

/**
 * Answers that several routes share, as named schemas (`{ $ref: 'ActView' }` in a route's
 * response). The client reads them by the same names from the generated OpenAPI types. Every
 * object lists every field it sends: serialisation by schema drops what is not listed.
 */

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const strOrNull = { type: ['string', 'null'] } as const;
/** A JSON document whose fields the act's own schema describes (acts, reports). */
const document = { type: 'object', additionalProperties: true } as const;

/** An object schema whose every listed field is present in the answer. */
export function record<const P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as Array<keyof P & string>,
    properties,
  } as const;
}

/**
 * One row of a workflow record's history as a card shows it (server/workflow/transition.ts
 * `historyView`): the action and its caption, the side of the record's state table, who and when,
 * the statuses before and after, what the action carried.
 */
export function historyRowSchema<const S extends readonly string[]>(sides: S) {
  return record({
    action: str,
    actionCaption: str,
    side: { type: 'string', enum: sides },
    who: strOrNull,
    at: str,
    fromStatus: intOrNull,
    toStatus: int,
    toStatusCaption: str,
    note: strOrNull,
  });
}

/** The person an act is about (the card's header). */
export const personCard = {
  $id: 'PersonCard',
  ...record({
    id: int,
    lastName: str,
    firstName: str,
    middleName: strOrNull,
    birthDate: str,
    gender: int,
    snils: strOrNull,
    phone: strOrNull,
  }),
} as const;

const actFields = {
  id: int,
  /** The act's own number ('ОИП-2026/0500'). */
  number: str,
  actType: str,
  personId: int,
  person: { anyOf: [{ $ref: 'PersonCard' }, { type: 'null' }] },
  version: int,
  schemaVersion: int,
  data: document,
  blocks: { type: 'object', additionalProperties: str },
  status: intOrNull,
  signedAt: strOrNull,
  signatureKind: { type: ['string', 'null'], enum: ['graphic', 'electronic', null] },
  /** Who signed: the name and, for an employee of the act's institution, the position; null until signed. */
  signer: { anyOf: [record({ name: strOrNull, position: strOrNull }), { type: 'null' }] },
  contentHash: strOrNull,
  /** A signed act: whether its content is still what was signed (the hash over the version it was signed under). */
  contentIntact: { type: ['boolean', 'null'] },
  basedOn: intOrNull,
  updatedAt: str,
  /** Captions of the places and people the data names by id, for the read-only views. */
  captions: { type: 'object', additionalProperties: str },
} as const;

/** What an act's card gets: the act, its person, its version and signature. */
export const actView = { $id: 'ActView', ...record(actFields) } as const;

/** A guardian's report: an act with its workflow status as words and the office's note. */
export const reportView = {
  $id: 'ReportView',
  ...record({ ...actFields, statusCaption: str, statusNote: strOrNull }),
} as const;

/** A page of an act list: the list's columns of act.json by JSON pointer. */
export const actListPage = {
  $id: 'ActListPage',
  ...record({
    total: int,
    items: {
      type: 'array',
      items: record({
        id: int,
        number: str,
        personId: int,
        personCaption: str,
        version: int,
        signedAt: strOrNull,
        updatedAt: str,
        columns: document,
      }),
    },
  }),
} as const;

/** A person the act search found among the institution's clients. */
export const personFound = {
  $id: 'PersonFound',
  ...record({
    id: int,
    lastName: str,
    firstName: str,
    middleName: strOrNull,
    birthDate: str,
    gender: int,
    snils: strOrNull,
    address: strOrNull,
  }),
} as const;

/** A child or ward of a client (the living-conditions act is made about them). */
export const relativeFound = {
  $id: 'RelativeFound',
  ...record({
    id: int,
    lastName: str,
    firstName: str,
    middleName: strOrNull,
    birthDate: str,
    kind: { type: 'string', enum: ['child', 'ward'] },
  }),
} as const;

const institution = record({
  institutionId: int,
  caption: str,
  institutionSourceType: int,
  institutionRole: int,
  institutionTypeId: int,
  ogrn: str,
  employeeId: int,
  dateIncluded: strOrNull,
});

/** A place of work of the user and the role there. */
export const userInstitution = { $id: 'UserInstitution', ...institution } as const;

/** The signed-in account (GET /api/esia/current-user-info). */
export const currentUser = {
  $id: 'CurrentUser',
  ...record({
    id: int,
    userId: int,
    login: str,
    lastName: str,
    firstName: str,
    middleName: strOrNull,
    birthDate: strOrNull,
    snils: strOrNull,
    roleIds: { type: 'array', items: int },
    isImpersonated: bool,
    availableInstitutions: { type: 'array', items: { $ref: 'UserInstitution' } },
    selectedInstitution: { anyOf: [{ $ref: 'UserInstitution' }, { type: 'null' }] },
    availableToImpersonate: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['userId', 'personId', 'caption'],
        properties: {
          userId: int,
          personId: intOrNull,
          caption: str,
          institutionId: int,
          institutionRole: int,
          institutionSourceType: int,
        },
      },
    },
    administrator: bool,
    serviceModerator: bool,
    publicPerson: bool,
    serviceProvider: bool,
    socialWorker: bool,
    tourismProvider: bool,
    personId: intOrNull,
    mspPersonId: intOrNull,
    tourismPersonId: intOrNull,
    tourismDbUnknownOgrns: { type: 'array', items: str },
    kids: {
      type: 'array',
      items: record({ personId: int, caption: str, kind: { type: 'string', enum: ['child', 'ward'] } }),
    },
  }),
} as const;

const organisation = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'caption', 'address', 'phone', 'hasActiveServiceContract'],
  properties: {
    id: int,
    caption: str,
    address: str,
    phone: strOrNull,
    serviceTypes: { type: 'array', items: int },
    hasActiveServiceContract: bool,
  },
} as const;

/** The IPPSU project drawn up from a needs assessment (common/acts/ippsu.ts computes it). */
export const ippsuProject = {
  $id: 'IppsuProject',
  ...record({
    actId: int,
    personId: int,
    person: {
      anyOf: [record({ lastName: str, firstName: str, middleName: strOrNull, birthDate: str }), { type: 'null' }],
    },
    actNumber: strOrNull,
    actDate: strOrNull,
    signed: bool,
    serviceForms: { type: 'array', items: str },
    dateFrom: strOrNull,
    dateTo: strOrNull,
    services: {
      type: 'array',
      items: record({
        serviceTypeId: int,
        caption: str,
        amount: num,
        periodicityAmountId: int,
        periodicity: str,
        standardMinutes: { type: ['number', 'null'] },
        normMinutes: { type: ['number', 'null'] },
        minutesPerPeriod: { type: ['number', 'null'] },
        minutesPerMonth: { type: ['number', 'null'] },
      }),
    },
    totalMinutesPerMonth: num,
    oneOffMinutes: num,
    withoutMinutes: { type: 'array', items: int },
    allRecommendedOrganisations: { type: 'array', items: organisation },
    otherOrganisationsWithContracts: { type: 'array', items: organisation },
  }),
} as const;

/** Codes of refusals a client must tell apart by more than their text and severity. */
export const REFUSAL_CODES = ['STALE_VERSION'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * A refusal in the spec's envelope: the messages and, where the client acts on the kind of
 * refusal, its code (STALE_VERSION: someone changed the record since it was read; the client shows
 * the conflict dialog and reloads instead of a notification).
 */
export const refusal = {
  $id: 'Refusal',
  type: 'object',
  required: ['messages'],
  additionalProperties: false,
  properties: {
    messages: {
      type: 'array',
      items: record({ severity: { type: 'string', enum: ['Success', 'Info', 'Warning', 'Error'] }, text: str }),
    },
    code: { type: 'string', enum: REFUSAL_CODES },
  },
} as const;

/** Every shared answer, in the order they are registered (a schema before those that refer to it). */
export const SHARED_ANSWERS: SharedAnswers = [
  personCard,
  actView,
  reportView,
  actListPage,
  personFound,
  relativeFound,
  userInstitution,
  currentUser,
  ippsuProject,
  refusal,
];

/** The shared answers' types, as the type provider resolves `$ref`s with them. */
export type SharedAnswers = [
  typeof personCard,
  typeof actView,
  typeof reportView,
  typeof actListPage,
  typeof personFound,
  typeof relativeFound,
  typeof userInstitution,
  typeof currentUser,
  typeof ippsuProject,
  typeof refusal,
];

/*
 * The kernel's own types of these answers (the server builds them, the client reads them) have
 * exactly the fields the schemas list: a field added to one and not the other fails the typecheck
 * instead of silently vanishing from the answer.
 */
type Keys<T> = keyof T & string;
type SameKeys<A, B> = [Keys<A>] extends [Keys<B>] ? ([Keys<B>] extends [Keys<A>] ? true : false) : false;
type Shape<S> = FromSchema<S & object, { references: SharedAnswers }>;
export const KERNEL_TYPES_MATCH: [
  SameKeys<CurrentUser, Shape<typeof currentUser>>,
  SameKeys<IppsuProject, Shape<typeof ippsuProject>>,
] = [true, true];
