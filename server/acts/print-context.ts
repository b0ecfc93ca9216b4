import type { Queryable } from '../db/db.ts';
import { findSignatureImage, type ActRow } from '../repositories/acts.ts';
import { findInstitution } from '../repositories/institutions.ts';
import { findPersonCard } from '../repositories/persons.ts';
import { actCaptions } from './place-names.ts';
import { signingOf } from './engine.ts';
import type { PrintInput } from './print.ts';

/**
 * Everything a printout of a stored act needs beyond its schema: the act's number and data, the
 * person, the institution for the heading, lookup captions (as the review gets them), who signed
 * and the drawing signed with.
 */
export async function printContext(
  db: Queryable,
  act: ActRow,
): Promise<Omit<PrintInput, 'definition' | 'schema' | 'uiSchema' | 'statusCaption'>> {
  const [person, institution, signatureImage, captions, signing] = await Promise.all([
    findPersonCard(db, act.personId),
    act.institutionId === null ? undefined : findInstitution(db, act.institutionId),
    act.signatureKind === 'graphic' ? findSignatureImage(db, act.id) : null,
    actCaptions(db, act.data),
    signingOf(db, act),
  ]);
  return {
    data: act.data,
    captions,
    number: act.number,
    personCaption: person ? [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ') : '',
    institution: institution
      ? {
          caption: institution.caption,
          address: institution.address,
          phone: institution.phone,
          email: typeof institution.email === 'string' ? institution.email : null,
          inn: typeof institution.inn === 'string' ? institution.inn : null,
          kpp: typeof institution.kpp === 'string' ? institution.kpp : null,
          ogrn: typeof institution.ogrn === 'string' ? institution.ogrn : null,
        }
      : null,
    signedAt: act.signedAt,
    signatureKind: act.signatureKind,
    signer: signing?.signer ?? null,
    signatureImage,
    contentHash: act.contentHash,
    schemaVersion: act.schemaVersion,
  };
}
