/**
 * A person's full name in a grammatical case, for documents («в лице руководителя Ермаковой Юлии
 * Сергеевны», «Кому: Ивановой Марии Петровне»).
 *
 * The rules are lvovich's, not ours: it is the maintained TypeScript successor of petrovich-js (the
 * same rule tables, kept up to date, with its own type definitions, no dependencies and
 * `engines: node >= 6`), while the `petrovich` package has had no release for years and ships
 * no types. It declines surnames, first names and patronymics part by part, double surnames
 * (Петрова-Водкина) and the indeclinable ones (Шевчук for a woman, Черных, Дюма, Гёте). The few
 * foreign surnames it leaves wrong are corrected below, each with the rule it misses.
 */
import { getFirstnameGender, getLastnameGender, inclineFirstname, inclineLastname, inclineMiddlename } from 'lvovich';

export type GrammaticalCase = 'nominative' | 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
export type Gender = 'male' | 'female';

/** How the persons table writes a gender (persons.gender): 1 male, 2 female. */
export const PERSON_GENDER = { male: 1, female: 2 } as const;

/** A person's name as a record holds it; the gender is the record's code (1 male, 2 female) when it has one. */
export interface PersonName {
  lastName: string;
  firstName: string;
  middleName?: string | null;
  gender?: number | null;
}

const CASES: readonly GrammaticalCase[] = [
  'nominative',
  'genitive',
  'dative',
  'accusative',
  'instrumental',
  'prepositional',
];

/**
 * Foreign male surnames ending in «эй» decline like the Russian ones in «ей» (Хемингуэй →
 * Хемингуэя), which the library's table does not cover: the ending «й» is replaced by these, per
 * case from the genitive on.
 */
const EJ_ENDINGS = ['я', 'ю', 'я', 'ем', 'е'];
/** Foreign surnames with a stressed final vowel stay as they are in every case; the library knows Дюма, not these. */
const INDECLINABLE_SURNAMES = new Set(['золя']);

/**
 * The gender of a name. The record's own gender when it has one (1 male, 2 female); otherwise the
 * patronymic tells it (…вич, …ич, …оглы, …улы for a man; …вна, …ична, …кызы, …гызы for a woman),
 * and without a patronymic the first name and the surname do, by the library's tables (Юлия,
 * Ермакова). A name that says nothing either way (Саша Ким) has none: each part is then declined
 * as its own form suggests.
 */
export function nameGender(person: PersonName): Gender | undefined {
  if (person.gender === PERSON_GENDER.male) return 'male';
  if (person.gender === PERSON_GENDER.female) return 'female';
  const patronymic = person.middleName?.trim().toLowerCase() ?? '';
  if (/(вна|ична|кызы|гызы)$/.test(patronymic)) return 'female';
  if (/(ич|оглы|улы|уулу)$/.test(patronymic)) return 'male';
  const byFirst = getFirstnameGender(person.firstName.trim());
  if (byFirst === 'male' || byFirst === 'female') return byFirst;
  const byLast = getLastnameGender(person.lastName.trim());
  return byLast === 'male' || byLast === 'female' ? byLast : undefined;
}

/** Declines one word, keeping a word written in capitals in capitals (ИВАНОВ → ИВАНОВА, not ИВАНОВа). */
function keepCapitals(word: string, decline: (word: string) => string): string {
  const capitals = word === word.toUpperCase() && word !== word.toLowerCase();
  return capitals ? decline(word).toUpperCase() : decline(word);
}

/** A part of a surname the library declines wrong, declined here; undefined for the others. */
function correctedPart(part: string, grammaticalCase: GrammaticalCase, gender: Gender | undefined): string | undefined {
  const lower = part.toLowerCase();
  if (INDECLINABLE_SURNAMES.has(lower)) return part;
  if (gender === 'male' && lower.endsWith('эй'))
    return part.slice(0, -1) + EJ_ENDINGS[CASES.indexOf(grammaticalCase) - 1];
  return undefined;
}

function declineSurname(surname: string, grammaticalCase: GrammaticalCase, gender: Gender | undefined): string {
  // The library declines a double surname part by part itself and knows the first parts that stay
  // (Бонч-Бруевич); a part it gets wrong is replaced in its answer.
  const declined = keepCapitals(surname, (word) => inclineLastname(word, grammaticalCase, gender)).split('-');
  return surname
    .split('-')
    .map((part, i) => correctedPart(part, grammaticalCase, gender) ?? declined[i] ?? part)
    .join('-');
}

/**
 * The full name in a case, surname first as documents write it («Ермаковой Юлии Сергеевны»). The
 * gender comes from the record, or from the name itself when the record has none (see nameGender).
 */
export function declineFullName(person: PersonName, grammaticalCase: GrammaticalCase): string {
  const lastName = person.lastName.trim();
  const firstName = person.firstName.trim();
  const middleName = person.middleName?.trim() ?? '';
  if (grammaticalCase === 'nominative') return [lastName, firstName, middleName].filter(Boolean).join(' ');
  const gender = nameGender(person);
  return [
    lastName && declineSurname(lastName, grammaticalCase, gender),
    firstName && keepCapitals(firstName, (word) => inclineFirstname(word, grammaticalCase, gender)),
    middleName && keepCapitals(middleName, (word) => inclineMiddlename(word, grammaticalCase, gender)),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A name written as one line («Ермакова Юлия Сергеевна», the register's head of an institution)
 * as its parts: surname, first name, and the rest as the patronymic («Али оглы» is two words).
 */
export function splitFullName(text: string): PersonName {
  const [lastName = '', firstName = '', ...rest] = text.trim().split(/\s+/);
  return { lastName, firstName, middleName: rest.join(' ') || null };
}

/** A name written as one line, in a case; without a gender of record it is read from the name (see nameGender). */
export function declineNameLine(text: string, grammaticalCase: GrammaticalCase, gender?: number | null): string {
  return text.trim() ? declineFullName({ ...splitFullName(text), gender }, grammaticalCase) : '';
}

/**
 * The word that agrees with a person's gender («именуемый» / «именуемая», «действующего» /
 * «действующей»); when the name does not tell the gender, the form that leaves it open.
 */
export function byGender(person: PersonName, forms: { male: string; female: string; unknown: string }): string {
  const gender = nameGender(person);
  return gender ? forms[gender] : forms.unknown;
}
