import type { Queryable } from '../db/db.ts';
import type { IppsuOrganisation } from '../../common/acts/ippsu.ts';

/** Standard minutes of one service of a type (service_norms), or undefined when no norm is set. */
export async function findServiceNorm(db: Queryable, serviceTypeId: number): Promise<number | undefined> {
  const rows = await db.query<{ minutes: number }>(
    'SELECT standard_minutes AS minutes FROM service_norms WHERE service_type_id = $1',
    [serviceTypeId],
  );
  return rows[0]?.minutes;
}

/** Norms of several types at once: type -> minutes. */
export async function serviceNorms(db: Queryable, serviceTypeIds: number[]): Promise<Map<number, number>> {
  if (serviceTypeIds.length === 0) return new Map();
  const rows = await db.query<{ type: number; minutes: number }>(
    'SELECT service_type_id AS type, standard_minutes AS minutes FROM service_norms WHERE service_type_id = ANY($1::int[])',
    [serviceTypeIds],
  );
  return new Map(rows.map((r) => [r.type, r.minutes]));
}

/** A provider of some of the asked service types (`serviceTypes`: which of them). */
export type OrganisationFound = IppsuOrganisation & { serviceTypes: number[] };

/**
 * Social-service providers (in a region, when given) offering any of the service types, those
 * already serving the person first.
 */
export function organisationsProviding(
  db: Queryable,
  serviceTypeIds: number[],
  personId: number,
  regionId: number | null,
): Promise<OrganisationFound[]> {
  if (serviceTypeIds.length === 0) return Promise.resolve([]);
  return db.query<OrganisationFound>(
    `SELECT i.id, i.caption, i.address, i.phone,
            array_agg(DISTINCT s.service_type_code ORDER BY s.service_type_code) AS "serviceTypes",
            EXISTS (SELECT 1 FROM institution_clients c WHERE c.institution_id = i.id AND c.person_id = $2) AS "hasActiveServiceContract"
       FROM institutions i JOIN services s ON s.institution_id = i.id
      WHERE i.source_type = 1 AND s.service_type_code = ANY($1::int[]) AND ($3::int IS NULL OR i.region_id = $3)
      GROUP BY i.id, i.caption, i.address, i.phone
      ORDER BY "hasActiveServiceContract" DESC, i.caption`,
    [serviceTypeIds, personId, regionId],
  );
}

/** Organisations serving the person (their clients) apart from the given ones. */
export function otherOrganisationsServing(
  db: Queryable,
  personId: number,
  except: number[],
): Promise<IppsuOrganisation[]> {
  return db.query(
    `SELECT i.id, i.caption, i.address, i.phone, true AS "hasActiveServiceContract"
       FROM institution_clients c JOIN institutions i ON i.id = c.institution_id
      WHERE c.person_id = $1 AND NOT (i.id = ANY($2::int[]))
      ORDER BY i.caption`,
    [personId, except],
  );
}

/** The region of an institution (null when there is none). */
export async function institutionRegion(db: Queryable, institutionId: number | null): Promise<number | null> {
  if (institutionId === null) return null;
  const rows = await db.query<{ regionId: number }>('SELECT region_id AS "regionId" FROM institutions WHERE id = $1', [
    institutionId,
  ]);
  return rows[0]?.regionId ?? null;
}
