import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBSIDY_MSG } from '../../../server/messages.ts';
import { SUBSIDY_CITIES } from '../../../server/db/seed/subsidy.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

describeEachDb('subsidy calculator figures', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the region figures and its cities with their standards to anyone', async () => {
    const answer = await t.app.inject('/api/subsidy-calculator/standards');
    expect(answer.statusCode).toBe(200);
    const { region, cities } = answer.json().data;
    expect(region).toMatchObject({ regionId: 1, region: 'Ямало-Ненецкий автономный округ', maxSharePercent: 22 });
    expect(cities).toHaveLength(SUBSIDY_CITIES.length);
    expect(cities[0]).toEqual({
      cityId: 1,
      city: 'Салехард',
      costPerM2: 142.6,
      areaSingle: 33,
      areaTwo: 42,
      areaPerPerson: 18,
    });
  });

  it('answers 404 for a region without figures and 400 for bad input', async () => {
    const none = await t.app.inject('/api/subsidy-calculator/standards?regionId=5');
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain(SUBSIDY_MSG.noStandards);
    for (const url of [
      '/api/subsidy-calculator/standards?regionId=0',
      '/api/subsidy-calculator/standards?regionId=x',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(400);
    }
  });

  it('lets only an administrator change the figures, within the federal 22 % ceiling', async () => {
    const region = {
      regionId: 1,
      maxSharePercent: 18.5,
      minimumWorking: 27_000,
      minimumPensioner: 21_000,
      minimumChild: 25_000,
      basis: 'Изменено для проверки',
    };
    const city = { cityId: 2, costPerM2: 140.1, areaSingle: 33, areaTwo: 42, areaPerPerson: 18 };
    for (const login of ['citizen', 'worker']) {
      const headers = await t.signIn(login);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/subsidy-calculator/standards/region',
            headers,
            payload: region,
          })
        ).statusCode,
        login,
      ).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subsidy-calculator/standards/city', payload: city })).statusCode,
    ).toBe(401);
    const admin = await t.signIn('admin');
    const tooHigh = await t.app.inject({
      method: 'POST',
      url: '/api/subsidy-calculator/standards/region',
      headers: admin,
      payload: { ...region, maxSharePercent: 23 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body).toMatch(/[а-я]{4}/i);
    const unknownCity = await t.app.inject({
      method: 'POST',
      url: '/api/subsidy-calculator/standards/city',
      headers: admin,
      payload: { ...city, cityId: 999_999 },
    });
    expect(unknownCity.statusCode).toBe(404);
    const before = (await t.app.inject('/api/subsidy-calculator/standards')).json().data;
    expect(before.region.maxSharePercent).toBe(22);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/subsidy-calculator/standards/region',
      headers: admin,
      payload: region,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().messages[0].text).toBe(SUBSIDY_MSG.saved);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subsidy-calculator/standards/city',
          headers: admin,
          payload: city,
        })
      ).statusCode,
    ).toBe(200);
    // The cached public read shows the change at once.
    const after = (await t.app.inject('/api/subsidy-calculator/standards')).json().data;
    expect(after.region).toMatchObject({ maxSharePercent: 18.5, basis: 'Изменено для проверки' });
    expect(after.cities.find((c: { cityId: number }) => c.cityId === 2).costPerM2).toBe(140.1);
  });
});
