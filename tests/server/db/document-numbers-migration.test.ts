import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { SEED_TABLES } from '../../../server/db/seed/index.ts';
import { PORTAL_TOUR_CONTRACTS } from '../../../server/db/seed/tour-contracts.ts';
import { PERSON, USERS } from '../../../server/db/seed/people.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { assignDocumentNumber } from '../../../server/repositories/document-numbers.ts';
import { describeEachDb, FRESH_DB_TEST_TIMEOUT_MS, openTestDb } from '../test-app.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
const NUMBERING = '0021_document_numbers.sql';
/** The tables that hold numbered documents and those that lean on them: the test writes them as before 0021. */
const WRITTEN_HERE = new Set([
  'acts',
  'catalog_contracts',
  'catalog_contract_history',
  'registry_change_requests',
  'registry_change_request_files',
]);

/**
 * Columns with a default (or nullable) that later migrations added to tables of then: the catalogue
 * moderator's right, a notice's class.
 */
const ADDED_LATER = new Set(['users.service_moderator', 'user_messages.notice_class']);

/** Rows of tables of then that belong to records of later migrations: the history of the tour contracts of 0036. */
const laterRow = (table: { table: string; columns: readonly string[] }, row: readonly unknown[]) =>
  table.table === 'service_contract_history' &&
  PORTAL_TOUR_CONTRACTS.some((c) => c.id === row[table.columns.indexOf('contract_id')]);

/** A database as it stood before the numbering service: migrations up to 0020 and the demo rows it can hold. */
async function beforeNumbering(db: Db): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-before-numbers-'));
  try {
    for (const name of (await readdir(MIGRATIONS)).filter((n) => n.endsWith('.sql') && n < NUMBERING))
      await copyFile(path.join(MIGRATIONS, name), path.join(dir, name));
    await migrate(db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // Only the demo rows the schema of then can hold: tables and columns of later migrations are left out.
  const existing = await db.query<{ tableName: string; columnName: string }>(
    `SELECT table_name AS "tableName", column_name AS "columnName" FROM information_schema.columns
      WHERE table_schema = current_schema()`,
  );
  const had = (table: string, column: string) => existing.some((c) => c.tableName === table && c.columnName === column);
  // A column with a default that a later migration added to a table of then is left out of its rows.
  const later = (table: string, column: string) => ADDED_LATER.has(`${table}.${column}`);
  const holds = (table: { table: string; columns: readonly string[] }) =>
    table.columns.every((column) => had(table.table, column) || later(table.table, column));
  for (const table of SEED_TABLES.filter((t) => !WRITTEN_HERE.has(t.table) && holds(t))) {
    const kept = table.columns.map((column, i) => ({ column, i })).filter(({ column }) => had(table.table, column));
    for (const row of table.values.filter((r) => !laterRow(table, r))) {
      await db.query(
        `INSERT INTO ${table.table} (${kept.map((k) => k.column).join(', ')})
         VALUES (${kept.map((_k, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING`,
        kept.map((k) => row[k.i]),
      );
    }
  }
}

describeEachDb('migration 0021: one numbering for every document', (kind) => {
  it(
    'keeps the acts’ numbers and counters, renumbers the catalogue applications and numbers the register changes',
    async () => {
      const { db, drop } = await openTestDb(kind);
      try {
        await beforeNumbering(db);
        // Acts numbered by the trigger of 0005; a signed one and a draft with a typed «Номер акта».
        const act = (id: number, typed: string, signed: boolean) =>
          db.query(
            `INSERT INTO acts (id, act_type, person_id, created_by, schema_version, data, signed_at, created_at)
             VALUES ($1, 'individual-needs-assessment-act', $2, $3, 1, $4, $5, '2026-10-01T10:00:00+05:00')`,
            [id, PERSON.citizen, USERS[0].id, JSON.stringify({ actNumber: typed }), signed ? new Date() : null],
          );
        await act(101, 'ОИП-2026/0412', true);
        await act(102, 'ОИП-2026/0413', false);
        // Catalogue applications numbered by their row ids, made in another order than their ids.
        const application = (id: number, at: string, serviceId: number) =>
          db.query(
            `INSERT INTO catalog_contracts (id, number, person_id, institution_id, service_id, desired_date_from, phone, created_at)
             VALUES ($1, $2, $3, $4, $5, '2026-12-01', '+79220000000', $6)`,
            [
              id,
              `ЗК-${at.slice(0, 4)}/${String(id).padStart(6, '0')}`,
              PERSON.citizen,
              INSTITUTION.severnayaZabota,
              serviceId,
              at,
            ],
          );
        await application(100002, '2026-03-01T10:00:00+05:00', 3);
        await application(100001, '2026-05-01T10:00:00+05:00', 60);
        await application(100000, '2025-11-01T10:00:00+05:00', 13);
        // Register changes: the second is sent at 19:30 UTC on the 31st, 00:30 of the new year in the okrug.
        const change = (id: number, at: string) =>
          db.query(
            `INSERT INTO registry_change_requests (id, institution_id, employee_id, created_at) VALUES ($1, $2, 2, $3)`,
            [id, INSTITUTION.severnayaZabota, at],
          );
        await change(100000, '2025-06-01T10:00:00+05:00');
        await change(100001, '2025-12-31T19:30:00Z');

        // 0021 first, then the migrations that came after it.
        const applied = await migrate(db);
        expect(applied[0]).toBe(NUMBERING);
        expect(applied.every((name) => name >= NUMBERING)).toBe(true);

        expect(
          await db.query(`SELECT id, number, data->>'actNumber' AS typed FROM acts WHERE id > 100 ORDER BY id`),
        ).toEqual([
          // Signed content stays as signed; the draft's field takes the act's number.
          { id: 101, number: 'ОИП-2026/0001', typed: 'ОИП-2026/0412' },
          { id: 102, number: 'ОИП-2026/0002', typed: 'ОИП-2026/0002' },
        ]);
        expect(await db.query('SELECT id, number FROM catalog_contracts ORDER BY id')).toEqual([
          { id: 100000, number: 'ЗК-2025/000001' },
          { id: 100001, number: 'ЗК-2026/000002' },
          { id: 100002, number: 'ЗК-2026/000001' },
        ]);
        expect(await db.query('SELECT id, number FROM registry_change_requests ORDER BY id')).toEqual([
          { id: 100000, number: 'ЗИР-2025/0001' },
          { id: 100001, number: 'ЗИР-2026/0001' },
        ]);
        // The acts' trigger is gone: the server numbers an act, and every kind goes on from its counter.
        expect(await db.query("SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'acts_number'")).toEqual([
          { n: 0 },
        ]);
        const next = (documentKind: Parameters<typeof assignDocumentNumber>[1], at: string) =>
          db.transaction((tx) => assignDocumentNumber(tx, documentKind, new Date(at)));
        expect(await next('individual-needs-assessment-act', '2026-11-01T10:00:00+05:00')).toBe('ОИП-2026/0003');
        expect(await next('catalog-application', '2026-11-01T10:00:00+05:00')).toBe('ЗК-2026/000003');
        expect(await next('registry-change-application', '2026-11-01T10:00:00+05:00')).toBe('ЗИР-2026/0002');
      } finally {
        await db.close();
        await drop();
      }
    },
    3 * FRESH_DB_TEST_TIMEOUT_MS,
  );
});
