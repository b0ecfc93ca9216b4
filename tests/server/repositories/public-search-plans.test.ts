import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { generateRegion, seedRegion, type RegionData } from '../../../server/db/seed/region-scale.ts';
import { listRegistry, registryStatements, type RegistryFilter } from '../../../server/repositories/institutions.ts';
import {
  catalogStatements,
  listCatalogServices,
  type CatalogFilter,
} from '../../../server/repositories/service-catalog.ts';
import { listAvailableTours } from '../../../server/repositories/institution-services.ts';
import { listSuppliers } from '../../../server/repositories/navigator.ts';
import type { Statement } from '../../../server/repositories/paging.ts';
import { openSeededDb } from '../seed-snapshot.ts';
import { describeEachDb } from '../test-app.ts';

/*
 * The registry's searches at region scale: the whole region of the scale bench (12 000
 * institutions with the suppliers, 40 000 services) is large enough for the planner to prefer
 * an index to reading the table whenever one fits, as it does in production.
 */
const SEEDED_TIMEOUT_MS = 180_000;
const ALL_TYPES = [0, 1, 2, 10, 11];
const filter = (f: Partial<RegistryFilter>): RegistryFilter => ({
  types: ALL_TYPES,
  sourceType: 1,
  search: '',
  offset: 0,
  limit: 10,
  ...f,
});

describeEachDb('public search plans at region scale', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  let region: RegionData;
  beforeAll(async () => {
    ({ db, drop } = await openSeededDb(kind));
    region = generateRegion(19);
    await seedRegion(db, region);
  }, SEEDED_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  const plan = async (statement: Statement) =>
    (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.sql}`, statement.params))
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  it('finds providers by part of the name through the trigram index, without reading every institution', async () => {
    const surname = region.institutions.find((i) => i.institutionTypeId === 2)!.shortCaption.split(' ')[1];
    const { page, count } = registryStatements(filter({ search: surname }));
    for (const statement of [page, count]) {
      const text = await plan(statement);
      expect(text).toMatch(/Bitmap Index Scan on institutions_search_name_trgm_idx/);
      expect(text).not.toMatch(/Seq Scan on institutions/);
    }
  });

  it('finds by the beginning of the INN or OGRN through the prefix indexes and by a service among the distinct service names with their providers', async () => {
    const inn = await plan(registryStatements(filter({ search: region.institutions[100].inn.slice(0, 8) })).page);
    expect(inn).toMatch(/Index Scan on institutions_inn_prefix_idx/);
    expect(inn).toMatch(/Index Scan on institutions_ogrn_prefix_idx/);
    const service = await plan(registryStatements(filter({ search: 'жестового' })).count);
    expect(service).toMatch(/on service_name_providers/);
    expect(service).not.toMatch(/on services/);
    // The area and catalogue filters read no service either: conditions on the provider's row.
    for (const f of [filter({ area: 'sport', offset: 150 }), filter({ catalogOnly: true, offset: 150 })]) {
      const { page, count } = registryStatements(f);
      expect(`${await plan(page)}\n${await plan(count)}`).not.toMatch(/on services/);
    }
  });

  it('answers the searches and filters as the generated data says, in any letter case', async () => {
    const providers = region.institutions.filter((i) => i.sourceType === 1);
    const surname = providers.find((i) => i.institutionTypeId === 2)!.shortCaption.split(' ')[1];
    const bySurname = providers.filter((i) => i.caption.includes(surname) || i.shortCaption.includes(surname));
    const page = await listRegistry(db, filter({ search: surname.toUpperCase(), limit: 100 }));
    expect(page.total).toBe(bySurname.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(bySurname.map((i) => i.id).sort());
    const inPurovsky = await listRegistry(db, filter({ districtId: 8, limit: 1 }));
    const demoInPurovsky = (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM institutions WHERE source_type = 1 AND city_id = 8 AND id < 100000',
      )
    )[0].n;
    expect(inPurovsky.total).toBe(providers.filter((i) => i.cityId === 8).length + demoInPurovsky);
    const catalogue = await listCatalogServices(db, {
      scope: { kind: 'group', group: 5 },
      search: 'ЖЕСТОВОГО',
      offset: 0,
      limit: 10,
    });
    expect(catalogue.total).toBeGreaterThanOrEqual(region.services.filter((s) => s.catalogGroup === 5).length);
    expect(catalogue.items).toHaveLength(10);
  });

  const catalog = (f: Partial<CatalogFilter>): CatalogFilter => ({
    scope: { kind: 'all' },
    search: '',
    offset: 0,
    limit: 10,
    ...f,
  });
  /** What a scope's count is when every service is counted, straight from the tables. */
  const counted = async () =>
    Object.fromEntries(
      (
        await db.query<{ scope: string; n: number }>(
          `SELECT CASE WHEN i.source_type = 1 AND NOT s.is_tourism AND s.catalog_group IS NOT NULL THEN 'group:' || s.catalog_group
                       WHEN i.source_type = 2 AND s.is_tourism THEN 'tour' END AS scope, count(*)::int AS n
             FROM services s JOIN institutions i ON i.id = s.institution_id GROUP BY 1 HAVING count(*) > 0`,
        )
      )
        .filter((row) => row.scope !== null)
        .map((row) => [row.scope, row.n]),
    );
  const kept = async () =>
    Object.fromEntries(
      (
        await db.query<{ scope: string; total: number }>(
          'SELECT scope, total FROM catalog_scope_counts WHERE total > 0',
        )
      ).map((r) => [r.scope, r.total]),
    );

  it('walks a catalogue section in the order of its index and stops at the page: no sort of the whole group', async () => {
    const { page, count } = catalogStatements(catalog({ scope: { kind: 'group', group: 1 }, offset: 300 }));
    const text = await plan(page);
    expect(text).toMatch(/Index Scan using services_catalog_group_page_idx on services/);
    expect(text).not.toMatch(/Sort Key: s\.caption/);
    expect(await plan(count)).toMatch(/catalog_scope_counts/);
    const main = await plan(catalogStatements(catalog({ offset: 400 })).page);
    expect(main).toMatch(/Index Scan using services_catalog_all_page_idx on services/);
  });

  it("keeps each scope's count equal to the services it lists, through inserts, updates, deletes and a provider that changes its kind", async () => {
    expect(await kept()).toEqual(await counted());
    const totals = await Promise.all(
      [catalog({}), catalog({ scope: { kind: 'group', group: 3 } }), catalog({ scope: { kind: 'tour' } })].map(
        async (f) => (await listCatalogServices(db, f)).total,
      ),
    );
    const expected = await counted();
    expect(totals).toEqual([
      Object.entries(expected)
        .filter(([scope]) => scope.startsWith('group:') && scope !== 'group:9')
        .reduce((sum, [, n]) => sum + n, 0),
      expected['group:3'],
      expected.tour,
    ]);
    await db.transaction(async (tx) => {
      const provider = region.institutions.find((i) => i.sourceType === 1)!;
      await tx.query(
        `INSERT INTO services (institution_id, provider_source_type, caption, area, rate_type, catalog_group) SELECT $1, 1, 'Новая услуга ' || n, 'social', 'free', 3 FROM generate_series(1, 5) n`,
        [provider.id],
      );
      await tx.query(
        `UPDATE services SET catalog_group = 4 WHERE id IN (SELECT id FROM services WHERE catalog_group = 3 ORDER BY id LIMIT 7)`,
      );
      await tx.query(
        `UPDATE services SET catalog_group = NULL WHERE id IN (SELECT id FROM services WHERE catalog_group = 2 ORDER BY id LIMIT 2)`,
      );
      await tx.query(
        `DELETE FROM services WHERE caption LIKE 'Новая услуга %' AND id IN (SELECT id FROM services WHERE caption LIKE 'Новая услуга %' ORDER BY id LIMIT 2)`,
      );
    });
    expect(await kept()).toEqual(await counted());
    // A provider that becomes a tour operator takes its services out of the groups (the foreign key cascades the kind).
    const moved = region.institutions.find(
      (i) => i.sourceType === 1 && region.services.some((s) => s.institutionId === i.id && s.catalogGroup !== null),
    )!;
    await db.query('UPDATE institutions SET source_type = 2 WHERE id = $1', [moved.id]);
    expect(
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM services WHERE institution_id = $1 AND provider_source_type <> 2',
          [moved.id],
        )
      )[0].n,
    ).toBe(0);
    expect(await kept()).toEqual(await counted());
    await db.query('UPDATE institutions SET source_type = 1 WHERE id = $1', [moved.id]);
    expect(await kept()).toEqual(await counted());
  });

  it('lists tours with places soonest first with the right places left, searched by the tour or the operator', async () => {
    const all = await listAvailableTours(db, '', 0, 5);
    expect(all.total).toBeGreaterThan(100);
    const dates = all.items.map((t) => t.nextDate!);
    expect([...dates].sort()).toEqual(dates);
    const first = all.items[0];
    const [{ left }] = await db.query<{ left: number }>(
      'SELECT coalesce(sum(places_left), 0)::int AS left FROM tour_dates WHERE service_id = $1 AND starts_on >= CURRENT_DATE',
      [first.id],
    );
    expect(first.placesLeft).toBe(left);
    const word = first.caption.split(' ')[0].toUpperCase();
    const found = await listAvailableTours(db, word, 0, 100);
    expect(found.total).toBeGreaterThan(0);
    expect(
      found.items.every((t) => t.caption.toUpperCase().includes(word) || t.institution.toUpperCase().includes(word)),
    ).toBe(true);
  });

  it("keeps what the registry knows of a provider's services equal to its services, through inserts, updates and deletes", async () => {
    const summary = async (id: number) =>
      (
        await db.query<{ areas: string[]; catalog: boolean }>(
          'SELECT service_areas AS areas, has_catalog_services AS catalog FROM institutions WHERE id = $1',
          [id],
        )
      )[0];
    const provider = region.institutions.find(
      (i) => i.sourceType === 1 && !region.services.some((s) => s.institutionId === i.id && s.area === 'work'),
    )!;
    const before = await summary(provider.id);
    expect(before.areas).toEqual(
      [...new Set(region.services.filter((s) => s.institutionId === provider.id).map((s) => s.area))].sort(),
    );
    expect(before.catalog).toBe(
      region.services.some((s) => s.institutionId === provider.id && s.catalogGroup !== null),
    );
    await db.query(
      `INSERT INTO services (institution_id, provider_source_type, caption, area, rate_type) VALUES ($1, 1, 'Помощь в Трудоустройстве Выпускников', 'work', 'free')`,
      [provider.id],
    );
    const added = await summary(provider.id);
    expect(added.areas).toContain('work');
    const found = await listRegistry(db, filter({ search: 'ТРУДОУСТРОЙСТВЕ ВЫПУСКНИКОВ', limit: 100 }));
    expect(found.items.map((i) => i.id)).toContain(provider.id);
    // Renamed, the service is found by its new name only.
    await db.query(
      `UPDATE services SET caption = 'Помощь в трудоустройстве молодых специалистов' WHERE institution_id = $1 AND caption = 'Помощь в Трудоустройстве Выпускников'`,
      [provider.id],
    );
    expect(
      (await listRegistry(db, filter({ search: 'трудоустройстве выпускников', limit: 100 }))).items.map((i) => i.id),
    ).not.toContain(provider.id);
    expect(
      (await listRegistry(db, filter({ search: 'молодых специалистов', limit: 100 }))).items.map((i) => i.id),
    ).toContain(provider.id);
    await db.query(
      `UPDATE services SET caption = 'Помощь в Трудоустройстве Выпускников' WHERE institution_id = $1 AND caption = 'Помощь в трудоустройстве молодых специалистов'`,
      [provider.id],
    );
    // A renamed service is found by its new name only; a deleted one no more.
    await db.query(
      `UPDATE services SET caption = 'Помощь в трудоустройстве молодых специалистов' WHERE institution_id = $1 AND caption = 'Помощь в Трудоустройстве Выпускников'`,
      [provider.id],
    );
    expect(
      (await listRegistry(db, filter({ search: 'трудоустройстве выпускников', limit: 100 }))).items.map((i) => i.id),
    ).not.toContain(provider.id);
    expect(
      (await listRegistry(db, filter({ search: 'молодых специалистов', limit: 100 }))).items.map((i) => i.id),
    ).toContain(provider.id);
    await db.query(
      `UPDATE services SET caption = 'Помощь в Трудоустройстве Выпускников' WHERE institution_id = $1 AND caption = 'Помощь в трудоустройстве молодых специалистов'`,
      [provider.id],
    );
    expect((await listRegistry(db, filter({ area: 'work', limit: 5000 }))).items.map((i) => i.id)).toContain(
      provider.id,
    );
    await db.query(
      `UPDATE services SET area = 'social' WHERE institution_id = $1 AND caption = 'Помощь в Трудоустройстве Выпускников'`,
      [provider.id],
    );
    expect((await summary(provider.id)).areas).not.toContain('work');
    await db.query(
      `DELETE FROM services WHERE institution_id = $1 AND caption = 'Помощь в Трудоустройстве Выпускников'`,
      [provider.id],
    );
    expect(await summary(provider.id)).toEqual(before);
    expect(
      (await listRegistry(db, filter({ search: 'трудоустройстве выпускников', limit: 100 }))).items.map((i) => i.id),
    ).not.toContain(provider.id);
    // The distinct names with their providers are what the services say, name for name.
    const differences = await db.query(
      `WITH summed AS (SELECT search_name, array_agg(DISTINCT institution_id ORDER BY institution_id) AS institution_ids FROM services GROUP BY search_name)
       (SELECT * FROM summed EXCEPT SELECT * FROM service_name_providers) UNION ALL (SELECT * FROM service_name_providers EXCEPT SELECT * FROM summed)`,
    );
    expect(differences).toEqual([]);
    expect(
      (await listRegistry(db, filter({ search: 'трудоустройстве выпускников', limit: 100 }))).items.map((i) => i.id),
    ).not.toContain(provider.id);
  });

  it("searches the catalogue through one trigram index of the services' kept names, read once for the page and its total", async () => {
    const { page, totalOnPage } = catalogStatements(
      catalog({ scope: { kind: 'group', group: 1 }, search: 'забота', offset: 10 }),
    );
    expect(totalOnPage).toBe(true);
    const text = await plan(page);
    expect(text).toMatch(/Bitmap Index Scan on services_search_text_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on services|on institutions_search_name_trgm_idx/);
    // A registry tab and the catalogue's providers pick their ids from the covering index and count its entries.
    for (const f of [
      filter({ catalogOnly: true, offset: 150 }),
      filter({ area: 'sport', offset: 150 }),
      filter({ districtId: 8 }),
    ]) {
      const statements = registryStatements(f);
      expect(await plan(statements.count)).toMatch(/Index Only Scan using institutions_registry_idx/);
      expect(await plan(statements.page)).toMatch(/Index Only Scan using institutions_registry_idx/);
    }
  });

  it("finds a catalogue service by its name or its provider's, the new name once a provider is renamed, never across the two", async () => {
    const provider = region.institutions.find(
      (i) =>
        i.sourceType === 1 &&
        region.services.some((s) => s.institutionId === i.id && s.catalogGroup !== null && s.catalogGroup !== 9),
    )!;
    // The provider's services of the catalogue's main section, as the database holds them.
    const theirs = await db.query<{ id: number }>(
      'SELECT id FROM services WHERE institution_id = $1 AND catalog_group IS NOT NULL AND catalog_group <> 9 AND NOT is_tourism ORDER BY id',
      [provider.id],
    );
    expect(theirs.length).toBeGreaterThan(0);
    const ids = async (search: string) =>
      (await listCatalogServices(db, catalog({ search, limit: 1000 }))).items
        .filter((s) => s.institutionId === provider.id)
        .map((s) => s.id)
        .sort();
    expect(await ids('Лучезарная Тундра')).toEqual([]);
    await db.query(`UPDATE institutions SET short_caption = 'ГБУ «Лучезарная тундра»' WHERE id = $1`, [provider.id]);
    expect(await ids('ЛУЧЕЗАРНАЯ ТУНДРА')).toEqual(theirs.map((s) => s.id).sort());
    const renamed = await listCatalogServices(db, catalog({ search: 'лучезарная тундра', limit: 3 }));
    expect(renamed.total).toBe(theirs.length);
    expect(renamed.items.every((s) => s.provider.shortCaption === 'ГБУ «Лучезарная тундра»')).toBe(true);
    // A service renamed is found by its new name, and its provider's name stays part of it.
    await db.query(`UPDATE services SET caption = 'Прогулки с северными лайками' WHERE id = $1`, [theirs[0].id]);
    expect(await ids('северными лайками')).toEqual([theirs[0].id]);
    expect(await ids('лучезарная')).toContain(theirs[0].id);
    // The end of the service's name and the start of the provider's are not one phrase; a control character is no part of a search.
    expect(await ids('лайками гбу')).toEqual([]);
    expect(await ids('лайками\u001fгбу')).toEqual([]);
    // Past the last page: no rows, the total still told.
    const past = await listCatalogServices(db, catalog({ search: 'лучезарная тундра', offset: 1000 }));
    expect(past).toEqual({ items: [], total: theirs.length });
    await db.query(`UPDATE institutions SET short_caption = $2 WHERE id = $1`, [provider.id, provider.shortCaption]);
    expect(await ids('лучезарная')).toEqual([]);
  });

  it("keeps each tour's next date and places left through its dates' inserts, updates and deletes, and sums again a tour whose next date has passed", async () => {
    const kept = async (id: number) =>
      (
        await db.query<{ next: string | null; places: number | null }>(
          `SELECT to_char(tour_next_date, 'YYYY-MM-DD') AS next, tour_places AS places FROM services WHERE id = $1`,
          [id],
        )
      )[0];
    const summed = async (id: number) =>
      (
        await db.query<{ next: string | null; places: number | null }>(
          `SELECT (SELECT to_char(min(starts_on), 'YYYY-MM-DD') FROM tour_dates WHERE service_id = $1 AND starts_on >= CURRENT_DATE AND places_left > 0) AS next,
                  (SELECT sum(places_left)::int FROM tour_dates WHERE service_id = $1 AND starts_on >= CURRENT_DATE) AS places`,
          [id],
        )
      )[0];
    const [tour] = (await listAvailableTours(db, '', 0, 1)).items;
    expect(await kept(tour.id)).toEqual(await summed(tour.id));
    expect({ next: tour.nextDate, places: tour.placesLeft }).toEqual(await kept(tour.id));
    // A date sooner than any, with places: it becomes the next one and adds its places.
    const [{ id: dateId }] = await db.query<{ id: number }>(
      `INSERT INTO tour_dates (service_id, starts_on, ends_on, places_total, places_left) VALUES ($1, CURRENT_DATE, CURRENT_DATE + 2, 12, 5) RETURNING id`,
      [tour.id],
    );
    expect(await kept(tour.id)).toEqual(await summed(tour.id));
    expect((await kept(tour.id)).places).toBe((tour.placesLeft ?? 0) + 5);
    // Sold out: the next date moves back to the next one with places.
    await db.query('UPDATE tour_dates SET places_left = 0 WHERE id = $1', [dateId]);
    expect(await kept(tour.id)).toEqual({ next: tour.nextDate, places: tour.placesLeft });
    await db.query('DELETE FROM tour_dates WHERE id = $1', [dateId]);
    expect(await kept(tour.id)).toEqual({ next: tour.nextDate, places: tour.placesLeft });
    // A next date that has passed (as at midnight) is never listed: the list sums that tour again first.
    await db.query(`UPDATE services SET tour_next_date = CURRENT_DATE - 1, tour_places = 999 WHERE id = $1`, [tour.id]);
    const again = (await listAvailableTours(db, '', 0, 5000)).items.find((t) => t.id === tour.id)!;
    expect({ next: again.nextDate, places: again.placesLeft }).toEqual({
      next: tour.nextDate,
      places: tour.placesLeft,
    });
    // The list walks the index of the next dates; it sums no dates per request.
    const text = await plan({
      sql: `SELECT id FROM services s WHERE s.tour_next_date >= CURRENT_DATE AND s.provider_source_type = 2 AND s.is_tourism ORDER BY s.tour_next_date, s.caption, s.id LIMIT 10`,
      params: [],
    });
    expect(text).toMatch(/Index (Only )?Scan using services_tour_next_idx/);
    const probe = await plan({
      sql: 'SELECT 1 FROM services WHERE provider_source_type = 2 AND is_tourism AND tour_next_date < CURRENT_DATE',
      params: [],
    });
    expect(probe).toMatch(/services_tour_next_idx/);
  });

  it('keeps how many navigator suppliers there are and how many have a point, through inserts, updates and deletes; the unfiltered list tells them', async () => {
    const kept = async () =>
      (await db.query<{ total: number; located: number }>('SELECT total, located FROM soc_supplier_counts'))[0];
    const counted = async () =>
      (
        await db.query<{ total: number; located: number }>(
          'SELECT count(*)::int AS total, count(earth_point)::int AS located FROM soc_suppliers',
        )
      )[0];
    const before = await counted();
    expect(before.total).toBeGreaterThan(10_000);
    expect(await kept()).toEqual(before);
    const origin = { lat: 66.53, lon: 66.6 };
    const unfiltered = await listSuppliers(db, { origin, search: '', nearbyOnly: false, offset: 0, limit: 20 });
    expect(unfiltered.total).toBe(before.total);
    expect(unfiltered.items).toHaveLength(20);
    const ids = await db.query<{ id: number }>(
      `INSERT INTO soc_suppliers (caption, short_caption, address, latitude, longitude)
       VALUES ('Пункт выдачи А', 'Пункт А', 'г. Салехард', 66.53, 66.6), ('Пункт выдачи Б', 'Пункт Б', 'г. Салехард', NULL, NULL) RETURNING id`,
    );
    expect(await kept()).toEqual({ total: before.total + 2, located: before.located + 1 });
    await db.query('UPDATE soc_suppliers SET latitude = 66.54, longitude = 66.61 WHERE id = $1', [ids[1].id]);
    expect(await kept()).toEqual({ total: before.total + 2, located: before.located + 2 });
    await db.query('UPDATE soc_suppliers SET latitude = NULL, longitude = NULL WHERE id = ANY($1::int[])', [
      ids.map((r) => r.id),
    ]);
    expect(await kept()).toEqual({ total: before.total + 2, located: before.located });
    expect((await listSuppliers(db, { origin, search: '', nearbyOnly: false, offset: 0, limit: 1 })).total).toBe(
      before.total + 2,
    );
    await db.query('DELETE FROM soc_suppliers WHERE id = ANY($1::int[])', [ids.map((r) => r.id)]);
    expect(await kept()).toEqual(before);
    expect(await kept()).toEqual(await counted());
  });
});
