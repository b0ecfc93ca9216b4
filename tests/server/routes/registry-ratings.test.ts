import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_CONTRACTS } from '../../../server/db/seed/contracts.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { RATED_CONTRACTS } from '../../../server/db/seed/ratings.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

type RatingRow = { id: number; rating: number; ratingCount: number };

describeEachDb("the registry's rating from the recipients' contract ratings", (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  const rating = async (): Promise<RatingRow[]> =>
    (await t.app.inject({ url: '/api/public/registry/rating' })).json().data;
  const card = async (id: number) => (await t.app.inject({ url: `/api/public/registry/${id}` })).json().data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
  });
  afterAll(() => t?.close());

  it("changes the provider's average, count and rank as soon as a citizen rates a contract, through the public cache", async () => {
    const zabota = INSTITUTION.severnayaZabota;
    const seeded = [...SERVICE_CONTRACTS, ...RATED_CONTRACTS].filter(
      (c) => c.institutionId === zabota && c.rateByPerson !== null,
    );
    const before = await rating();
    const row = before.find((r) => r.id === zabota)!;
    expect(row.ratingCount).toBe(seeded.length);
    expect(row.rating).toBeCloseTo(seeded.reduce((sum, c) => sum + c.rateByPerson!, 0) / seeded.length, 2);
    const rankBefore = before.findIndex((r) => r.id === zabota);
    // The same answer again comes from the cache.
    expect(await rating()).toEqual(before);
    expect((await card(zabota)).ratingCount).toBe(seeded.length);

    // The demo citizen's contract terminated by her (status 4) is not rated yet: she gives it 1.
    const contract = SERVICE_CONTRACTS.find((c) => c.id === 9)!;
    expect(contract).toMatchObject({ institutionId: zabota, status: 4, rateByPerson: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service-contract/feedback',
      headers: citizen,
      payload: { personId: contract.personId, id: contract.id, version: contract.version, rating: 1 },
    });
    expect(res.statusCode).toBe(200);

    const after = await rating();
    const changed = after.find((r) => r.id === zabota)!;
    const expected = [...seeded.map((c) => c.rateByPerson!), 1];
    expect(changed.ratingCount).toBe(expected.length);
    expect(changed.rating).toBeCloseTo(expected.reduce((a, b) => a + b, 0) / expected.length, 2);
    expect(after.findIndex((r) => r.id === zabota)).toBeGreaterThan(rankBefore);
    expect(await card(zabota)).toMatchObject({ rating: changed.rating, ratingCount: expected.length });
  });

  it('keeps the average and the count with the contracts when a rating is changed or taken back (the database, not the code, keeps them)', async () => {
    const vanuito = RATED_CONTRACTS.filter((c) => c.institutionId === INSTITUTION.ipVanuito);
    expect(vanuito.map((c) => c.rateByPerson)).toEqual([5, 5]);
    const read = async () =>
      (
        await t.db.query<{ rating: string | null; count: number }>(
          'SELECT rating::text AS rating, rating_count AS count FROM institutions WHERE id = $1',
          [INSTITUTION.ipVanuito],
        )
      )[0];
    expect(await read()).toEqual({ rating: '5.00', count: 2 });
    await t.db.query('UPDATE service_contracts SET rate_by_person = 2 WHERE id = $1', [vanuito[0].id]);
    expect(await read()).toEqual({ rating: '3.50', count: 2 });
    await t.db.query('UPDATE service_contracts SET rate_by_person = NULL WHERE id = ANY($1::int[])', [
      vanuito.map((c) => c.id),
    ]);
    expect(await read()).toEqual({ rating: null, count: 0 });
    // Other writes of a rated contract leave the figures as they are.
    await t.db.query('UPDATE service_contracts SET rate_by_person = 4 WHERE id = $1', [vanuito[1].id]);
    await t.db.query("UPDATE service_contracts SET feedback = 'Спасибо' WHERE id = $1", [vanuito[1].id]);
    expect(await read()).toEqual({ rating: '4.00', count: 1 });
  });
});
