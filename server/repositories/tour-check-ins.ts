/**
 * The operator's check-in of a tour contract's tourists (migration 0036, tour_check_ins): once per
 * contract, with the digest of the QR code that was scanned (null when checked in from the list).
 * The primary key and the digest's UNIQUE make the database refuse a second check-in, also when two
 * scans arrive at once.
 */
import type { Queryable } from '../db/db.ts';
import type { TourMember } from './tour-contracts.ts';

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A tour contract as the check-in reads it. */
export interface CheckInContract {
  id: number;
  personId: number;
  number: string;
  institutionId: number;
  status: number;
  version: number;
  holderFio: string;
  tourServiceId: number;
  tourName: string;
  dateFrom: string;
  dateTo: string;
  checkedInAt: string | null;
  members: TourMember[];
}

const MEMBERS = `coalesce((
  SELECT json_agg(json_build_object('personId', mp.id, 'fio', ${fio('mp')}, 'birthDate', to_char(mp.birth_date, 'YYYY-MM-DD'),
                  'relation', CASE WHEN mp.id = c.person_id THEN 'self' ELSE coalesce(r.kind, 'child') END)
                  ORDER BY (mp.id = c.person_id) DESC, mp.birth_date, mp.id)
    FROM tour_contract_members m JOIN persons mp ON mp.id = m.person_id
    LEFT JOIN person_relations r ON r.person_id = c.person_id AND r.relative_id = mp.id
   WHERE m.contract_id = c.id), '[]'::json)`;

const COLUMNS = `c.id, c.person_id AS "personId", c.number, c.institution_id AS "institutionId", c.status, c.version,
  ${fio('p')} AS "holderFio", t.id AS "tourServiceId", t.name AS "tourName",
  to_char(t.date_from, 'YYYY-MM-DD') AS "dateFrom", to_char(t.date_to, 'YYYY-MM-DD') AS "dateTo",
  ${instant('k.checked_in_at')} AS "checkedInAt", ${MEMBERS} AS members`;

const FROM = `service_contracts c JOIN persons p ON p.id = c.person_id JOIN tour_services t ON t.id = c.tour_service_id
  LEFT JOIN tour_check_ins k ON k.contract_id = c.id`;

/** A tour contract (on a tour with places) with its tour, members and check-in; undefined when there is none. */
export async function findCheckInContract(db: Queryable, contractId: number): Promise<CheckInContract | undefined> {
  const [row] = await db.query<CheckInContract>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [contractId]);
  return row;
}

/** The operator's contracts in force (`status`) whose tour covers `day`, with members and check-in, by the holder's name. */
export function listCheckInDay(
  db: Queryable,
  institutionId: number,
  day: string,
  status: number,
): Promise<CheckInContract[]> {
  return db.query<CheckInContract>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE c.institution_id = $1 AND c.status = $3 AND t.date_from <= $2::date AND t.date_to >= $2::date
      ORDER BY t.date_from, t.name, "holderFio", c.id`,
    [institutionId, day, status],
  );
}

/**
 * Records the check-in of a contract, once: the moment it was written, or undefined when the
 * contract (or this QR code's digest) was already checked in, by an earlier or a concurrent request.
 */
export async function insertCheckIn(
  db: Queryable,
  contractId: number,
  userId: number,
  digest: string | null,
): Promise<string | undefined> {
  const [row] = await db.query<{ at: string }>(
    `INSERT INTO tour_check_ins (contract_id, by_user_id, digest) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${instant('checked_in_at')} AS at`,
    [contractId, userId, digest],
  );
  return row?.at;
}
