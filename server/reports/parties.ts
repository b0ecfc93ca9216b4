/**
 * How a contract names its parties: the opening sentence («…, именуемая в дальнейшем
 * «Исполнитель», в лице руководителя Ермаковой Юлии Сергеевны, действующей на основании устава»),
 * the parties' blocks of details under their names and the signatures. Names are declined and the
 * words agree with the gender: a person's from their record, the head's (a line of the register,
 * not a person's record) from the patronymic.
 */
import { byGender, declineNameLine, splitFullName } from '../../common/text/names.ts';
import type { ReportInstitution, ReportPerson } from '../repositories/report-documents.ts';
import { fullName, ruDate, type ReportBlock } from './document.ts';

/** An individual entrepreneur signs as themself: their name is the institution's, with no head «в лице». */
const ENTREPRENEUR = /^индивидуальный предприниматель\s/i;

/** «именуемый» in the gender a word takes. */
const NAMED = { male: 'именуемый', female: 'именуемая', neuter: 'именуемое', unknown: 'именуемый(ая)' } as const;

/**
 * The gender of an organisation's name, by its first word: an adjective ends as its noun
 * (Автономная некоммерческая организация, Государственное учреждение, Благотворительный фонд), a
 * noun by its own ending (Общество, Учреждение; Организация; Фонд).
 */
function organisationGender(caption: string): keyof typeof NAMED {
  const first = caption.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (/(ая|яя)$/.test(first)) return 'female';
  if (/(ое|ее)$/.test(first)) return 'neuter';
  if (/(ый|ий|ой)$/.test(first)) return 'male';
  if (/[ое]$/.test(first)) return 'neuter';
  if (/[ая]$/.test(first)) return 'female';
  return 'male';
}

/** The provider's words of the opening sentence, naming it `term` («Исполнитель», «Туроператор»). */
export function providerIntro(institution: ReportInstitution, term: string): string {
  const head = institution.director?.trim() ?? '';
  if (ENTREPRENEUR.test(institution.caption)) {
    const named = head ? byGender(splitFullName(head), NAMED) : NAMED.male;
    return `${institution.caption}, ${named} в дальнейшем «${term}»`;
  }
  const intro = `${institution.caption}, ${NAMED[organisationGender(institution.caption)]} в дальнейшем «${term}»`;
  if (!head) return intro;
  const acting = byGender(splitFullName(head), {
    male: 'действующего',
    female: 'действующей',
    unknown: 'действующего(ей)',
  });
  return `${intro}, в лице руководителя ${declineNameLine(head, 'genitive')}, ${acting} на основании устава`;
}

/** A person's words of the opening sentence: «Иванова Мария Петровна, именуемая в дальнейшем «Заказчик»». */
export const personIntro = (person: ReportPerson, term: string): string =>
  `${fullName(person)}, ${byGender(person, NAMED)} в дальнейшем «${term}»`;

/** The provider's block of details under its name in the contract. */
export const providerBlock = (title: string, institution: ReportInstitution): ReportBlock => ({
  kind: 'party',
  title,
  rows: [
    ['Наименование', institution.caption],
    ['ИНН / КПП', `${institution.inn} / ${institution.kpp ?? '—'}`],
    ['ОГРН', institution.ogrn],
    ['Адрес', institution.address],
    ['Руководитель', institution.director ?? ''],
  ],
});

/** A person's block of details under their part in the contract. */
export const personBlock = (title: string, person: ReportPerson): ReportBlock => ({
  kind: 'party',
  title,
  rows: [
    ['ФИО', fullName(person)],
    ['Дата рождения', ruDate(person.birthDate)],
    ['СНИЛС', person.snils ?? ''],
    ['Адрес регистрации', person.address ?? ''],
  ],
});

/** The signature lines of the two parties, side by side and level. */
export const signatures = (
  institution: ReportInstitution,
  person: ReportPerson,
  terms: { provider: string; person: string },
): ReportBlock => ({
  kind: 'signatures',
  parties: [
    {
      role: terms.provider,
      name: `${institution.shortCaption}${institution.director ? `, ${institution.director}` : ''}`,
    },
    { role: terms.person, name: fullName(person) },
  ],
});
