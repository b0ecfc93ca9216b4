import type { Queryable } from '../db/db.ts';
import { REGION_TIME_ZONE } from '../../common/time-zone.ts';

export interface AsoiAct {
  number: string;
  actType: string;
  createdAt: string;
  signedAt: string | null;
  person: { snils: string | null; lastName: string; firstName: string; middleName: string | null; birthDate: string };
}

export interface AsoiInstitution {
  id: number;
  caption: string;
  ogrn: string;
  inn: string;
  kpp: string | null;
}

/** The institution's acts (survey acts, social passports) created or signed within the period, days on the region's clock. */
export function listAsoiActs(db: Queryable, institutionId: number, from: string, to: string): Promise<AsoiAct[]> {
  return db.query<AsoiAct>(
    `SELECT a.number, a.act_type AS "actType",
            to_char(a.created_at AT TIME ZONE $4::text, 'YYYY-MM-DD') AS "createdAt",
            to_char(a.signed_at AT TIME ZONE $4::text, 'YYYY-MM-DD') AS "signedAt",
            json_build_object('snils', p.snils, 'lastName', p.last_name, 'firstName', p.first_name, 'middleName', p.middle_name,
                              'birthDate', to_char(p.birth_date, 'YYYY-MM-DD')) AS person
       FROM acts a JOIN persons p ON p.id = a.person_id
      WHERE a.institution_id = $1 AND a.act_type <> 'guardian-report'
        AND ((a.created_at AT TIME ZONE $4::text)::date BETWEEN $2::date AND $3::date
          OR (a.signed_at AT TIME ZONE $4::text)::date BETWEEN $2::date AND $3::date)
      ORDER BY a.act_type, a.number`,
    [institutionId, from, to, REGION_TIME_ZONE],
  );
}

export async function findAsoiInstitution(db: Queryable, id: number): Promise<AsoiInstitution | undefined> {
  return (
    await db.query<AsoiInstitution>('SELECT id, caption, ogrn, inn, kpp FROM institutions WHERE id = $1', [id])
  )[0];
}

/** Records a report sent to the ASOI; its id. */
export async function insertAsoiReport(
  db: Queryable,
  report: { institutionId: number; from: string; to: string; payload: unknown; userId: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO asoi_reports (institution_id, period_from, period_to, payload, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [report.institutionId, report.from, report.to, JSON.stringify(report.payload), report.userId],
  );
  return row.id;
}

export interface AsoiReportRow {
  id: number;
  institutionId: number;
  periodFrom: string;
  periodTo: string;
  createdAt: string;
  payload: Record<string, unknown>;
}

export async function findAsoiReport(db: Queryable, id: number): Promise<AsoiReportRow | undefined> {
  const rows = await db.query<AsoiReportRow>(
    `SELECT id, institution_id AS "institutionId", to_char(period_from, 'YYYY-MM-DD') AS "periodFrom", to_char(period_to, 'YYYY-MM-DD') AS "periodTo",
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", payload
       FROM asoi_reports WHERE id = $1`,
    [id],
  );
  return rows[0];
}
