/**
 * Social contracts (workflows.md sections 3, 4, 7): the lists of both sides, the card with its
 * adaptation events and the reports on them with their documents, and the writes of an action (the
 * record's new facts; its history row is server/repositories/workflow-history.ts). Which actions are
 * allowed is not decided here: common/soc-contracts/social-contract-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';

/** Whose social contracts the caller sees: the citizen's own, the institution's, or all (administrator). */
export type SocialContractScope =
  | { kind: 'person'; personId: number }
  | { kind: 'institution'; institutionId: number }
  | { kind: 'all' };

function scopeOf(scope: SocialContractScope, p: (value: unknown) => string): string {
  if (scope.kind === 'person') return `c.person_id = ${p(scope.personId)}`;
  if (scope.kind === 'institution') return `c.institution_id = ${p(scope.institutionId)}`;
  return 'TRUE';
}

export interface SocialContractListFilter {
  search?: string;
  status?: number;
  page: number;
  pageSize: number;
}

export interface SocialContractListRow {
  id: number;
  number: string;
  status: number;
  personId: number;
  personFio: string;
  institutionId: number;
  institution: string;
  purpose: string;
  contractDate: string;
  dateFrom: string;
  dateTo: string;
  version: number;
  /** Events of the programme and events done. */
  events: number;
  doneEvents: number;
  /** Reports waiting for the institution's review. */
  reportsToReview: number;
}

export interface SocialContractRow extends SocialContractListRow {
  amount: string;
  reason: string | null;
  approvedAt: string | null;
  institutionPhone: string | null;
  institutionAddress: string | null;
}

export interface SocialEventRow {
  id: number;
  contractId: number;
  name: string;
  dueDate: string;
  executorKind: number;
  doneOn: string | null;
}

export interface SocialReportRow {
  id: number;
  number: string;
  eventId: number;
  contractId: number;
  status: number;
  version: number;
  text: string;
  reportCreateTime: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewComment: string | null;
}

export interface SocialReportFileRow {
  reportId: number;
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  storageKey: string;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const LIST_COLUMNS = `c.id, c.number, c.status, c.person_id AS "personId", ${fio('p')} AS "personFio",
       c.institution_id AS "institutionId", i.short_caption AS institution, c.purpose,
       ${day('c.contract_date')} AS "contractDate", ${day('c.date_from')} AS "dateFrom", ${day('c.date_to')} AS "dateTo",
       c.version,
       (SELECT count(*)::int FROM social_contract_events e WHERE e.contract_id = c.id) AS events,
       (SELECT count(*)::int FROM social_contract_events e WHERE e.contract_id = c.id AND e.done_on IS NOT NULL) AS "doneEvents",
       (SELECT count(*)::int FROM social_contract_reports r JOIN social_contract_events e ON e.id = r.event_id
         WHERE e.contract_id = c.id AND r.status = 2) AS "reportsToReview"`;

const FROM = 'social_contracts c JOIN persons p ON p.id = c.person_id JOIN institutions i ON i.id = c.institution_id';

/** A page of the scope's contracts, newest first, with the total for paging. */
export function listSocialContracts(
  db: Queryable,
  scope: SocialContractScope,
  filter: SocialContractListFilter,
): Promise<Page<SocialContractListRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { status: filter.status, search: filter.search?.trim().toLowerCase() },
    {
      status: (status) => `c.status = ${p(status)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(c.number) LIKE ${n} OR lower(${fio('p')}) LIKE ${n} OR lower(c.purpose) LIKE ${n})`;
      },
    },
    [scopeOf(scope, p)],
  );
  return filteredPage<SocialContractListRow>(
    db,
    { values, p },
    {
      columns: LIST_COLUMNS,
      from: FROM,
      where,
      orderBy: 'c.contract_date DESC, c.id DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/** One contract of the scope (locked for an action when `forUpdate`); undefined when the caller does not see it. */
export async function findSocialContract(
  db: Queryable,
  scope: SocialContractScope,
  id: number,
  forUpdate = false,
): Promise<SocialContractRow | undefined> {
  const { values, p } = parameters();
  const idParam = p(id);
  const where = scopeOf(scope, p);
  const [row] = await db.query<SocialContractRow>(
    `SELECT ${LIST_COLUMNS}, c.amount::text AS amount, c.reason, ${utc('c.approved_at')} AS "approvedAt",
            i.phone AS "institutionPhone", i.address AS "institutionAddress"
       FROM ${FROM} WHERE c.id = ${idParam} AND ${where} ${forUpdate ? 'FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/** Writes an action's facts if the contract is still at `version`; false when someone changed it meanwhile. */
export async function updateSocialContract(
  tx: Queryable,
  id: number,
  version: number,
  change: { status: number; reason: string | null; approved: boolean },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE social_contracts SET status = $3, version = version + 1, reason = coalesce($4, reason),
            approved_at = CASE WHEN $5::boolean THEN now() ELSE approved_at END
      WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, change.status, change.reason, change.approved],
  );
  return rows.length === 1;
}

const EVENT_COLUMNS = `e.id, e.contract_id AS "contractId", e.name, ${day('e.due_date')} AS "dueDate",
       e.executor_kind AS "executorKind", ${day('e.done_on')} AS "doneOn"`;

/** The events of these contracts (unordered: common/soc-contracts/adaptation-programme.ts orders them). */
export function listSocialEvents(db: Queryable, contractIds: readonly number[]): Promise<SocialEventRow[]> {
  return db.query<SocialEventRow>(
    `SELECT ${EVENT_COLUMNS} FROM social_contract_events e WHERE e.contract_id = ANY($1::int[])`,
    [[...contractIds]],
  );
}

const REPORT_COLUMNS = `r.id, r.number, r.event_id AS "eventId", e.contract_id AS "contractId", r.status, r.version, r.text,
       ${utc('r.created_at')} AS "reportCreateTime", ${utc('r.submitted_at')} AS "submittedAt",
       ${utc('r.reviewed_at')} AS "reviewedAt", r.review_comment AS "reviewComment"`;

/** Every report on the contract's events. */
export function listSocialReports(db: Queryable, contractId: number): Promise<SocialReportRow[]> {
  return db.query<SocialReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM social_contract_reports r JOIN social_contract_events e ON e.id = r.event_id
      WHERE e.contract_id = $1`,
    [contractId],
  );
}

/** One report (locked when `forUpdate`); the caller has found its contract first. */
export async function findSocialReport(
  db: Queryable,
  reportId: number,
  forUpdate = false,
): Promise<SocialReportRow | undefined> {
  const [row] = await db.query<SocialReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM social_contract_reports r JOIN social_contract_events e ON e.id = r.event_id
      WHERE r.id = $1 ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [reportId],
  );
  return row;
}

/** The documents of the contract's reports (or of one report). */
export function listSocialReportFiles(
  db: Queryable,
  contractId: number,
  reportId?: number,
): Promise<SocialReportFileRow[]> {
  return db.query<SocialReportFileRow>(
    `SELECT rf.report_id AS "reportId", f.id, f.original_name AS "fileName", f.size_bytes::int AS size,
            f.content_type AS "contentType", f.storage_key AS "storageKey"
       FROM social_contract_report_files rf JOIN files f ON f.id = rf.file_id
       JOIN social_contract_reports r ON r.id = rf.report_id JOIN social_contract_events e ON e.id = r.event_id
      WHERE e.contract_id = $1 AND ($2::int IS NULL OR rf.report_id = $2::int)
      ORDER BY f.created_at, f.original_name`,
    [contractId, reportId ?? null],
  );
}

/** A new draft report on an event, numbered by the caller. */
export async function insertSocialReport(
  tx: Queryable,
  report: { number: string; eventId: number; text: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO social_contract_reports (number, event_id, text) VALUES ($1, $2, $3) RETURNING id`,
    [report.number, report.eventId, report.text],
  );
  return row.id;
}

/** The report's documents become exactly these files. */
export async function setSocialReportFiles(tx: Queryable, reportId: number, fileIds: readonly string[]): Promise<void> {
  await tx.query(`DELETE FROM social_contract_report_files WHERE report_id = $1 AND NOT (file_id = ANY($2::uuid[]))`, [
    reportId,
    [...fileIds],
  ]);
  await tx.query(
    `INSERT INTO social_contract_report_files (report_id, file_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [reportId, [...fileIds]],
  );
}

/** Writes a report's action if it is still at `version`; false when someone changed it meanwhile. */
export async function updateSocialReport(
  tx: Queryable,
  id: number,
  version: number,
  change: { status: number; text?: string; submitted?: boolean; reviewComment?: string | null; reviewed?: boolean },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE social_contract_reports SET status = $3, version = version + 1, text = coalesce($4, text),
            submitted_at = CASE WHEN $5::boolean THEN now() ELSE submitted_at END,
            reviewed_at = CASE WHEN $6::boolean THEN now() ELSE reviewed_at END,
            review_comment = CASE WHEN $6::boolean THEN $7 ELSE review_comment END
      WHERE id = $1 AND version = $2 RETURNING id`,
    [
      id,
      version,
      change.status,
      change.text ?? null,
      change.submitted ?? false,
      change.reviewed ?? false,
      change.reviewComment ?? null,
    ],
  );
  return rows.length === 1;
}

/** An event is done on the day its report is accepted. */
export async function markSocialEventDone(tx: Queryable, eventId: number, doneOn: string): Promise<void> {
  await tx.query(`UPDATE social_contract_events SET done_on = coalesce(done_on, $2::date) WHERE id = $1`, [
    eventId,
    doneOn,
  ]);
}
