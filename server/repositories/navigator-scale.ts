import type { Queryable } from '../db/db.ts';
import { navigatorReferences } from './navigator.ts';

/** Ids of the scale seed's suppliers start here, far above the demo data and the identities. */
const SCALE_FIRST_ID = 10_000_000;

/**
 * Seeds n synthetic suppliers for the scale benchmark: scattered over Ямало-Ненецкий автономный
 * округ (every twentieth without coordinates), each providing two of the existing measures and
 * one social service. Deterministic and idempotent: the same n adds nothing a second time.
 */
export async function seedNavigatorScale(db: Queryable, n: number): Promise<void> {
  // A repeatable pseudo-random fraction of g and a salt (the classic sin hash), without random().
  const fraction = (salt: number) =>
    `(abs(sin(g * 12.9898 + ${salt}) * 43758.5453) - floor(abs(sin(g * 12.9898 + ${salt}) * 43758.5453)))`;
  await db.query(
    `INSERT INTO soc_suppliers (id, caption, short_caption, address, phone, work_hours, latitude, longitude)
     SELECT ${SCALE_FIRST_ID} + g, 'Пункт социальной поддержки населения № ' || g, 'Пункт поддержки № ' || g,
            'ЯНАО, населённый пункт ' || (g % 97 + 1) || ', ул. Северная, д. ' || (g % 60 + 1), '+7 (34922) ' || lpad((g % 100000)::text, 5, '0'),
            'пн–пт 9:00–17:00',
            CASE WHEN g % 20 = 0 THEN NULL ELSE 63 + 5.5 * ${fraction(1)} END,
            CASE WHEN g % 20 = 0 THEN NULL ELSE 64 + 20 * ${fraction(2)} END
       FROM generate_series(1, $1::int) AS g
     ON CONFLICT DO NOTHING`,
    [n],
  );
  await db.query(
    `WITH measures AS (SELECT array_agg(id ORDER BY id) AS ids FROM soc_msp)
     INSERT INTO soc_msp_suppliers (msp_id, supplier_id)
     SELECT DISTINCT measures.ids[1 + (g * k) % cardinality(measures.ids)], ${SCALE_FIRST_ID} + g
       FROM generate_series(1, $1::int) AS g, (VALUES (1), (7)) AS step(k), measures
      WHERE cardinality(measures.ids) > 0
     ON CONFLICT DO NOTHING`,
    [n],
  );
  await db.query(
    `WITH services AS (SELECT array_agg(id ORDER BY id) AS ids FROM soc_services)
     INSERT INTO soc_service_suppliers (service_id, supplier_id)
     SELECT services.ids[1 + g % cardinality(services.ids)], ${SCALE_FIRST_ID} + g
       FROM generate_series(1, $1::int) AS g, services
      WHERE cardinality(services.ids) > 0
     ON CONFLICT DO NOTHING`,
    [n],
  );
  await db.query('ANALYZE soc_suppliers');
  await db.changed([navigatorReferences.suppliers]);
}
