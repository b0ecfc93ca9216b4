import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { databaseDistances, listSuppliers } from '../../../server/repositories/navigator.ts';
import { seedNavigatorScale } from '../../../server/repositories/navigator-scale.ts';
import { EARTH_RADIUS_M, MISSING_POINT_DISTANCE_M, NEARBY_DISTANCE_M } from '../../../common/navigator/constants.ts';
import { describeEachDb, openTestDb } from '../test-app.ts';
import { CITY_PAIRS, haversine } from '../navigator-distances.ts';

/** A node of EXPLAIN (FORMAT JSON). */
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Order By'?: string;
  Plans?: PlanNode[];
};
/** Every node of a plan, depth first. */
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** Suppliers of the scale benchmark. */
const SCALE = 10_000;

describeEachDb('navigator distances in the database', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('gives the haversine distance on the spec radius 6371000 m for known city pairs, within a millimetre', async () => {
    const distances = await databaseDistances(
      db,
      CITY_PAIRS.map(({ a, b }) => [a, b]),
    );
    CITY_PAIRS.forEach((pair, i) => {
      expect(Math.abs(distances[i] - pair.metres), pair.name).toBeLessThan(0.5 + 1e-3);
      expect(Math.abs(distances[i] - haversine(pair.a, pair.b)), pair.name).toBeLessThan(1e-3);
    });
  });

  it("is earthdistance's earth_distance scaled from its radius 6378168 m to the spec's", async () => {
    const [{ radius }] = await db.query<{ radius: number }>('SELECT public.earth() AS radius');
    expect(radius).toBe(6378168);
    for (const pair of CITY_PAIRS) {
      // earthdistance's functions name earth() and cube() without their schema: public must be on the path.
      const theirs = await db.transaction(async (tx) => {
        await tx.query("SELECT set_config('search_path', current_setting('search_path') || ', public', true)");
        const [row] = await tx.query<{ theirs: number }>(
          'SELECT public.earth_distance(public.ll_to_earth($1, $2), public.ll_to_earth($3, $4)) AS theirs',
          [pair.a.lat, pair.a.lon, pair.b.lat, pair.b.lon],
        );
        return row.theirs;
      });
      const [ours] = await databaseDistances(db, [[pair.a, pair.b]]);
      expect(ours, pair.name).toBeCloseTo((theirs * EARTH_RADIUS_M) / radius, 3);
    }
  });

  it('puts a missing point at 100000000 m, whichever side is missing', async () => {
    const point = CITY_PAIRS[0].a;
    expect(
      await databaseDistances(db, [
        [point, null],
        [null, point],
        [null, null],
      ]),
    ).toEqual([MISSING_POINT_DISTANCE_M, MISSING_POINT_DISTANCE_M, MISSING_POINT_DISTANCE_M]);
  });

  it(`reads the nearest 20 of ${SCALE} suppliers through the GiST index of their earth points, and they are the nearest`, async () => {
    await seedNavigatorScale(db, SCALE);
    await seedNavigatorScale(db, SCALE);
    const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM soc_suppliers');
    expect(count).toBe(SCALE);

    // Every statement the repository runs, to be explained with its own parameters.
    const statements: Array<{ sql: string; params: unknown[] }> = [];
    const recording: Queryable = {
      query: (sql, params = []) => {
        statements.push({ sql, params });
        return db.query(sql, params);
      },
      changed: (references) => db.changed(references),
    };
    const origin = { lat: 66.53, lon: 66.6019 };
    const page = await listSuppliers(recording, { origin, search: '', nearbyOnly: false, offset: 0, limit: 20 });
    expect(page.total).toBe(SCALE);
    expect(page.items).toHaveLength(20);

    const [{ ids }] = await db.query<{ ids: number[] }>(
      `SELECT array_agg(id ORDER BY d, id) AS ids FROM (
         SELECT id, navigator_distance(earth_point, navigator_point($1, $2)) AS d FROM soc_suppliers WHERE earth_point IS NOT NULL ORDER BY d, id LIMIT 20) nearest`,
      [origin.lat, origin.lon],
    );
    expect(page.items.map((s) => s.id)).toEqual(ids);

    const nearest = statements.find((s) => s.sql.includes('OPERATOR(public.<->)'));
    expect(nearest).toBeDefined();
    // Planner statistics as after autovacuum, and no sequential scan when an index path exists.
    await db.query('ANALYZE soc_suppliers');
    const [{ 'QUERY PLAN': plan }] = await db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) ${nearest!.sql}`,
      nearest!.params,
    );
    const nodes = planNodes((plan as Array<{ Plan: PlanNode }>)[0].Plan);
    const scans = nodes.filter((node) => node['Relation Name'] === 'soc_suppliers');
    expect(scans.map((node) => node['Node Type'])).toEqual(['Index Scan']);
    expect(scans[0]['Index Name']).toBe('soc_suppliers_earth_point_idx');
    // The index hands the rows over nearest first: the ordering operator is inside the scan.
    expect(scans[0]['Order By']).toMatch(/^\(earth_point (<->|OPERATOR\(public\.<->\)) '\(.+\)'::(public\.)?cube\)$/);
    // Only the page itself is sorted again (by distance, then id), never the whole table.
    const limits = nodes.filter((node) => node['Node Type'] === 'Limit');
    expect(limits.length).toBe(2);
  });

  it('finds the nearby suppliers through the bounding cube, exactly those within 100000 m', async () => {
    const origin = { lat: 65.5, lon: 72.5 };
    const page = await listSuppliers(db, { origin, search: '', nearbyOnly: true, offset: 0, limit: 50 });
    const [{ count }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM soc_suppliers WHERE navigator_distance(earth_point, navigator_point($1, $2)) <= $3',
      [origin.lat, origin.lon, NEARBY_DISTANCE_M],
    );
    expect(page.total).toBe(count);
    expect(count).toBeGreaterThan(0);
    expect(page.items.every((s) => s.nearby && s.distance <= NEARBY_DISTANCE_M)).toBe(true);
  });
});
