import type { Queryable } from '../db/db.ts';
import { REQUISITE_FIELDS, type RequisiteField } from '../../common/tourism-requisites.ts';

export interface CodeCaption {
  code: number | string;
  caption: string;
}

/** Employees of an institution as a lookup: employee id and «ФИО — должность». */
export function listEmployeesLookup(db: Queryable, institutionId: number): Promise<CodeCaption[]> {
  return db.query<CodeCaption>(
    `SELECT e.id AS code, concat_ws(' ', p.last_name, p.first_name, p.middle_name) || ' — ' || e.position AS caption
       FROM employees e JOIN users u ON u.id = e.user_id LEFT JOIN persons p ON p.id = u.person_id
      WHERE e.institution_id = $1 ORDER BY p.last_name, p.first_name, e.id`,
    [institutionId],
  );
}

/** Every institution as a lookup (short caption), by name. */
export function listInstitutionsLookup(db: Queryable): Promise<CodeCaption[]> {
  return db.query<CodeCaption>(
    'SELECT id AS code, short_caption AS caption FROM institutions ORDER BY short_caption, id',
  );
}

export interface TourismRequisites {
  kpp: string | null;
  dirFullFioGen: string | null;
  foundationDoc: string | null;
  oktmo: string | null;
  bankAccount: string | null;
  bankPAccount: string | null;
  ks: string | null;
  eks: string | null;
  bankBik: string | null;
  bankName: string | null;
  isUpdateInstitutionDetails: boolean;
  dateIncluded: string | null;
  dateRegistered: string | null;
  createdTime: string | null;
  shortCaption: string;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`);

/** A tourism provider's requisites; the institution's own KPP until requisites are saved. */
export async function findTourismRequisites(
  db: Queryable,
  institutionId: number,
): Promise<TourismRequisites | undefined> {
  const rows = await db.query<TourismRequisites>(
    `SELECT COALESCE(r.kpp, i.kpp) AS kpp, ${REQUISITE_FIELDS.filter((f) => f !== 'kpp')
      .map((f) => `r.${snake(f)} AS "${f}"`)
      .join(', ')},
            COALESCE(r.is_update_institution_details, false) AS "isUpdateInstitutionDetails",
            to_char(i.date_included, 'YYYY-MM-DD') AS "dateIncluded", to_char(r.date_registered, 'YYYY-MM-DD') AS "dateRegistered",
            to_char(r.created_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdTime", i.short_caption AS "shortCaption"
       FROM institutions i LEFT JOIN tourism_requisites r ON r.institution_id = i.id
      WHERE i.id = $1 AND i.source_type = 2`,
    [institutionId],
  );
  return rows[0];
}

/** Saves a tourism provider's requisites (inserts them the first time). */
export async function saveTourismRequisites(
  db: Queryable,
  institutionId: number,
  values: Record<RequisiteField, string | null> & { isUpdateInstitutionDetails: boolean },
  userId: number,
): Promise<void> {
  const columns = [...REQUISITE_FIELDS.map(snake), 'is_update_institution_details'];
  const params = [...REQUISITE_FIELDS.map((f) => values[f]), values.isUpdateInstitutionDetails];
  await db.query(
    `INSERT INTO tourism_requisites (institution_id, updated_by, ${columns.join(', ')})
     VALUES ($1, $2, ${columns.map((_c, i) => `$${i + 3}`).join(', ')})
     ON CONFLICT (institution_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [institutionId, userId, ...params],
  );
  await db.changed([`institution:${institutionId}`]);
}

/** Records an application to change the register with its number (taken in the same transaction) and files. */
export async function insertRegistryChangeRequest(
  tx: Queryable,
  application: { number: string; institutionId: number; employeeId: number; fileIds: string[] },
): Promise<{ id: number; number: string }> {
  const [row] = await tx.query<{ id: number; number: string }>(
    'INSERT INTO registry_change_requests (number, institution_id, employee_id) VALUES ($1, $2, $3) RETURNING id, number',
    [application.number, application.institutionId, application.employeeId],
  );
  await tx.query('INSERT INTO registry_change_request_files (request_id, file_id) SELECT $1, unnest($2::uuid[])', [
    row.id,
    application.fileIds,
  ]);
  return row;
}

export interface RegistryChangeRow {
  id: number;
  /** 'ЗИР-2026/0001' (common/numbering.ts). */
  number: string;
  createdAt: string;
  employeeCaption: string;
  files: Array<{ id: string; originalFileName: string }>;
}

/** The institution's applications to change the register, newest first. */
export function listRegistryChangeRequests(db: Queryable, institutionId: number): Promise<RegistryChangeRow[]> {
  return db.query<RegistryChangeRow>(
    `SELECT r.id, r.number, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
            concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS "employeeCaption",
            COALESCE((SELECT json_agg(json_build_object('id', f.id, 'originalFileName', f.original_name) ORDER BY f.original_name)
                        FROM registry_change_request_files rf JOIN files f ON f.id = rf.file_id WHERE rf.request_id = r.id), '[]'::json) AS files
       FROM registry_change_requests r JOIN employees e ON e.id = r.employee_id JOIN users u ON u.id = e.user_id LEFT JOIN persons p ON p.id = u.person_id
      WHERE r.institution_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
    [institutionId],
  );
}
