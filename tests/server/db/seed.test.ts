import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/db.ts';
import { DB_KINDS, openTestDb as openDb } from '../test-app.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { DEMO_ACCOUNTS, SEED_TABLES, seedDemoData } from '../../../server/db/seed/index.ts';
import {
  checkEmail,
  checkInnLegal,
  checkInnPerson,
  checkKpp,
  checkOgrn,
  checkOgrnip,
  checkPassport,
  checkPersonName,
  checkPhone,
  checkSnils,
} from '../../../common/validation/index.ts';

const TABLES = SEED_TABLES.map((table) => table.table);
const CHANGED_PHONE = '+79991112233';

async function countRows(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row.n;
  }
  return counts;
}

/** A Queryable that counts the statements it runs. */
function counting(db: Queryable): Queryable & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    changed: (references) => db.changed(references),
  };
}

describe.each(DB_KINDS)('demo seed [%s]', (kind) => {
  let db: Db;
  let drop: () => Promise<void> = async () => {};
  let firstCounts: Record<string, number>;
  let secondCounts: Record<string, number>;
  let secondRunStatements: string[];

  beforeAll(async () => {
    ({ db, drop } = await openDb(kind));
    await migrate(db);
    await db.transaction((tx) => seedDemoData(tx));
    firstCounts = await countRows(db);
    // A "user" edits seeded rows between the runs.
    await db.query(`UPDATE persons SET phone = $1 WHERE id = (SELECT person_id FROM users WHERE login = 'citizen')`, [
      CHANGED_PHONE,
    ]);
    await db.query(`UPDATE institutions SET work_hours = 'Круглосуточно' WHERE id = 1`);
    const spy = counting(db);
    await seedDemoData(spy);
    secondRunStatements = spy.statements;
    secondCounts = await countRows(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  it('fills every table and adds no duplicates on a second run', () => {
    for (const table of TABLES) expect(firstCounts[table], table).toBeGreaterThan(0);
    expect(secondCounts).toEqual(firstCounts);
  });

  it('costs one query when everything is already seeded', () => {
    expect(secondRunStatements).toHaveLength(1);
    expect(secondRunStatements[0]).toMatch(/^SELECT EXISTS/);
  });

  it('keeps what users changed', async () => {
    const [citizen] = await db.query<{ phone: string }>(
      `SELECT p.phone FROM persons p JOIN users u ON u.person_id = p.id WHERE u.login = 'citizen'`,
    );
    expect(citizen.phone).toBe(CHANGED_PHONE);
    const [institution] = await db.query<{ workHours: string }>(
      'SELECT work_hours AS "workHours" FROM institutions WHERE id = 1',
    );
    expect(institution.workHours).toBe('Круглосуточно');
  });

  it('re-inserts only missing rows of a table and never overwrites the rest', async () => {
    await db.query(`UPDATE news SET title = 'Изменено редактором' WHERE id = 1`);
    await db.query('DELETE FROM news WHERE id = (SELECT max(id) FROM news WHERE id < 100000)');
    await seedDemoData(db);
    expect(await countRows(db)).toEqual(firstCounts);
    const [news] = await db.query<{ title: string }>('SELECT title FROM news WHERE id = 1');
    expect(news.title).toBe('Изменено редактором');
  });

  it('uses explicit ids below 100000', () => {
    for (const table of SEED_TABLES) {
      const idIndex = table.columns.indexOf('id');
      // Stored files are keyed by uuid, not by an identity.
      if (idIndex < 0 || table.table === 'files') continue;
      for (const row of table.values) {
        expect(row[idIndex], table.table).toBeTypeOf('number');
        expect(row[idIndex] as number, table.table).toBeLessThan(100000);
      }
    }
  });

  it('has ЯНАО as region 1 with Салехард as its default city', async () => {
    const [region] = await db.query<{ caption: string }>('SELECT caption FROM regions WHERE id = 1');
    expect(region.caption).toBe('Ямало-Ненецкий автономный округ');
    const defaults = await db.query<{ caption: string }>(
      'SELECT caption FROM cities WHERE region_id = 1 AND is_default',
    );
    expect(defaults).toEqual([{ caption: 'Салехард' }]);
    const [streets] = await db.query<{ n: number }>(
      'SELECT min(n)::int AS n FROM (SELECT count(s.id) AS n FROM cities c LEFT JOIN streets s ON s.city_id = c.id WHERE c.region_id = 1 GROUP BY c.id) t',
    );
    expect(streets.n).toBeGreaterThanOrEqual(5);
  });

  it('has providers of every type and tour operators', async () => {
    const rows = await db.query<{ type: number; n: number }>(
      'SELECT institution_type_id AS type, count(*)::int AS n FROM institutions WHERE source_type = 1 GROUP BY 1',
    );
    const byType = new Map(rows.map((row) => [row.type, row.n]));
    expect(byType.get(0)).toBeGreaterThanOrEqual(4);
    expect(byType.get(1)).toBeGreaterThanOrEqual(3);
    for (const type of [2, 10, 11]) expect(byType.get(type), `type ${type}`).toBeGreaterThanOrEqual(2);

    const operators = await db.query<{ id: number; year: number; tours: number }>(
      `SELECT i.id, extract(year FROM i.date_included)::int AS year,
              (SELECT count(*)::int FROM services s WHERE s.institution_id = i.id AND s.is_tourism) AS tours
         FROM institutions i WHERE i.source_type = 2`,
    );
    expect(operators.length).toBeGreaterThanOrEqual(2);
    for (const operator of operators) {
      expect(operator.year).toBe(2026);
      expect(operator.tours).toBeGreaterThan(0);
    }
    const [longevity] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM institutions WHERE institution_type_id = 0 AND is_active_longevity_program',
    );
    expect(longevity.n).toBeGreaterThanOrEqual(1);
  });

  it('has at least two services in each of the 9 catalogue groups and general social services', async () => {
    const rows = await db.query<{ group: number; n: number }>(
      'SELECT catalog_group AS "group", count(*)::int AS n FROM services WHERE catalog_group IS NOT NULL GROUP BY 1 ORDER BY 1',
    );
    expect(rows.map((row) => row.group)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of rows) expect(row.n, `group ${row.group}`).toBeGreaterThanOrEqual(2);
    const codes = await db.query<{ code: number }>(
      'SELECT DISTINCT service_type_code AS code FROM services WHERE catalog_group IS NULL AND service_type_code IS NOT NULL',
    );
    expect(codes.map((row) => row.code)).toEqual(expect.arrayContaining([601, 602]));
    const [freeWithPrice] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM services WHERE rate_type = 'free' AND price IS NOT NULL`,
    );
    expect(freeWithPrice.n).toBe(0);
  });

  it('has news of every kind', async () => {
    const rows = await db.query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM news GROUP BY 1');
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.n]))).toEqual({
      news: 6,
      // 3 plain-text cards of news.ts and 5 written in the editor (every-mother.ts).
      'every-mother': 8,
      // Two contests open now and one closed three months ago (contest-periods.ts).
      'subsidy-contest': 3,
    });
  });

  it('gives every person valid SNILS, INN, passport, phone, e-mail and names', async () => {
    const persons = await db.query<Record<string, string | null>>(
      'SELECT last_name, first_name, middle_name, snils, inn, passport, phone, email FROM persons',
    );
    for (const p of persons) {
      const who = `${p.last_name} ${p.first_name}`;
      expect(p.snils, who).toMatch(/^\d{3}-\d{3}-\d{3} \d{2}$/);
      expect(checkSnils(p.snils), who).toBeUndefined();
      expect(checkInnPerson(p.inn), who).toBeUndefined();
      expect(checkPassport(p.passport), who).toBeUndefined();
      expect(checkPhone(p.phone), who).toBeUndefined();
      expect(checkEmail(p.email), who).toBeUndefined();
      for (const name of [p.last_name, p.first_name, p.middle_name]) expect(checkPersonName(name), who).toBeUndefined();
    }
  });

  it('gives every institution a valid OGRN or OGRNIP, INN and KPP', async () => {
    const rows = await db.query<{
      short_caption: string;
      type: number;
      ogrn: string;
      inn: string;
      kpp: string | null;
      phone: string;
      email: string;
    }>('SELECT short_caption, institution_type_id AS type, ogrn, inn, kpp, phone, email FROM institutions');
    for (const row of rows) {
      const who = row.short_caption;
      if (row.type === 2) {
        expect(row.ogrn, who).toHaveLength(15);
        expect(checkOgrnip(row.ogrn), who).toBeUndefined();
        expect(checkInnPerson(row.inn), who).toBeUndefined();
        expect(row.kpp, who).toBeNull();
      } else {
        expect(checkOgrn(row.ogrn), who).toBeUndefined();
        expect(row.inn, who).toHaveLength(10);
        expect(checkInnLegal(row.inn), who).toBeUndefined();
        expect(row.kpp, who).toHaveLength(9);
        expect(checkKpp(row.kpp), who).toBeUndefined();
      }
      expect(checkPhone(row.phone), who).toBeUndefined();
      expect(checkEmail(row.email), who).toBeUndefined();
    }
  });

  it('has every demo login with its expected roles', async () => {
    const users = await db.query<{
      login: string;
      subject: string;
      person_id: number | null;
      is_admin: boolean;
      service_moderator: boolean;
    }>('SELECT login, subject, person_id, is_admin, service_moderator FROM users WHERE id < 100000 ORDER BY id');
    expect(users.map((u) => u.login)).toEqual([
      'citizen',
      'guardian',
      'worker',
      'provider',
      'tourism',
      'admin',
      'family',
      'moderator',
      'applicant',
    ]);
    expect(DEMO_ACCOUNTS.map((a) => a.login).sort()).toEqual(users.map((u) => u.login).sort());
    for (const account of DEMO_ACCOUNTS) {
      expect(account.caption).not.toBe('');
      expect(account.description).not.toBe('');
    }
    for (const u of users) {
      expect(u.subject).toBe(`demo-${u.login}`);
      expect(u.person_id, u.login).not.toBeNull();
      expect(u.is_admin, u.login).toBe(u.login === 'admin');
      // The catalogue's moderator is no administrator: the right alone opens the moderation.
      expect(u.service_moderator, u.login).toBe(u.login === 'moderator');
    }

    const roles = async (login: string) =>
      db.query<{ role: number; type: number; source: number }>(
        `SELECT e.institution_role AS role, i.institution_type_id AS type, i.source_type AS source
           FROM employees e JOIN users u ON u.id = e.user_id JOIN institutions i ON i.id = e.institution_id
          WHERE u.login = $1 ORDER BY i.institution_type_id`,
        [login],
      );
    expect(await roles('citizen')).toEqual([]);
    expect(await roles('guardian')).toEqual([]);
    expect(await roles('admin')).toEqual([]);
    expect(await roles('worker')).toEqual([{ role: 3, type: 0, source: 1 }]);
    expect(await roles('provider')).toEqual([
      { role: 2, type: 0, source: 1 },
      { role: 2, type: 1, source: 1 },
    ]);
    expect(await roles('tourism')).toEqual([{ role: 4, type: 1, source: 2 }]);
  });

  it('links children, wards and institution clients', async () => {
    const relations = async (login: string) =>
      (
        await db.query<{ kind: string }>(
          `SELECT r.kind FROM person_relations r JOIN users u ON u.person_id = r.person_id WHERE u.login = $1 ORDER BY r.kind`,
          [login],
        )
      ).map((row) => row.kind);
    expect(await relations('citizen')).toEqual(['child', 'child']);
    expect(await relations('guardian')).toEqual(['child', 'ward']);

    const [own] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM institution_clients c
         JOIN employees e ON e.institution_id = c.institution_id JOIN users u ON u.id = e.user_id
        WHERE u.login = 'worker'`,
    );
    expect(own.n).toBeGreaterThanOrEqual(8);
    const [foreign] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM institution_clients c
        WHERE c.institution_id NOT IN (SELECT e.institution_id FROM employees e JOIN users u ON u.id = e.user_id WHERE u.login = 'worker')
          AND c.person_id NOT IN (SELECT c2.person_id FROM institution_clients c2
                                    JOIN employees e ON e.institution_id = c2.institution_id
                                    JOIN users u ON u.id = e.user_id WHERE u.login = 'worker')`,
    );
    expect(foreign.n).toBeGreaterThanOrEqual(2);
  });

  it('stores the portal settings', async () => {
    const rows = await db.query<{ id: number; value: unknown }>('SELECT id, value FROM settings ORDER BY id');
    expect(rows).toEqual([
      { id: 1, value: { maxReportFileSizeMb: 15, maxReportFilesCount: 10 } },
      { id: 2, value: { dateFrom: '2026-01-01', dateTo: '2026-12-31' } },
    ]);
  });
});
