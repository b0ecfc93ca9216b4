/**
 * Tour contracts (migration 0036, workflows.md sections 3, 4, 7): a service contract with is_tour on
 * an operator's tour (tour_services) for its members. What is written here besides the service
 * contract itself (server/repositories/service-contracts.ts): the tour and the places it holds, its
 * members, the check-in, the feedback's questions. The places are taken and given back by
 * server/repositories/tour-services.ts in the same transaction.
 */
import type { Queryable } from '../db/db.ts';
import { parameters } from './paging.ts';
import { scopeCondition, type ContractScope } from './sql-parts.ts';

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

/** A person a tour contract may be for: the holder, a child, a ward. */
export interface TourMember {
  personId: number;
  fio: string;
  birthDate: string | null;
  /** 'self' for the holder; 'child' or 'ward' for a relative. */
  relation: string;
}

/** The holder and the children and wards they represent, the holder first (GET available-members). */
export async function listAvailableMembers(db: Queryable, personId: number): Promise<TourMember[]> {
  const rows = await db.query<TourMember & { ord: number }>(
    `SELECT p.id AS "personId", ${fio('p')} AS fio, to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", 'self' AS relation, 0 AS ord
       FROM persons p WHERE p.id = $1
     UNION ALL
     SELECT p.id, ${fio('p')}, to_char(p.birth_date, 'YYYY-MM-DD'), r.kind, 1
       FROM person_relations r JOIN persons p ON p.id = r.relative_id WHERE r.person_id = $1
     ORDER BY ord, "birthDate", "personId"`,
    [personId],
  );
  return rows.map(({ ord: _ord, ...row }) => row);
}

/** The members of a contract, the holder first (GET members). */
export function listContractMembers(db: Queryable, contractId: number): Promise<TourMember[]> {
  return db.query<TourMember>(
    `SELECT p.id AS "personId", ${fio('p')} AS fio, to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate",
            CASE WHEN p.id = c.person_id THEN 'self' ELSE coalesce(r.kind, 'child') END AS relation
       FROM tour_contract_members m JOIN service_contracts c ON c.id = m.contract_id JOIN persons p ON p.id = m.person_id
       LEFT JOIN person_relations r ON r.person_id = c.person_id AND r.relative_id = p.id
      WHERE m.contract_id = $1
      ORDER BY (p.id = c.person_id) DESC, p.birth_date, p.id`,
    [contractId],
  );
}

/** Writes the tour of a new contract, the places it holds and its members. */
export async function attachTour(
  tx: Queryable,
  contractId: number,
  tourServiceId: number,
  memberIds: readonly number[],
) {
  await tx.query(`UPDATE service_contracts SET tour_service_id = $2, places = $3, is_tour = true WHERE id = $1`, [
    contractId,
    tourServiceId,
    memberIds.length,
  ]);
  await replaceMembers(tx, contractId, memberIds);
}

/** Replaces the members of a contract (their count is the places it holds: the caller moves them). */
export async function replaceMembers(tx: Queryable, contractId: number, memberIds: readonly number[]) {
  await tx.query('DELETE FROM tour_contract_members WHERE contract_id = $1', [contractId]);
  await tx.query(`INSERT INTO tour_contract_members (contract_id, person_id) SELECT $1, unnest($2::int[])`, [
    contractId,
    memberIds,
  ]);
}

/** Writes a contract's members and the places they hold (the version is the transition helper's, which wrote the action). */
export async function setTourContractMembers(tx: Queryable, contractId: number, memberIds: readonly number[]) {
  await tx.query(`UPDATE service_contracts SET places = $2 WHERE id = $1`, [contractId, memberIds.length]);
  await replaceMembers(tx, contractId, memberIds);
}

/** What a tour contract holds of its tour. */
export interface TourHold {
  contractId: number;
  personId: number;
  institutionId: number;
  status: number;
  version: number;
  tourServiceId: number;
  places: number;
}

/** The tour a contract holds places on, locked with the contract when `forUpdate`; undefined when it has none. */
export async function findTourHold(
  db: Queryable,
  scope: ContractScope,
  personId: number,
  contractId: number,
  forUpdate = false,
): Promise<TourHold | undefined> {
  const { values, p } = parameters();
  const [row] = await db.query<TourHold>(
    `SELECT c.id AS "contractId", c.person_id AS "personId", c.institution_id AS "institutionId", c.status, c.version,
            c.tour_service_id AS "tourServiceId", c.places
       FROM service_contracts c
      WHERE ${scopeCondition(scope, p)} AND c.person_id = ${p(personId)} AND c.id = ${p(contractId)} AND c.tour_service_id IS NOT NULL
      ${forUpdate ? 'FOR UPDATE OF c' : ''}`,
    values,
  );
  return row;
}

/** The number of a live contract (not rejected or terminated) of this holder on this tour, if any. */
export async function findLiveContractOnTour(
  db: Queryable,
  personId: number,
  tourServiceId: number,
  liveStatuses: readonly number[],
): Promise<string | undefined> {
  const [row] = await db.query<{ number: string }>(
    `SELECT number FROM service_contracts WHERE person_id = $1 AND tour_service_id = $2 AND status = ANY($3::int[]) LIMIT 1`,
    [personId, tourServiceId, liveStatuses],
  );
  return row?.number;
}

/** A tour contract in a list of a period (GET /tour-contract/{dateFrom}/{dateTo}). */
export interface TourContractListRow {
  id: number;
  personId: number;
  number: string;
  date: string;
  status: number;
  version: number;
  personFio: string;
  snils: string | null;
  serviceProviderId: number;
  serviceProvider: string;
  serviceId: number | null;
  serviceName: string;
  dateFrom: string;
  dateTo: string;
  places: number | null;
  checkedInAt: string | null;
}

/**
 * The scope's tour contracts whose tour days overlap the period, soonest first. A contract on a
 * tour of the register (before tours had places) is listed by its own dates and services.
 */
export function listTourContracts(
  db: Queryable,
  scope: ContractScope,
  period: { dateFrom: string; dateTo: string; status?: number },
): Promise<TourContractListRow[]> {
  const { values, p } = parameters();
  const where = [
    scopeCondition(scope, p),
    'c.is_tour',
    `c.date_from <= ${p(period.dateTo)}::date`,
    `c.date_to >= ${p(period.dateFrom)}::date`,
  ];
  if (period.status !== undefined) where.push(`c.status = ${p(period.status)}`);
  return db.query<TourContractListRow>(
    `SELECT c.id, c.person_id AS "personId", c.number, to_char(c.contract_date, 'YYYY-MM-DD') AS date, c.status, c.version,
            ${fio('p')} AS "personFio", p.snils, c.institution_id AS "serviceProviderId", i.short_caption AS "serviceProvider",
            c.tour_service_id AS "serviceId",
            coalesce(t.name, (SELECT string_agg(s.caption, '; ' ORDER BY s.caption) FROM service_contract_services l
                                JOIN services s ON s.id = l.service_id WHERE l.contract_id = c.id), '') AS "serviceName",
            to_char(c.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(c.date_to, 'YYYY-MM-DD') AS "dateTo", c.places,
            to_char(k.checked_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "checkedInAt"
       FROM service_contracts c JOIN persons p ON p.id = c.person_id JOIN institutions i ON i.id = c.institution_id
       LEFT JOIN tour_services t ON t.id = c.tour_service_id
       LEFT JOIN tour_check_ins k ON k.contract_id = c.id
      WHERE ${where.join(' AND ')}
      ORDER BY c.date_from, c.id`,
    values,
  );
}

/** A question of the tour feedback: answered on a scale of 1 to 5, or yes (1) / no (0). */
export interface TourQuestion {
  id: number;
  caption: string;
  kind: 'scale' | 'yesno';
}

export function listTourQuestions(db: Queryable): Promise<TourQuestion[]> {
  return db.query<TourQuestion>(
    'SELECT id, caption, answer_kind AS kind FROM tour_feedback_questions ORDER BY sort_order, id',
  );
}

/** A tourist's answer to a question of the tour feedback. */
export interface TourAnswer {
  questionId: number;
  answer: number;
}

/** Writes the answers of a contract's tourist (once: a second set is refused by the key). */
export async function insertTourAnswers(tx: Queryable, contractId: number, answers: readonly TourAnswer[]) {
  if (answers.length === 0) return;
  await tx.query(
    `INSERT INTO tour_feedback_answers (contract_id, question_id, answer)
     SELECT $1, q, a FROM unnest($2::int[], $3::int[]) AS t(q, a)`,
    [contractId, answers.map((a) => a.questionId), answers.map((a) => a.answer)],
  );
}

/** The answers given on a contract, in the questions' order, with their captions. */
export function listTourAnswers(
  db: Queryable,
  contractId: number,
): Promise<Array<TourAnswer & { caption: string; kind: TourQuestion['kind'] }>> {
  return db.query(
    `SELECT q.id AS "questionId", q.caption, q.answer_kind AS kind, a.answer
       FROM tour_feedback_answers a JOIN tour_feedback_questions q ON q.id = a.question_id
      WHERE a.contract_id = $1 ORDER BY q.sort_order, q.id`,
    [contractId],
  );
}

/** The person with this SNILS (the operator's contract for a tourist): id and name. */
export async function findPersonBySnils(
  db: Queryable,
  snils: string,
): Promise<{ id: number; fio: string } | undefined> {
  const [row] = await db.query<{ id: number; fio: string }>(
    `SELECT p.id, ${fio('p')} AS fio FROM persons p WHERE p.snils = $1 LIMIT 1`,
    [snils],
  );
  return row;
}

/** A tour service with its operator, locked for a contract's take of places when `forUpdate`. */
export interface TourForContract {
  id: number;
  institutionId: number;
  institution: string;
  name: string;
  dateFrom: string;
  dateTo: string;
  placesLeft: number;
  price: number | null;
  doNotShowOnPortalFrom: string | null;
  includedOn: string | null;
}

export async function findTourForContract(db: Queryable, tourServiceId: number): Promise<TourForContract | undefined> {
  const [row] = await db.query<TourForContract>(
    `SELECT t.id, t.institution_id AS "institutionId", i.short_caption AS institution, t.name,
            to_char(t.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(t.date_to, 'YYYY-MM-DD') AS "dateTo",
            t.places_total - t.places_taken AS "placesLeft", t.price::float AS price,
            to_char(t.do_not_show_on_portal_from, 'YYYY-MM-DD') AS "doNotShowOnPortalFrom",
            to_char(i.date_included, 'YYYY-MM-DD') AS "includedOn"
       FROM tour_services t JOIN institutions i ON i.id = t.institution_id WHERE t.id = $1`,
    [tourServiceId],
  );
  return row;
}

/** The institution's inclusion date in the tourism register: null when never included, undefined when there is no such tour operator. */
export async function findInstitutionIncludedOn(
  db: Queryable,
  institutionId: number,
): Promise<string | null | undefined> {
  const [row] = await db.query<{ includedOn: string | null }>(
    `SELECT to_char(date_included, 'YYYY-MM-DD') AS "includedOn" FROM institutions WHERE id = $1 AND source_type = 2`,
    [institutionId],
  );
  return row ? row.includedOn : undefined;
}
