import type { Queryable } from '../db/db.ts';
import { personCaptions, placeCaptions, type PlaceIds } from '../repositories/reference.ts';

/** Keys whose numbers are ids of the server's lookups (address parts at any depth, a report's ward). */
const PLACE_KEYS: Record<string, keyof PlaceIds> = { regionId: 'regions', cityId: 'cities', streetId: 'streets' };
const PERSON_KEYS = new Set(['wardId']);
const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every lookup id the data refers to, with the JSON pointer of each. */
function collect(
  value: unknown,
  pointer: string,
  found: Array<{ pointer: string; kind: keyof PlaceIds | 'persons'; id: number }>,
): void {
  if (Array.isArray(value)) return value.forEach((item, index) => collect(item, `${pointer}/${index}`, found));
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${escapeToken(key)}`;
    const kind = PLACE_KEYS[key] ?? (PERSON_KEYS.has(key) ? 'persons' : undefined);
    if (kind && Number.isInteger(item)) found.push({ pointer: at, kind, id: item as number });
    else collect(item, at, found);
  }
}

/**
 * Captions of the values of an act whose names the server holds (regions, cities, streets of every
 * address, the ward of a guardian's report), keyed by the value's JSON pointer in the data:
 * { '/address/cityId': 'г. Салехард' }. Two queries whatever the act's size; the act's read call
 * sends them with the data, and the PDF uses the same map, so screen and paper name places alike.
 */
export async function actCaptions(db: Queryable, data: unknown): Promise<Record<string, string>> {
  const found: Parameters<typeof collect>[2] = [];
  collect(data, '', found);
  const ids = (kind: string) => [...new Set(found.filter((f) => f.kind === kind).map((f) => f.id))];
  const [places, people] = await Promise.all([
    placeCaptions(db, { regions: ids('regions'), cities: ids('cities'), streets: ids('streets') }),
    personCaptions(db, ids('persons')),
  ]);
  const names = new Map([
    ...places.map((p) => [`${p.kind}:${p.id}`, p.name] as const),
    ...people.map((p) => [`persons:${p.id}`, p.name] as const),
  ]);
  const captions: Record<string, string> = {};
  for (const f of found) {
    const name = names.get(`${f.kind}:${f.id}`);
    if (name !== undefined) captions[f.pointer] = name;
  }
  return captions;
}
