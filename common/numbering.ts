import { regionToday } from './time-zone.ts';

/**
 * The one number a document carries wherever a person sees it (its list, its card, the PDF and
 * the DOCX, the file's name, the history): '<prefix>-<year>/<sequence>', e.g. «ОИП-2026/0001».
 * The sequence counts from 1 every year of the region's clock, separately for each kind. The
 * server takes it from the kind's counter in the transaction that creates the document
 * (server/repositories/document-numbers.ts): two creations of a kind at once wait for each other,
 * and a creation that rolls back gives its number back, so a kind's numbers have no gaps. That is
 * what a register of acts, reports or applications expects (every kind below is entered in one),
 * so every kind is numbered that way; the wait lasts as long as the creating transaction does.
 */
export interface DocumentKindRule {
  /** The letters before the year: «ОИП». Unique among the kinds. */
  prefix: string;
  /** The sequence is padded with zeros to this many digits (a larger one is written in full). */
  digits: number;
}

/**
 * The kinds of document the portal numbers. An act's kind is its type (schemas/acts/<act>), so every
 * act has one here (tests/common/numbering.test.ts). Contracts and requests that come with their
 * numbers from elsewhere (the demo data, other systems) are not created by the portal and have none.
 */
export const DOCUMENT_KINDS = {
  // Acts (their types), the guardian's report among them.
  'individual-needs-assessment-act': { prefix: 'ОИП', digits: 4 },
  'living-conditions-act': { prefix: 'ОУЖ', digits: 4 },
  'material-household-act': { prefix: 'МБУ', digits: 4 },
  'social-passport': { prefix: 'СПС', digits: 4 },
  'guardian-report': { prefix: 'ООП', digits: 4 },
  'test-act': { prefix: 'ТА', digits: 4 },
  // Every questionnaire (an act of record kind `questionnaire`) is entered in one register: «АНК-2026/000001».
  questionnaire: { prefix: 'АНК', digits: 6 },
  // A plan of long-term care: «ПДУ-2026/0001»; an entry of a care diary: «ЗДУ-2026/000001».
  'long-term-plan': { prefix: 'ПДУ', digits: 4 },
  'care-diary': { prefix: 'ЗДУ', digits: 6 },
  // A citizen's application for a service of the catalogue: «ЗК-2026/000001».
  'catalog-application': { prefix: 'ЗК', digits: 6 },
  // A provider's application to change its entry in the register: «ЗИР-2026/0001».
  'registry-change-application': { prefix: 'ЗИР', digits: 4 },
  // A citizen's request to an institution (services, a certificate, the programme): «ЗГ-2026/000001».
  'citizen-request': { prefix: 'ЗГ', digits: 6 },
  // An institution's decision on a request: «РЕШ-2026/000001».
  'request-decision': { prefix: 'РЕШ', digits: 6 },
  // A person's application to change the account their payments go to: «ЗСР-2026/000001».
  'payreqs-change-application': { prefix: 'ЗСР', digits: 6 },
  // A person's application to stop a payment (POST /assignment/close): «ЗПВ-2026/000001».
  'payment-stop-application': { prefix: 'ЗПВ', digits: 6 },
  // A person's consent to receive payments: «СПВ-2026/000001».
  'payment-consent': { prefix: 'СПВ', digits: 6 },
  // A citizen's individual programme of social services: «ИППСУ-2026/0001».
  ippsu: { prefix: 'ИППСУ', digits: 4 },
  // The identities of a large family and of a labour veteran: «УМС-2026/0001», «УВТ-2026/0001».
  'large-family-identity': { prefix: 'УМС', digits: 4 },
  'labor-veteran-identity': { prefix: 'УВТ', digits: 4 },
  // A certificate for social services, numbered when issued: «СРТ-2026/0001».
  certificate: { prefix: 'СРТ', digits: 4 },
  // A service contract the portal creates (under a certificate): «ДСУ-2026/000001».
  'service-contract': { prefix: 'ДСУ', digits: 6 },
  // A person's request to be registered for a service of an institution: «ЗЗУ-2026/000001».
  'registration-request': { prefix: 'ЗЗУ', digits: 6 },
  // A provider's request for the compensation of services rendered in a month: «ЗКУ-2026/000001».
  'refund-request': { prefix: 'ЗКУ', digits: 6 },
  // A provider's application to a subsidy contest: «ЗКС-2026/000001».
  'contest-application': { prefix: 'ЗКС', digits: 6 },
  // A tour operator's request to be included in the register of tourism providers: «ЗТО-2026/0001».
  'tourism-provider-request': { prefix: 'ЗТО', digits: 4 },
  // A tour contract concluded on the portal (a citizen's or the operator's): «ДТУ-2026/000001».
  'tour-contract': { prefix: 'ДТУ', digits: 6 },
  // A citizen's tourism certificate, numbered when applied for: «ТСЕ-2026/000001».
  'tourism-certificate': { prefix: 'ТСЕ', digits: 6 },
  // A social contract, numbered when its project is made: «СК-2026/000001».
  'social-contract': { prefix: 'СК', digits: 6 },
  // A citizen's report on an event of a social contract's adaptation programme: «ОСК-2026/000001».
  'social-contract-report': { prefix: 'ОСК', digits: 6 },
} as const satisfies Record<string, DocumentKindRule>;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** True when `value` names a kind of document. */
export const isDocumentKind = (value: string): value is DocumentKind => Object.hasOwn(DOCUMENT_KINDS, value);

/**
 * The kind of an act of this type (its folder under schemas/acts); an act of a record kind (act.json
 * `recordKind`: every questionnaire) is numbered in its record kind's register, so a new
 * questionnaire needs no kind of its own. An act type without a kind is a mistake.
 */
export function actDocumentKind(actType: string, recordKind?: string): DocumentKind {
  if (recordKind !== undefined && isDocumentKind(recordKind)) return recordKind;
  if (!isDocumentKind(actType)) throw new Error(`No document kind for the act type ${actType}`);
  return actType;
}

/** The year a document made at `at` is numbered in: the year on the region's clock. */
export const documentYear = (at: Date): number => Number(regionToday(at).slice(0, 4));

/** 'ОИП-2026/0001': the number of the `sequence`-th document of a kind in a year. */
export function formatDocumentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new Error(`Bad year of a document number: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Bad sequence of a document number: ${sequence}`);
  const { prefix, digits } = DOCUMENT_KINDS[kind];
  return `${prefix}-${year}/${String(sequence).padStart(digits, '0')}`;
}

const NUMBER = /^(\p{Lu}+)-(\d{4})\/(\d+)$/u;

/** The kind, year and sequence of a number this module wrote; undefined for any other text. */
export function parseDocumentNumber(
  number: string,
): { kind: DocumentKind; year: number; sequence: number } | undefined {
  const match = NUMBER.exec(number);
  if (!match) return undefined;
  const kind = (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).find((k) => DOCUMENT_KINDS[k].prefix === match[1]);
  if (!kind) return undefined;
  const parsed = { kind, year: Number(match[2]), sequence: Number(match[3]) };
  return formatDocumentNumber(kind, parsed.year, parsed.sequence) === number ? parsed : undefined;
}
