/**
 * «Мои документы» (/user/documents): every document a person has on the portal, read from the tables
 * that hold them as one UNION ALL, so one filter, one order and one page run over all of them. Each
 * branch says whose document it is (the person it was made for or about) and is kept to the caller's
 * people; the service names, opens and downloads each kind.
 *
 * A certificate is a document once it is issued (it has its number then): its type rides in `variant`.
 */
import type { Queryable } from '../db/db.ts';
import type { Page } from './paging.ts';
import { parameters, searchable } from './paging.ts';
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import type { DocumentKind } from '../../common/documents/document-kinds.ts';

export interface DocumentFilter {
  kind?: DocumentKind;
  search?: string;
  page: number;
  pageSize: number;
}

/** One document as the tables hold it: what the service needs to name, open and download it. */
export interface DocumentRow {
  kind: DocumentKind;
  /** The record the document belongs to (a contract, a request, an act): for its card and download. */
  recordId: number;
  /** The person the record's card is addressed by (a catalogue application's applicant). */
  ownerId: number;
  /** The document's own number (never a row id). */
  number: string;
  /** YYYY-MM-DD on the region's clock. */
  issuedOn: string;
  /** What it is about: the institution, the service, the ward, the file. */
  subject: string | null;
  /** Whom it is for when not the applicant: a child or a ward. */
  recipientId: number;
  recipientFio: string;
  /** The record's numeric status (contracts, requests, reports), or the decision type for a decision. */
  status: number | null;
  /** A request's kind, an identity's kind, a certificate's type. */
  variant: string | null;
  validTo: string | null;
  revokedOn: string | null;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const day = (column: string, zone: string) => `to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
const ymd = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The union of the documents of `people` (the person, their children and wards), the time zone numbered by `p`. */
function documentsOf(people: string, zone: string): string {
  const request = (kind: string, extra: string) => `
    SELECT '${kind}'::text AS kind, r.id AS "recordId", r.person_id AS "ownerId", ${extra},
           i.short_caption AS subject_institution,
           rp.id AS "recipientId", ${fio('rp')} AS "recipientFio", NULL::text AS "validTo", NULL::text AS "revokedOn"
      FROM person_requests r JOIN institutions i ON i.id = r.institution_id
      JOIN persons rp ON rp.id = coalesce(r.target_person_id, r.person_id)
     WHERE (r.person_id = ANY(${people}) OR r.target_person_id = ANY(${people}))`;
  return `(
    SELECT 'service-contract'::text AS kind, c.id AS "recordId", c.person_id AS "ownerId", c.number,
           ${ymd('c.contract_date')} AS "issuedOn", i.short_caption AS subject,
           rp.id AS "recipientId", ${fio('rp')} AS "recipientFio", c.status, NULL::text AS variant,
           ${ymd('c.date_to')} AS "validTo", NULL::text AS "revokedOn"
      FROM service_contracts c JOIN institutions i ON i.id = c.institution_id
      JOIN persons rp ON rp.id = coalesce(c.target_person_id, c.person_id)
     WHERE c.person_id = ANY(${people}) OR c.target_person_id = ANY(${people})
    UNION ALL
    SELECT 'catalog-application', c.id, c.person_id, c.number, ${day('c.created_at', zone)}, s.caption,
           rp.id, ${fio('rp')}, c.status, NULL, NULL, NULL
      FROM catalog_contracts c JOIN services s ON s.id = c.service_id
      JOIN persons rp ON rp.id = coalesce(c.target_person_id, c.person_id)
     WHERE c.person_id = ANY(${people}) OR c.target_person_id = ANY(${people})
    UNION ALL
    SELECT kind, "recordId", "ownerId", number, "issuedOn", subject_institution, "recipientId", "recipientFio",
           status, variant, "validTo", "revokedOn"
      FROM (${request('request', `r.number, ${ymd('r.submitted_on')} AS "issuedOn", r.status, r.kind AS variant`)}) q
    UNION ALL
    SELECT kind, "recordId", "ownerId", number, "issuedOn", subject_institution, "recipientId", "recipientFio",
           status, variant, "validTo", "revokedOn"
      FROM (${request('decision', `r.decision_number AS number, ${ymd('r.decision_on')} AS "issuedOn", r.decision_type AS status, r.kind AS variant`)}
              AND r.decision_number IS NOT NULL) q
    UNION ALL
    SELECT kind, "recordId", "ownerId", number, "issuedOn",
           (SELECT count(*) FROM person_request_files f WHERE f.request_id = q."recordId")::text, "recipientId", "recipientFio",
           status, variant, "validTo", "revokedOn"
      FROM (${request('request-files', `r.number, ${ymd('r.submitted_on')} AS "issuedOn", r.status, r.kind AS variant`)}
              AND EXISTS (SELECT 1 FROM person_request_files f WHERE f.request_id = r.id)) q
    UNION ALL
    SELECT 'request-orders', r.id, r.person_id, r.number, max(${day('f.created_at', zone)}),
           string_agg(f.original_name, ', ' ORDER BY f.original_name), rp.id, ${fio('rp')}, r.status, r.kind, NULL, NULL
      FROM request_orders o JOIN person_requests r ON r.id = o.request_id JOIN files f ON f.id = o.file_id
      JOIN persons rp ON rp.id = coalesce(r.target_person_id, r.person_id)
     WHERE o.person_id = ANY(${people})
     GROUP BY r.id, rp.id
    UNION ALL
    SELECT 'guardian-report', a.id, a.person_id, a.number, ${day('a.created_at', zone)}, ${fio('w')},
           a.person_id, ${fio('g')}, a.status, NULL, NULL, NULL
      FROM acts a JOIN persons g ON g.id = a.person_id
      LEFT JOIN persons w ON w.id::text = a.data->>'wardId'
     WHERE a.act_type = 'guardian-report' AND a.number IS NOT NULL AND a.person_id = ANY(${people})
    UNION ALL
    SELECT 'certificate', x.id, x.person_id, x.number, ${ymd('x.issued_on')}, i.short_caption,
           rp.id, ${fio('rp')}, x.status, x.cert_type_id::text, ${ymd('x.valid_to')}, NULL
      FROM certificates x JOIN institutions i ON i.id = x.institution_id
      JOIN persons rp ON rp.id = coalesce(x.target_person_id, x.person_id)
     WHERE x.number IS NOT NULL AND (x.person_id = ANY(${people}) OR x.target_person_id = ANY(${people}))
    UNION ALL
    SELECT 'ippsu', x.id, x.person_id, x.number, ${ymd('x.issued_on')}, i.short_caption,
           p.id, ${fio('p')}, NULL, ${ymd('x.date_from')}, ${ymd('x.date_to')}, NULL
      FROM ippsu x JOIN institutions i ON i.id = x.institution_id JOIN persons p ON p.id = x.person_id
     WHERE x.person_id = ANY(${people})
    UNION ALL
    SELECT 'identity', d.id, d.person_id, d.number, ${ymd('d.issued_on')}, d.issued_by,
           p.id, ${fio('p')}, NULL, d.kind, ${ymd('d.valid_until')}, ${ymd('d.revoked_on')}
      FROM identities d JOIN persons p ON p.id = d.person_id
     WHERE d.person_id = ANY(${people})
  ) d`;
}

/**
 * A page of the documents of `people` (the caller, their children and wards), newest first, with the
 * total of the filter: a kind, and a search in the number and in what the document is about.
 */
export function listPersonDocuments(
  db: Queryable,
  people: readonly number[],
  timeZone: string,
  filter: DocumentFilter,
): Promise<Page<DocumentRow>> {
  const { values, p } = parameters();
  const from = documentsOf(`${p(people)}::int[]`, `${p(timeZone)}::text`);
  const where = conditionsOf(
    { kind: filter.kind, search: filter.search ? searchable(filter.search.trim()) : undefined },
    {
      kind: (kind) => `d.kind = ${p(kind)}`,
      search: (search) => {
        const like = p(likePattern(search, 'contains'));
        return `(d.number ILIKE ${like} OR d.subject ILIKE ${like} OR d."recipientFio" ILIKE ${like})`;
      },
    },
  );
  return filteredPage<DocumentRow>(
    db,
    { values, p },
    {
      columns: 'd.*',
      from,
      where,
      orderBy: 'd."issuedOn" DESC, d.kind, d."recordId" DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}
