/**
 * Tourism certificates (workflows.md sections 2, 3, 7): their types and the relation degrees of the
 * members, a person's list and the department's, the card with its members and documents, the
 * applicant's draft (their data, address and relatives), the writes of an application and of an
 * action, and the issued ones past their last day. Which actions are allowed is not decided here:
 * common/tourism/certificate-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import { REGION_TIME_ZONE } from '../../common/time-zone.ts';
import { TOURISM_CERTIFICATE_BLOCKING, TourismCertificateStatus } from '../../common/tourism/certificate-machine.ts';

/** Whose certificates the caller sees: their own (the applicant), or every one (the department). */
export type TourismCertificateScope = { kind: 'person'; personId: number } | { kind: 'all' };

export interface TourismCertificateType {
  id: number;
  caption: string;
  /** Roubles. */
  nominal: number;
  validDays: number;
  holders: string;
}

export interface RelationDegree {
  id: number;
  caption: string;
}

export interface TourismCertificateFilter {
  /** The validity overlaps [from, to] (ISO dates); a certificate not issued overlaps by its application day. */
  from?: string;
  to?: string;
  status?: number;
  search?: string;
  page: number;
  pageSize: number;
}

export interface TourismCertificateRow {
  id: number;
  number: string;
  typeId: number;
  typeCaption: string;
  personId: number;
  /** The applicant's full name. */
  applicant: string;
  status: number;
  dateFrom: string | null;
  dateToIncluded: string | null;
  validPeriod: string | null;
  /** Roubles: the nominal at issue, or the type's. */
  nominal: number;
  validDays: number;
  membersCount: number;
  /** ISO in UTC. */
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  contractId: number | null;
  version: number;
}

export interface TourismCertificateMember {
  personId: number;
  fio: string;
  birthDate: string;
  relationDegreeId: number;
  relationDegree: string;
}

export interface TourismCertificateFile {
  id: string;
  name: string;
  sizeBytes: number;
}

export interface TourismCertificateCardRow extends TourismCertificateRow {
  applicantBirthDate: string;
  applicantSnils: string | null;
  phone: string;
  cityId: number | null;
  streetId: number | null;
  house: string | null;
  flat: string | null;
  /** «г. Салехард, ул. Республики, д. 73, кв. 12». */
  address: string;
  members: TourismCertificateMember[];
  files: TourismCertificateFile[];
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

const COLUMNS = `c.id, c.number, c.type_id AS "typeId", t.caption AS "typeCaption", c.person_id AS "personId",
  ${fio('p')} AS applicant, c.status, ${day('c.date_from')} AS "dateFrom",
  ${day('c.date_to_included')} AS "dateToIncluded", c.valid_period AS "validPeriod",
  coalesce(c.nominal, t.nominal)::float8 AS nominal, t.valid_days AS "validDays",
  (SELECT count(*)::int FROM tourism_certificate_members m WHERE m.certificate_id = c.id) AS "membersCount",
  ${iso('c.created_at')} AS "createdAt", ${iso('c.decided_at')} AS "decidedAt", c.reason,
  c.contract_id AS "contractId", c.version`;

const FROM = `tourism_certificates c JOIN tourism_certificate_types t ON t.id = c.type_id
  JOIN persons p ON p.id = c.person_id`;

const scopeOf = (scope: TourismCertificateScope, p: (value: unknown) => string) =>
  scope.kind === 'person' ? `c.person_id = ${p(scope.personId)}` : 'TRUE';

/** The kinds of certificate, by id. */
export function listTourismCertificateTypes(db: Queryable): Promise<TourismCertificateType[]> {
  return db.query<TourismCertificateType>(
    `SELECT id, caption, nominal::float8 AS nominal, valid_days AS "validDays", holders
       FROM tourism_certificate_types ORDER BY id`,
  );
}

/** The relation degrees a member is named by. */
export function listRelationDegrees(db: Queryable): Promise<RelationDegree[]> {
  return db.query<RelationDegree>('SELECT id, caption FROM tourism_relation_degrees ORDER BY id');
}

/** A page of the scope's certificates, newest first, with the total. */
export function listTourismCertificates(
  db: Queryable,
  scope: TourismCertificateScope,
  filter: TourismCertificateFilter,
): Promise<Page<TourismCertificateRow>> {
  const { values, p } = parameters();
  // A certificate's period: its validity once issued, else the day (the region's) it was applied for.
  const applied = () => `(c.created_at AT TIME ZONE ${p(REGION_TIME_ZONE)})::date`;
  const start = () => `coalesce(c.date_from, ${applied()})`;
  const end = () => `coalesce(c.date_to_included, ${applied()})`;
  const where = conditionsOf(
    {
      from: filter.from,
      to: filter.to,
      status: filter.status,
      search: filter.search?.trim().toLowerCase() || undefined,
    },
    {
      from: (from) => `${end()} >= ${p(from)}::date`,
      to: (to) => `${start()} <= ${p(to)}::date`,
      status: (status) => `c.status = ${p(status)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(c.number) LIKE ${n} OR lower(${fio('p')}) LIKE ${n} OR lower(t.caption) LIKE ${n})`;
      },
    },
    [scopeOf(scope, p)],
  );
  return filteredPage<TourismCertificateRow>(
    db,
    { values, p },
    { columns: COLUMNS, from: FROM, where, orderBy: 'c.id DESC', page: filter.page, pageSize: filter.pageSize },
  );
}

/** One certificate of the scope with its members and documents; `forUpdate` locks it for an action. */
export async function findTourismCertificate(
  db: Queryable,
  scope: TourismCertificateScope,
  id: number,
  forUpdate = false,
): Promise<TourismCertificateCardRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<TourismCertificateCardRow>(
    `SELECT ${COLUMNS}, ${day('p.birth_date')} AS "applicantBirthDate", p.snils AS "applicantSnils",
            c.phone, c.city_id AS "cityId", c.street_id AS "streetId", c.house, c.flat,
            concat_ws(', ', nullif(concat_ws(' ', ci.type, ci.caption), ''), nullif(concat_ws(' ', s.type, s.caption), ''),
                      'д. ' || c.house, 'кв. ' || c.flat) AS address,
            coalesce((SELECT json_agg(json_build_object('personId', mp.id, 'fio', ${fio('mp')},
                                        'birthDate', ${day('mp.birth_date')}, 'relationDegreeId', d.id,
                                        'relationDegree', d.caption) ORDER BY mp.birth_date)
                        FROM tourism_certificate_members m JOIN persons mp ON mp.id = m.person_id
                        JOIN tourism_relation_degrees d ON d.id = m.relation_degree_id
                       WHERE m.certificate_id = c.id), '[]'::json) AS members,
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes)
                                      ORDER BY f.original_name, f.id)
                        FROM tourism_certificate_files cf JOIN files f ON f.id = cf.file_id
                       WHERE cf.certificate_id = c.id), '[]'::json) AS files
       FROM ${FROM} LEFT JOIN cities ci ON ci.id = c.city_id LEFT JOIN streets s ON s.id = c.street_id
      WHERE ${scopeOf(scope, p)} AND c.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/** What the applicant's form starts from: their name, birth date, phone and actual address. */
export interface ApplicantDraftRow {
  personId: number;
  fio: string;
  birthDate: string;
  snils: string | null;
  phone: string | null;
  cityId: number | null;
  streetId: number | null;
  house: string | null;
  flat: string | null;
}

export async function findApplicantDraft(db: Queryable, personId: number): Promise<ApplicantDraftRow | undefined> {
  const [row] = await db.query<ApplicantDraftRow>(
    `SELECT p.id AS "personId", ${fio('p')} AS fio, ${day('p.birth_date')} AS "birthDate", p.snils, p.phone,
            a.city_id AS "cityId", a.street_id AS "streetId", a.house, a.room AS flat
       FROM persons p LEFT JOIN addresses a ON a.id = coalesce(p.fact_address_id, p.reg_address_id)
      WHERE p.id = $1`,
    [personId],
  );
  return row;
}

/** A relative of the applicant (person_relations): a child or a ward. */
export interface RelativeRow {
  personId: number;
  fio: string;
  birthDate: string;
  gender: number;
  kind: 'child' | 'ward';
}

export function listApplicantRelatives(db: Queryable, personId: number): Promise<RelativeRow[]> {
  return db.query<RelativeRow>(
    `SELECT p.id AS "personId", ${fio('p')} AS fio, ${day('p.birth_date')} AS "birthDate", p.gender, r.kind
       FROM person_relations r JOIN persons p ON p.id = r.relative_id
      WHERE r.person_id = $1 ORDER BY p.birth_date, p.id`,
    [personId],
  );
}

/** What a type's holder rule reads of the applicant beside their relatives (common/tourism/certificate-holders.ts). */
export interface HolderPersonRow {
  birthDate: string;
  gender: 1 | 2;
  /** The region of the actual address, else of the registered one; null when the person has none. */
  regionId: number | null;
  /** A large-family identity in force on `today` names the person as its holder or the holder's spouse. */
  largeFamilyIdentity: boolean;
}

export async function findHolderPerson(
  db: Queryable,
  personId: number,
  today: string,
): Promise<HolderPersonRow | undefined> {
  const [row] = await db.query<HolderPersonRow>(
    `SELECT ${day('p.birth_date')} AS "birthDate", p.gender, coalesce(a.region_id, ci.region_id) AS "regionId",
            EXISTS (SELECT 1 FROM identities d
                     WHERE d.kind = 'large-family' AND d.issued_on <= $2::date
                       AND (d.valid_until IS NULL OR d.valid_until >= $2::date)
                       AND (d.revoked_on IS NULL OR d.revoked_on > $2::date)
                       AND (d.person_id = p.id
                            OR EXISTS (SELECT 1 FROM identity_members m
                                        WHERE m.identity_id = d.id AND m.person_id = p.id
                                          AND m.relation IN ('holder', 'spouse')))) AS "largeFamilyIdentity"
       FROM persons p LEFT JOIN addresses a ON a.id = coalesce(p.fact_address_id, p.reg_address_id)
       LEFT JOIN cities ci ON ci.id = a.city_id
      WHERE p.id = $1`,
    [personId, today],
  );
  return row;
}

/** The street's city, to check a street belongs to the chosen city. */
export async function findStreetCity(db: Queryable, streetId: number): Promise<number | undefined> {
  const [row] = await db.query<{ cityId: number }>('SELECT city_id AS "cityId" FROM streets WHERE id = $1', [streetId]);
  return row?.cityId;
}

/** Whether a city of the region exists. */
export async function cityExists(db: Queryable, cityId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cities WHERE id = $1', [cityId])).length > 0;
}

/** A certificate of a type that blocks another: a pending or issued one, or one used this year. */
export async function findBlockingCertificate(
  db: Queryable,
  personId: number,
  typeId: number,
  year: number,
): Promise<{ id: number; number: string; status: number } | undefined> {
  const [row] = await db.query<{ id: number; number: string; status: number }>(
    `SELECT id, number, status FROM tourism_certificates
      WHERE person_id = $1 AND type_id = $2 AND status = ANY($3::int[])
        AND (status IN (${TourismCertificateStatus.Submitted}, ${TourismCertificateStatus.Issued})
             OR extract(year FROM created_at AT TIME ZONE $5) = $4)
      ORDER BY id DESC LIMIT 1`,
    [personId, typeId, TOURISM_CERTIFICATE_BLOCKING, year, REGION_TIME_ZONE],
  );
  return row;
}

/** Makes a transaction wait for any other one applying for a certificate of this person. */
export async function lockApplicant(tx: Queryable, personId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(37001, $1)', [personId]);
}

export interface NewTourismCertificate {
  number: string;
  typeId: number;
  personId: number;
  phone: string;
  cityId: number;
  streetId: number | null;
  house: string;
  flat: string | null;
  members: Array<{ personId: number; relationDegreeId: number }>;
  fileIds: string[];
}

/** A new certificate (Submitted) with its members and documents. */
export async function insertTourismCertificate(
  tx: Queryable,
  c: NewTourismCertificate,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO tourism_certificates (number, type_id, person_id, phone, city_id, street_id, house, flat)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, version`,
    [c.number, c.typeId, c.personId, c.phone, c.cityId, c.streetId, c.house, c.flat],
  );
  if (c.members.length)
    await tx.query(
      `INSERT INTO tourism_certificate_members (certificate_id, person_id, relation_degree_id)
       SELECT $1, unnest($2::int[]), unnest($3::int[])`,
      [row.id, c.members.map((m) => m.personId), c.members.map((m) => m.relationDegreeId)],
    );
  if (c.fileIds.length)
    await tx.query('INSERT INTO tourism_certificate_files (certificate_id, file_id) SELECT $1, unnest($2::uuid[])', [
      row.id,
      c.fileIds,
    ]);
  return row;
}

/** What an action writes beside the status. */
export interface TourismCertificateChange {
  status: number;
  validity?: { dateFrom: string; dateToIncluded: string; validPeriod: string; nominal: number };
  decision?: { userId: number | null; reason: string | null };
  reason?: string | null;
  contractId?: number;
}

/** An action's write; false when the version moved on. */
export async function updateTourismCertificate(
  tx: Queryable,
  id: number,
  version: number,
  change: TourismCertificateChange,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE tourism_certificates
        SET status = $3, version = version + 1,
            date_from = coalesce($4::date, date_from), date_to_included = coalesce($5::date, date_to_included),
            valid_period = coalesce($6, valid_period), nominal = coalesce($7::numeric, nominal),
            decided_at = CASE WHEN $8::boolean THEN now() ELSE decided_at END,
            decided_by = CASE WHEN $8::boolean THEN $9::integer ELSE decided_by END,
            reason = coalesce($10, reason), contract_id = coalesce($11::integer, contract_id)
      WHERE id = $1 AND version = $2
      RETURNING id`,
    [
      id,
      version,
      change.status,
      change.validity?.dateFrom ?? null,
      change.validity?.dateToIncluded ?? null,
      change.validity?.validPeriod ?? null,
      change.validity?.nominal ?? null,
      change.decision !== undefined,
      change.decision?.userId ?? null,
      change.decision?.reason ?? change.reason ?? null,
      change.contractId ?? null,
    ],
  );
  return rows.length === 1;
}

/** Links the tour contract that uses a certificate to it. */
export async function linkTourContract(tx: Queryable, contractId: number, certificateId: number): Promise<void> {
  await tx.query('UPDATE service_contracts SET tourism_certificate_id = $2 WHERE id = $1', [contractId, certificateId]);
}

/** The number of a contract, for the history's note. */
export async function findContractNumber(tx: Queryable, contractId: number): Promise<string | undefined> {
  const [row] = await tx.query<{ number: string }>('SELECT number FROM service_contracts WHERE id = $1', [contractId]);
  return row?.number;
}

/** Issued certificates whose last day is before `today`. */
export function listOverdueTourismCertificates(
  db: Queryable,
  today: string,
): Promise<Array<{ id: number; personId: number; version: number }>> {
  return db.query(
    `SELECT id, person_id AS "personId", version FROM tourism_certificates
      WHERE status = ${TourismCertificateStatus.Issued} AND date_to_included < $1::date ORDER BY id`,
    [today],
  );
}

/**
 * Points each used certificate at the contract that names it (the demo data: a certificate is written
 * before the contracts, which refer to it). Returns how many were linked.
 */
export async function linkUsedCertificatesToContracts(db: Queryable): Promise<number> {
  const rows = await db.query(
    `UPDATE tourism_certificates c SET contract_id = s.id
       FROM service_contracts s
      WHERE s.tourism_certificate_id = c.id AND c.status = 4 AND c.contract_id IS NULL
      RETURNING c.id`,
  );
  return rows.length;
}
