import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { AUTH_MSG } from '../messages.ts';
import { createUserForSubject, findPersonIdBySnils, findUserIdBySubject } from '../repositories/users.ts';
import type { SignedIn } from './oidc-client.ts';

/**
 * The portal's user for a provider's subject: the one it already has, or a new one linked to the
 * person with the SNILS the provider gave. A subject whose person cannot be found is refused with
 * a clear message, and nothing is stored for it: no account without a person to act as.
 */
export async function userForSubject(db: Queryable, signedIn: SignedIn): Promise<number> {
  const known = await findUserIdBySubject(db, signedIn.subject);
  if (known !== undefined) return known;
  const personId = signedIn.snils ? await findPersonIdBySnils(db, signedIn.snils) : undefined;
  if (personId === undefined) throw new HttpError(403, AUTH_MSG.subjectWithoutPerson);
  return createUserForSubject(db, signedIn.subject, personId);
}
