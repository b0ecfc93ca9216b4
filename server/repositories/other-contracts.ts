/**
 * The citizens' «other» contracts (/user/contracts, workflows.md section 4): the list of a scope
 * (a citizen's own, an institution's, all), one contract, its status history and its documents.
 */
import { conditionsOf, filteredPage, likePattern, scopeCondition, type ContractScope } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';

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
  /** Phones and e-mails as stored: the card formats them (formatPhone). */
  personPhone: string | null;
  personEmail: string | null;
  targetBirthDate: string | null;
  institutionFull: string;
  institutionAddress: string | null;
  institutionPhone: string | null;
  institutionEmail: string | null;
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
): Promise<Page<OtherContractListRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { statuses: filter.statuses, search: filter.search?.trim().toLowerCase() },
    {
      statuses: (statuses) => `c.status = ANY(${p([...statuses])}::int[])`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(c.number) LIKE ${n} OR lower(c.kind) LIKE ${n} OR lower(c.subject) LIKE ${n} OR lower(i.short_caption) LIKE ${n}
      OR lower(${fio('p')}) LIKE ${n} OR lower(coalesce(${fio('t')}, '')) LIKE ${n})`;
      },
    },
    [scopeCondition(scope, p)],
  );
  return filteredPage<OtherContractListRow>(
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

/** One contract of the scope; undefined when it is not there or not the caller's. */
export async function findOtherContract(
  db: Queryable,
  scope: ContractScope,
  id: number,
): Promise<OtherContractRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<OtherContractRow>(
    `SELECT ${LIST_COLUMNS}, p.snils, p.phone AS "personPhone", p.email AS "personEmail",
            to_char(t.birth_date, 'YYYY-MM-DD') AS "targetBirthDate", i.caption AS "institutionFull", i.address AS "institutionAddress",
            i.phone AS "institutionPhone", i.email AS "institutionEmail", c.amount::text AS amount
       FROM ${FROM}
      WHERE ${scopeCondition(scope, p)} AND c.id = ${p(id)}`,
    values,
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
