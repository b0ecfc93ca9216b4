/**
 * Certificates for social services (workflows.md sections 2, 3, 7): the list of a citizen's own (and
 * their children's and wards'), one certificate, the services its type covers and the organisations
 * rendering them, each with whether the recipient has a service contract in force with it (the
 * service contracts' own rule, SERVICE_CONTRACT_IN_FORCE) and the contract concluded under the
 * certificate; and the writes of a creation and of an action. Which actions are allowed is not
 * decided here: common/certificates/certificate-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern, scopeCondition } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import { FINAL_STATUSES, SERVICE_CONTRACT_IN_FORCE } from '../../common/contracts/service-contract-machine.ts';

export interface CertificateFilter {
  search?: string;
  status?: number;
  page: number;
  pageSize: number;
}

export interface CertificateRow {
  id: number;
  number: string | null;
  certTypeId: number;
  status: number;
  personId: number;
  personFio: string;
  targetPersonId: number | null;
  targetFio: string | null;
  /** The recipient: the target when there is one, else the applicant. */
  recipientId: number;
  recipientBirthDate: string;
  requestId: number;
  requestNumber: string;
  institutionId: number;
  institution: string;
  issuedOn: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** The nominal value in roubles, as text (numeric). */
  amount: string | null;
  volume: number | null;
  refuseReason: string | null;
  createdAt: string;
  version: number;
}

/** A service a certificate's type covers, with its provider. */
export interface CertificateServiceRow {
  id: number;
  caption: string;
  serviceTypeId: number;
  institutionId: number;
  institution: string;
}

/** An organisation rendering a certificate's services. */
export interface CertificateOrganisationRow {
  id: number;
  caption: string;
  address: string;
  phone: string | null;
  /** The recipient has a service contract in force with it (any payment). */
  hasActiveServiceContract: boolean;
  /** The contract concluded under this certificate with it and not ended yet, if any. */
  contract: { id: number; number: string; status: number } | null;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const COLUMNS = `c.id, c.number, c.cert_type_id AS "certTypeId", c.status, c.person_id AS "personId", ${fio('p')} AS "personFio",
       c.target_person_id AS "targetPersonId", CASE WHEN t.id IS NULL THEN NULL ELSE ${fio('t')} END AS "targetFio",
       coalesce(c.target_person_id, c.person_id) AS "recipientId", ${day('coalesce(t.birth_date, p.birth_date)')} AS "recipientBirthDate",
       c.request_id AS "requestId", r.number AS "requestNumber", c.institution_id AS "institutionId", i.short_caption AS institution,
       ${day('c.issued_on')} AS "issuedOn", ${day('c.valid_from')} AS "validFrom", ${day('c.valid_to')} AS "validTo",
       c.amount::text AS amount, c.volume, c.refuse_reason AS "refuseReason",
       to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", c.version`;

const FROM = `certificates c JOIN persons p ON p.id = c.person_id JOIN person_requests r ON r.id = c.request_id
  JOIN institutions i ON i.id = c.institution_id LEFT JOIN persons t ON t.id = c.target_person_id`;

/** A page of the person's certificates (theirs as the applicant or the recipient), newest first, with the total. */
export function listCertificates(
  db: Queryable,
  personId: number,
  filter: CertificateFilter,
  typeCodesMatching: (search: string) => number[],
): Promise<Page<CertificateRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { status: filter.status, search: filter.search?.trim().toLowerCase() },
    {
      status: (status) => `c.status = ${p(status)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(coalesce(c.number, '')) LIKE ${n} OR lower(r.number) LIKE ${n} OR lower(coalesce(${fio('t')}, ${fio('p')})) LIKE ${n}
          OR c.cert_type_id = ANY(${p(typeCodesMatching(search))}::int[]))`;
      },
    },
    [scopeCondition({ kind: 'person', personId }, p)],
  );
  return filteredPage<CertificateRow>(
    db,
    { values, p },
    {
      columns: COLUMNS,
      from: FROM,
      where,
      orderBy: 'c.created_at DESC, c.id DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/** One certificate of the person (the applicant or the recipient); `forUpdate` locks it. Undefined when absent or not theirs. */
export async function findCertificate(
  db: Queryable,
  personId: number,
  id: number,
  forUpdate = false,
): Promise<CertificateRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE ${scopeCondition({ kind: 'person', personId }, p)} AND c.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/** The certificate a request asked for, locked for the decision's transaction; undefined when the request asked for none. */
export async function findCertificateOfRequest(db: Queryable, requestId: number): Promise<CertificateRow | undefined> {
  const [row] = await db.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.request_id = $1 FOR UPDATE OF c`,
    [requestId],
  );
  return row;
}

/** The issued certificates (the person's, or everyone's for null) whose last valid day is before `today`. */
export function listOverdueCertificates(
  db: Queryable,
  personId: number | null,
  today: string,
): Promise<{ id: number; version: number; personId: number }[]> {
  return db.query(
    `SELECT c.id, c.version, c.person_id AS "personId" FROM certificates c
      WHERE ($1::int IS NULL OR c.person_id = $1 OR c.target_person_id = $1) AND c.status = 2 AND c.valid_to < $2::date
      ORDER BY c.id`,
    [personId, today],
  );
}

/** The services of the region's social-service providers of these types, by type, provider and caption. */
export function listCertificateServices(db: Queryable, typeCodes: readonly number[]): Promise<CertificateServiceRow[]> {
  return db.query<CertificateServiceRow>(
    `SELECT s.id, s.caption, s.service_type_code AS "serviceTypeId", s.institution_id AS "institutionId",
            i.short_caption AS institution
       FROM services s JOIN institutions i ON i.id = s.institution_id
      WHERE i.source_type = 1 AND NOT s.is_tourism AND s.service_type_code = ANY($1::int[])
      ORDER BY s.service_type_code, i.short_caption, s.caption, s.id`,
    [typeCodes],
  );
}

/**
 * The organisations rendering services of the type, with whether the recipient has a contract in force
 * with each and the contract under the certificate that has not ended (its statuses not final).
 */
export function listCertificateOrganisations(
  db: Queryable,
  typeCode: number,
  recipientId: number,
  certificateId: number,
): Promise<CertificateOrganisationRow[]> {
  return db.query<CertificateOrganisationRow>(
    `SELECT i.id, i.short_caption AS caption, i.address, i.phone,
            EXISTS (SELECT 1 FROM service_contracts sc WHERE sc.institution_id = i.id AND NOT sc.is_tour
                      AND coalesce(sc.target_person_id, sc.person_id) = $2 AND sc.status = ANY($4::int[])) AS "hasActiveServiceContract",
            (SELECT json_build_object('id', sc.id, 'number', sc.number, 'status', sc.status)
               FROM certificate_contracts cc JOIN service_contracts sc ON sc.id = cc.contract_id
              WHERE cc.certificate_id = $3 AND sc.institution_id = i.id AND NOT (sc.status = ANY($5::int[]))
              ORDER BY sc.id DESC LIMIT 1) AS contract
       FROM institutions i
      WHERE i.source_type = 1
        AND EXISTS (SELECT 1 FROM services s WHERE s.institution_id = i.id AND NOT s.is_tourism AND s.service_type_code = $1)
      ORDER BY i.short_caption, i.id`,
    [typeCode, recipientId, certificateId, SERVICE_CONTRACT_IN_FORCE, FINAL_STATUSES],
  );
}

/** An organisation by id (any social-service provider); undefined when unknown. */
export async function findProvider(
  db: Queryable,
  id: number,
): Promise<{ id: number; caption: string; ogrn: string } | undefined> {
  const [row] = await db.query<{ id: number; caption: string; ogrn: string }>(
    'SELECT id, short_caption AS caption, ogrn FROM institutions WHERE id = $1 AND source_type = 1',
    [id],
  );
  return row;
}

export interface NewCertificate {
  certTypeId: number;
  personId: number;
  targetPersonId: number | null;
  requestId: number;
  institutionId: number;
}

/** Stores a requested certificate (status Requested 1); its id and version. */
export async function insertCertificate(tx: Queryable, c: NewCertificate): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO certificates (cert_type_id, person_id, target_person_id, request_id, institution_id, status)
     VALUES ($1, $2, $3, $4, $5, 1) RETURNING id, version`,
    [c.certTypeId, c.personId, c.targetPersonId, c.requestId, c.institutionId],
  );
  return row;
}

/** What an action writes on a certificate beside its status. */
export interface CertificateChange {
  status: number;
  /** Issuing: the number, the day, the validity, the value. */
  issue?: { number: string; issuedOn: string; validFrom: string; validTo: string; amount: number; volume: number };
  refuseReason?: string | null;
}

/** Writes an action's result if the certificate is still at `version`; false when someone changed it meanwhile. */
export async function updateCertificate(
  tx: Queryable,
  id: number,
  version: number,
  change: CertificateChange,
): Promise<boolean> {
  const i = change.issue;
  const rows = await tx.query(
    `UPDATE certificates
        SET status = $3, version = version + 1,
            number = coalesce($4, number), issued_on = coalesce($5::date, issued_on),
            valid_from = coalesce($6::date, valid_from), valid_to = coalesce($7::date, valid_to),
            amount = coalesce($8::numeric, amount), volume = coalesce($9::int, volume),
            refuse_reason = coalesce($10, refuse_reason)
      WHERE id = $1 AND version = $2 RETURNING id`,
    [
      id,
      version,
      change.status,
      i?.number ?? null,
      i?.issuedOn ?? null,
      i?.validFrom ?? null,
      i?.validTo ?? null,
      i?.amount ?? null,
      i?.volume ?? null,
      change.refuseReason ?? null,
    ],
  );
  return rows.length === 1;
}

/** Records that a service contract was concluded under a certificate. */
export async function linkCertificateContract(tx: Queryable, certificateId: number, contractId: number): Promise<void> {
  await tx.query('INSERT INTO certificate_contracts (contract_id, certificate_id) VALUES ($1, $2)', [
    contractId,
    certificateId,
  ]);
}
