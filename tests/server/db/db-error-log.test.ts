import { afterAll, beforeAll, expect, it } from 'vitest';
import { SURVEY_ACTS } from '../../../server/db/seed/acts.ts';
import { REPORT_ACTS } from '../../../server/db/seed/reports.ts';
import { PERSONS } from '../../../server/db/seed/people.ts';
import { StatementError, statementName } from '../../../server/db/db.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/** Every leaf of an act's data that would identify someone: names, dates, numbers, sums. */
function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.length >= 4 && !/^(true|false|saved)$/.test(value)) out.push(value);
  } else if (typeof value === 'number') {
    if (Math.abs(value) >= 100 && !Number.isInteger(value / 1000)) out.push(String(value));
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) leaves(item, out);
  }
  return out;
}

describeEachDb('a failed SQL statement in the log', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('names the statement and its SQLSTATE and carries no value', async () => {
    const failure = await t.db.query('SELECT $1::int', ['Иванова Мария']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StatementError);
    expect(failure).toMatchObject({
      statement: 'SELECT',
      code: '22P02',
      message: 'SQL statement failed: SELECT (SQLSTATE 22P02)',
    });
    expect(Object.keys(failure as object).sort()).toEqual(['code', 'name', 'statement']);
    expect(JSON.stringify(failure)).not.toContain('Иванова');
    expect(statementName(`INSERT INTO acts (data)\n VALUES ($1)`)).toBe('INSERT INTO acts');
    expect(statementName(`UPDATE sessions SET x = 1`)).toBe('UPDATE sessions');
    expect(statementName(`SELECT id FROM persons WHERE snils = '1'`)).toBe('SELECT FROM persons');
  });

  it("logs none of any demo act's names, dates, numbers or sums when its statement fails", async () => {
    // Only what these statements log: the start's progress lines carry durations (a number like 105).
    t.logs.length = 0;
    const acts = [...SURVEY_ACTS, ...REPORT_ACTS];
    expect(acts.length).toBeGreaterThan(5);
    const values = new Set<string>();
    for (const act of acts) {
      const person = PERSONS.find((p) => p.id === act.personId)!;
      for (const value of leaves({ data: act.data, person })) values.add(value);
      const statements: Array<[string, unknown[]]> = [
        // A foreign key that does not exist: the detail names the key's value.
        [
          `INSERT INTO acts (act_type, person_id, created_by, schema_version, data, number) VALUES ($1, $2, $3, $4, $5, $6)`,
          [act.actType, -act.personId, -1, 1, JSON.stringify(act.data), `${act.number}-0`],
        ],
        // A duplicate key: the detail quotes it.
        [
          `INSERT INTO acts (id, act_type, person_id, created_by, schema_version, data, number) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [act.id, act.actType, act.personId, act.createdBy, 1, JSON.stringify(act.data), act.number],
        ],
        // Bad input: the message quotes the value itself (a value that is a number fails on the division).
        ...leaves(act.data)
          .slice(0, 40)
          .map((value): [string, unknown[]] => [
            `SELECT $1::int AS n, $2::jsonb AS data, 1 / (n - n) FROM (SELECT $1::int AS n) v`,
            [value, JSON.stringify(act.data)],
          ]),
        [`SELECT $1::date`, [`${person.lastName} ${person.firstName} ${person.snils ?? ''}`]],
      ];
      for (const [sql, params] of statements) {
        const error = await t.db.query(sql, params).then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(error, sql).toBeInstanceOf(Error);
        // As the error handler logs a failed request.
        t.app.log.error({ err: error }, 'request failed');
      }
    }
    // pino's own fields (time, pid, host) are numbers that could match a small sum by chance.
    const log = t.logs
      .map((line) => {
        const { time: _time, pid: _pid, hostname: _hostname, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');
    expect(values.size).toBeGreaterThan(100);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = [...values].filter((value) =>
      [value, JSON.stringify(value).slice(1, -1)].some((form) =>
        new RegExp(`(?<![\\p{L}\\p{N}])${escape(form)}(?![\\p{L}\\p{N}])`, 'u').test(log),
      ),
    );
    expect(found).toEqual([]);
    expect(log).toContain('SQLSTATE 23503');
    expect(log).toContain('SQLSTATE 23505');
    expect(log).toContain('SQLSTATE 22P02');
  }, 120_000);
});
