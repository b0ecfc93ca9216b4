import { afterAll, beforeAll, expect, it } from 'vitest';
import { actCaptions } from '../../../server/acts/place-names.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

describeEachDb('captions of the lookup values of an act', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('names the region, city and street an address points at, at any depth, by pointer', async () => {
    const [city] = await t.db.query<{ id: number }>(`SELECT id FROM cities WHERE caption = 'Салехард'`);
    const [street] = await t.db.query<{ id: number; caption: string }>(
      `SELECT id, caption FROM streets WHERE city_id = $1 ORDER BY id LIMIT 1`,
      [city.id],
    );
    const captions = await actCaptions(t.db, {
      relatives: [
        { address: { regionId: 1, cityId: city.id, streetId: street.id, house: '5' } },
        { address: { cityId: 999999 } },
      ],
    });
    expect(captions['/relatives/0/address/regionId']).toContain('Ямало-Ненецкий');
    expect(captions['/relatives/0/address/cityId']).toMatch(/Салехард$/);
    expect(captions['/relatives/0/address/streetId']).toContain(street.caption);
    expect(captions['/relatives/1/address/cityId']).toBeUndefined();
  });

  it('names a ward by name and birth date', async () => {
    const [person] = await t.db.query<{ id: number; last_name: string }>(
      `SELECT id, last_name FROM persons ORDER BY id LIMIT 1`,
    );
    const captions = await actCaptions(t.db, { wardId: person.id });
    expect(captions['/wardId']).toMatch(new RegExp(`^${person.last_name} .+, \\d{2}\\.\\d{2}\\.\\d{4}$`));
  });
});
