/**
 * Tour operators' requests to be included in the register of tourism service providers (request
 * type 101): the applicant's latest request, the department's list and card, the writes of a
 * creation and of an action, and what an inclusion writes in the register (the organisation's
 * inclusion date, a new organisation with its tour operator employee, the requisites). Which actions
 * are allowed is not decided here: common/tourism/provider-request-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import { TourismRequestStatus } from '../../common/tourism/provider-request-machine.ts';

/** Whose requests the caller sees: their own (the applicant), or every one (the department). */
export type TourismRequestScope = { kind: 'applicant'; userId: number } | { kind: 'all' };

export interface TourismRequestFilter {
  status?: number;
  search?: string;
  page: number;
  pageSize: number;
}

export interface TourismRequestRow {
  id: number;
  number: string;
  requestType: number;
  ogrn: string;
  inn: string;
  caption: string;
  applicantUserId: number;
  /** The applicant's full name (their person), or their login. */
  applicant: string;
  institutionId: number | null;
  /** ISO in UTC. */
  createdAt: string;
  status: number;
  decisionType: number | null;
  decisionReason: string | null;
  /** ISO in UTC. */
  decidedAt: string | null;
  /** The organisation's inclusion date in the register, YYYY-MM-DD. */
  dateIncluded: string | null;
  version: number;
}

export interface TourismRequestCardRow extends TourismRequestRow {
  fields: Record<string, unknown>;
  /** The version of the form (schemas/forms/tourism-provider-application) the fields are written under. */
  schemaVersion: number;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const COLUMNS = `r.id, r.number, r.request_type AS "requestType", r.ogrn, r.inn, r.caption,
  r.applicant_user_id AS "applicantUserId",
  coalesce(nullif(concat_ws(' ', p.last_name, p.first_name, p.middle_name), ''), u.login) AS applicant,
  r.institution_id AS "institutionId", ${iso('r.created_at')} AS "createdAt", r.status,
  r.decision_type AS "decisionType", r.decision_reason AS "decisionReason", ${iso('r.decided_at')} AS "decidedAt",
  to_char(i.date_included, 'YYYY-MM-DD') AS "dateIncluded", r.version`;

const FROM = `tourism_provider_requests r JOIN users u ON u.id = r.applicant_user_id
  LEFT JOIN persons p ON p.id = coalesce(r.applicant_person_id, u.person_id)
  LEFT JOIN institutions i ON i.id = r.institution_id`;

const scopeOf = (scope: TourismRequestScope, p: (value: unknown) => string) =>
  scope.kind === 'applicant' ? `r.applicant_user_id = ${p(scope.userId)}` : 'TRUE';

/** A page of the scope's requests, newest first, with the total. */
export function listTourismRequests(
  db: Queryable,
  scope: TourismRequestScope,
  filter: TourismRequestFilter,
): Promise<Page<TourismRequestRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { status: filter.status, search: filter.search?.trim().toLowerCase() },
    {
      status: (status) => `r.status = ${p(status)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(r.number) LIKE ${n} OR lower(r.caption) LIKE ${n} OR r.ogrn LIKE ${n} OR r.inn LIKE ${n})`;
      },
    },
    [scopeOf(scope, p)],
  );
  return filteredPage<TourismRequestRow>(
    db,
    { values, p },
    { columns: COLUMNS, from: FROM, where, orderBy: 'r.id DESC', page: filter.page, pageSize: filter.pageSize },
  );
}

/** One request of the scope by id; `forUpdate` locks it for an action. */
export async function findTourismRequest(
  db: Queryable,
  scope: TourismRequestScope,
  id: number,
  forUpdate = false,
): Promise<TourismRequestCardRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<TourismRequestCardRow>(
    `SELECT ${COLUMNS}, r.fields, r.schema_version AS "schemaVersion" FROM ${FROM}
      WHERE ${scopeOf(scope, p)} AND r.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    values,
  );
  return row;
}

/** The applicant's latest request (any status), or undefined. */
export async function findLatestTourismRequest(
  db: Queryable,
  userId: number,
  forUpdate = false,
): Promise<TourismRequestCardRow | undefined> {
  const [row] = await db.query<TourismRequestCardRow>(
    `SELECT ${COLUMNS}, r.fields, r.schema_version AS "schemaVersion" FROM ${FROM}
      WHERE r.applicant_user_id = $1 ORDER BY r.id DESC LIMIT 1${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [userId],
  );
  return row;
}

/** The open (sent or in review) request of an organisation by its OGRN, if one. */
export async function findOpenTourismRequest(
  db: Queryable,
  ogrn: string,
): Promise<{ id: number; number: string; applicantUserId: number } | undefined> {
  const [row] = await db.query<{ id: number; number: string; applicantUserId: number }>(
    `SELECT id, number, applicant_user_id AS "applicantUserId" FROM tourism_provider_requests
      WHERE ogrn = $1 AND status IN (${TourismRequestStatus.Sent}, ${TourismRequestStatus.InReview})`,
    [ogrn],
  );
  return row;
}

/** The organisation in the register with this OGRN, if one. */
export async function findInstitutionByOgrn(
  db: Queryable,
  ogrn: string,
): Promise<{ id: number; dateIncluded: string | null } | undefined> {
  const [row] = await db.query<{ id: number; dateIncluded: string | null }>(
    `SELECT id, to_char(date_included, 'YYYY-MM-DD') AS "dateIncluded" FROM institutions WHERE ogrn = $1`,
    [ogrn],
  );
  return row;
}

/** The searched columns of a request beside its form. */
export interface TourismRequestHead {
  ogrn: string;
  inn: string;
  caption: string;
}

/** A new request (Sent); its number is given by the caller (the numbering service). */
export async function insertTourismRequest(
  tx: Queryable,
  head: TourismRequestHead & { number: string; userId: number; institutionId: number | null },
  fields: unknown,
  /** The form's version the fields are written under (the current one). */
  schemaVersion: number,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO tourism_provider_requests
            (number, applicant_user_id, applicant_person_id, ogrn, inn, caption, fields, institution_id, schema_version)
     VALUES ($1, $2, (SELECT person_id FROM users WHERE id = $2), $3, $4, $5, $6::jsonb, $7, $8)
     RETURNING id, version`,
    [
      head.number,
      head.userId,
      head.ogrn,
      head.inn,
      head.caption,
      JSON.stringify(fields),
      head.institutionId,
      schemaVersion,
    ],
  );
  return row;
}

/** What an action writes beside the status. */
export interface TourismRequestChange {
  status: number;
  /** New fields, written under the form's `schemaVersion` (the current one). */
  content?: TourismRequestHead & { fields: unknown; schemaVersion: number };
  decision?: { type: number; reason: string | null; userId: number; institutionId: number | null };
}

/** An action's write; false when the version moved on. */
export async function updateTourismRequest(
  tx: Queryable,
  id: number,
  version: number,
  change: TourismRequestChange,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE tourism_provider_requests
        SET status = $3, version = version + 1, updated_at = now(),
            ogrn = coalesce($4, ogrn), inn = coalesce($5, inn), caption = coalesce($6, caption),
            fields = coalesce($7::jsonb, fields), schema_version = coalesce($13::integer, schema_version),
            decision_type = CASE WHEN $8::boolean THEN $9::integer ELSE decision_type END,
            decision_reason = CASE WHEN $8::boolean THEN $10::text ELSE decision_reason END,
            decided_by = CASE WHEN $8::boolean THEN $11::integer ELSE decided_by END,
            decided_at = CASE WHEN $8::boolean THEN now() ELSE decided_at END,
            institution_id = CASE WHEN $8::boolean THEN coalesce($12::integer, institution_id) ELSE institution_id END
      WHERE id = $1 AND version = $2
      RETURNING id`,
    [
      id,
      version,
      change.status,
      change.content?.ogrn ?? null,
      change.content?.inn ?? null,
      change.content?.caption ?? null,
      change.content ? JSON.stringify(change.content.fields) : null,
      change.decision !== undefined,
      change.decision?.type ?? null,
      change.decision?.reason ?? null,
      change.decision?.userId ?? null,
      change.decision?.institutionId ?? null,
      change.content?.schemaVersion ?? null,
    ],
  );
  return rows.length === 1;
}

/** A request's fields as the batch migration reads them. */
export interface TourismRequestFieldsRow {
  id: number;
  number: string;
  fields: Record<string, unknown>;
  schemaVersion: number;
}

/** Requests written under an older version of the form than `current` (the batch migration, server/acts/form-records.ts). */
export function listOutdatedTourismRequests(db: Queryable, current: number): Promise<TourismRequestFieldsRow[]> {
  return db.query<TourismRequestFieldsRow>(
    `SELECT id, number, fields, schema_version AS "schemaVersion"
       FROM tourism_provider_requests WHERE schema_version < $1 ORDER BY id`,
    [current],
  );
}

/**
 * Stores a request's fields migrated to a newer version of the form. The row's `version` is left as
 * it is (the applicant's edit is not outdated by it); false when it was migrated meanwhile.
 */
export async function writeMigratedTourismRequest(
  db: Queryable,
  id: number,
  fromVersion: number,
  fields: Record<string, unknown>,
  schemaVersion: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE tourism_provider_requests SET fields = $3::jsonb, schema_version = $4
      WHERE id = $1 AND schema_version = $2 RETURNING id`,
    [id, fromVersion, JSON.stringify(fields), schemaVersion],
  );
  return rows.length === 1;
}

/** The organisation as an inclusion enters it in the register. */
export interface IncludedOrganisation {
  ogrn: string;
  inn: string;
  kpp: string | null;
  caption: string;
  shortCaption: string;
  /** Non-state 1 or individual 2 (the register's provider types). */
  institutionTypeId: number;
  address: string;
  phone: string | null;
  email: string | null;
  site: string | null;
  director: string | null;
  requisites: {
    dirFullFioGen: string | null;
    foundationDoc: string | null;
    oktmo: string | null;
    bankAccount: string | null;
    bankPAccount: string | null;
    ks: string | null;
    eks: string | null;
    bankBik: string | null;
    bankName: string | null;
  };
}

/**
 * Enters an included organisation in the register on `day`: an organisation with its OGRN gets the
 * inclusion date; an unknown one is added as a tour operator of the home
 * region. The applicant becomes its employee in the role of a tour operator, and the requisites of
 * the request are stored as the organisation's. Returns the organisation's id.
 */
export async function includeOrganisation(
  tx: Queryable,
  org: IncludedOrganisation,
  applicantUserId: number,
  day: string,
  regionId: number,
): Promise<number> {
  const existing = await findInstitutionByOgrn(tx, org.ogrn);
  let institutionId: number;
  if (existing) {
    institutionId = existing.id;
    await tx.query(`UPDATE institutions SET date_included = $2::date WHERE id = $1`, [institutionId, day]);
  } else {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO institutions (caption, short_caption, institution_type_id, source_type, ogrn, inn, kpp, region_id,
                                 address, phone, email, site, director, date_included)
       VALUES ($1, $2, $3, 2, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date) RETURNING id`,
      [
        org.caption,
        org.shortCaption,
        org.institutionTypeId,
        org.ogrn,
        org.inn,
        org.kpp,
        regionId,
        org.address,
        org.phone,
        org.email,
        org.site,
        org.director,
        day,
      ],
    );
    institutionId = row.id;
  }
  await tx.query(
    `INSERT INTO employees (user_id, institution_id, institution_role, position) VALUES ($1, $2, 4, 'представитель туроператора')
     ON CONFLICT (user_id, institution_id, institution_role) DO NOTHING`,
    [applicantUserId, institutionId],
  );
  const r = org.requisites;
  await tx.query(
    `INSERT INTO tourism_requisites (institution_id, kpp, dir_full_fio_gen, foundation_doc, oktmo, bank_account,
                                     bank_p_account, ks, eks, bank_bik, bank_name, date_registered, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date, $13)
     ON CONFLICT (institution_id) DO UPDATE SET
       kpp = EXCLUDED.kpp, dir_full_fio_gen = EXCLUDED.dir_full_fio_gen, foundation_doc = EXCLUDED.foundation_doc,
       oktmo = EXCLUDED.oktmo, bank_account = EXCLUDED.bank_account, bank_p_account = EXCLUDED.bank_p_account,
       ks = EXCLUDED.ks, eks = EXCLUDED.eks, bank_bik = EXCLUDED.bank_bik, bank_name = EXCLUDED.bank_name,
       updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [
      institutionId,
      org.kpp,
      r.dirFullFioGen,
      r.foundationDoc,
      r.oktmo,
      r.bankAccount,
      r.bankPAccount,
      r.ks,
      r.eks,
      r.bankBik,
      r.bankName,
      day,
      applicantUserId,
    ],
  );
  return institutionId;
}
