/**
 * Service contracts (workflows.md sections 3, 4, 7): the lists of both sides, the card with its
 * services, and the writes of an action (the contract's new facts; its history row is
 * server/repositories/workflow-history.ts). Which actions are allowed is not decided here:
 * common/contracts/service-contract-machine.ts.
 */
import { conditionsOf, filteredPage, likePattern, scopeCondition, type ContractScope } from './sql-parts.ts';
import { parameters, type Page } from './paging.ts';
import type { Queryable } from '../db/db.ts';
import { institutionReferences } from './institutions.ts';
import { SERVICE_CONTRACT_IN_FORCE } from '../../common/contracts/service-contract-machine.ts';

export type { ContractScope };

export interface ContractListFilter {
  search?: string;
  status?: number;
  /** One contract only (the citizen's card finds its holder through the list). */
  id?: number;
  page: number;
  pageSize: number;
}

export interface ContractListRow {
  id: number;
  personId: number;
  number: string;
  date: string;
  status: number;
  personFio: string;
  targetFio: string | null;
  serviceProviderId: number;
  serviceProvider: string;
  serviceName: string;
  dateFrom: string;
  dateTo: string;
  version: number;
}

export interface ContractRow extends ContractListRow {
  snils: string | null;
  /** The recipient's phone and e-mail as stored: the card formats them (formatPhone). */
  personPhone: string | null;
  personEmail: string | null;
  targetPersonId: number | null;
  targetSnils: string | null;
  targetBirthDate: string | null;
  /** The provider's phone and e-mail as stored. */
  providerPhone: string | null;
  providerEmail: string | null;
  paymentKind: string;
  signedByPerson: boolean;
  signedByServiceProvider: boolean;
  actSignedByProvider: boolean;
  actSignedByPerson: boolean;
  rateByPerson: number | null;
  feedback: string | null;
  rejectReason: string | null;
  isTour: boolean;
  representativeInfo: string | null;
  /** The operator's tour a tour contract holds places on, and how many (its members); null otherwise. */
  tourServiceId: number | null;
  places: number | null;
  /** Services still in the contract (not removed); a tour contract's tour counts as one. */
  openServices: number;
}

export interface ContractServiceRow {
  serviceId: number;
  serviceName: string;
  rateUnit: string | null;
  price: string | null;
  quantity: string;
  rendered: string;
  removedAt: string | null;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

const LIST_COLUMNS = `c.id, c.person_id AS "personId", c.number, to_char(c.contract_date, 'YYYY-MM-DD') AS date, c.status,
       ${fio('p')} AS "personFio", CASE WHEN t.id IS NULL THEN NULL ELSE ${fio('t')} END AS "targetFio",
       c.institution_id AS "serviceProviderId", i.short_caption AS "serviceProvider",
       coalesce(tt.name, (SELECT string_agg(s.caption, '; ' ORDER BY s.caption) FROM service_contract_services l JOIN services s ON s.id = l.service_id
                  WHERE l.contract_id = c.id AND l.removed_at IS NULL), '') AS "serviceName",
       to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo", c.version`;

const FROM = `service_contracts c JOIN persons p ON p.id = c.person_id JOIN institutions i ON i.id = c.institution_id
  LEFT JOIN persons t ON t.id = c.target_person_id LEFT JOIN tour_services tt ON tt.id = c.tour_service_id`;

const CARD_COLUMNS = `${LIST_COLUMNS}, p.snils, p.phone AS "personPhone", p.email AS "personEmail",
       c.target_person_id AS "targetPersonId", t.snils AS "targetSnils", to_char(t.birth_date, 'YYYY-MM-DD') AS "targetBirthDate",
       i.phone AS "providerPhone", i.email AS "providerEmail", c.payment_kind AS "paymentKind",
       c.signed_by_person AS "signedByPerson", c.signed_by_service_provider AS "signedByServiceProvider",
       c.act_signed_by_provider AS "actSignedByProvider", c.act_signed_by_person AS "actSignedByPerson",
       c.rate_by_person AS "rateByPerson", c.feedback, c.reject_reason AS "rejectReason", c.is_tour AS "isTour",
       c.representative_info AS "representativeInfo", c.tour_service_id AS "tourServiceId", c.places,
       -- A tour contract's tour is its service.
       (c.tour_service_id IS NOT NULL)::int
         + (SELECT count(*)::int FROM service_contract_services l WHERE l.contract_id = c.id AND l.removed_at IS NULL) AS "openServices"`;

/** A page of the scope's contracts, newest first, with the total for paging. */
export async function listServiceContracts(
  db: Queryable,
  scope: ContractScope,
  filter: ContractListFilter,
): Promise<Page<ContractListRow>> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { status: filter.status, id: filter.id, search: filter.search?.trim().toLowerCase() },
    {
      status: (status) => `c.status = ${p(status)}`,
      id: (id) => `c.id = ${p(id)}`,
      search: (search) => {
        const n = p(likePattern(search, 'contains'));
        return `(lower(c.number) LIKE ${n} OR lower(${fio('p')}) LIKE ${n} OR lower(i.short_caption) LIKE ${n} OR lower(coalesce(${fio('t')}, '')) LIKE ${n}
      OR EXISTS (SELECT 1 FROM service_contract_services l JOIN services s ON s.id = l.service_id WHERE l.contract_id = c.id AND lower(s.caption) LIKE ${n}))`;
      },
    },
    [scopeCondition(scope, p)],
  );
  return filteredPage<ContractListRow>(
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

/** How many contracts of an institution are in force and for how many recipients (a representative's ward counts, not the representative). */
export interface ContractsInForce {
  contracts: number;
  recipients: number;
}

/** The institution's contracts in force: the provider's list shows it above the table, the register extract prints it. */
export async function countContractsInForce(db: Queryable, institutionId: number): Promise<ContractsInForce> {
  const [row] = await db.query<ContractsInForce>(
    `SELECT count(*)::int AS contracts, count(DISTINCT coalesce(c.target_person_id, c.person_id))::int AS recipients
       FROM service_contracts c WHERE c.institution_id = $1 AND c.status = ANY($2::int[])`,
    [institutionId, SERVICE_CONTRACT_IN_FORCE],
  );
  return row;
}

/**
 * One contract of the scope by its holder and id; `forUpdate` locks the row for an action (the
 * caller's transaction). Undefined when it is not there or not the caller's.
 */
export async function findServiceContract(
  db: Queryable,
  scope: ContractScope,
  personId: number,
  id: number,
  forUpdate = false,
): Promise<ContractRow | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<ContractRow>(
    `SELECT ${CARD_COLUMNS} FROM ${FROM}
      WHERE ${scopeCondition(scope, p)} AND c.person_id = ${p(personId)} AND c.id = ${p(id)}${forUpdate ? ' FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/**
 * One contract by its id alone, whoever holds it: for the report documents and the report jobs'
 * check of who may have them (they decide the caller's part themselves).
 */
export async function findServiceContractById(db: Queryable, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.query<ContractRow>(`SELECT ${CARD_COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id]);
  return row;
}

/** The services of a contract, the removed ones too (the card shows them struck out). */
export function listContractServices(db: Queryable, contractId: number): Promise<ContractServiceRow[]> {
  return db.query<ContractServiceRow>(
    `SELECT s.id AS "serviceId", s.caption AS "serviceName", s.rate_unit AS "rateUnit", s.price::text AS price,
            l.quantity::text AS quantity, l.rendered::text AS rendered, to_char(l.removed_at, 'YYYY-MM-DD"T"HH24:MI:SSOF') AS "removedAt"
       FROM service_contract_services l JOIN services s ON s.id = l.service_id
      WHERE l.contract_id = $1 ORDER BY l.removed_at NULLS FIRST, s.caption, s.id`,
    [contractId],
  );
}

/** What an action writes on the contract (besides the next version). */
export interface ContractChange {
  status: number;
  signedByPerson: boolean;
  signedByServiceProvider: boolean;
  actSignedByProvider: boolean;
  actSignedByPerson: boolean;
  rateByPerson: number | null;
  dateTo: string;
  feedback?: string;
  rejectReason?: string;
}

/** Writes an action's result if the contract is still at `version`; false when someone changed it meanwhile. */
export async function updateServiceContract(
  db: Queryable,
  id: number,
  version: number,
  change: ContractChange,
): Promise<boolean> {
  const rows = await db.query<{ id: number; institutionId: number }>(
    `UPDATE service_contracts
        SET status = $3, signed_by_person = $4, signed_by_service_provider = $5, act_signed_by_provider = $6, act_signed_by_person = $7,
            rate_by_person = $8, date_to = $9::date, feedback = coalesce($10, feedback), reject_reason = coalesce($11, reject_reason),
            version = version + 1
      WHERE id = $1 AND version = $2
      RETURNING id, institution_id AS "institutionId"`,
    [
      id,
      version,
      change.status,
      change.signedByPerson,
      change.signedByServiceProvider,
      change.actSignedByProvider,
      change.actSignedByPerson,
      change.rateByPerson,
      change.dateTo,
      change.feedback ?? null,
      change.rejectReason ?? null,
    ],
  );
  // A rating changes the provider's average in the registry (its lists, the rating tab and its card).
  if (rows[0] && change.rateByPerson !== null)
    await db.changed([institutionReferences.list, institutionReferences.card(rows[0].institutionId)]);
  return rows.length === 1;
}

/** Marks a service of the contract removed; false when it is not an open service of it. */
export async function removeContractService(db: Queryable, contractId: number, serviceId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE service_contract_services SET removed_at = now()
      WHERE contract_id = $1 AND service_id = $2 AND removed_at IS NULL RETURNING contract_id AS id`,
    [contractId, serviceId],
  );
  return rows.length === 1;
}

/** What a contract the portal creates is written with (a contract under a certificate). */
export interface NewServiceContract {
  number: string;
  contractDate: string;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  status: number;
  dateFrom: string;
  dateTo: string;
  paymentKind: 'contract' | 'ippsu' | 'certificate';
  services: ReadonlyArray<{ serviceId: number; quantity: number }>;
}

/** Writes a new contract with its services (its history row is the caller's); its id and version. */
export async function insertServiceContract(
  tx: Queryable,
  c: NewServiceContract,
): Promise<{ id: number; number: string; version: number }> {
  const [row] = await tx.query<{ id: number; number: string; version: number }>(
    `INSERT INTO service_contracts (number, contract_date, person_id, target_person_id, institution_id, status, date_from, date_to, payment_kind)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7::date, $8::date, $9) RETURNING id, number, version`,
    [
      c.number,
      c.contractDate,
      c.personId,
      c.targetPersonId,
      c.institutionId,
      c.status,
      c.dateFrom,
      c.dateTo,
      c.paymentKind,
    ],
  );
  if (c.services.length)
    await tx.query(
      `INSERT INTO service_contract_services (contract_id, service_id, quantity)
       SELECT $1, s, q FROM unnest($2::int[], $3::numeric[]) AS l(s, q)`,
      [row.id, c.services.map((s) => s.serviceId), c.services.map((s) => s.quantity)],
    );
  return row;
}
