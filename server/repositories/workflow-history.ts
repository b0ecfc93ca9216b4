/**
 * The history of a workflow's record (docs/new-area.md, «SQL»): one row per action, written in the
 * action's transaction by server/workflow/transition.ts and read by the card. Every area's history
 * table has the same columns (id, <record>_id, action, side, actor_person_id, acted_at, from_status,
 * to_status, note), so one pair of statements serves them all; the table and its key are named
 * here, never taken from a request.
 */
import type { Queryable } from '../db/db.ts';

/** The history tables of the workflows: the table and the column that points at the record. */
export const HISTORY_TABLES = {
  serviceContract: { table: 'service_contract_history', key: 'contract_id' },
  serviceCatalogEntry: { table: 'service_catalog_entry_history', key: 'entry_id' },
  catalogContract: { table: 'catalog_contract_history', key: 'contract_id' },
  personRequest: { table: 'person_request_history', key: 'request_id' },
  assignment: { table: 'payment_assignment_history', key: 'assignment_id' },
  paymentConsent: { table: 'payment_consent_history', key: 'consent_id' },
  certificate: { table: 'certificate_history', key: 'certificate_id' },
  serviceRecord: { table: 'service_record_history', key: 'record_id' },
  registrationRequest: { table: 'registration_request_history', key: 'request_id' },
  refundRequest: { table: 'refund_request_history', key: 'request_id' },
  contestApplication: { table: 'contest_application_history', key: 'application_id' },
  tourismProviderRequest: { table: 'tourism_provider_request_history', key: 'request_id' },
  tourismCertificate: { table: 'tourism_certificate_history', key: 'certificate_id' },
  socialContract: { table: 'social_contract_history', key: 'contract_id' },
  socialContractReport: { table: 'social_contract_report_history', key: 'report_id' },
} as const;
export type HistoryTable = keyof typeof HISTORY_TABLES;

/** One row as the card reads it. */
export interface HistoryRow {
  action: string;
  side: string;
  /** The acting person's full name; null when the row names nobody. */
  who: string | null;
  /** When, ISO in UTC. */
  at: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** One row to write. */
export interface NewHistoryRow {
  recordId: number;
  /** The table's action, or 'create' for the record's first row. */
  action: string;
  side: string;
  /** The acting person; when null, the person of `actorUserId` (an employee acting in an institution's role). */
  actorPersonId: number | null;
  actorUserId?: number;
  /** Null for the record's first row. */
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

const fio = (alias: string) => `concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)`;

/** Appends one row to a record's history. */
export async function insertHistoryRow(db: Queryable, history: HistoryTable, row: NewHistoryRow): Promise<void> {
  const { table, key } = HISTORY_TABLES[history];
  await db.query(
    `INSERT INTO ${table} (${key}, action, side, actor_person_id, from_status, to_status, note)
     VALUES ($1, $2, $3, COALESCE($4::int, (SELECT person_id FROM users WHERE id = $8::int)), $5, $6, $7)`,
    [
      row.recordId,
      row.action,
      row.side,
      row.actorPersonId,
      row.fromStatus,
      row.toStatus,
      row.note,
      row.actorUserId ?? null,
    ],
  );
}

/** Every row of a record's history, oldest first. */
export function listHistoryRows(db: Queryable, history: HistoryTable, recordId: number): Promise<HistoryRow[]> {
  const { table, key } = HISTORY_TABLES[history];
  return db.query<HistoryRow>(
    `SELECT h.action, h.side, CASE WHEN p.id IS NULL THEN NULL ELSE ${fio('p')} END AS who,
            to_char(h.acted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
            h.from_status AS "fromStatus", h.to_status AS "toStatus", h.note
       FROM ${table} h LEFT JOIN persons p ON p.id = h.actor_person_id
      WHERE h.${key} = $1 ORDER BY h.acted_at, h.id`,
    [recordId],
  );
}
