import { envelope } from '../http/contract.ts';

/** The JSON schemas of the esia route plugin (server/routes/esia.ts): params, bodies and answers. */

export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const role = { type: 'integer', enum: [2, 3, 4] } as const;

export const sourceType = { type: 'integer', enum: [1, 2, 3] } as const;

export const uri = { type: 'string', minLength: 1, maxLength: 500 } as const;

export const text = { type: 'string', maxLength: 2000 } as const;

/** The start of a sign-in: the client's state and where the provider sends the browser back. */
export const loginUrlQuery = {
  type: 'object',
  required: ['state', 'redirectUri'],
  properties: { state: { type: 'string', minLength: 8, maxLength: 200 }, redirectUri: uri },
} as const;

/** The provider's callback as the client passes it on: the code, the state, the issuer and the return address. */
export const authQuery = {
  type: 'object',
  required: ['redirectUri'],
  properties: { code: text, redirectUri: uri, state: text, iss: text },
} as const;

/** The answer of a finished sign-in. */
export const signedIn = {
  type: 'object',
  required: ['signedIn'],
  additionalProperties: false,
  properties: { signedIn: { type: 'boolean', const: true } },
} as const;

/** Where the browser goes after signing out. */
export const logoutQuery = { type: 'object', required: ['redirectUri'], properties: { redirectUri: uri } } as const;

/** The employee role to act in: the institution, its source and the role. */
export const institutionRoleQuery = {
  type: 'object',
  required: ['institutionSourceType', 'institutionId', 'institutionRole'],
  properties: { institutionSourceType: sourceType, institutionId: id, institutionRole: role },
} as const;

/** The person an administrator acts as (the source type comes along unused; a missing person is refused). */
export const impersonateQuery = {
  type: 'object',
  properties: { impersonateAsPersonId: id, institutionSourceType: sourceType },
} as const;

/** The person whose representative an administrator acts as (a missing person is refused). */
export const impersonateRepresentativeQuery = { type: 'object', properties: { impersonateAsPersonId: id } } as const;

/** The employee and the role an administrator acts as (a missing one is refused). */
export const impersonateEmployeeQuery = {
  type: 'object',
  properties: { userId: id, institutionRole: role, institutionSourceType: sourceType },
} as const;

export const address = envelope({
  type: 'object',
  required: ['url'],
  additionalProperties: false,
  properties: { url: { type: 'string' } },
});

export const done = envelope({ type: 'boolean' });
