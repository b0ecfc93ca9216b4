import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { describeEachDb, FRESH_DB_TEST_TIMEOUT_MS, openTestDb } from '../test-app.ts';
import { openPostgres, type Db } from '../../../server/db/db.ts';

describeEachDb('migrations', (kind) => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int PRIMARY KEY); INSERT INTO a VALUES (1);');
    await writeFile(path.join(dir, '0002_b.sql'), 'CREATE TABLE b (id int); INSERT INTO b SELECT id + 1 FROM a;');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'applies ordered files once and records them',
    async () => {
      const { db, drop } = await openTestDb(kind);
      try {
        expect(await migrate(db, dir)).toEqual(['0001_a.sql', '0002_b.sql']);
        expect(await migrate(db, dir)).toEqual([]);
        expect(await db.query('SELECT id FROM b')).toEqual([{ id: 2 }]);
        expect(
          (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name),
        ).toEqual(['0001_a.sql', '0002_b.sql']);
      } finally {
        await db.close();
        await drop();
      }
    },
    FRESH_DB_TEST_TIMEOUT_MS,
  );

  it(
    'rolls back a failing file and keeps the earlier ones',
    async () => {
      const bad = await mkdtemp(path.join(tmpdir(), 'migrations-bad-'));
      await writeFile(path.join(bad, '0001_ok.sql'), 'CREATE TABLE ok (id int);');
      await writeFile(path.join(bad, '0002_bad.sql'), 'CREATE TABLE half (id int); SELECT * FROM missing_table;');
      const { db, drop } = await openTestDb(kind);
      try {
        await expect(migrate(db, bad)).rejects.toThrow(/0002_bad\.sql/);
        expect(await db.query("SELECT to_regclass('half') AS t")).toEqual([{ t: null }]);
        expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name)).toEqual([
          '0001_ok.sql',
        ]);
      } finally {
        await db.close();
        await drop();
        await rm(bad, { recursive: true, force: true });
      }
    },
    FRESH_DB_TEST_TIMEOUT_MS,
  );

  if (kind === 'postgres') {
    it(
      'is safe when two processes migrate the same database at once',
      async () => {
        const { db, drop } = await openTestDb(kind);
        const schema = (await db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s;
        const second: Db = await openPostgres(process.env.TEST_DATABASE_URL!, schema);
        try {
          const [one, two] = await Promise.all([migrate(db, dir), migrate(second, dir)]);
          expect([...one, ...two].sort()).toEqual(['0001_a.sql', '0002_b.sql']);
          expect(await db.query('SELECT count(*)::int AS n FROM a')).toEqual([{ n: 1 }]);
        } finally {
          await second.close();
          await db.close();
          await drop();
        }
      },
      FRESH_DB_TEST_TIMEOUT_MS,
    );
  }
});
