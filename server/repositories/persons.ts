import type { Queryable } from '../db/db.ts';

/** The person search form (workflows.md section 3). */
export interface PersonSearch {
  mode?: number;
  lastName?: string;
  firstName?: string;
  middleName?: string;
  birthDate?: string;
  cityName?: string;
  streetName?: string;
  houseNo?: string;
  buildingNo?: string;
  roomNo?: string;
  snils?: string;
}

export interface PersonFound {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  gender: number;
  snils: string | null;
  address: string | null;
}

/**
 * People matching the form: names by prefix (any case), exact birth date and SNILS, address parts.
 * Only clients of the institution (null: everyone, for admins). At most 50.
 */
export function searchPersons(db: Queryable, form: PersonSearch, institutionId: number | null): Promise<PersonFound[]> {
  const like = (value?: string) => (value?.trim() ? `${value.trim().toLowerCase()}%` : null);
  return db.query<PersonFound>(
    `SELECT p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
            to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.gender, p.snils,
            NULLIF(concat_ws(', ', c.type || ' ' || c.caption, s.type || ' ' || s.caption,
                   CASE WHEN a.house IS NULL THEN NULL ELSE 'д. ' || a.house END,
                   CASE WHEN a.room IS NULL THEN NULL ELSE 'кв. ' || a.room END), '') AS address
       FROM persons p
       LEFT JOIN addresses a ON a.id = p.reg_address_id
       LEFT JOIN cities c ON c.id = a.city_id
       LEFT JOIN streets s ON s.id = a.street_id
      WHERE ($1::int IS NULL OR EXISTS (SELECT 1 FROM institution_clients ic WHERE ic.institution_id = $1 AND ic.person_id = p.id))
        AND ($2::text IS NULL OR lower(p.last_name) LIKE $2)
        AND ($3::text IS NULL OR lower(p.first_name) LIKE $3)
        AND ($4::text IS NULL OR lower(p.middle_name) LIKE $4)
        AND ($5::date IS NULL OR p.birth_date = $5)
        AND ($6::text IS NULL OR regexp_replace(p.snils, '\\D', '', 'g') = $6)
        AND ($7::text IS NULL OR lower(c.caption) LIKE $7)
        AND ($8::text IS NULL OR lower(s.caption) LIKE $8)
        AND ($9::text IS NULL OR a.house = $9)
        AND ($10::text IS NULL OR a.building = $10)
        AND ($11::text IS NULL OR a.room = $11)
      ORDER BY p.last_name, p.first_name, p.birth_date
      LIMIT 50`,
    [
      institutionId,
      like(form.lastName),
      like(form.firstName),
      like(form.middleName),
      form.birthDate || null,
      form.snils ? form.snils.replace(/\D/g, '') : null,
      like(form.cityName),
      like(form.streetName),
      form.houseNo?.trim() || null,
      form.buildingNo?.trim() || null,
      form.roomNo?.trim() || null,
    ],
  );
}

/** True when the person is a client of the institution (null: admins, always). */
export async function isClientOf(db: Queryable, personId: number, institutionId: number | null): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM persons p WHERE p.id = $1 AND ($2::int IS NULL OR EXISTS
       (SELECT 1 FROM institution_clients ic WHERE ic.institution_id = $2 AND ic.person_id = p.id))`,
    [personId, institutionId],
  );
  return rows.length > 0;
}

/** True when `wardId` is the ward of `guardianId` (a person relation of kind 'ward'). */
export async function isWardOf(db: Queryable, guardianId: number, wardId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM person_relations WHERE person_id = $1 AND relative_id = $2 AND kind = 'ward'`,
    [guardianId, wardId],
  );
  return rows.length > 0;
}

export interface PersonCard {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  gender: number;
  snils: string | null;
  phone: string | null;
}

export async function findPersonCard(db: Queryable, id: number): Promise<PersonCard | undefined> {
  const rows = await db.query<PersonCard>(
    `SELECT id, last_name AS "lastName", first_name AS "firstName", middle_name AS "middleName",
            to_char(birth_date, 'YYYY-MM-DD') AS "birthDate", gender, snils, phone
       FROM persons WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export interface RelativeFound {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  kind: 'child' | 'ward';
}

/** A person's children and wards (the minors a living-conditions survey is made for). */
export function listRelatives(db: Queryable, personId: number): Promise<RelativeFound[]> {
  return db.query<RelativeFound>(
    `SELECT p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
            to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", r.kind
       FROM person_relations r JOIN persons p ON p.id = r.relative_id
      WHERE r.person_id = $1 ORDER BY p.birth_date`,
    [personId],
  );
}

/** An address as the acts store it (common/address.json): ids of the region's lookups and the house text. */
export interface ActAddress {
  regionId?: number;
  cityId?: number;
  streetId?: number;
  house?: string;
  building?: string;
  room?: string;
}

/** A person's registration and actual addresses in the acts' shape (undefined where the record has none). */
export async function findPersonAddresses(
  db: Queryable,
  id: number,
): Promise<{ registration?: ActAddress; actual?: ActAddress }> {
  const rows = await db.query<{
    kind: 'registration' | 'actual';
    regionId: number | null;
    cityId: number | null;
    streetId: number | null;
    house: string | null;
    building: string | null;
    room: string | null;
  }>(
    `SELECT k.kind, a.region_id AS "regionId", a.city_id AS "cityId", a.street_id AS "streetId", a.house, a.building, a.room
       FROM persons p
       CROSS JOIN LATERAL (VALUES ('registration', p.reg_address_id), ('actual', p.fact_address_id)) AS k(kind, address_id)
       JOIN addresses a ON a.id = k.address_id
      WHERE p.id = $1`,
    [id],
  );
  const out: { registration?: ActAddress; actual?: ActAddress } = {};
  for (const { kind, ...parts } of rows) {
    // Only an address the lookups can show is worth prefilling (a free-text one is not in this shape).
    if (parts.regionId === null || parts.cityId === null || !parts.house) continue;
    out[kind] = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== null)) as ActAddress;
  }
  return out;
}
