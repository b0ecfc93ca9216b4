import type { Queryable } from '../db/db.ts';

/** What the report documents print; one query per document part. */

/** An institution's details as the heading and the register extract print them. */
export interface ReportInstitution {
  id: number;
  caption: string;
  shortCaption: string;
  institutionTypeId: number;
  sourceType: number;
  ogrn: string;
  inn: string;
  kpp: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  site: string | null;
  director: string | null;
  dateIncluded: string | null;
  regionCaption: string;
}

export async function findReportInstitution(db: Queryable, id: number): Promise<ReportInstitution | undefined> {
  const rows = await db.query<ReportInstitution>(
    `SELECT i.id, i.caption, i.short_caption AS "shortCaption", i.institution_type_id AS "institutionTypeId",
            i.source_type AS "sourceType", i.ogrn, i.inn, i.kpp, i.address, i.phone, i.email, i.site, i.director,
            to_char(i.date_included, 'YYYY-MM-DD') AS "dateIncluded", r.caption AS "regionCaption"
       FROM institutions i JOIN regions r ON r.id = i.region_id
      WHERE i.id = $1`,
    [id],
  );
  return rows[0];
}

export interface ReportPerson {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  /** 1 male, 2 female. */
  gender: number;
  snils: string | null;
  phone: string | null;
  address: string | null;
  /** The region of the person's address (the portal's first region when there is none). */
  regionCaption: string;
}

/** The registration address as one line (a free-text address as it was written). */
const ADDRESS_SQL = `CASE WHEN a.id IS NULL THEN NULL
        WHEN a.custom_text IS NOT NULL THEN a.custom_text
        ELSE concat_ws(', ', c.type || ' ' || c.caption, s.type || ' ' || s.caption,
                       'д. ' || a.house, 'корп. ' || a.building, 'кв. ' || a.room) END`;

export async function findReportPerson(db: Queryable, id: number): Promise<ReportPerson | undefined> {
  const rows = await db.query<ReportPerson>(
    `SELECT p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
            to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.gender, p.snils, p.phone, ${ADDRESS_SQL} AS address,
            (SELECT caption FROM regions WHERE id = coalesce(a.region_id, (SELECT min(id) FROM regions))) AS "regionCaption"
       FROM persons p
       LEFT JOIN addresses a ON a.id = p.reg_address_id
       LEFT JOIN cities c ON c.id = a.city_id
       LEFT JOIN streets s ON s.id = a.street_id
      WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

export interface PersonContractRow {
  id: number;
  number: string;
  contractDate: string;
  status: number;
  dateFrom: string;
  dateTo: string;
  institutionCaption: string;
  services: string;
}

/** The service contracts a person received services under (as the recipient), newest first. */
export function listPersonContracts(db: Queryable, personId: number): Promise<PersonContractRow[]> {
  return db.query<PersonContractRow>(
    `SELECT c.id, c.number, to_char(c.contract_date, 'YYYY-MM-DD') AS "contractDate", c.status,
            to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo",
            i.short_caption AS "institutionCaption",
            coalesce((SELECT string_agg(s.caption, '; ' ORDER BY s.caption)
                        FROM service_contract_services l JOIN services s ON s.id = l.service_id
                       WHERE l.contract_id = c.id), '') AS services
       FROM service_contracts c JOIN institutions i ON i.id = c.institution_id
      WHERE coalesce(c.target_person_id, c.person_id) = $1
      ORDER BY c.contract_date DESC, c.id DESC`,
    [personId],
  );
}

export interface ReportRequest {
  id: number;
  number: string;
  submittedOn: string;
  personId: number;
  institutionId: number;
  serviceCaption: string;
  status: number;
  decisionType: number | null;
  decisionOn: string | null;
  decisionReason: string | null;
  decisionNumber: string | null;
  kind: string;
  certTypeId: number | null;
}

export async function findPersonRequest(db: Queryable, id: number): Promise<ReportRequest | undefined> {
  const rows = await db.query<ReportRequest>(
    `SELECT r.id, r.number, to_char(r.submitted_on, 'YYYY-MM-DD') AS "submittedOn", r.person_id AS "personId",
            r.institution_id AS "institutionId", r.status, r.kind,
            coalesce((SELECT string_agg(s.caption, '», «' ORDER BY s.caption) FROM person_request_services rs
                        JOIN services s ON s.id = rs.service_id WHERE rs.request_id = r.id), '') AS "serviceCaption",
            r.decision_type AS "decisionType", to_char(r.decision_on, 'YYYY-MM-DD') AS "decisionOn",
            r.decision_reason AS "decisionReason", r.decision_number AS "decisionNumber", r.cert_type_id AS "certTypeId"
       FROM person_requests r
      WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}

export interface ReportTourContract {
  id: number;
  number: string;
  contractDate: string;
  personId: number;
  institutionId: number;
  serviceCaption: string;
  serviceDescription: string;
  price: string | null;
  status: number;
  dateFrom: string;
  dateTo: string;
  membersCount: number;
  /** The members' names, the holder first (a contract on a register tour of before has none listed). */
  members: string[];
}

/**
 * A tour contract (a service contract with is_tour): on an operator's tour with places and members
 * (migration 0036), or on a tour of the register, of before, by its service lines.
 */
export async function findTourContract(db: Queryable, id: number): Promise<ReportTourContract | undefined> {
  const rows = await db.query<ReportTourContract>(
    `SELECT c.id, c.number, to_char(c.contract_date, 'YYYY-MM-DD') AS "contractDate", c.person_id AS "personId",
            c.institution_id AS "institutionId",
            coalesce(t.name, (SELECT string_agg(s.caption, '; ' ORDER BY s.caption) FROM service_contract_services l
                                JOIN services s ON s.id = l.service_id WHERE l.contract_id = c.id), '') AS "serviceCaption",
            coalesce(t.description, (SELECT string_agg(s.description, ' ' ORDER BY s.caption) FROM service_contract_services l
                                JOIN services s ON s.id = l.service_id WHERE l.contract_id = c.id), '') AS "serviceDescription",
            coalesce(t.price, (SELECT min(s.price) FROM service_contract_services l JOIN services s ON s.id = l.service_id
                                WHERE l.contract_id = c.id))::text AS price,
            c.status, to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo",
            coalesce(c.places, (SELECT max(l.quantity)::int FROM service_contract_services l WHERE l.contract_id = c.id), 1) AS "membersCount",
            coalesce((SELECT array_agg(concat_ws(' ', p.last_name, p.first_name, p.middle_name) ORDER BY (p.id = c.person_id) DESC, p.birth_date, p.id)
                        FROM tour_contract_members m JOIN persons p ON p.id = m.person_id WHERE m.contract_id = c.id), '{}') AS members
       FROM service_contracts c LEFT JOIN tour_services t ON t.id = c.tour_service_id
      WHERE c.id = $1 AND c.is_tour`,
    [id],
  );
  return rows[0];
}

/** Records that a generated document has an editable (DOCX) version. */
export async function linkEditableVersion(db: Queryable, fileId: string, editableFileId: string): Promise<void> {
  await db.query('INSERT INTO document_versions (file_id, editable_file_id) VALUES ($1, $2)', [fileId, editableFileId]);
}

export interface DocumentVersions {
  editableFileId: string;
  odtFileId: string | null;
}

/** The editable versions of a document, if it has any. */
export async function findDocumentVersions(db: Queryable, fileId: string): Promise<DocumentVersions | undefined> {
  const rows = await db.query<DocumentVersions>(
    'SELECT editable_file_id AS "editableFileId", odt_file_id AS "odtFileId" FROM document_versions WHERE file_id = $1',
    [fileId],
  );
  return rows[0];
}

/** Keeps the ODT converted from a document's DOCX (a DOCX file is its own editable version). */
export async function saveOdtVersion(
  db: Queryable,
  fileId: string,
  editableFileId: string,
  odtFileId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO document_versions (file_id, editable_file_id, odt_file_id) VALUES ($1, $2, $3)
     ON CONFLICT (file_id) DO UPDATE SET odt_file_id = EXCLUDED.odt_file_id`,
    [fileId, editableFileId, odtFileId],
  );
}
