/**
 * «Мои документы» (/user/documents, workflows.md section 2): every document a citizen has on the
 * portal in one list, their own and their children's and wards', each with where it opens and how it
 * downloads: a PDF through the report jobs (a service contract, a decision notice), an archive (the
 * documents attached to a request, the orders on it), the guardian report's print, or the card.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { DOCUMENT_MSG } from '../messages.ts';
import { STATUS_CAPTIONS as GUARDIAN_REPORT_STATUS } from '../acts/guardian-report.ts';
import { ippsuStatus } from '../ippsu/ippsu.ts';
import { certificateType } from '../../common/certificates/types.ts';
import { CERTIFICATE_STATUS_CAPTIONS, CertificateStatus } from '../../common/certificates/certificate-machine.ts';
import { IPPSU_TEXT } from '../ippsu/texts.ts';
import { listPersonDocuments, type DocumentFilter, type DocumentRow } from '../repositories/documents.ts';
import { DOCUMENT_KINDS, type DocumentTone } from '../../common/documents/document-kinds.ts';
import {
  CATALOG_CONTRACT_STATUS_CAPTIONS,
  type CatalogContractStatus,
} from '../../common/contracts/catalog-contract-machine.ts';
import {
  SERVICE_CONTRACT_STATUS_CAPTIONS,
  type ServiceContractStatus,
} from '../../common/contracts/service-contract-machine.ts';
import {
  IDENTITY_KIND,
  IDENTITY_STATUS_CAPTIONS,
  identityStatus,
  isIdentityKind,
} from '../../common/identities/identity-kinds.ts';
import {
  Decision,
  decisionCaption,
  REQUEST_STATUS_CAPTIONS,
  type RequestKind,
  type RequestStatus,
} from '../../common/requests/request-machine.ts';
import { pluralRu } from '../../common/text/plural.ts';
import { REGION_TIME_ZONE, regionToday } from '../../common/time-zone.ts';

/** A PDF the report jobs make (POST /jobs): the client's ReportJobButton starts and follows it. */
export type DocumentReportJob =
  | { type: 'serviceContract'; serviceContractId: number }
  | { type: 'personRequestDecisionAssign' | 'personRequestDecisionReject'; requestId: number };

/** One row of «Мои документы» as the client shows it. */
export interface DocumentView {
  /** Unique in the list: the kind and its record. */
  key: string;
  kind: DocumentRow['kind'];
  kindCaption: string;
  title: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  statusCaption: string | null;
  tone: DocumentTone;
  /** Whom the document is for when not the caller: a child, a ward. */
  recipientFio: string | null;
  /** The cabinet page that shows it. */
  cardPath: string | null;
  reportJob: DocumentReportJob | null;
  /** A file to download under the API root (an archive, a print), with the button's caption. */
  file: { path: string; caption: string } | null;
}

/** The people whose documents a citizen sees: themself, their children and wards; an employee acting for an institution sees none here. */
export function documentPeople({ user }: Auth): number[] {
  if (!user.personId || user.selectedInstitution) throw new HttpError(403, DOCUMENT_MSG.noPerson);
  return [user.personId, ...user.kids.map((kid) => kid.personId)];
}

const SERVICE_CONTRACT_TONES: Record<number, DocumentTone> = {
  3: 'success',
  4: 'error',
  5: 'error',
  6: 'error',
  7: 'default',
  11: 'error',
};
const CATALOG_TONES: Record<number, DocumentTone> = { 1: 'info', 2: 'success', 3: 'error', 4: 'success', 5: 'default' };
const REQUEST_TONES: Record<number, DocumentTone> = {
  1: 'info',
  2: 'warning',
  3: 'warning',
  4: 'error',
  5: 'success',
  6: 'default',
};
const STATE_TONES: Record<string, DocumentTone> = {
  active: 'success',
  valid: 'success',
  upcoming: 'info',
  expired: 'default',
  revoked: 'error',
};

/** A request's title by its kind. */
const REQUEST_TITLES: Record<RequestKind, string> = {
  service: 'Заявление о предоставлении социальных услуг',
  certificate: 'Заявление о выдаче сертификата',
  'active-longevity': 'Заявление на участие в программе «Активное долголетие»',
};
const requestTitle = (row: DocumentRow) => REQUEST_TITLES[row.variant as RequestKind] ?? REQUEST_TITLES.service;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const files = (count: number) => `${count} ${pluralRu(count, ['файл', 'файла', 'файлов'])}`;

/** What a row of the tables is called, where it opens and how it downloads, with its state on `today`. */
export function documentView(row: DocumentRow, caller: number, today: string): DocumentView {
  const base = {
    key: `${row.kind}-${row.recordId}`,
    kind: row.kind,
    kindCaption: DOCUMENT_KINDS[row.kind],
    number: row.number,
    date: row.issuedOn,
    recipientFio: row.recipientId === caller ? null : row.recipientFio,
    reportJob: null,
    file: null,
  };
  const requestCard = `/user/requests/${row.recordId}`;
  switch (row.kind) {
    case 'service-contract':
      return {
        ...base,
        title: `Договор о предоставлении социальных услуг — ${row.subject}`,
        statusCaption: SERVICE_CONTRACT_STATUS_CAPTIONS[row.status as ServiceContractStatus] ?? null,
        tone: SERVICE_CONTRACT_TONES[row.status ?? 0] ?? 'info',
        cardPath: `/user/service-contracts/${row.recordId}`,
        reportJob: { type: 'serviceContract', serviceContractId: row.recordId },
      };
    case 'catalog-application':
      return {
        ...base,
        title: `Заявление на услугу «${row.subject}»`,
        statusCaption: CATALOG_CONTRACT_STATUS_CAPTIONS[row.status as CatalogContractStatus] ?? null,
        tone: CATALOG_TONES[row.status ?? 0] ?? 'info',
        cardPath: `/user/catalog-contracts/${row.ownerId}/${row.recordId}`,
      };
    case 'request':
      return {
        ...base,
        title: `${requestTitle(row)} — ${row.subject}`,
        statusCaption: REQUEST_STATUS_CAPTIONS[row.status as RequestStatus] ?? null,
        tone: REQUEST_TONES[row.status ?? 0] ?? 'info',
        cardPath: requestCard,
      };
    case 'decision': {
      const type = row.status ?? 0;
      const notice =
        type === Decision.Satisfied
          ? ('personRequestDecisionAssign' as const)
          : type === Decision.Refused
            ? ('personRequestDecisionReject' as const)
            : null;
      return {
        ...base,
        title: `Уведомление о решении по заявлению — ${row.subject}`,
        statusCaption: `Решение: ${lowerFirst(decisionCaption(type))}`,
        tone: type === Decision.Satisfied || type === Decision.SocialContract ? 'success' : 'error',
        cardPath: requestCard,
        reportJob: notice ? { type: notice, requestId: row.recordId } : null,
      };
    }
    case 'request-files':
      return {
        ...base,
        title: `Документы, приложенные к заявлению (${files(Number(row.subject))})`,
        statusCaption: null,
        tone: 'default',
        cardPath: requestCard,
        file: { path: `/request/${row.recordId}/documents`, caption: 'Скачать архив (ZIP)' },
      };
    case 'request-orders':
      return {
        ...base,
        title: `Приказы по заявлению: ${row.subject}`,
        statusCaption: null,
        tone: 'default',
        cardPath: requestCard,
        file: { path: `/files/get-order?requestId=${row.recordId}`, caption: 'Скачать приказы (ZIP)' },
      };
    case 'guardian-report':
      return {
        ...base,
        title: row.subject ? `Отчёт опекуна о подопечном ${row.subject}` : 'Отчёт опекуна',
        statusCaption: row.status ? (GUARDIAN_REPORT_STATUS[row.status] ?? null) : 'Черновик',
        tone: row.status === 2 || row.status === 4 ? 'success' : row.status === 3 ? 'warning' : 'info',
        cardPath: `/user/guardian-report-card/${row.recordId}`,
        file: { path: `/guardian-report/print/${row.recordId}`, caption: 'Скачать отчёт (PDF)' },
      };
    case 'certificate': {
      const type = certificateType(Number(row.variant));
      return {
        ...base,
        title: `${type?.caption ?? 'Сертификат'} — ${row.subject}`,
        statusCaption: CERTIFICATE_STATUS_CAPTIONS[row.status as CertificateStatus] ?? null,
        tone: row.status === CertificateStatus.Issued ? 'success' : 'default',
        cardPath: `/user/certificates/${row.recordId}`,
      };
    }
    case 'ippsu': {
      // The union carries an IPPSU's first day in `variant`.
      const state = ippsuStatus({ dateFrom: row.variant ?? row.issuedOn, dateTo: row.validTo ?? row.issuedOn }, today);
      return {
        ...base,
        title: `Индивидуальная программа предоставления социальных услуг — ${row.subject}`,
        statusCaption: IPPSU_TEXT.status[state],
        tone: STATE_TONES[state],
        cardPath: '/user/ippsu',
      };
    }
    case 'identity': {
      const kind = row.variant && isIdentityKind(row.variant) ? row.variant : 'large-family';
      const state = identityStatus({ validUntil: row.validTo, revokedOn: row.revokedOn }, today);
      return {
        ...base,
        title: IDENTITY_KIND[kind].title,
        statusCaption: IDENTITY_STATUS_CAPTIONS[state],
        tone: STATE_TONES[state],
        cardPath: IDENTITY_KIND[kind].cabinetPath,
      };
    }
  }
}

/** «Мои документы» over the database. */
export function documentService(db: Db) {
  return {
    /** A page of the caller's documents and their children's and wards', newest first. */
    async list(auth: Auth, filter: DocumentFilter) {
      const people = documentPeople(auth);
      const { items, total } = await listPersonDocuments(db, people, REGION_TIME_ZONE, filter);
      const today = regionToday();
      return { total, items: items.map((row) => documentView(row, people[0], today)) };
    },
  };
}
