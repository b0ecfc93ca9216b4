import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { generateRegion, seedRegion, type RegionData } from '../../server/db/seed/region-scale.ts';
import { listRegistry, registryStatements, type RegistryFilter } from '../../server/repositories/institutions.ts';
import { listCatalogServices } from '../../server/repositories/service-catalog.ts';
import type { Statement } from '../../server/repositories/paging.ts';
import { describeEachDb, openTestDb } from './test-app.ts';

/*
 * The registry's searches at region scale: the whole region of the scale bench (12 000
 * institutions with the suppliers, 40 000 services) is large enough for the planner to prefer
 * an index to reading the table whenever one fits, as it does in production.
 */
const SEEDED_TIMEOUT_MS = 180_000;
const ALL_TYPES = [0, 1, 2, 10, 11];
const filter = (f: Partial<RegistryFilter>): RegistryFilter => ({ types: ALL_TYPES, sourceType: 1, search: '', offset: 0, limit: 10, ...f });

describeEachDb('public search plans at region scale', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  let region: RegionData;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await migrate(db);
    await db.transaction((tx) => seedDemoData(tx));
    region = generateRegion(19);
    await seedRegion(db, region);
  }, SEEDED_TIMEOUT_MS);
  afterAll(async () => {
    await db.close();
    await drop();
  });
  const plan = async (statement: Statement) => (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.sql}`, statement.params)).map((row) => row['QUERY PLAN']).join('\n');

  it('finds providers by part of the name through the trigram index, without reading every institution', async () => {
    const surname = region.institutions.find((i) => i.institutionTypeId === 2)!.shortCaption.split(' ')[1];
    const { page, count } = registryStatements(filter({ search: surname }));
    for (const statement of [page, count]) {
      const text = await plan(statement);
      expect(text).toMatch(/Bitmap Index Scan on institutions_search_name_trgm_idx/);
      expect(text).not.toMatch(/Seq Scan on institutions/);
    }
  });

  it('finds by the beginning of the INN or OGRN through the prefix indexes and by a service through its trigram index', async () => {
    const inn = await plan(registryStatements(filter({ search: region.institutions[100].inn.slice(0, 8) })).page);
    expect(inn).toMatch(/Index Scan on institutions_inn_prefix_idx/);
    expect(inn).toMatch(/Index Scan on institutions_ogrn_prefix_idx/);
    const service = await plan(registryStatements(filter({ search: 'жестового' })).count);
    expect(service).toMatch(/Bitmap Index Scan on services_search_name_trgm_idx/);
    expect(service).not.toMatch(/Seq Scan on services/);
  });

  it('answers the searches and filters as the generated data says, in any letter case', async () => {
    const providers = region.institutions.filter((i) => i.sourceType === 1);
    const surname = providers.find((i) => i.institutionTypeId === 2)!.shortCaption.split(' ')[1];
    const bySurname = providers.filter((i) => i.caption.includes(surname) || i.shortCaption.includes(surname));
    const page = await listRegistry(db, filter({ search: surname.toUpperCase(), limit: 100 }));
    expect(page.total).toBe(bySurname.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(bySurname.map((i) => i.id).sort());
    const inPurovsky = await listRegistry(db, filter({ districtId: 8, limit: 1 }));
    const demoInPurovsky = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions WHERE source_type = 1 AND city_id = 8 AND id < 100000'))[0].n;
    expect(inPurovsky.total).toBe(providers.filter((i) => i.cityId === 8).length + demoInPurovsky);
    const catalogue = await listCatalogServices(db, { scope: { kind: 'group', group: 5 }, search: 'ЖЕСТОВОГО', offset: 0, limit: 10 });
    expect(catalogue.total).toBeGreaterThanOrEqual(region.services.filter((s) => s.catalogGroup === 5).length);
    expect(catalogue.items).toHaveLength(10);
  });
});
