/**
 * A citizen's requests (workflows.md sections 2, 4, 7): the list of a scope (the applicant's own, an
 * institution's), one request with its services and documents, the services an institution offers
 * under a parent type, and the writes of a filing and of an action (their history rows:
 * server/repositories/workflow-history.ts). Which actions are allowed is not decided here:
 * common/requests/request-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern, scopeCondition, type ContractScope } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import type { ArchiveFile } from './files.ts';
import type { RequestKind } from '../../common/requests/request-machine.ts';

export interface RequestFilter {
  search?: string;
  status?: number;
  kind?: RequestKind;
  /** Only what is of this person (as the applicant or the recipient). */
  personId?: number;
  page: number;
  pageSize: number;
}

export interface RequestRow {
  id: number;
  personId: number;
  number: string;
  kind: RequestKind;
  certTypeId: number | null;
  status: number;
  deliveryStatus: number;
  submittedOn: string;
  createdAt: string;
  personFio: string;
  targetPersonId: number | null;
  targetFio: string | null;
  institutionId: number;
  institution: string;
  /** The services asked for, by caption, in the order they were chosen. */
  services: string[];
  decisionType: number | null;
  decisionOn: string | null;
  decisionNumber: string | null;
  version: number;
}

export interface RequestFile {
  id: string;
  name: string;
  sizeBytes: number;
}

export interface RequestCardRow extends RequestRow {
  phone: string | null;
  comment: string | null;
  decisionReason: string | null;
  targetBirthDate: string | null;
  /** The institution's phone and e-mail as stored: the card formats them. */
  institutionPhone: string | null;
  institutionEmail: string | null;
  files: RequestFile[];
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const SERVICES = `coalesce((SELECT array_agg(s.caption ORDER BY s.caption) FROM person_request_services rs
  JOIN services s ON s.id = rs.service_id WHERE rs.request_id = c.id), '{}')`;

const COLUMNS = `c.id, c.person_id AS "personId", c.number, c.kind, c.cert_type_id AS "certTypeId", c.status,
       c.delivery_status AS "deliveryStatus", ${day('c.submitted_on')} AS "submittedOn", ${utc('c.created_at')} AS "createdAt",
       ${fio('p')} AS "personFio", c.target_person_id AS "targetPersonId",
       CASE WHEN t.id IS NULL THEN NULL ELSE ${fio('t')} END AS "targetFio",
       c.institution_id AS "institutionId", i.short_caption AS institution, ${SERVICES} AS services,
       c.decision_type AS "decisionType", ${day('c.decision_on')} AS "decisionOn", c.decision_number AS "decisionNumber", c.version`;

const FROM = `person_requests c JOIN persons p ON p.id = c.person_id JOIN institutions i ON i.id = c.institution_id
  LEFT JOIN persons t ON t.id = c.target_person_id`;

/** A page of the scope's requests, newest first, with the total. */
export async function listRequests(
  db: Queryable,
  scope: ContractScope,
  filter: RequestFilter,
): Promise<Page<RequestRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    {
      status: filter.status,
      kind: filter.kind,
      personId: filter.personId,
      search: filter.search?.trim().toLowerCase(),
    },
    {
      status: (status) => `c.status = ${p(status)}`,
      personId: (personId) => `(c.person_id = ${p(personId)} OR c.target_person_id = ${p(personId)})`,
      kind: (kind) => `c.kind = ${p(kind)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(c.number) LIKE ${n} OR lower(${fio('p')}) LIKE ${n} OR lower(coalesce(${fio('t')}, '')) LIKE ${n}
          OR lower(i.short_caption) LIKE ${n} OR EXISTS (SELECT 1 FROM person_request_services rs JOIN services s ON s.id = rs.service_id
          WHERE rs.request_id = c.id AND lower(s.caption) LIKE ${n}))`;
      },
    },
    [scopeCondition(scope, p)],
  );
  return filteredPage<RequestRow>(
    db,
    { values, p },
    {
      columns: COLUMNS,
      from: FROM,
      where,
      orderBy: 'c.submitted_on DESC, c.id DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
}

/** One request of the scope by id; `forUpdate` locks it for an action. Undefined when absent or not the caller's. */
export async function findRequest(
  db: Queryable,
  scope: ContractScope,
  id: number,
  forUpdate = false,
): Promise<RequestCardRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<RequestCardRow>(
    `SELECT ${COLUMNS}, c.phone, c.comment, c.decision_reason AS "decisionReason",
            ${day('t.birth_date')} AS "targetBirthDate", i.phone AS "institutionPhone", i.email AS "institutionEmail",
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes)
                        ORDER BY f.original_name)
                        FROM person_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = c.id), '[]'::json) AS files
       FROM ${FROM}
      WHERE ${scopeCondition(scope, p)} AND c.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/** The submission dates, kinds and decision dates of the scope's requests among `ids` (the term's percentage). */
export function findRequestTerms(
  db: Queryable,
  scope: ContractScope,
  ids: readonly number[],
): Promise<{ id: number; kind: RequestKind; submittedOn: string; decisionOn: string | null }[]> {
  const { values, p } = parameters();
  return db.query(
    `SELECT c.id, c.kind, ${day('c.submitted_on')} AS "submittedOn", ${day('c.decision_on')} AS "decisionOn"
       FROM person_requests c WHERE ${scopeCondition(scope, p)} AND c.id = ANY(${p(ids)}::int[]) ORDER BY c.id`,
    values,
  );
}

/** An institution one may file a request with: a provider of social services (not tourism). */
export interface RequestInstitution {
  id: number;
  caption: string;
  isActiveLongevityProgram: boolean;
}

export async function findRequestInstitution(db: Queryable, id: number): Promise<RequestInstitution | undefined> {
  const [row] = await db.query<RequestInstitution>(
    `SELECT id, short_caption AS caption, is_active_longevity_program AS "isActiveLongevityProgram"
       FROM institutions WHERE id = $1 AND source_type = 1`,
    [id],
  );
  return row;
}

/** A service of an institution a request may ask for. */
export interface RequestService {
  id: number;
  caption: string;
  serviceTypeCode: number | null;
}

/** The institution's services with a type among `typeCodes` (every non-tourism service when null), by caption. */
export function listInstitutionServices(
  db: Queryable,
  institutionId: number,
  typeCodes: readonly number[] | null,
): Promise<RequestService[]> {
  return db.query<RequestService>(
    `SELECT id, caption, service_type_code AS "serviceTypeCode" FROM services
      WHERE institution_id = $1 AND NOT is_tourism AND ($2::int[] IS NULL OR service_type_code = ANY($2::int[]))
      ORDER BY caption, id`,
    [institutionId, typeCodes],
  );
}

/** The institutions in the programme with their services of the programme's types. */
export function listProgrammeInstitutions(
  db: Queryable,
  typeCodes: readonly number[],
): Promise<
  { id: number; caption: string; address: string | null; phone: string | null; services: RequestService[] }[]
> {
  return db.query(
    `SELECT i.id, i.short_caption AS caption, i.address, i.phone,
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'caption', s.caption, 'serviceTypeCode', s.service_type_code)
                        ORDER BY s.caption)
                        FROM services s WHERE s.institution_id = i.id AND s.service_type_code = ANY($1::int[])), '[]'::json) AS services
       FROM institutions i WHERE i.is_active_longevity_program AND i.source_type = 1 ORDER BY i.short_caption`,
    [typeCodes],
  );
}

/** The number of the person's open request (not decided yet) of this kind to this institution for this recipient asking for one of `serviceIds`. */
export async function findOpenRequest(
  db: Queryable,
  r: {
    personId: number;
    targetPersonId: number | null;
    institutionId: number;
    kind: string;
    certTypeId: number | null;
  },
  serviceIds: readonly number[] | null,
): Promise<string | undefined> {
  const [row] = await db.query<{ number: string }>(
    `SELECT number FROM person_requests c
      WHERE person_id = $1 AND coalesce(target_person_id, 0) = coalesce($2::int, 0) AND institution_id = $3
        AND kind = $4 AND coalesce(cert_type_id, 0) = coalesce($5::int, 0) AND status IN (1, 2, 3)
        AND ($6::int[] IS NULL OR EXISTS (SELECT 1 FROM person_request_services rs WHERE rs.request_id = c.id AND rs.service_id = ANY($6::int[])))
      ORDER BY id LIMIT 1`,
    [r.personId, r.targetPersonId, r.institutionId, r.kind, r.certTypeId, serviceIds],
  );
  return row?.number;
}

/** The services the recipient already asked this institution for in open requests of a kind. */
export async function listOpenRequestServiceIds(
  db: Queryable,
  r: { personId: number; targetPersonId: number | null; institutionId: number; kind: string },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT DISTINCT rs.service_id AS id FROM person_requests c JOIN person_request_services rs ON rs.request_id = c.id
      WHERE c.person_id = $1 AND coalesce(c.target_person_id, 0) = coalesce($2::int, 0) AND c.institution_id = $3
        AND c.kind = $4 AND c.status IN (1, 2, 3)`,
    [r.personId, r.targetPersonId, r.institutionId, r.kind],
  );
  return rows.map((row) => row.id);
}

export interface NewRequest {
  number: string;
  submittedOn: string;
  kind: RequestKind;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  certTypeId: number | null;
  serviceIds: readonly number[];
  fileIds: readonly string[];
  phone: string;
  comment: string | null;
}

/** Stores a filed request (status Received, on its way to the institution) with its services and documents. */
export async function insertRequest(
  tx: Queryable,
  r: NewRequest,
): Promise<{ id: number; number: string; version: number }> {
  const [row] = await tx.query<{ id: number; number: string; version: number }>(
    `INSERT INTO person_requests (number, submitted_on, person_id, target_person_id, institution_id, service_id, kind,
                                  cert_type_id, status, delivery_status, phone, comment)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, 1, 3, $9, $10)
     RETURNING id, number, version`,
    [
      r.number,
      r.submittedOn,
      r.personId,
      r.targetPersonId,
      r.institutionId,
      r.serviceIds[0] ?? null,
      r.kind,
      r.certTypeId,
      r.phone,
      r.comment,
    ],
  );
  if (r.serviceIds.length)
    await tx.query(
      'INSERT INTO person_request_services (request_id, service_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [row.id, r.serviceIds],
    );
  if (r.fileIds.length)
    await tx.query('INSERT INTO person_request_files (request_id, file_id) SELECT $1, unnest($2::uuid[])', [
      row.id,
      r.fileIds,
    ]);
  return row;
}

export interface RequestChange {
  status: number;
  deliveryStatus: number;
  /** A decision made by the action: its type, number, day and reason. */
  decision?: { type: number; number: string | null; on: string; reason: string | null };
}

/** Writes an action's result if the request is still at `version`; false when someone changed it meanwhile. */
export async function updateRequest(
  tx: Queryable,
  id: number,
  version: number,
  change: RequestChange,
): Promise<boolean> {
  const d = change.decision;
  const rows = await tx.query(
    `UPDATE person_requests
        SET status = $3, delivery_status = $4, version = version + 1,
            decision_type = CASE WHEN $5::boolean THEN $6::int ELSE decision_type END,
            decision_number = CASE WHEN $5::boolean THEN $7::text ELSE decision_number END,
            decision_on = CASE WHEN $5::boolean THEN $8::date ELSE decision_on END,
            decision_reason = CASE WHEN $5::boolean THEN $9::text ELSE decision_reason END
      WHERE id = $1 AND version = $2
      RETURNING id`,
    [
      id,
      version,
      change.status,
      change.deliveryStatus,
      Boolean(d),
      d?.type ?? null,
      d?.number ?? null,
      d?.on ?? null,
      d?.reason ?? null,
    ],
  );
  return rows.length === 1;
}

/** The documents attached to a request, as an archive lists them. */
export function listRequestDocumentFiles(db: Queryable, requestId: number): Promise<ArchiveFile[]> {
  return db.query<ArchiveFile>(
    `SELECT f.original_name AS "originalName", f.storage_key AS "storageKey"
       FROM person_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = $1 ORDER BY f.original_name, f.id`,
    [requestId],
  );
}

/** Institutions a request may be filed with whose name contains `search` (all when empty), by name, at most `limit`. */
export async function searchRequestInstitutions(
  db: Queryable,
  search: string,
  limit: number,
): Promise<{ id: number; caption: string; address: string }[]> {
  return db.query(
    `SELECT i.id, i.short_caption AS caption, i.address FROM institutions i
      WHERE i.source_type = 1 AND ($1 = '' OR lower(i.short_caption) LIKE $2 OR lower(i.caption) LIKE $2)
        AND EXISTS (SELECT 1 FROM services s WHERE s.institution_id = i.id AND NOT s.is_tourism)
      ORDER BY i.short_caption, i.id LIMIT $3`,
    [search, likePattern(search.toLowerCase(), 'contains'), limit],
  );
}
