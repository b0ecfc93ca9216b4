import { envelope } from '../http/contract.ts';

/** The JSON schemas of the user route plugin (server/routes/user.ts): params, bodies and answers. */

export const strOrNull = { type: ['string', 'null'] } as const;

/** The profile: the person's own data, or the account's names for an employee without a person. */
export const profile = {
  type: 'object',
  required: ['lastName', 'firstName', 'middleName', 'birthDate', 'snils', 'institution'],
  additionalProperties: false,
  properties: {
    lastName: { type: 'string' },
    firstName: { type: 'string' },
    middleName: strOrNull,
    birthDate: strOrNull,
    snils: strOrNull,
    inn: strOrNull,
    phone: strOrNull,
    email: strOrNull,
    address: strOrNull,
    institution: { anyOf: [{ $ref: 'UserInstitution' }, { type: 'null' }] },
  },
} as const;

export const yes = envelope({ type: 'boolean' });

/** New contacts of the signed-in person: a phone, an e-mail address or both. */
export const contactsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    phone: { type: 'string', maxLength: 30, phoneRu: true },
    mail: { type: 'string', maxLength: 254, emailRu: true },
    snils: { type: 'string', maxLength: 20 },
  },
} as const;
