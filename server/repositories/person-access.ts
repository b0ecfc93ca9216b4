import type { Queryable } from '../db/db.ts';
import type { PersonCard } from './persons.ts';

/**
 * Whose people a caller may read: an admin everyone; an employee the clients of the institution
 * chosen at sign-in; a citizen themselves and their children and wards; anyone else no one.
 */
export type PersonScope =
  | { kind: 'all' }
  | { kind: 'institution'; institutionId: number }
  | { kind: 'family'; personId: number }
  | { kind: 'none' };

const CARD = `p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middle_name AS "middleName",
  to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.gender, p.snils, p.phone`;

/** SQL condition on persons p for a scope, with its parameter placed at $index. */
function visible(scope: PersonScope, index: number): { sql: string; params: unknown[] } {
  switch (scope.kind) {
    case 'all':
      return { sql: 'true', params: [] };
    case 'institution':
      return {
        sql: `EXISTS (SELECT 1 FROM institution_clients ic WHERE ic.institution_id = $${index} AND ic.person_id = p.id)`,
        params: [scope.institutionId],
      };
    case 'family':
      return {
        sql: `(p.id = $${index} OR EXISTS (SELECT 1 FROM person_relations r WHERE r.person_id = $${index} AND r.relative_id = p.id))`,
        params: [scope.personId],
      };
    default:
      return { sql: 'false', params: [] };
  }
}

/** The people of a scope (the clients of an employee's institution), by name. */
export function listScopePersons(db: Queryable, scope: PersonScope, limit: number): Promise<PersonCard[]> {
  const where = visible(scope, 2);
  return db.query<PersonCard>(
    `SELECT ${CARD} FROM persons p WHERE ${where.sql} ORDER BY p.last_name, p.first_name, p.id LIMIT $1`,
    [limit, ...where.params],
  );
}

/** The people among ids that the scope lets the caller see. */
export function findScopePersons(db: Queryable, scope: PersonScope, ids: number[]): Promise<PersonCard[]> {
  const where = visible(scope, 2);
  return db.query<PersonCard>(
    `SELECT ${CARD} FROM persons p WHERE p.id = ANY($1::int[]) AND ${where.sql} ORDER BY p.last_name, p.first_name, p.id`,
    [ids, ...where.params],
  );
}
