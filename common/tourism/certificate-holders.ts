/**
 * Who may hold a tourism certificate of each type (the `holders` text of tourism_certificate_types,
 * migration 0037): one rule per type, over the facts the portal knows of the applicant on the day of
 * the application (the region's today). The server asks them when it lists the types a citizen may
 * apply for, drafts the form and takes an application (server/tourism/certificates.ts); the demo data
 * are replayed through them (server/db/seed/tourism-certificates.ts).
 *
 * A pensioner: the person data hold no pensioner flag and no pension payments, so a pensioner is told
 * by the old-age pension age in force in the Far North, where the okrug lies: 55 for women and 60 for
 * men (Federal law 400-FZ «О страховых пенсиях», article 32, as the transition of law 350-FZ of
 * 03.10.2018 left it from 2023). Whether the pensioner works the portal cannot see: the department
 * checks it against the Social Fund's data when it decides, and refuses with the reason.
 *
 * A large family: three or more children under 18, or a large-family identity in force (it is issued
 * to a family whose children may be older students, common/identities/identity-kinds.ts). The
 * applicant's children are their children and wards (person_relations): a child under guardianship
 * counts in a large family, and a guardian is a child's legal representative.
 */
import { countRu } from '../text/plural.ts';

/** The types of certificate (migration 0037). */
export const CertificateType = { LargeFamily: 1, ChildTour: 2, Pensioner: 3 } as const;

/** A child or a ward of the applicant. */
export interface HolderChild {
  personId: number;
  /** YYYY-MM-DD. */
  birthDate: string;
  kind: 'child' | 'ward';
}

/** What the portal knows of the applicant on the day of the application. */
export interface HolderFacts {
  /** The region's today, YYYY-MM-DD: ages are counted on it. */
  today: string;
  birthDate: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  /** The person's address (actual, else registered) lies in the okrug. */
  livesInRegion: boolean;
  /** A large-family identity in force today names the person as its holder or the holder's spouse. */
  largeFamilyIdentity: boolean;
  children: readonly HolderChild[];
}

/** Pension age in the Far North: 55 for women, 60 for men (see above). */
export const PENSION_AGE = { 1: 60, 2: 55 } as const;
export const CHILD_TOUR_AGE = { from: 7, to: 17 } as const;
export const LARGE_FAMILY_CHILDREN = 3;
export const ADULT_AGE = 18;

/** Full years of a person born on `birthDate` on `day` (both YYYY-MM-DD); one born on 29 February is a year older on 1 March. */
export function fullYears(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const years = (n: number) => countRu(n, ['год', 'года', 'лет']);

export const HOLDER_MSG = {
  outsideRegion:
    'Сертификат этого вида выдаётся жителю автономного округа: адрес вашего проживания, известный порталу, находится за пределами округа.',
  notLargeFamily: (children: number) =>
    `Сертификат этого вида выдаётся родителю многодетной семьи: в вашей семье на сегодня ${
      children === 0 ? 'нет детей' : countRu(children, ['ребёнок', 'ребёнка', 'детей'])
    } младше ${ADULT_AGE} лет.`,
  noChildOfAge: `Сертификат этого вида выдаётся родителю (законному представителю) ребёнка в возрасте от ${CHILD_TOUR_AGE.from} до ${CHILD_TOUR_AGE.to} лет: в вашей семье нет ребёнка этого возраста.`,
  noChosenChildOfAge: `Сертификат этого вида выдаётся на поездку ребёнка в возрасте от ${CHILD_TOUR_AGE.from} до ${CHILD_TOUR_AGE.to} лет с сопровождающим: укажите среди членов семьи, которые поедут, вашего ребёнка этого возраста.`,
  notPensionAge: (age: number) =>
    `Сертификат этого вида выдаётся неработающему пенсионеру: пенсионный возраст в районах Крайнего Севера — ${PENSION_AGE[2]} лет для женщин и ${PENSION_AGE[1]} лет для мужчин, а вам ${years(age)}.`,
} as const;

/** A type's rule: why the person may not hold it at all, and why the chosen members do not fit it. */
export interface HolderRule {
  /** Why the applicant may not hold a certificate of the type; null when they may. */
  holder(facts: HolderFacts): string | null;
  /** Why the members chosen to travel (person ids, each a relative) do not fit the type; null when they do. */
  members(facts: HolderFacts, chosen: readonly number[]): string | null;
}

const childrenAged = (facts: HolderFacts, fits: (age: number) => boolean) =>
  facts.children.filter((c) => fits(fullYears(c.birthDate, facts.today)));

const ofChildTourAge = (age: number) => age >= CHILD_TOUR_AGE.from && age <= CHILD_TOUR_AGE.to;

export const HOLDER_RULES: Readonly<Record<number, HolderRule>> = {
  [CertificateType.LargeFamily]: {
    holder(facts) {
      if (!facts.livesInRegion) return HOLDER_MSG.outsideRegion;
      const minors = childrenAged(facts, (age) => age < ADULT_AGE).length;
      if (minors >= LARGE_FAMILY_CHILDREN || facts.largeFamilyIdentity) return null;
      return HOLDER_MSG.notLargeFamily(minors);
    },
    // The members are the applicant's family: every one is checked to be a relative for every type.
    members: () => null,
  },
  [CertificateType.ChildTour]: {
    holder: (facts) => (childrenAged(facts, ofChildTourAge).length > 0 ? null : HOLDER_MSG.noChildOfAge),
    members: (facts, chosen) =>
      childrenAged(facts, ofChildTourAge).some((c) => chosen.includes(c.personId))
        ? null
        : HOLDER_MSG.noChosenChildOfAge,
  },
  [CertificateType.Pensioner]: {
    holder(facts) {
      if (!facts.livesInRegion) return HOLDER_MSG.outsideRegion;
      const age = fullYears(facts.birthDate, facts.today);
      return age >= PENSION_AGE[facts.gender] ? null : HOLDER_MSG.notPensionAge(age);
    },
    members: () => null,
  },
};

/** Why the person may not hold a certificate of the type; null when they may (a type without a rule: anyone). */
export const holderRefusal = (typeId: number, facts: HolderFacts): string | null =>
  HOLDER_RULES[typeId]?.holder(facts) ?? null;

/** Why the person may not hold it, or else why the chosen members do not fit it; null when both are right. */
export const applicationRefusal = (typeId: number, facts: HolderFacts, chosen: readonly number[]): string | null =>
  holderRefusal(typeId, facts) ?? HOLDER_RULES[typeId]?.members(facts, chosen) ?? null;
