import type { DocumentKind } from '../numbering.ts';

/**
 * The identities a citizen holds (workflows.md section 2): the certificate of a large family and of
 * a labour veteran. Each has its cabinet screen and its public check route (role Any), which the QR
 * code on the card leads to: /qr-identity-large-family/{payload}/{digest}, /qr-flb/{payload}/{digest}.
 */
export const IDENTITY_KINDS = ['large-family', 'labor-veteran'] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

export interface IdentityKindRule {
  /** The document's name as a person reads it. */
  title: string;
  /** The citizen's screen of it. */
  cabinetPath: string;
  /** The public check route before /{payload}/{digest}. */
  checkRoute: string;
  /** Its numbers' kind (common/numbering.ts). */
  numberKind: DocumentKind;
}

export const IDENTITY_KIND: Readonly<Record<IdentityKind, IdentityKindRule>> = {
  'large-family': {
    title: 'Удостоверение многодетной семьи',
    cabinetPath: '/user/identity-large-family',
    checkRoute: '/qr-identity-large-family',
    numberKind: 'large-family-identity',
  },
  'labor-veteran': {
    title: 'Удостоверение ветерана труда',
    cabinetPath: '/user/facility-labor-veteran',
    checkRoute: '/qr-flb',
    numberKind: 'labor-veteran-identity',
  },
};

export const isIdentityKind = (value: string): value is IdentityKind =>
  (IDENTITY_KINDS as readonly string[]).includes(value);

/** What an identity is on a day: in force, past its date, or withdrawn by the issuer. */
export type IdentityStatus = 'valid' | 'expired' | 'revoked';
export const IDENTITY_STATUSES = ['valid', 'expired', 'revoked'] as const satisfies readonly IdentityStatus[];

/** How each state reads: on the card and on the public check («Удостоверение действительно»). */
export const IDENTITY_STATUS_CAPTIONS: Readonly<Record<IdentityStatus, string>> = {
  valid: 'Действительно',
  expired: 'Срок действия истёк',
  revoked: 'Аннулировано',
};

/**
 * The state of an identity on `today` (YYYY-MM-DD of the region's clock): revoked once withdrawn,
 * whatever its dates; expired the day after its last valid day; else valid (no end date: indefinite).
 */
export function identityStatus(
  identity: { validUntil: string | null; revokedOn: string | null },
  today: string,
): IdentityStatus {
  if (identity.revokedOn !== null && identity.revokedOn <= today) return 'revoked';
  if (identity.validUntil !== null && identity.validUntil < today) return 'expired';
  return 'valid';
}

/** The public check's path of an identity: what its QR code holds after the portal's address. */
export const identityCheckPath = (kind: IdentityKind, payload: string, digest: string): string =>
  `${IDENTITY_KIND[kind].checkRoute}/${encodeURIComponent(payload)}/${encodeURIComponent(digest)}`;

/**
 * «Григорьев А. В.»: the surname with initials, all a public check shows of the holder (a national
 * portal's check shows no more).
 */
export function surnameWithInitials(person: { lastName: string; firstName: string; middleName: string | null }) {
  const initials = [person.firstName, person.middleName]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => `${part.trim()[0].toUpperCase()}.`)
    .join(' ');
  return initials ? `${person.lastName} ${initials}` : person.lastName;
}

/** The identities' Russian texts, shared by the server and the screens. */
export const IDENTITY_TEXT = {
  badLink: 'Удостоверение не найдено или ссылка повреждена',
  badLinkHint:
    'Проверьте, что ссылка открыта полностью, или отсканируйте QR-код удостоверения ещё раз. Если ошибка повторяется, обратитесь в орган, выдавший удостоверение.',
  noPerson: 'Удостоверение доступно гражданину, вошедшему на портал от своего имени',
} as const;

/** Where to apply for an identity the person does not have: said on an empty screen. */
export const IDENTITY_HOW_TO_APPLY: Readonly<Record<IdentityKind, string>> = {
  'large-family':
    'Удостоверение многодетной семьи выдаёт управление социальной защиты населения по месту жительства. Заявление можно подать в управление социальной защиты или в МФЦ; с собой нужны паспорт, свидетельства о рождении детей и документы, подтверждающие совместное проживание.',
  'labor-veteran':
    'Удостоверение ветерана труда выдаёт управление социальной защиты населения по месту жительства. Заявление можно подать в управление социальной защиты или в МФЦ; с собой нужны паспорт, трудовая книжка или сведения о трудовой деятельности и документ о награждении.',
};

/** A large family's member as the identity lists them. */
export type MemberRelation = 'holder' | 'spouse' | 'child';
export const MEMBER_RELATIONS = ['holder', 'spouse', 'child'] as const satisfies readonly MemberRelation[];

/** «Сын», «Супруга»…: a member's place in the family by their gender (1 male, 2 female). */
export function memberRelationCaption(relation: MemberRelation, gender: number): string {
  const male = gender === 1;
  if (relation === 'holder') return 'Владелец удостоверения';
  if (relation === 'spouse') return male ? 'Супруг' : 'Супруга';
  return male ? 'Сын' : 'Дочь';
}
