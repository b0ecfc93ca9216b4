import { formatPhone } from '../../common/validation/phone.ts';
import type { ReportInstitution } from '../repositories/report-documents.ts';
import { regionToday as regionIsoDay } from '../../common/time-zone.ts';

/**
 * A report as content, before it is a file: the PDF and the DOCX writers render the same model,
 * so the two versions of a contract say the same thing.
 */
export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs ("Номер договора: …"). */
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'table'; columns: string[]; rows: string[][]; widths?: number[] }
  /** A party's details under its name in the contract («Исполнитель», «Заказчик (получатель социальных услуг)»). */
  | { kind: 'party'; title: string; rows: Array<[label: string, value: string]> }
  /** Signature lines of the parties, side by side, the lines level whatever the names' lengths. */
  | { kind: 'signatures'; parties: Array<{ role: string; name: string }> };

export interface ReportDocument {
  /** The file name without its extension, in Russian ('Выписка из реестра поставщиков …'). */
  fileName: string;
  title: string;
  /** Under the title: the number and date, the addressee… */
  subtitle?: string;
  /** The region the portal serves, printed above the institution. */
  regionCaption: string;
  /** The institution whose details head the document; none for a person's own extract. */
  institution: ReportInstitution | null;
  blocks: ReportBlock[];
  /** Printed with the page number on every page ('Договор № … · Страница 1 из 2'). */
  footer: string;
  /**
   * The document's own date (YYYY-MM-DD), written as the PDF's creation date: a document that
   * has one renders to the same bytes every time its content is the same (a signature's hash).
   */
  createdOn?: string;
}

/** 'ГГГГ-ММ-ДД' -> 'ДД.ММ.ГГГГ'; empty stays empty. */
export const ruDate = (iso: string | null | undefined): string =>
  iso ? iso.slice(0, 10).split('-').reverse().join('.') : '';

/** Money as the portal shows it: spaces between thousands, a comma before kopecks, 'р.'. */
export function ruMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'бесплатно';
  const amount = Number(value);
  const [whole, kopecks] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${kopecks} р.`;
}

/** A number without needless zeros, with a decimal comma ('12,5'). */
export const ruNumber = (value: number | string): string => String(Number(value)).replace('.', ',');

export const fullName = (p: { lastName: string; firstName: string; middleName: string | null }): string =>
  [p.lastName, p.firstName, p.middleName].filter(Boolean).join(' ');

/** Provider types (platform.md section 9). */
export const PROVIDER_TYPE_CAPTIONS: Record<number, string> = {
  0: 'государственный поставщик социальных услуг',
  1: 'негосударственный поставщик социальных услуг',
  2: 'индивидуальный предприниматель',
  10: 'поставщик услуг по социальному сертификату',
  11: 'поставщик услуг ранней помощи',
};

/** Service contract statuses (workflows.md section 4). */
export const CONTRACT_STATUS_CAPTIONS: Record<number, string> = {
  1: 'на заключении',
  2: 'на подписании',
  3: 'действует',
  4: 'расторгнут получателем',
  5: 'расторгнут',
  6: 'отклонён',
  7: 'закрыт',
  8: 'подписан получателем',
  9: 'подписан поставщиком',
  10: 'запрошено расторжение',
  11: 'услуга не оказана',
};

/** Today on the region's clock (common/time-zone.ts), as ДД.ММ.ГГГГ. */
export function regionToday(now = new Date()): string {
  return ruDate(regionIsoDay(now));
}

/** The heading under the region: the institution's name and requisites, or the portal's name. */
export function headingLines(report: Pick<ReportDocument, 'institution'>): { name: string; details: string[] } {
  if (!report.institution) return { name: 'Портал социальных услуг', details: [] };
  return { name: report.institution.caption, details: institutionDetails(report.institution) };
}

/** The institution's requisites as lines under its name. */
export function institutionDetails(institution: ReportInstitution): string[] {
  return [
    institution.address,
    [`ИНН ${institution.inn}`, institution.kpp && `КПП ${institution.kpp}`, `ОГРН ${institution.ogrn}`]
      .filter(Boolean)
      .join(', '),
    [
      institution.phone && `тел. ${formatPhone(institution.phone)}`,
      institution.email && `эл. почта ${institution.email}`,
    ]
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);
}
