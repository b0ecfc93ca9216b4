/**
 * The people an institution serves (institution_clients, workflows.md sections 2, 3, 7): the list of
 * an institution's clients with search and pages, one client, and what the institution has of
 * them — contracts, catalogue contracts, requests, acts and individual programmes (IPPSU).
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';

/** A client as workflows.md section 3 names them. */
export interface ClientRow {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  /** The actual address, else the registration one, as text; null when the record has none. */
  address: string | null;
}

const ADDRESS = (alias: string) => `(SELECT coalesce(nullif(a.custom_text, ''), concat_ws(', ',
    CASE WHEN c.id IS NULL THEN NULL ELSE c.type || ' ' || c.caption END,
    CASE WHEN s.id IS NULL THEN NULL ELSE s.type || ' ' || s.caption END,
    CASE WHEN a.house IS NULL THEN NULL ELSE 'д. ' || a.house END,
    CASE WHEN a.building IS NULL THEN NULL ELSE 'корп. ' || a.building END,
    CASE WHEN a.room IS NULL THEN NULL ELSE 'кв. ' || a.room END))
  FROM addresses a LEFT JOIN cities c ON c.id = a.city_id LEFT JOIN streets s ON s.id = a.street_id
  WHERE a.id = coalesce(${alias}.fact_address_id, ${alias}.reg_address_id))`;

const COLUMNS = `p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
  to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", ${ADDRESS('p')} AS address`;

export interface ClientFilter {
  search?: string;
  page: number;
  pageSize: number;
}

/** A page of an institution's clients (all institutions' for null), by name; the search matches the name or the SNILS. */
export function listInstitutionClients(
  db: Queryable,
  institutionId: number | null,
  filter: ClientFilter,
): Promise<Page<ClientRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { institutionId, search: filter.search?.trim().toLowerCase() },
    {
      institutionId: (id) =>
        `EXISTS (SELECT 1 FROM institution_clients k WHERE k.person_id = p.id AND k.institution_id = ${p(id)})`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(concat_ws(' ', p.last_name, p.first_name, p.middle_name)) LIKE ${n}
          OR regexp_replace(coalesce(p.snils, ''), '\\D', '', 'g') LIKE ${p(likePattern(search.replace(/\D/g, '') || '-', 'contains'))})`;
      },
    },
    institutionId === null ? ['EXISTS (SELECT 1 FROM institution_clients k WHERE k.person_id = p.id)'] : [],
  );
  return filteredPage<ClientRow>(
    db,
    { values, p },
    {
      columns: COLUMNS,
      from: 'persons p',
      where,
      orderBy: 'p.last_name, p.first_name, p.middle_name, p.id',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/** One client of the institution (any institution's for null); undefined when not its client. */
export async function findInstitutionClient(
  db: Queryable,
  institutionId: number | null,
  personId: number,
): Promise<(ClientRow & { snils: string | null; phone: string | null }) | undefined> {
  const [row] = await db.query<ClientRow & { snils: string | null; phone: string | null }>(
    `SELECT ${COLUMNS}, p.snils, p.phone FROM persons p
      WHERE p.id = $1 AND EXISTS (SELECT 1 FROM institution_clients k WHERE k.person_id = p.id
        AND ($2::int IS NULL OR k.institution_id = $2::int))`,
    [personId, institutionId],
  );
  return row;
}

/** One document of a client as their card lists it. */
export interface ClientDocumentRow {
  kind: 'contract' | 'catalogContract' | 'request' | 'act' | 'ippsu';
  id: number;
  /** The holder in the document's own link (a contract's person), else the client. */
  personId: number;
  number: string | null;
  /** The act's type; the contract's or request's subject; null otherwise. */
  subject: string | null;
  status: number | null;
  on: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** An act: whether it is signed. An IPPSU: the needs assessment act it came from. */
  signed: boolean | null;
  actId: number | null;
}

/** What the institution (all for null) has of a client: contracts, catalogue contracts, requests, acts, programmes. */
export function listClientDocuments(
  db: Queryable,
  institutionId: number | null,
  personId: number,
): Promise<ClientDocumentRow[]> {
  const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
  const inst = (alias: string) => `($2::int IS NULL OR ${alias}.institution_id = $2::int)`;
  return db.query<ClientDocumentRow>(
    `SELECT 'contract' AS kind, c.id, c.person_id AS "personId", c.number, i.short_caption AS subject, c.status,
            ${day('c.contract_date')} AS on, ${day('c.date_from')} AS "dateFrom", ${day('c.date_to')} AS "dateTo",
            NULL::boolean AS signed, NULL::int AS "actId"
       FROM service_contracts c JOIN institutions i ON i.id = c.institution_id
      WHERE (c.person_id = $1 OR c.target_person_id = $1) AND ${inst('c')} AND NOT c.is_tour
     UNION ALL
     SELECT 'catalogContract', c.id, c.person_id, c.number, s.caption, c.status, ${day('c.created_at')}, NULL, NULL, NULL, NULL
       FROM catalog_contracts c JOIN services s ON s.id = c.service_id
      WHERE (c.person_id = $1 OR c.target_person_id = $1) AND ${inst('c')}
     UNION ALL
     SELECT 'request', r.id, r.person_id, r.number, r.kind, r.status, ${day('r.submitted_on')}, NULL, NULL, NULL, NULL
       FROM person_requests r
      WHERE (r.person_id = $1 OR r.target_person_id = $1) AND ${inst('r')}
     UNION ALL
     SELECT 'act', a.id, a.person_id, a.number, a.act_type, a.status, ${day('a.created_at')}, NULL, NULL,
            a.signed_at IS NOT NULL, NULL
       FROM acts a
      WHERE a.person_id = $1 AND a.institution_id IS NOT NULL AND ${inst('a')}
     UNION ALL
     SELECT 'ippsu', g.id, g.person_id, g.number, NULL, NULL, ${day('g.issued_on')}, ${day('g.date_from')}, ${day('g.date_to')},
            NULL, g.act_id
       FROM ippsu g
      WHERE g.person_id = $1
     ORDER BY 1, 7 DESC NULLS LAST, 2 DESC`,
    [personId, institutionId],
  );
}
