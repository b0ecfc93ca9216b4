import type { Queryable } from '../db/db.ts';

const PLACE_KEYS = { regionId: 'regions', cityId: 'cities', streetId: 'streets' } as const;
type PlaceKey = keyof typeof PLACE_KEYS;

/** Every region, city and street id an act's data refers to (address objects at any depth). */
function collect(value: unknown, found: Record<PlaceKey, Set<number>>): void {
  if (Array.isArray(value)) return value.forEach((item) => collect(item, found));
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key in PLACE_KEYS && Number.isInteger(item)) found[key as PlaceKey].add(item as number);
    else collect(item, found);
  }
}

/**
 * Names of the places an act's addresses point at, for printing: (key, id) -> 'г. Салехард',
 * 'ул. Республики', 'Ямало-Ненецкий автономный округ'.
 */
export async function placeNames(db: Queryable, data: unknown): Promise<(key: string, id: number) => string | undefined> {
  const found: Record<PlaceKey, Set<number>> = { regionId: new Set(), cityId: new Set(), streetId: new Set() };
  collect(data, found);
  const names = new Map<string, string>();
  for (const [key, table] of Object.entries(PLACE_KEYS) as Array<[PlaceKey, string]>) {
    const ids = [...found[key]];
    if (!ids.length) continue;
    const typed = table === 'regions' ? `caption` : `concat_ws(' ', type, caption)`;
    const rows = await db.query<{ id: number; name: string }>(`SELECT id, ${typed} AS name FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
    for (const row of rows) names.set(`${key}:${row.id}`, row.name);
  }
  return (key, id) => names.get(`${key}:${id}`);
}
