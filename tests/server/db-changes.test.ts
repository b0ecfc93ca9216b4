import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsBeingRecorded, recordReads, statementWords, writtenTables, type TableChange } from '../../server/db/changes.ts';
import { openPostgres, type Db } from '../../server/db/db.ts';
import { DB_KINDS, describeEachDb, openTestDb } from './test-app.ts';

const tables = (sql: string) => {
  const change = writtenTables(sql);
  return change === 'all' || change === undefined ? change : [...change].sort();
};

describe('which tables a statement writes', () => {
  it('sees no write in reads, transaction control and settings', () => {
    expect(tables('SELECT id FROM institutions WHERE id = $1')).toBeUndefined();
    expect(tables('  (SELECT 1) UNION (SELECT 2)')).toBeUndefined();
    expect(tables("SELECT * FROM news WHERE title = 'update acts set x'")).toBeUndefined();
    expect(tables('WITH t AS (SELECT 1) SELECT * FROM t')).toBeUndefined();
    for (const sql of ['BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT a', 'SET search_path = x', 'SELECT pg_advisory_lock($1)']) {
      expect(tables(sql)).toBeUndefined();
    }
  });

  it('names the table of INSERT, UPDATE, DELETE and MERGE, also inside a WITH', () => {
    expect(tables('INSERT INTO acts (a) VALUES ($1) RETURNING id')).toEqual(['acts']);
    expect(tables('UPDATE ONLY public.Institutions SET caption = $2 WHERE id = $1')).toEqual(['institutions']);
    expect(tables('DELETE FROM "news" WHERE id = $1')).toEqual(['news']);
    expect(tables('MERGE INTO streets s USING x ON true WHEN MATCHED THEN DELETE')).toEqual(['streets']);
    expect(tables('WITH gone AS (DELETE FROM login_transactions RETURNING *) SELECT count(*) FROM gone')).toEqual(['login_transactions']);
    expect(tables('INSERT INTO act_files (act_id, file_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING')).toEqual(['act_files']);
  });

  it('errs on the side of more: a locking read or an upsert may name words that are no table', () => {
    expect(tables('SELECT * FROM acts WHERE id = $1 FOR UPDATE')).toBeUndefined();
    expect(tables('SELECT id FROM jobs FOR UPDATE SKIP LOCKED')).toEqual(['skip']);
    expect(tables('INSERT INTO news (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET title = excluded.title')).toContain('news');
  });

  it('answers "all" for DDL, scripts and anything it cannot read', () => {
    expect(tables('CREATE TABLE x (id int)')).toBe('all');
    expect(tables('TRUNCATE news')).toBe('all');
    expect(tables('ALTER TABLE news ADD COLUMN x int')).toBe('all');
    expect(tables("DO $$ BEGIN UPDATE news SET title = 'x'; END $$")).toBe('all');
    expect(tables('UPDATE news SET title = 1; DELETE FROM acts')).toBe('all');
    expect(tables('COPY news FROM STDIN')).toBe('all');
    expect(tables('CALL refresh()')).toBe('all');
  });

  it('lists every word of a statement outside string literals as what it may read', () => {
    const words = statementWords("SELECT n.id FROM news n JOIN regions r ON r.id = n.region_id WHERE n.title = 'institutions'");
    expect(words).toEqual(expect.arrayContaining(['news', 'regions', 'region_id']));
    expect(words).not.toContain('institutions');
  });
});

describeEachDb('change tracking of the database', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const seen: TableChange[] = [];
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await db.exec('CREATE TABLE t_news (id int PRIMARY KEY, title text); CREATE TABLE t_acts (id int PRIMARY KEY)');
    db.onChange((change) => seen.push(change));
    // On PostgreSQL the other processes are heard once listening starts, which begins with "all".
    for (let i = 0; kind === 'postgres' && !seen.includes('all') && i < 100; i += 1) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });
  const last = () => {
    const change = seen.at(-1);
    return change === 'all' || change === undefined ? change : [...change].sort();
  };

  it('reports a write once its statement is over, and nothing for a read', async () => {
    seen.length = 0;
    await db.query('INSERT INTO t_news VALUES (1, $1)', ['a']);
    expect(last()).toEqual(['t_news']);
    await db.query('SELECT * FROM t_news');
    expect(seen).toHaveLength(1);
  });

  it('reports the writes of a transaction after it is over, together', async () => {
    seen.length = 0;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE t_news SET title = $1', ['b']);
      await tx.query('INSERT INTO t_acts VALUES (1)');
      expect(seen).toHaveLength(0);
    });
    expect(last()).toEqual(['t_acts', 't_news']);
  });

  it('reports the writes of a failed transaction too (a needless invalidation, never a missed one)', async () => {
    seen.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t_acts VALUES (2)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(last()).toEqual(['t_acts']);
  });

  it('reports a script as a change of everything', async () => {
    seen.length = 0;
    await db.exec('UPDATE t_news SET title = title');
    expect(seen).toEqual(['all']);
  });

  it('records the words of the statements run for a read, and only for it', async () => {
    const words = new Set<string>();
    const other = db.query('SELECT id FROM t_acts');
    await recordReads(words, async () => {
      await db.query('SELECT title FROM t_news WHERE id = $1', [1]);
      await db.transaction((tx) => tx.query('SELECT count(*) FROM t_news'));
    });
    await other;
    expect(words.has('t_news')).toBe(true);
    expect(words.has('t_acts')).toBe(false);
  });

  it('keeps overlapping reads apart, and records again after every read was over, also a failed one', async () => {
    const first = new Set<string>();
    const second = new Set<string>();
    let letFirstGoOn!: () => void;
    const firstWaits = new Promise<void>((resolve) => (letFirstGoOn = resolve));
    const firstRead = recordReads(first, async () => {
      await db.query('SELECT id FROM t_news');
      await firstWaits;
      await db.query('SELECT count(*) AS first_after FROM t_news');
    });
    await recordReads(second, async () => {
      await db.query('SELECT id FROM t_acts');
    });
    expect(readsBeingRecorded()).toBe(1);
    letFirstGoOn();
    await firstRead;
    expect(readsBeingRecorded()).toBe(0);
    expect([...first].filter((w) => w.startsWith('t_') || w === 'first_after').sort()).toEqual(['first_after', 't_news']);
    expect(second.has('t_acts') && !second.has('t_news') && !second.has('first_after')).toBe(true);

    await db.query('SELECT 1 AS outside');
    expect(first.has('outside') || second.has('outside')).toBe(false);
    await expect(recordReads(new Set<string>(), async () => Promise.reject(new Error('failed read')))).rejects.toThrow('failed read');
    expect(() =>
      recordReads(new Set<string>(), () => {
        throw new Error('failed at once');
      }),
    ).toThrow('failed at once');
    expect(readsBeingRecorded()).toBe(0);

    const third = new Set<string>();
    await recordReads(third, async () => {
      await db.transaction((tx) => tx.query('SELECT id AS third_read FROM t_acts'));
    });
    expect(third.has('third_read') && third.has('t_acts')).toBe(true);
    expect(readsBeingRecorded()).toBe(0);
  });
});

if (DB_KINDS.includes('postgres')) {
  describe('change tracking between processes on PostgreSQL', () => {
    let first: Db;
    let second: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await openTestDb('postgres');
      first = opened.db;
      drop = opened.drop;
      await first.exec('CREATE TABLE t_streets (id int)');
      const schema = (await first.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema;
      second = await openPostgres(process.env.TEST_DATABASE_URL!, schema);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      await drop();
    });

    it('hears the writes another process commits', async () => {
      const heard: TableChange[] = [];
      first.onChange((change) => heard.push(change));
      // Listening starts with "everything may have changed" (what happened before is unknown).
      await expect.poll(() => heard, { timeout: 5000 }).toContain('all');
      heard.length = 0;
      await second.query('INSERT INTO t_streets VALUES (1)');
      await expect.poll(() => heard.map((c) => (c === 'all' ? c : [...c].join())), { timeout: 5000 }).toContain('t_streets');
    });
  });
}
