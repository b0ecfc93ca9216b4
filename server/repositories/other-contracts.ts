/**
 * The citizens' «other» contracts (/user/contracts, workflows.md section 4): the list of a scope
 * (a citizen's own, an institution's, all), one contract, its status history and its documents.
 */
import { likePattern } from './sql-parts.ts';
import type { Queryable } from '../db/db.ts';
import type { ContractScope } from './service-contracts.ts';

export interface OtherContractListFilter {
  search?: string;
  /** Only these statuses (the active/closed filter). */
  statuses?: readonly number[];
  page: number;
  pageSize: number;
}

export interface OtherContractListRow {
  id: number;
  number: string;
  date: string;
  kind: string;
  subject: string;
  status: number;
  personId: number;
  personFio: string;
  targetFio: string | null;
  institutionId: number;
  institution: string;
  dateFrom: string;
  dateTo: string | null;
}

export interface OtherContractRow extends OtherContractListRow {
  snils: string | null;
  personContact: string | null;
  targetBirthDate: string | null;
  institutionFull: string;
  institutionAddress: string | null;
  institutionContact: string | null;
  amount: string | null;
}

export interface OtherContractHistoryRow {
  fromStatus: number | null;
  toStatus: number;
  at: string;
  who: string;
  note: string | null;
}

export interface OtherContractDocumentRow {
  fileId: string;
  caption: string;
  fileName: string;
  size: number;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

/** The WHERE of a scope over `c`; the citizen sees contracts they concluded and those about them. */
function scopeSql(scope: ContractScope): { sql: string; params: unknown[] } {
  if (scope.kind === 'person')
    return { sql: '(c.person_id = $1 OR c.target_person_id = $1)', params: [scope.personId] };
  if (scope.kind === 'institution') return { sql: 'c.institution_id = $1', params: [scope.institutionId] };
  return { sql: 'true', params: [] };
}

const LIST_COLUMNS = `c.id, c.number, to_char(c.contract_date, 'YYYY-MM-DD') AS date, c.kind, c.subject, c.status,
       c.person_id AS "personId", ${fio('p')} AS "personFio", CASE WHEN t.id IS NULL THEN NULL ELSE ${fio('t')} END AS "targetFio",
       c.institution_id AS "institutionId", i.short_caption AS institution,
       to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo"`;

const FROM = `other_contracts c JOIN persons p ON p.id = c.person_id JOIN institutions i ON i.id = c.institution_id
  LEFT JOIN persons t ON t.id = c.target_person_id`;

/** A page of the scope's contracts, newest first, with the total for paging. */
export async function listOtherContracts(
  db: Queryable,
  scope: ContractScope,
  filter: OtherContractListFilter,
): Promise<{ items: OtherContractListRow[]; total: number }> {
  const { sql, params } = scopeSql(scope);
  const where = [sql];
  const args = [...params];
  if (filter.statuses) {
    args.push([...filter.statuses]);
    where.push(`c.status = ANY($${args.length}::int[])`);
  }
  const search = filter.search?.trim();
  if (search) {
    args.push(likePattern(search.toLowerCase(), 'contains'));
    const n = args.length;
    where.push(`(lower(c.number) LIKE $${n} OR lower(c.kind) LIKE $${n} OR lower(c.subject) LIKE $${n} OR lower(i.short_caption) LIKE $${n}
      OR lower(${fio('p')}) LIKE $${n} OR lower(coalesce(${fio('t')}, '')) LIKE $${n})`);
  }
  const whereSql = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${FROM} WHERE ${whereSql}`,
    args,
  );
  const items = await db.query<OtherContractListRow>(
    `SELECT ${LIST_COLUMNS} FROM ${FROM} WHERE ${whereSql}
      ORDER BY c.contract_date DESC, c.id DESC LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
    [...args, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { items, total };
}

/** One contract of the scope; undefined when it is not there or not the caller's. */
export async function findOtherContract(
  db: Queryable,
  scope: ContractScope,
  id: number,
): Promise<OtherContractRow | undefined> {
  const { sql, params } = scopeSql(scope);
  const [row] = await db.query<OtherContractRow>(
    `SELECT ${LIST_COLUMNS}, p.snils, nullif(concat_ws(', ', p.phone, p.email), '') AS "personContact",
            to_char(t.birth_date, 'YYYY-MM-DD') AS "targetBirthDate", i.caption AS "institutionFull", i.address AS "institutionAddress",
            nullif(concat_ws(', ', i.phone, i.email), '') AS "institutionContact", c.amount::text AS amount
       FROM ${FROM}
      WHERE ${sql} AND c.id = $${params.length + 1}`,
    [...params, id],
  );
  return row;
}

/** Every status change of a contract, oldest first. */
export function listOtherContractHistory(db: Queryable, contractId: number): Promise<OtherContractHistoryRow[]> {
  return db.query<OtherContractHistoryRow>(
    `SELECT from_status AS "fromStatus", to_status AS "toStatus", to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
            changed_by AS who, note
       FROM other_contract_history WHERE contract_id = $1 ORDER BY changed_at, id`,
    [contractId],
  );
}

/** The documents of a contract with their files' names and sizes. */
export function listOtherContractDocuments(db: Queryable, contractId: number): Promise<OtherContractDocumentRow[]> {
  return db.query<OtherContractDocumentRow>(
    `SELECT f.id::text AS "fileId", d.caption, f.original_name AS "fileName", f.size_bytes::int AS size
       FROM other_contract_documents d JOIN files f ON f.id = d.file_id
      WHERE d.contract_id = $1 ORDER BY d.caption, f.original_name`,
    [contractId],
  );
}

/** A document's stored file when it belongs to this contract. */
export async function findOtherContractDocument(db: Queryable, contractId: number, fileId: string) {
  const [row] = await db.query<{ storageKey: string; originalName: string; contentType: string }>(
    `SELECT f.storage_key AS "storageKey", f.original_name AS "originalName", f.content_type AS "contentType"
       FROM other_contract_documents d JOIN files f ON f.id = d.file_id
      WHERE d.contract_id = $1 AND d.file_id = $2::uuid`,
    [contractId, fileId],
  );
  return row;
}
