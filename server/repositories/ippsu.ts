/**
 * The citizens' individual programmes of social services (IPPSU) and the organisations around them:
 * those the programme recommends, those providing its services, and those the person has a contract
 * in force with. "In force" is the service contracts' own rule (SERVICE_CONTRACT_IN_FORCE), counted
 * for the contract's recipient: the ward, not the representative who signed.
 */
import type { Queryable } from '../db/db.ts';
import { SERVICE_CONTRACT_IN_FORCE } from '../../common/contracts/service-contract-machine.ts';
import type { ServiceLine } from '../../common/acts/ippsu.ts';

export interface IppsuRow {
  id: number;
  number: string;
  personId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  institutionId: number;
  institutionCaption: string;
  actId: number | null;
  issuedOn: string;
  dateFrom: string;
  dateTo: string;
  serviceForm: number;
  services: ServiceLine[];
}

/** An organisation of a programme, with whether the person has a contract in force with it. */
export interface IppsuOrganisationRow {
  id: number;
  caption: string;
  address: string;
  phone: string | null;
  hasActiveServiceContract: boolean;
}

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * SQL: whether person $person has a service contract in force (statuses $inForce) with institution i;
 * a tour contract is no social service.
 */
const inForce = (person: string, inForceStatuses: string) =>
  `EXISTS (SELECT 1 FROM service_contracts c WHERE c.institution_id = i.id AND NOT c.is_tour
             AND coalesce(c.target_person_id, c.person_id) = ${person} AND c.status = ANY(${inForceStatuses}::int[]))`;

/**
 * The person's programme in force or coming: of those not yet ended on `today`, the one that began
 * first; when all have ended, the last one (the screen says it has expired). Undefined: none.
 */
export async function findPersonIppsu(db: Queryable, personId: number, today: string): Promise<IppsuRow | undefined> {
  const [row] = await db.query<IppsuRow>(
    `SELECT g.id, g.number, g.person_id AS "personId", p.last_name AS "lastName", p.first_name AS "firstName",
            p.middle_name AS "middleName", ${day('p.birth_date')} AS "birthDate",
            g.institution_id AS "institutionId", i.short_caption AS "institutionCaption", g.act_id AS "actId",
            ${day('g.issued_on')} AS "issuedOn", ${day('g.date_from')} AS "dateFrom", ${day('g.date_to')} AS "dateTo",
            g.service_form AS "serviceForm", g.services
       FROM ippsu g JOIN persons p ON p.id = g.person_id JOIN institutions i ON i.id = g.institution_id
      WHERE g.person_id = $1
      ORDER BY (g.date_to >= $2::date) DESC,
               CASE WHEN g.date_to >= $2::date THEN g.date_from END ASC,
               g.date_to DESC, g.id DESC
      LIMIT 1`,
    [personId, today],
  );
  return row;
}

/** The organisations a programme recommends, in its order. */
export function listRecommendedOrganisations(
  db: Queryable,
  ippsuId: number,
  personId: number,
): Promise<IppsuOrganisationRow[]> {
  return db.query<IppsuOrganisationRow>(
    `SELECT i.id, i.short_caption AS caption, i.address, i.phone, ${inForce('$2', '$3')} AS "hasActiveServiceContract"
       FROM ippsu_organisations o JOIN institutions i ON i.id = o.institution_id
      WHERE o.ippsu_id = $1
      ORDER BY o.position, i.id`,
    [ippsuId, personId, SERVICE_CONTRACT_IN_FORCE],
  );
}

/** The organisations the person has a contract in force with, apart from the given ones. */
export function listOtherOrganisationsWithContracts(
  db: Queryable,
  personId: number,
  except: number[],
): Promise<IppsuOrganisationRow[]> {
  return db.query<IppsuOrganisationRow>(
    `SELECT i.id, i.short_caption AS caption, i.address, i.phone, true AS "hasActiveServiceContract"
       FROM institutions i
      WHERE i.source_type = 1 AND ${inForce('$1', '$3')} AND NOT (i.id = ANY($2::int[]))
      ORDER BY i.short_caption, i.id`,
    [personId, except, SERVICE_CONTRACT_IN_FORCE],
  );
}

/**
 * Social-service providers offering services under any of the programme codes (601..619) or named
 * among `alsoIds` (a programme's recommended ones), with the person's contracts in force.
 */
export function listOrganisationsProviding(
  db: Queryable,
  programmeCodes: number[],
  alsoIds: number[],
  personId: number,
): Promise<IppsuOrganisationRow[]> {
  return db.query<IppsuOrganisationRow>(
    `SELECT i.id, i.short_caption AS caption, i.address, i.phone, ${inForce('$3', '$4')} AS "hasActiveServiceContract"
       FROM institutions i
      WHERE i.source_type = 1
        AND (i.id = ANY($2::int[])
             OR EXISTS (SELECT 1 FROM services s WHERE s.institution_id = i.id AND s.service_type_code = ANY($1::int[])))
      ORDER BY "hasActiveServiceContract" DESC, i.short_caption, i.id`,
    [programmeCodes, alsoIds, personId, SERVICE_CONTRACT_IN_FORCE],
  );
}

/** Whether the person is among the institution's clients (institution_clients). */
export async function isInstitutionClient(db: Queryable, institutionId: number, personId: number): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    'SELECT 1 AS one FROM institution_clients WHERE institution_id = $1 AND person_id = $2',
    [institutionId, personId],
  );
  return rows.length > 0;
}

/** The programme a needs assessment act produced, if any. */
export async function findIppsuOfAct(
  db: Queryable,
  actId: number,
): Promise<{ id: number; number: string } | undefined> {
  const [row] = await db.query<{ id: number; number: string }>(
    'SELECT id, number FROM ippsu WHERE act_id = $1 ORDER BY id LIMIT 1',
    [actId],
  );
  return row;
}

/** What a new programme is written with. */
export interface NewIppsu {
  number: string;
  personId: number;
  institutionId: number;
  actId: number | null;
  issuedOn: string;
  dateFrom: string;
  dateTo: string;
  serviceForm: number;
  services: ServiceLine[];
}

/** Writes a programme with its recommended organisations in their order; its id. */
export async function insertIppsu(tx: Queryable, p: NewIppsu, recommended: number[]): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ippsu (number, person_id, institution_id, act_id, issued_on, date_from, date_to, service_form, services)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING id`,
    [
      p.number,
      p.personId,
      p.institutionId,
      p.actId,
      p.issuedOn,
      p.dateFrom,
      p.dateTo,
      p.serviceForm,
      JSON.stringify(p.services),
    ],
  );
  if (recommended.length)
    await tx.query(
      `INSERT INTO ippsu_organisations (ippsu_id, institution_id, position)
       SELECT $1, id, position FROM unnest($2::int[]) WITH ORDINALITY AS r(id, position)`,
      [row.id, recommended],
    );
  return row.id;
}

/** Social-service providers of a region offering services under any of the programme codes, by name. */
export async function listRegionProviderIds(
  db: Queryable,
  programmeCodes: number[],
  regionId: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT i.id FROM institutions i
      WHERE i.source_type = 1 AND i.region_id = $2
        AND EXISTS (SELECT 1 FROM services s WHERE s.institution_id = i.id AND s.service_type_code = ANY($1::int[]))
      ORDER BY i.short_caption, i.id`,
    [programmeCodes, regionId],
  );
  return rows.map((r) => r.id);
}
