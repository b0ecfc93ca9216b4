import type { Queryable } from '../db.ts';

/**
 * The calendar of provisions at a region's scale (for the bench): `rows` service records spread over
 * every institution of source type 1 and the people of the database, over `days` days around
 * `today` (half before, half after), each on the slot grid of its day (two half-hour slots from
 * 09:30 to 17:30 region time, UTC+5: 04:30 to 12:30 UTC), one hour long, recorded
 * (status 1). The institution `focusId` gets `focusRows` of them: an institution whose employee
 * has about 60 clients with two or three services a week each. Statistics are refreshed after.
 */
export async function seedServiceRecordsAtScale(
  db: Queryable,
  options: { rows: number; days: number; today: string; focusId: number; focusRows: number },
): Promise<{ institutions: number }> {
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM institutions WHERE source_type = 1 AND id <> $1`,
    [options.focusId],
  );
  if (count === 0) throw new Error('no institutions to spread the service records over');
  const insert = (institutions: string, rows: number, seed: number) =>
    db.query(
      `WITH inst AS (SELECT array_agg(id ORDER BY id) AS ids FROM institutions WHERE ${institutions}),
            svc AS (SELECT array_agg(id ORDER BY id) AS ids FROM services),
            ppl AS (SELECT array_agg(id ORDER BY id) AS ids FROM persons),
            g AS (
              SELECT n,
                (($2::date - ($3::int / 2)) + ((n * 7919 + $4::int) % $3::int)::int)::timestamp AT TIME ZONE 'UTC'
                  + make_interval(mins => (270 + 30 * ((n * 31 + $4::int) % 15))::int) AS start_date
              FROM generate_series(1::bigint, $1::bigint) AS n
            )
       INSERT INTO service_records (institution_source_type, institution_id, institution_service_id, person_id,
         start_date, end_date, status, version)
       SELECT 1, inst.ids[(1 + (n * 104729 + $4::int) % array_length(inst.ids, 1))::int],
         svc.ids[(1 + (n * 15485863 + $4::int) % array_length(svc.ids, 1))::int],
         ppl.ids[(1 + (n * 32452843 + $4::int) % array_length(ppl.ids, 1))::int],
         start_date, start_date + interval '1 hour', 1, 1
       FROM g, inst, svc, ppl`,
      [rows, options.today, options.days, seed],
    );
  await insert(`id = ${Number(options.focusId)}`, options.focusRows, 1);
  // In parts, so that one statement does not hold the whole million in memory.
  const rest = options.rows - options.focusRows;
  const part = 100_000;
  for (let done = 0, i = 0; done < rest; done += part, i += 1)
    await insert(`source_type = 1 AND id <> ${Number(options.focusId)}`, Math.min(part, rest - done), 1000 + i);
  await db.query('ANALYZE service_records');
  return { institutions: count + 1 };
}
