/**
 * The identities of a large family and of a labour veteran: the citizen's own card with its check
 * link (the QR code), and the public check of such a link, which says whether the identity is valid
 * and shows no more of the holder than a national portal's check does: the surname with initials,
 * the number and the dates.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import {
  findIdentityOfKind,
  findLatestIdentity,
  listIdentityMembers,
  signingKey,
  type IdentityRow,
} from '../repositories/identities.ts';
import { identityLinkPath, newLinkKey, verifyIdentityLink } from './check-link.ts';
import {
  IDENTITY_KIND,
  IDENTITY_STATUS_CAPTIONS,
  IDENTITY_TEXT,
  identityStatus,
  memberRelationCaption,
  surnameWithInitials,
  type IdentityKind,
} from '../../common/identities/identity-kinds.ts';
import { regionToday } from '../../common/time-zone.ts';

/** The purpose the check links' key is stored under (signing_keys). */
const LINK_KEY_PURPOSE = 'identity-check-link';

const fullName = (p: { lastName: string; firstName: string; middleName: string | null }) =>
  [p.lastName, p.firstName, p.middleName].filter(Boolean).join(' ');

/** The identities' service over the database. */
export function identityService(db: Db, now: () => Date = () => new Date()) {
  let key: Promise<string> | undefined;
  /** The links' key: read (or made) once per process. */
  const linkKey = () => {
    key ??= signingKey(db, LINK_KEY_PURPOSE, newLinkKey()).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  const state = (row: IdentityRow) => {
    const status = identityStatus(row, regionToday(now()));
    return { status, statusCaption: IDENTITY_STATUS_CAPTIONS[status] };
  };

  return {
    /** The caller's own identity of a kind with its check link, or null when they hold none. */
    async own(auth: Auth, kind: IdentityKind) {
      const personId = auth.user.publicPerson ? auth.user.personId : null;
      if (personId === null) throw new HttpError(403, IDENTITY_TEXT.noPerson);
      const row = await findLatestIdentity(db, personId, kind);
      if (!row) return null;
      const members = kind === 'large-family' ? await listIdentityMembers(db, row.id) : [];
      return {
        kind,
        title: IDENTITY_KIND[kind].title,
        number: row.number,
        holder: fullName(row),
        holderBirthDate: row.birthDate,
        issuedOn: row.issuedOn,
        validUntil: row.validUntil,
        issuedBy: row.issuedBy,
        basis: row.basis,
        ...state(row),
        revokedOn: row.revokedOn,
        revokeReason: row.revokeReason,
        members: members.map((m) => ({
          fio: fullName(m),
          birthDate: m.birthDate,
          relation: m.relation,
          relationCaption: memberRelationCaption(m.relation, m.gender),
        })),
        checkPath: identityLinkPath(await linkKey(), kind, row.id),
      };
    },

    /**
     * The public check of a link: a link the key did not sign, or one naming no identity of the kind,
     * is refused alike (404), so the check tells nothing about which identities exist.
     */
    async check(kind: IdentityKind, payload: string, digest: string) {
      const id = verifyIdentityLink(await linkKey(), kind, payload, digest);
      const row = id === undefined ? undefined : await findIdentityOfKind(db, kind, id);
      if (!row) throw new HttpError(404, IDENTITY_TEXT.badLink);
      return {
        kind,
        title: IDENTITY_KIND[kind].title,
        number: row.number,
        holder: surnameWithInitials(row),
        issuedOn: row.issuedOn,
        validUntil: row.validUntil,
        ...state(row),
        revokedOn: row.revokedOn,
        checkedAt: now().toISOString(),
      };
    },
  };
}
