/**
 * Catalogue contracts (workflows.md sections 2, 7): a citizen's applications for catalogue services,
 * the provider's list of its institution's applications, one application, and the writes of the
 * creation and of an action (their history rows: server/repositories/workflow-history.ts). Which
 * actions are allowed is not decided here:
 * common/contracts/catalog-contract-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern, scopeCondition, type ContractScope } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import type { InstitutionService } from './institution-services.ts';

export interface CatalogContractFilter {
  search?: string;
  status?: number;
  page: number;
  pageSize: number;
}

export interface CatalogContractRow {
  id: number;
  personId: number;
  number: string;
  status: number;
  createdAt: string;
  personFio: string;
  targetPersonId: number | null;
  targetFio: string | null;
  institutionId: number;
  serviceProvider: string;
  serviceId: number;
  serviceName: string;
  desiredDateFrom: string;
  version: number;
}

export interface CatalogContractCardRow extends CatalogContractRow {
  phone: string;
  comment: string | null;
  rejectReason: string | null;
  paidAt: string | null;
  rateType: InstitutionService['rateType'];
  rateUnit: InstitutionService['rateUnit'];
  price: number | null;
  targetBirthDate: string | null;
  /** The provider's phone and e-mail as stored: the card formats them (formatPhone). */
  providerPhone: string | null;
  providerEmail: string | null;
}

/** A service one may apply for: in a catalogue group (not a subsidy contest) of a provider of social services. */
export interface ApplicableService {
  id: number;
  institutionId: number;
  caption: string;
}

/** Someone the applicant may apply for: themself, a child, a ward. */
export interface Recipient {
  personId: number;
  fio: string;
  birthDate: string;
  relation: 'self' | 'child' | 'ward';
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const COLUMNS = `c.id, c.person_id AS "personId", c.number, c.status, ${utc('c.created_at')} AS "createdAt",
       ${fio('p')} AS "personFio", c.target_person_id AS "targetPersonId", CASE WHEN t.id IS NULL THEN NULL ELSE ${fio('t')} END AS "targetFio",
       c.institution_id AS "institutionId", i.short_caption AS "serviceProvider", c.service_id AS "serviceId", s.caption AS "serviceName",
       to_char(c.desired_date_from, 'YYYY-MM-DD') AS "desiredDateFrom", c.version`;

const FROM = `catalog_contracts c JOIN persons p ON p.id = c.person_id JOIN institutions i ON i.id = c.institution_id
  JOIN services s ON s.id = c.service_id LEFT JOIN persons t ON t.id = c.target_person_id`;

/** A page of the scope's applications, newest first, with the total. */
export async function listCatalogContracts(
  db: Queryable,
  scope: ContractScope,
  filter: CatalogContractFilter,
): Promise<Page<CatalogContractRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { status: filter.status, search: filter.search?.trim().toLowerCase() },
    {
      status: (status) => `c.status = ${p(status)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(c.number) LIKE ${n} OR lower(${fio('p')}) LIKE ${n} OR lower(coalesce(${fio('t')}, '')) LIKE ${n} OR lower(s.caption) LIKE ${n} OR lower(i.short_caption) LIKE ${n})`;
      },
    },
    [scopeCondition(scope, p)],
  );
  return filteredPage<CatalogContractRow>(
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

/** One application of the scope by its applicant and id; `forUpdate` locks it for an action. Undefined when absent or not the caller's. */
export async function findCatalogContract(
  db: Queryable,
  scope: ContractScope,
  personId: number,
  id: number,
  forUpdate = false,
): Promise<CatalogContractCardRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<CatalogContractCardRow>(
    `SELECT ${COLUMNS}, c.phone, c.comment, c.reject_reason AS "rejectReason", ${utc('c.paid_at')} AS "paidAt",
            s.rate_type AS "rateType", s.rate_unit AS "rateUnit", s.price::float AS price,
            to_char(t.birth_date, 'YYYY-MM-DD') AS "targetBirthDate",
            i.phone AS "providerPhone", i.email AS "providerEmail"
       FROM ${FROM}
      WHERE ${scopeCondition(scope, p)} AND c.person_id = ${p(personId)} AND c.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/** The service of this provider one may apply for; undefined when it is not in the catalogue. */
export async function findApplicableService(
  db: Queryable,
  institutionId: number,
  serviceId: number,
): Promise<ApplicableService | undefined> {
  const [row] = await db.query<ApplicableService>(
    `SELECT s.id, s.institution_id AS "institutionId", s.caption FROM services s JOIN institutions i ON i.id = s.institution_id
      WHERE s.id = $1 AND s.institution_id = $2 AND NOT s.is_tourism AND i.source_type = 1 AND s.catalog_group BETWEEN 1 AND 8`,
    [serviceId, institutionId],
  );
  return row;
}

/** The applicant and their children and wards, the applicant first. */
export async function listRecipients(db: Queryable, personId: number): Promise<Recipient[]> {
  const rows = await db.query<Recipient & { ord: number }>(
    `SELECT p.id AS "personId", ${fio('p')} AS fio, to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", 'self' AS relation, 0 AS ord
       FROM persons p WHERE p.id = $1
     UNION ALL
     SELECT p.id, ${fio('p')}, to_char(p.birth_date, 'YYYY-MM-DD'), r.kind, 1
       FROM person_relations r JOIN persons p ON p.id = r.relative_id WHERE r.person_id = $1
     ORDER BY ord, "birthDate"`,
    [personId],
  );
  return rows.map(({ ord: _ord, ...row }) => row);
}

/** The applicant's phone as the portal knows it (prefilled in the form). */
export async function findPersonPhone(db: Queryable, personId: number): Promise<string | null> {
  const [row] = await db.query<{ phone: string | null }>('SELECT phone FROM persons WHERE id = $1', [personId]);
  return row?.phone ?? null;
}

/** The number of the applicant's open application (new or accepted) for this service and recipient, if any. */
export async function findOpenApplication(
  db: Queryable,
  personId: number,
  serviceId: number,
  targetPersonId: number | null,
): Promise<string | undefined> {
  const [row] = await db.query<{ number: string }>(
    `SELECT number FROM catalog_contracts
      WHERE person_id = $1 AND service_id = $2 AND coalesce(target_person_id, 0) = coalesce($3::int, 0) AND status IN (1, 2)`,
    [personId, serviceId, targetPersonId],
  );
  return row?.number;
}

export interface NewCatalogContract {
  /** 'ЗК-2026/000001' from assignDocumentNumber (document-numbers.ts). */
  number: string;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  serviceId: number;
  desiredDateFrom: string;
  phone: string;
  comment: string | null;
}

/** Stores a new application (status New) with the number taken in the same transaction; its id, number and version. */
export async function insertCatalogContract(
  tx: Queryable,
  c: NewCatalogContract,
): Promise<{ id: number; number: string; version: number }> {
  const [row] = await tx.query<{ id: number; number: string; version: number }>(
    `INSERT INTO catalog_contracts (number, person_id, target_person_id, institution_id, service_id, desired_date_from, phone, comment)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8)
     RETURNING id, number, version`,
    [c.number, c.personId, c.targetPersonId, c.institutionId, c.serviceId, c.desiredDateFrom, c.phone, c.comment],
  );
  return row;
}

/** Writes an action's status if the application is still at `version`; false when someone changed it meanwhile. */
export async function updateCatalogContractStatus(
  db: Queryable,
  id: number,
  version: number,
  change: { status: number; rejectReason?: string; paid?: boolean },
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE catalog_contracts
        SET status = $3, reject_reason = coalesce($4, reject_reason), paid_at = CASE WHEN $5 THEN now() ELSE paid_at END, version = version + 1
      WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, change.status, change.rejectReason ?? null, change.paid ?? false],
  );
  return rows.length === 1;
}
