import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeNames } from '../../server/acts/place-names.ts';
import { createTestApp, describeEachDb, type TestApp } from './test-app.ts';

describeEachDb('place names for printing', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('names the region, city and street an address points at, at any depth', async () => {
    const [city] = await t.db.query<{ id: number }>(`SELECT id FROM cities WHERE caption = 'Салехард'`);
    const [street] = await t.db.query<{ id: number; caption: string }>(`SELECT id, caption FROM streets WHERE city_id = $1 ORDER BY id LIMIT 1`, [city.id]);
    const name = await placeNames(t.db, { relatives: [{ address: { regionId: 1, cityId: city.id, streetId: street.id, house: '5' } }] });
    expect(name('regionId', 1)).toContain('Ямало-Ненецкий');
    expect(name('cityId', city.id)).toMatch(/Салехард$/);
    expect(name('streetId', street.id)).toContain(street.caption);
    expect(name('cityId', 999999)).toBeUndefined();
  });
});
