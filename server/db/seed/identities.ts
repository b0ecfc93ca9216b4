/**
 * Demo identities: the Григорьевы's certificate of a large family (the current one and the previous,
 * expired one), the citizen's certificate of a labour veteran, and Попов В. А.'s: one revoked when he
 * lost it, and its duplicate. The public check shows each state.
 */
import type { IdentityKind, MemberRelation } from '../../../common/identities/identity-kinds.ts';
import { IDENTITY_KIND } from '../../../common/identities/identity-kinds.ts';
import { formatDocumentNumber } from '../../../common/numbering.ts';
import { PERSON } from './people.ts';

export interface IdentitySeed {
  id: number;
  kind: IdentityKind;
  number: string;
  personId: number;
  issuedOn: string;
  validUntil: string | null;
  issuedBy: string;
  basis: string | null;
  revokedOn: string | null;
  revokeReason: string | null;
}

export interface IdentityMemberSeed {
  identityId: number;
  personId: number;
  relation: MemberRelation;
  position: number;
}

const number = (kind: IdentityKind, year: number, sequence: number) =>
  formatDocumentNumber(IDENTITY_KIND[kind].numberKind, year, sequence);

const USZN_SALEKHARD = 'Управление социальной защиты населения Администрации города Салехарда';
const VETERAN_LAW = 'Федеральный закон от 12.01.1995 № 5-ФЗ «О ветеранах», статья 7';

/** The Григорьевы's children (server/db/seed/people.ts). */
const CHILDREN = [23, 24, 25];

export const IDENTITIES: IdentitySeed[] = [
  {
    id: 1,
    kind: 'large-family',
    number: number('large-family', 2021, 7),
    personId: PERSON.largeFamilyFather,
    issuedOn: '2021-03-15',
    validUntil: '2026-03-14',
    issuedBy: USZN_SALEKHARD,
    basis: null,
    revokedOn: null,
    revokeReason: null,
  },
  {
    id: 2,
    kind: 'large-family',
    number: number('large-family', 2026, 12),
    personId: PERSON.largeFamilyFather,
    issuedOn: '2026-03-20',
    validUntil: '2031-03-19',
    issuedBy: USZN_SALEKHARD,
    basis: null,
    revokedOn: null,
    revokeReason: null,
  },
  {
    id: 3,
    kind: 'labor-veteran',
    number: number('labor-veteran', 2026, 4),
    personId: PERSON.citizen,
    issuedOn: '2026-02-18',
    validUntil: null,
    issuedBy: USZN_SALEKHARD,
    basis: `${VETERAN_LAW}: награждена ведомственным знаком отличия «Почётный работник воспитания и просвещения Российской Федерации», трудовой стаж 20 лет`,
    revokedOn: null,
    revokeReason: null,
  },
  {
    id: 4,
    kind: 'labor-veteran',
    number: number('labor-veteran', 2012, 31),
    personId: 14,
    issuedOn: '2012-05-22',
    validUntil: null,
    issuedBy: USZN_SALEKHARD,
    basis: `${VETERAN_LAW}: награждён медалью «Ветеран труда», трудовой стаж 40 лет`,
    revokedOn: '2025-06-10',
    revokeReason: 'Удостоверение утрачено, выдан дубликат',
  },
  {
    id: 5,
    kind: 'labor-veteran',
    number: number('labor-veteran', 2025, 18),
    personId: 14,
    issuedOn: '2025-06-10',
    validUntil: null,
    issuedBy: USZN_SALEKHARD,
    basis: `${VETERAN_LAW}: награждён медалью «Ветеран труда», трудовой стаж 40 лет (дубликат)`,
    revokedOn: null,
    revokeReason: null,
  },
];

/** Both certificates of the large family list the parents and the three children. */
export const IDENTITY_MEMBERS: IdentityMemberSeed[] = [1, 2].flatMap((identityId) => [
  { identityId, personId: PERSON.largeFamilyFather, relation: 'holder' as const, position: 1 },
  { identityId, personId: PERSON.largeFamilyMother, relation: 'spouse' as const, position: 2 },
  ...CHILDREN.map((personId, i) => ({ identityId, personId, relation: 'child' as const, position: 3 + i })),
]);
