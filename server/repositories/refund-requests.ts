/**
 * A provider's refund (compensation) requests (workflows.md sections 2, 3, 9): the list of an
 * institution (or of all, for the department), one request with its services, documents and files,
 * the services an institution rendered in a month (from its service contracts and paid catalogue
 * applications), and the writes of a creation and of an action. Which actions are allowed is not
 * decided here: common/refunds/refund-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import type { ArchiveFile } from './files.ts';
import { RefundStatus, type RefundDocumentKind } from '../../common/refunds/refund-machine.ts';

/** A draft is the institution's own until it is sent. */
const DRAFT = RefundStatus.Draft;

/** Whose requests the caller sees: one institution's, or every institution's sent ones (the department: no drafts). */
export type RefundScope = { kind: 'institution'; institutionId: number } | { kind: 'sent' };

export interface RefundFilter {
  requestTypeId?: number;
  status?: number;
  /** 'YYYY-MM'. */
  month?: string;
  search?: string;
  page: number;
  pageSize: number;
}

export interface RefundRow {
  id: number;
  number: string;
  institutionId: number;
  institution: string;
  requestTypeId: number;
  /** 'YYYY-MM'. */
  reportingMonth: string;
  /** ISO in UTC. */
  requestTime: string;
  status: number;
  servicesCount: number;
  /** The sum of the services' amounts, roubles. */
  total: number;
  returnReason: string | null;
  version: number;
}

export interface RefundService {
  serviceId: number;
  caption: string;
  rateUnit: string | null;
  recipients: number;
  quantity: number;
  price: number;
  amount: number;
}

export interface RefundDocument {
  kind: RefundDocumentKind;
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

export interface RefundFile {
  id: string;
  name: string;
  sizeBytes: number;
}

export interface RefundCardRow extends RefundRow {
  comment: string | null;
  socServices: RefundService[];
  documents: RefundDocument[];
  files: RefundFile[];
}

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const COLUMNS = `r.id, r.number, r.institution_id AS "institutionId", i.short_caption AS institution,
  r.request_type_id AS "requestTypeId", to_char(r.reporting_month, 'YYYY-MM') AS "reportingMonth",
  ${utc('r.request_time')} AS "requestTime", r.status,
  (SELECT count(*)::int FROM refund_request_services x WHERE x.request_id = r.id) AS "servicesCount",
  (SELECT coalesce(sum(x.amount), 0)::float8 FROM refund_request_services x WHERE x.request_id = r.id) AS total,
  r.return_reason AS "returnReason", r.version`;

const FROM = `refund_requests r JOIN institutions i ON i.id = r.institution_id`;

const scopeOf = (scope: RefundScope, p: (value: unknown) => string) =>
  scope.kind === 'institution' ? `r.institution_id = ${p(scope.institutionId)}` : `r.status <> ${p(DRAFT)}`;

/** A page of the scope's requests, newest month first, with the total. */
export function listRefunds(db: Queryable, scope: RefundScope, filter: RefundFilter): Promise<Page<RefundRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    {
      requestTypeId: filter.requestTypeId,
      status: filter.status,
      month: filter.month,
      search: filter.search?.trim().toLowerCase(),
    },
    {
      requestTypeId: (type) => `r.request_type_id = ${p(type)}`,
      status: (status) => `r.status = ${p(status)}`,
      month: (month) => `r.reporting_month = ${p(`${month}-01`)}::date`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(r.number) LIKE ${n} OR lower(i.short_caption) LIKE ${n})`;
      },
    },
    [scopeOf(scope, p)],
  );
  return filteredPage<RefundRow>(
    db,
    { values, p },
    {
      columns: COLUMNS,
      from: FROM,
      where,
      orderBy: 'r.reporting_month DESC, r.id DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/** One request of the scope by id; `forUpdate` locks it for an action. Undefined when absent or not the caller's. */
export async function findRefund(
  db: Queryable,
  scope: RefundScope,
  id: number,
  forUpdate = false,
): Promise<RefundCardRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<RefundCardRow>(
    `SELECT ${COLUMNS}, r.comment,
            coalesce((SELECT json_agg(json_build_object('serviceId', x.service_id, 'caption', s.caption,
                        'rateUnit', s.rate_unit, 'recipients', x.recipients, 'quantity', x.quantity::float8,
                        'price', x.price::float8, 'amount', x.amount::float8) ORDER BY s.caption, x.service_id)
                        FROM refund_request_services x JOIN services s ON s.id = x.service_id
                       WHERE x.request_id = r.id), '[]'::json) AS "socServices",
            coalesce((SELECT json_agg(json_build_object('kind', d.kind, 'number', d.number,
                        'date', to_char(d.issued_on, 'YYYY-MM-DD')) ORDER BY d.position)
                        FROM refund_request_documents d WHERE d.request_id = r.id), '[]'::json) AS documents,
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes)
                        ORDER BY f.original_name, f.id)
                        FROM refund_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = r.id),
                     '[]'::json) AS files
       FROM ${FROM}
      WHERE ${scopeOf(scope, p)} AND r.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    values,
  );
  return row;
}

/** The institution's request for a month, if one was made ('YYYY-MM'). */
export async function findRefundOfMonth(
  db: Queryable,
  institutionId: number,
  month: string,
): Promise<{ id: number; number: string } | undefined> {
  const [row] = await db.query<{ id: number; number: string }>(
    `SELECT id, number FROM refund_requests WHERE institution_id = $1 AND reporting_month = $2::date`,
    [institutionId, `${month}-01`],
  );
  return row;
}

/** An institution's service as a request may list it: its caption, unit and price (null: not the institution's). */
export async function findInstitutionServices(
  db: Queryable,
  institutionId: number,
  serviceIds: readonly number[],
): Promise<Array<{ id: number; caption: string; rateUnit: string | null; price: number }>> {
  if (!serviceIds.length) return [];
  return db.query(
    `SELECT id, caption, rate_unit AS "rateUnit", coalesce(price, 0)::float8 AS price
       FROM services WHERE institution_id = $1 AND id = ANY($2::int[]) ORDER BY caption, id`,
    [institutionId, [...serviceIds]],
  );
}

/** Every service of the institution (the form's choice of a service to add). */
export function listInstitutionServiceChoices(
  db: Queryable,
  institutionId: number,
): Promise<Array<{ id: number; caption: string; rateUnit: string | null; price: number }>> {
  return db.query(
    `SELECT id, caption, rate_unit AS "rateUnit", coalesce(price, 0)::float8 AS price
       FROM services WHERE institution_id = $1
      ORDER BY caption, id`,
    [institutionId],
  );
}

/**
 * The services the institution rendered in a month, with their amounts: a service contract in force
 * (active, terminated or closed) for part of the month counts its agreed quantity in proportion to the
 * days of the month it covers; a catalogue application paid in the month (region's clock) counts one.
 */
export function listRenderedServices(
  db: Queryable,
  institutionId: number,
  bounds: { from: string; to: string },
  timeZone: string,
): Promise<RefundService[]> {
  return db.query<RefundService>(
    `WITH rendered AS (
       SELECT cs.service_id, coalesce(c.target_person_id, c.person_id) AS person_id,
              cs.quantity * ((least(c.date_to, $3::date) - greatest(c.date_from, $2::date) + 1)::numeric
                             / (c.date_to - c.date_from + 1)) AS quantity
         FROM service_contracts c JOIN service_contract_services cs ON cs.contract_id = c.id
        WHERE c.institution_id = $1 AND c.status IN (3, 4, 5, 7)
          AND c.date_from <= $3::date AND c.date_to >= $2::date
          AND (cs.removed_at IS NULL OR cs.removed_at >= $2::date)
       UNION ALL
       SELECT k.service_id, coalesce(k.target_person_id, k.person_id), 1
         FROM catalog_contracts k
        WHERE k.institution_id = $1 AND k.status = 4 AND k.paid_at IS NOT NULL
          AND (k.paid_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
     )
     SELECT s.id AS "serviceId", s.caption, s.rate_unit AS "rateUnit",
            count(DISTINCT r.person_id)::int AS recipients,
            round(sum(r.quantity), 2)::float8 AS quantity,
            coalesce(s.price, 0)::float8 AS price,
            round(round(sum(r.quantity), 2) * coalesce(s.price, 0), 2)::float8 AS amount
       FROM rendered r JOIN services s ON s.id = r.service_id AND s.institution_id = $1
      GROUP BY s.id
     HAVING round(sum(r.quantity), 2) > 0
      ORDER BY s.caption, s.id`,
    [institutionId, bounds.from, bounds.to, timeZone],
  );
}

/** The service contracts in force in the month: the documents a request is backed by. */
export function listMonthContracts(
  db: Queryable,
  institutionId: number,
  bounds: { from: string; to: string },
): Promise<RefundDocument[]> {
  return db.query<RefundDocument>(
    `SELECT CASE c.payment_kind WHEN 'ippsu' THEN 'ippsu' WHEN 'certificate' THEN 'certificate' ELSE 'contract' END AS kind,
            c.number, to_char(c.contract_date, 'YYYY-MM-DD') AS date
       FROM service_contracts c
      WHERE c.institution_id = $1 AND c.status IN (3, 4, 5, 7)
        AND c.date_from <= $3::date AND c.date_to >= $2::date
      ORDER BY c.contract_date, c.id`,
    [institutionId, bounds.from, bounds.to],
  );
}

/** What a request holds beside its status: written at creation and at each edit. */
export interface RefundContent {
  comment: string | null;
  socServices: ReadonlyArray<Omit<RefundService, 'caption' | 'rateUnit'>>;
  documents: readonly RefundDocument[];
  fileIds: readonly string[];
}

async function writeContent(tx: Queryable, id: number, content: RefundContent): Promise<void> {
  await tx.query(`DELETE FROM refund_request_services WHERE request_id = $1`, [id]);
  await tx.query(`DELETE FROM refund_request_documents WHERE request_id = $1`, [id]);
  await tx.query(`DELETE FROM refund_request_files WHERE request_id = $1`, [id]);
  for (const s of content.socServices)
    await tx.query(
      `INSERT INTO refund_request_services (request_id, service_id, recipients, quantity, price, amount)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, s.serviceId, s.recipients, s.quantity, s.price, s.amount],
    );
  for (const [index, d] of content.documents.entries())
    await tx.query(
      `INSERT INTO refund_request_documents (request_id, position, kind, number, issued_on) VALUES ($1, $2, $3, $4, $5)`,
      [id, index + 1, d.kind, d.number, d.date],
    );
  for (const fileId of content.fileIds)
    await tx.query(`INSERT INTO refund_request_files (request_id, file_id) VALUES ($1, $2)`, [id, fileId]);
}

/** A new draft with its content; its number is given by the caller (the numbering service). */
export async function insertRefund(
  tx: Queryable,
  head: { number: string; institutionId: number; month: string; createdBy: number },
  content: RefundContent,
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO refund_requests (number, institution_id, reporting_month, comment, created_by)
     VALUES ($1, $2, $3::date, $4, $5) RETURNING id, version`,
    [head.number, head.institutionId, `${head.month}-01`, content.comment, head.createdBy],
  );
  await writeContent(tx, row.id, content);
  return row;
}

/** An action's write: the next status (and the return's reason), the content when edited; false when the version moved on. */
export async function updateRefund(
  tx: Queryable,
  id: number,
  version: number,
  change: { status: number; returnReason?: string | null; content?: RefundContent },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE refund_requests
        SET status = $3, version = version + 1,
            return_reason = CASE WHEN $4::boolean THEN $5::text ELSE return_reason END,
            comment = CASE WHEN $6::boolean THEN $7::text ELSE comment END
      WHERE id = $1 AND version = $2
      RETURNING id`,
    [
      id,
      version,
      change.status,
      change.returnReason !== undefined,
      change.returnReason ?? null,
      change.content !== undefined,
      change.content?.comment ?? null,
    ],
  );
  if (rows.length !== 1) return false;
  if (change.content) await writeContent(tx, id, change.content);
  return true;
}

/** The institution a request may be made for: its caption, when it exists. */
export async function findRefundInstitution(
  db: Queryable,
  id: number,
): Promise<{ id: number; caption: string } | undefined> {
  const [row] = await db.query<{ id: number; caption: string }>(
    `SELECT id, short_caption AS caption FROM institutions WHERE id = $1`,
    [id],
  );
  return row;
}

/** The files attached to a request, for one archive. */
export function listRefundFiles(db: Queryable, requestId: number): Promise<ArchiveFile[]> {
  return db.query<ArchiveFile>(
    `SELECT f.original_name AS "originalName", f.storage_key AS "storageKey"
       FROM refund_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = $1 ORDER BY f.original_name, f.id`,
    [requestId],
  );
}
