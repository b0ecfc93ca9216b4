import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../../../server/db/changes.ts';
import { openPostgres, withDefaultUser, type Db } from '../../../server/db/db.ts';
import { DB_KINDS, describeEachDb, openTestDb } from '../test-app.ts';

describeEachDb('what writes say they changed', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const seen: Change[] = [];
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await db.exec('CREATE TABLE t_news (id int PRIMARY KEY, title text)');
    db.onChange((change) => seen.push(change));
    // On PostgreSQL the other processes are heard once listening starts, which begins with "all".
    for (let i = 0; kind === 'postgres' && !seen.includes('all') && i < 100; i += 1)
      await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('tells a change outside a transaction at once, and nothing for a statement that names none', async () => {
    seen.length = 0;
    await db.query('INSERT INTO t_news VALUES (1, $1)', ['a']);
    expect(seen).toEqual([]);
    await db.changed(['news:news', 'news:news:1']);
    expect(seen).toEqual([['news:news', 'news:news:1']]);
  });

  it('tells the changes of a transaction together once it commits, and nothing of one that rolls back', async () => {
    seen.length = 0;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE t_news SET title = $1', ['b']);
      await tx.changed(['news:news']);
      await tx.changed(['news:news', 'news:news:1']);
      expect(seen).toHaveLength(0);
    });
    expect(seen).toEqual([['news:news', 'news:news:1']]);

    seen.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE t_news SET title = $1', ['c']);
        await tx.changed(['news:news']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(seen).toEqual([]);
  });

  it('tells a script as a change of everything', async () => {
    seen.length = 0;
    await db.exec('UPDATE t_news SET title = title');
    expect(seen).toEqual(['all']);
  });
});

if (DB_KINDS.includes('postgres')) {
  describe('changes between processes on PostgreSQL', () => {
    let first: Db;
    let second: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await openTestDb('postgres');
      first = opened.db;
      drop = opened.drop;
      const schema = (await first.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema;
      second = await openPostgres(process.env.TEST_DATABASE_URL!, schema);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await drop?.();
    });

    it('hears what another process committed, and nothing of what it rolled back', async () => {
      const heard: Change[] = [];
      first.onChange((change) => heard.push(change));
      // Listening starts with "everything may have changed" (what happened before is unknown).
      await expect.poll(() => heard, { timeout: 5000 }).toContain('all');
      heard.length = 0;
      await expect(
        second.transaction(async (tx) => {
          await tx.changed(['streets:7']);
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      await second.transaction((tx) => tx.changed(['streets:1']));
      await second.changed(['cities:2']);
      await expect.poll(() => heard, { timeout: 5000 }).toEqual([['streets:1'], ['cities:2']]);
    });

    it('keeps the processes of a schema named in the URL (options=-c search_path) to themselves', async () => {
      const schema = (await first.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema;
      const inUrl = (name: string) => {
        const url = new URL(withDefaultUser(process.env.TEST_DATABASE_URL!));
        url.searchParams.set('options', `-c search_path=${name}`);
        return url.toString();
      };
      // Another portal on the same database, in a schema of its own (a parallel run).
      const otherSchema = `${schema}_other`;
      await first.query(`CREATE SCHEMA ${otherSchema}`);
      const third = await openPostgres(inUrl(schema));
      const other = await openPostgres(inUrl(otherSchema));
      try {
        const heard: Change[] = [];
        third.onChange((change) => heard.push(change));
        await expect.poll(() => heard, { timeout: 5000 }).toContain('all');
        heard.length = 0;
        await other.changed(['streets:9']);
        await second.changed(['streets:2']);
        await expect.poll(() => heard, { timeout: 5000 }).toEqual([['streets:2']]);
        // Given time, the other schema's change still does not come.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(heard).toEqual([['streets:2']]);
      } finally {
        await third.close();
        await other.close();
        await first.query(`DROP SCHEMA ${otherSchema} CASCADE`);
      }
    });
  });
}
