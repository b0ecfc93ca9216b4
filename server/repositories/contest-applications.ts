/**
 * A provider's applications to a subsidy contest (workflows.md sections 2, 7): the contests with
 * the period when they accept applications, the list of an institution's applications (or of every
 * institution's submitted ones, for the department), one application with its documents, and the
 * writes of a creation and of an action. Which actions are allowed is not decided here:
 * common/contests/contest-application-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import { ContestApplicationStatus } from '../../common/contests/contest-application-machine.ts';

/** Whose applications the caller sees: one institution's, or every institution's signed ones (the department: no drafts). */
export type ContestApplicationScope = { kind: 'institution'; institutionId: number } | { kind: 'submitted' };

export interface ContestApplicationFilter {
  status?: number;
  contestId?: number;
  search?: string;
  page: number;
  pageSize: number;
}

/** A subsidy contest with the days it accepts applications ('YYYY-MM-DD', null: none set). */
export interface ContestPeriodRow {
  id: number;
  title: string;
  publishedAt: string;
  applicationsFrom: string | null;
  applicationsTo: string | null;
}

export interface ContestApplicationRow {
  id: number;
  number: string;
  contestId: number;
  contest: string;
  applicationsFrom: string | null;
  applicationsTo: string | null;
  institutionId: number;
  institution: string;
  employeeId: number;
  /** ISO in UTC. */
  createdAt: string;
  projectTitle: string;
  amountRequested: number | null;
  status: number;
  signerName: string | null;
  /** ISO in UTC. */
  signedAt: string | null;
  rejectReason: string | null;
  version: number;
}

export interface ContestApplicationFile {
  id: string;
  name: string;
  sizeBytes: number;
}

export interface ContestApplicationCardRow extends ContestApplicationRow {
  fields: Record<string, unknown>;
  /** The version of the form (schemas/forms/contest-application) the fields are written under. */
  schemaVersion: number;
  files: ContestApplicationFile[];
}

const PERIOD_COLUMNS = `n.id, n.title, n.published_at AS "publishedAt",
  to_char(cp.applications_from, 'YYYY-MM-DD') AS "applicationsFrom",
  to_char(cp.applications_to, 'YYYY-MM-DD') AS "applicationsTo"`;

/** One subsidy contest with its period of applications, or undefined. */
export async function findContestPeriod(db: Queryable, contestId: number): Promise<ContestPeriodRow | undefined> {
  const [row] = await db.query<ContestPeriodRow>(
    `SELECT ${PERIOD_COLUMNS} FROM news n LEFT JOIN subsidy_contest_periods cp ON cp.news_id = n.id
      WHERE n.kind = 'subsidy-contest' AND n.id = $1`,
    [contestId],
  );
  return row;
}

/** Every subsidy contest with a period of applications, the latest period first. */
export function listContestPeriods(db: Queryable): Promise<ContestPeriodRow[]> {
  return db.query<ContestPeriodRow>(
    `SELECT ${PERIOD_COLUMNS} FROM news n JOIN subsidy_contest_periods cp ON cp.news_id = n.id
      WHERE n.kind = 'subsidy-contest' ORDER BY cp.applications_to DESC, n.id DESC`,
  );
}

/** Sets (or moves) the days a contest accepts applications. */
export async function upsertContestPeriod(
  db: Queryable,
  contestId: number,
  period: { applicationsFrom: string; applicationsTo: string },
): Promise<void> {
  await db.query(
    `INSERT INTO subsidy_contest_periods (news_id, applications_from, applications_to) VALUES ($1, $2::date, $3::date)
     ON CONFLICT (news_id) DO UPDATE SET applications_from = EXCLUDED.applications_from, applications_to = EXCLUDED.applications_to`,
    [contestId, period.applicationsFrom, period.applicationsTo],
  );
}

const COLUMNS = `a.id, a.number, a.contest_id AS "contestId", n.title AS contest,
  to_char(cp.applications_from, 'YYYY-MM-DD') AS "applicationsFrom",
  to_char(cp.applications_to, 'YYYY-MM-DD') AS "applicationsTo",
  a.institution_id AS "institutionId", i.short_caption AS institution, a.employee_id AS "employeeId",
  a.created_at AS "createdAt", coalesce(a.fields->>'projectTitle', '') AS "projectTitle",
  CASE WHEN jsonb_typeof(a.fields->'amountRequested') = 'number' THEN (a.fields->>'amountRequested')::float8 END AS "amountRequested",
  a.status, a.signer_name AS "signerName", a.signed_at AS "signedAt", a.reject_reason AS "rejectReason", a.version`;

const FROM = `contest_applications a JOIN news n ON n.id = a.contest_id
  JOIN institutions i ON i.id = a.institution_id
  LEFT JOIN subsidy_contest_periods cp ON cp.news_id = a.contest_id`;

const scopeOf = (scope: ContestApplicationScope, p: (value: unknown) => string) =>
  scope.kind === 'institution'
    ? `a.institution_id = ${p(scope.institutionId)}`
    : `a.status <> ${p(ContestApplicationStatus.Draft)}`;

/** A page of the scope's applications, newest first, with the total. */
export function listContestApplications(
  db: Queryable,
  scope: ContestApplicationScope,
  filter: ContestApplicationFilter,
): Promise<Page<ContestApplicationRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { status: filter.status, contestId: filter.contestId, search: filter.search?.trim().toLowerCase() },
    {
      status: (status) => `a.status = ${p(status)}`,
      contestId: (contestId) => `a.contest_id = ${p(contestId)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(a.number) LIKE ${n} OR lower(i.short_caption) LIKE ${n} OR lower(a.fields->>'projectTitle') LIKE ${n})`;
      },
    },
    [scopeOf(scope, p)],
  );
  return filteredPage<ContestApplicationRow>(
    db,
    { values, p },
    { columns: COLUMNS, from: FROM, where, orderBy: 'a.id DESC', page: filter.page, pageSize: filter.pageSize },
  );
}

/** One application of the scope by id; `forUpdate` locks it for an action. */
export async function findContestApplication(
  db: Queryable,
  scope: ContestApplicationScope,
  id: number,
  forUpdate = false,
): Promise<ContestApplicationCardRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<ContestApplicationCardRow>(
    `SELECT ${COLUMNS}, a.fields, a.schema_version AS "schemaVersion",
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes)
                        ORDER BY f.original_name, f.id)
                        FROM contest_application_files af JOIN files f ON f.id = af.file_id
                       WHERE af.application_id = a.id), '[]'::json) AS files
       FROM ${FROM}
      WHERE ${scopeOf(scope, p)} AND a.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    values,
  );
  return row;
}

/** The institution's application to a contest, if one was made. */
export async function findApplicationOfContest(
  db: Queryable,
  institutionId: number,
  contestId: number,
): Promise<{ id: number; number: string } | undefined> {
  const [row] = await db.query<{ id: number; number: string }>(
    `SELECT id, number FROM contest_applications WHERE institution_id = $1 AND contest_id = $2`,
    [institutionId, contestId],
  );
  return row;
}

async function writeFiles(tx: Queryable, id: number, fileIds: readonly string[]): Promise<void> {
  await tx.query(`DELETE FROM contest_application_files WHERE application_id = $1`, [id]);
  if (fileIds.length)
    await tx.query(`INSERT INTO contest_application_files (application_id, file_id) SELECT $1, unnest($2::uuid[])`, [
      id,
      fileIds,
    ]);
}

/** A new draft; its number is given by the caller (the numbering service). */
export async function insertContestApplication(
  tx: Queryable,
  head: { number: string; contestId: number; institutionId: number; employeeId: number; createdBy: number },
  fields: unknown,
  fileIds: readonly string[],
  /** The form's version the fields are written under (the current one). */
  schemaVersion: number,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO contest_applications (number, contest_id, institution_id, employee_id, created_by, fields, schema_version)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id, version`,
    [
      head.number,
      head.contestId,
      head.institutionId,
      head.employeeId,
      head.createdBy,
      JSON.stringify(fields),
      schemaVersion,
    ],
  );
  await writeFiles(tx, row.id, fileIds);
  return row;
}

/** What an action writes beside the status. */
export interface ContestApplicationChange {
  status: number;
  /** New fields, written under the form's `schemaVersion` (the current one). */
  content?: { fields: unknown; schemaVersion: number; fileIds: readonly string[] };
  signature?: { type: number; userId: number; signerName: string; sha256: string };
  rejectReason?: string | null;
}

/** An action's write; false when the version moved on. */
export async function updateContestApplication(
  tx: Queryable,
  id: number,
  version: number,
  change: ContestApplicationChange,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contest_applications
        SET status = $3, version = version + 1,
            fields = CASE WHEN $4::boolean THEN $5::jsonb ELSE fields END,
            schema_version = CASE WHEN $4::boolean THEN $13::integer ELSE schema_version END,
            signature_type = CASE WHEN $6::boolean THEN $7::integer ELSE signature_type END,
            signed_by = CASE WHEN $6::boolean THEN $8::integer ELSE signed_by END,
            signer_name = CASE WHEN $6::boolean THEN $9::text ELSE signer_name END,
            signed_sha256 = CASE WHEN $6::boolean THEN $10::text ELSE signed_sha256 END,
            signed_at = CASE WHEN $6::boolean THEN now() ELSE signed_at END,
            reject_reason = CASE WHEN $11::boolean THEN $12::text ELSE reject_reason END
      WHERE id = $1 AND version = $2
      RETURNING id`,
    [
      id,
      version,
      change.status,
      change.content !== undefined,
      change.content ? JSON.stringify(change.content.fields) : null,
      change.signature !== undefined,
      change.signature?.type ?? null,
      change.signature?.userId ?? null,
      change.signature?.signerName ?? null,
      change.signature?.sha256 ?? null,
      change.rejectReason !== undefined,
      change.rejectReason ?? null,
      change.content?.schemaVersion ?? null,
    ],
  );
  if (rows.length !== 1) return false;
  if (change.content) await writeFiles(tx, id, change.content.fileIds);
  return true;
}

/** An unsigned application's fields as the batch migration reads them. */
export interface ContestApplicationFieldsRow {
  id: number;
  number: string;
  fields: Record<string, unknown>;
  schemaVersion: number;
  signedAt: string | null;
}

/**
 * Unsigned applications written under an older version of the form than `current` (the batch
 * migration, server/acts/form-records.ts). A signed one keeps the fields it was signed with.
 */
export function listOutdatedContestApplications(
  db: Queryable,
  current: number,
): Promise<ContestApplicationFieldsRow[]> {
  return db.query<ContestApplicationFieldsRow>(
    `SELECT id, number, fields, schema_version AS "schemaVersion", signed_at AS "signedAt"
       FROM contest_applications WHERE schema_version < $1 AND signed_at IS NULL ORDER BY id`,
    [current],
  );
}

/**
 * Stores an unsigned application's fields migrated to a newer version of the form. The row's
 * `version` is left as it is (the person's edit is not outdated by it); false when the application
 * was signed or migrated meanwhile.
 */
export async function writeMigratedContestApplication(
  db: Queryable,
  id: number,
  fromVersion: number,
  fields: Record<string, unknown>,
  schemaVersion: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE contest_applications SET fields = $3::jsonb, schema_version = $4
      WHERE id = $1 AND schema_version = $2 AND signed_at IS NULL RETURNING id`,
    [id, fromVersion, JSON.stringify(fields), schemaVersion],
  );
  return rows.length === 1;
}
