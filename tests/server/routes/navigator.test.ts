import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAVIGATOR_MSG } from '../../../server/messages.ts';
import {
  MSP,
  MSP_CATEGORIES,
  MSP_SUBCATEGORIES,
  MSP_SUPPLIERS,
  MSP_TAG_LINKS,
  SOC_SERVICES,
  SOC_SUPPLIERS,
} from '../../../server/db/seed/navigator.ts';
import {
  MISSING_POINT_DISTANCE_M,
  NEARBY_DISTANCE_M,
  REGION_DEFAULT_POINTS,
} from '../../../common/navigator/constants.ts';
import { MAX_PAGE_SIZE, MAX_TAGS } from '../../../server/schemas/navigator.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { haversine } from '../navigator-distances.ts';

type Named = { id: number; caption: string };
type Supplier = {
  id: number;
  caption: string;
  latitude: number | null;
  longitude: number | null;
  distance: number;
  nearby: boolean;
  isMfc: boolean;
};
type SupplierPage = { items: Supplier[]; total: number; origin: { lat: number; lon: number } };
type MspPage = { items: Array<Named & { category: Named; subcategory: Named; tags: Named[] }>; total: number };

/** Салехард, the default point of the portal's region. */
const SALEKHARD = REGION_DEFAULT_POINTS[1];
/** A point in Ноябрьск. */
const NOYABRSK = { lat: 63.2015, lon: 75.451 };

describeEachDb('social navigator API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = async (url: string) => {
    const response = await t.app.inject(url);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const data = async <T>(url: string): Promise<T> => {
    const answer = await get(url);
    expect(answer.status, url).toBe(200);
    return answer.body.data as T;
  };
  /** A search of measures as the portal's page sends it. */
  const search = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/navigator/soc-msp-list',
      payload: body as Record<string, unknown>,
      headers: { 'sec-fetch-site': 'same-origin', 'x-requested-with': 'fetch' },
    });
  const found = async (body: unknown): Promise<MspPage> => {
    const response = await search(body);
    expect(response.statusCode, JSON.stringify(body)).toBe(200);
    return response.json().data as MspPage;
  };
  const refusal = (body: { messages?: Array<{ text: string }> }) => body.messages?.map((m) => m.text).join(' ') ?? '';

  it('lists the social services with how many suppliers render each, as a cached public read', async () => {
    const first = await get('/api/public/navigator/soc-services');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const services = first.body.data as Array<Named & { suppliersCount: number; area: string }>;
    expect(services.map((s) => s.id)).toEqual(SOC_SERVICES.map((s) => s.id));
    expect(services.every((s) => s.suppliersCount > 0)).toBe(true);
    const again = await get('/api/public/navigator/soc-services');
    expect(again.body).toEqual(first.body);
  });

  it('lists the categories with their counts, the subcategories of one, the tags; an unknown category is a 404, a bad id a 400', async () => {
    const categories = await data<Array<Named & { mspCount: number; subcategoriesCount: number }>>(
      '/api/public/navigator/soc-msp-categories',
    );
    expect(categories).toHaveLength(MSP_CATEGORIES.length);
    expect(categories.reduce((sum, c) => sum + c.mspCount, 0)).toBe(MSP.length);
    const families = await data<{ category: Named; items: Array<Named & { mspCount: number }> }>(
      '/api/public/navigator/soc-msp-subcategories/1',
    );
    expect(families.category.caption).toBe('Семьи с детьми');
    expect(families.items.map((s) => s.id)).toEqual(
      MSP_SUBCATEGORIES.filter((s) => s.categoryId === 1).map((s) => s.id),
    );
    const tags = await data<Array<Named & { mspCount: number }>>('/api/public/navigator/soc-msp-tags');
    expect(tags.reduce((sum, tag) => sum + tag.mspCount, 0)).toBe(MSP_TAG_LINKS.length);

    const unknown = await get('/api/public/navigator/soc-msp-subcategories/999');
    expect(unknown.status).toBe(404);
    expect(refusal(unknown.body)).toBe(NAVIGATOR_MSG.categoryNotFound);
    const bad = await get('/api/public/navigator/soc-msp-subcategories/abc');
    expect(bad.status).toBe(400);
    expect(refusal(bad.body)).toMatch(/^Некорректные данные/);
  });

  it('finds measures by words (ё as е, any case), by category, subcategory and every chosen tag, by name', async () => {
    const all = await found({ pageSize: MAX_PAGE_SIZE });
    expect(all.total).toBe(MSP.length);
    const names = all.items.map((m) => m.caption);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const birth = await found({ search: 'пособие РОЖДЕНИИ ребенка' });
    expect(birth.items.map((m) => m.caption)).toEqual([
      'Единовременное пособие при рождении ребёнка',
      'Региональное единовременное пособие при рождении ребёнка',
    ]);
    expect((await found({ search: 'такси' })).items.map((m) => m.id)).toEqual([18]);
    expect((await found({ search: 'нет такой меры' })).total).toBe(0);

    const byCategory = await found({ categoryId: 2, pageSize: MAX_PAGE_SIZE });
    expect(byCategory.items.every((m) => m.category.id === 2)).toBe(true);
    expect(byCategory.total).toBe(MSP.filter((m) => [4, 5].includes(m.subcategoryId)).length);
    const bySubcategory = await found({ subcategoryId: 7 });
    expect(bySubcategory.items.map((m) => m.id).sort((a, b) => a - b)).toEqual([16, 17, 18]);

    const tagged = (tagId: number) => new Set(MSP_TAG_LINKS.filter((l) => l.tagId === tagId).map((l) => l.mspId));
    const monthly = tagged(1);
    const housing = tagged(12);
    const both = await found({ tagIds: [1, 12], pageSize: MAX_PAGE_SIZE });
    expect(new Set(both.items.map((m) => m.id))).toEqual(new Set([...monthly].filter((id) => housing.has(id))));
    expect(both.items.every((m) => m.tags.some((tag) => tag.id === 1) && m.tags.some((tag) => tag.id === 12))).toBe(
      true,
    );
    // A search, a category and a tag together.
    expect((await found({ search: 'компенсация', categoryId: 2, tagIds: [12] })).items.map((m) => m.id)).toEqual([13]);
  });

  it('pages the measures with limits: the pages cover the list, a page past the end is empty with the total, bad limits are refused in Russian', async () => {
    const all = await found({ pageSize: MAX_PAGE_SIZE });
    const second = await found({ page: 2, pageSize: 10 });
    expect(second.total).toBe(all.total);
    expect(second.items.map((m) => m.id)).toEqual(all.items.slice(10, 20).map((m) => m.id));
    expect(await found({ page: 100, pageSize: 10 })).toEqual({ items: [], total: all.total });

    for (const body of [
      { pageSize: MAX_PAGE_SIZE + 1 },
      { pageSize: 0 },
      { page: 0 },
      { tagIds: Array.from({ length: MAX_TAGS + 1 }, (_, i) => i + 1) },
      { categoryId: -1 },
      { search: 'я'.repeat(201) },
    ]) {
      const response = await search(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(refusal(response.json()), JSON.stringify(body)).toMatch(/^Некорректные данные \(поле «\w+»\)/);
    }
    const tooLong = await search({ search: 'я'.repeat(201) });
    expect(refusal(tooLong.json())).toContain('Максимальное кол-во символов: 200');
  });

  it('shows a measure with who is eligible, how to apply and its legal basis; an unknown one is a 404', async () => {
    const card = await data<{
      caption: string;
      recipients: string;
      howToApply: string;
      legalBasis: string;
      suppliersCount: number;
      tags: Named[];
    }>('/api/public/navigator/soc-msp/35');
    expect(card.caption).toBe('Субсидия на оплату жилого помещения и коммунальных услуг');
    expect(card.legalBasis).toContain('№ 761');
    expect(card.recipients.length).toBeGreaterThan(20);
    expect(card.howToApply).toContain('Госуслуг');
    expect(card.suppliersCount).toBe(MSP_SUPPLIERS.filter((l) => l.mspId === 35).length);
    const unknown = await get('/api/public/navigator/soc-msp/9999');
    expect(unknown.status).toBe(404);
    expect(refusal(unknown.body)).toBe(NAVIGATOR_MSG.mspNotFound);
  });

  it('sorts suppliers by the database great-circle distance from the point, the unlocated last at 100000000 m', async () => {
    const page = await data<SupplierPage>(
      `/api/public/navigator/soc-suppliers?lat=${NOYABRSK.lat}&lon=${NOYABRSK.lon}&pageSize=${MAX_PAGE_SIZE}`,
    );
    expect(page.total).toBe(SOC_SUPPLIERS.length);
    expect(page.origin).toEqual(NOYABRSK);
    const distances = page.items.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.items[0].caption).toContain('Ноябрьск');
    for (const row of page.items) {
      if (row.latitude === null || row.longitude === null) {
        expect(row.distance).toBe(MISSING_POINT_DISTANCE_M);
        expect(row.nearby).toBe(false);
      } else {
        expect(row.distance).toBeCloseTo(haversine(NOYABRSK, { lat: row.latitude, lon: row.longitude }), 3);
        expect(row.nearby).toBe(row.distance <= NEARBY_DISTANCE_M);
      }
    }
    const unlocated = SOC_SUPPLIERS.filter((s) => s.latitude === null).length;
    expect(page.items.slice(-unlocated).every((s) => s.latitude === null)).toBe(true);
    expect(page.items.filter((s) => s.isMfc).length).toBe(
      SOC_SUPPLIERS.filter((s) => s.caption.startsWith('МФЦ')).length,
    );
  });

  it('pages suppliers across the located and the unlocated ones without losing or repeating any', async () => {
    const all = await data<SupplierPage>(`/api/public/navigator/soc-suppliers?pageSize=${MAX_PAGE_SIZE}`);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page += 1) {
      const part = await data<SupplierPage>(`/api/public/navigator/soc-suppliers?page=${page}&pageSize=7`);
      expect(part.total).toBe(all.total);
      pages.push(...part.items.map((s) => s.id));
    }
    expect(pages).toEqual(all.items.map((s) => s.id));
    expect((await data<SupplierPage>('/api/public/navigator/soc-suppliers?page=50&pageSize=10')).items).toEqual([]);
  });

  it("uses the region's default point without coordinates, keeps only the nearby ones on request, filters by measure, service and name", async () => {
    const home = await data<SupplierPage>('/api/public/navigator/soc-suppliers');
    expect(home.origin).toEqual(SALEKHARD);
    expect(home.items[0].caption).toContain('Салехард');
    const hmao = await data<SupplierPage>('/api/public/navigator/soc-suppliers?regionId=2');
    expect(hmao.origin).toEqual(REGION_DEFAULT_POINTS[2]);

    const nearby = await data<SupplierPage>(
      `/api/public/navigator/soc-suppliers?nearby=true&pageSize=${MAX_PAGE_SIZE}`,
    );
    const expected = SOC_SUPPLIERS.filter(
      (s) => s.latitude !== null && haversine(SALEKHARD, { lat: s.latitude, lon: s.longitude! }) <= NEARBY_DISTANCE_M,
    );
    expect(new Set(nearby.items.map((s) => s.id))).toEqual(new Set(expected.map((s) => s.id)));
    expect(nearby.items.every((s) => s.nearby)).toBe(true);
    // Лабытнанги is about 20 km away and nearby; Аксарка (about 50 km) too; Ноябрьск is not.
    expect(nearby.items.some((s) => s.caption.includes('Лабытнанги'))).toBe(true);
    expect(nearby.items.some((s) => s.caption.includes('Ноябрьск'))).toBe(false);

    const ofMeasure = await data<SupplierPage>(
      `/api/public/navigator/soc-suppliers?mspId=18&pageSize=${MAX_PAGE_SIZE}`,
    );
    expect(new Set(ofMeasure.items.map((s) => s.id))).toEqual(
      new Set(MSP_SUPPLIERS.filter((l) => l.mspId === 18).map((l) => l.supplierId)),
    );
    const ofService = await data<SupplierPage>(
      `/api/public/navigator/soc-suppliers?serviceId=8&pageSize=${MAX_PAGE_SIZE}`,
    );
    expect(ofService.items.every((s) => s.caption.includes('занятости'))).toBe(true);
    const byName = await data<SupplierPage>('/api/public/navigator/soc-suppliers?search=Надым');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((s) => /Надым/.test(s.caption))).toBe(true);
  });

  it('refuses bad supplier queries in Russian and answers 404 for an unknown measure, service or region', async () => {
    const bad: Array<[string, RegExp]> = [
      ['lat=63.2', /поле «lon»\): Обязательное поле/],
      ['lon=75', /поле «lat»\): Обязательное поле/],
      ['lat=91&lon=0', /поле «lat»/],
      ['lat=0&lon=181', /поле «lon»/],
      ['lat=abc&lon=1', /поле «lat»/],
      [`pageSize=${MAX_PAGE_SIZE + 1}`, /поле «pageSize»/],
      ['page=0', /поле «page»/],
      ['nearby=maybe', /поле «nearby»/],
    ];
    for (const [query, message] of bad) {
      const answer = await get(`/api/public/navigator/soc-suppliers?${query}`);
      expect(answer.status, query).toBe(400);
      expect(refusal(answer.body), query).toMatch(message);
    }
    for (const [query, text] of [
      ['mspId=9999', NAVIGATOR_MSG.mspNotFound],
      ['serviceId=9999', NAVIGATOR_MSG.serviceNotFound],
      ['regionId=99', NAVIGATOR_MSG.regionNotFound],
    ]) {
      const answer = await get(`/api/public/navigator/soc-suppliers?${query}`);
      expect(answer.status, query).toBe(404);
      expect(refusal(answer.body)).toBe(text);
    }
  });

  it("shows a supplier's card with its measures, services and distance; an unknown one is a 404", async () => {
    const card = await data<Supplier & { measures: Named[]; services: Named[] }>(
      `/api/public/navigator/soc-suppliers/3?lat=${NOYABRSK.lat}&lon=${NOYABRSK.lon}`,
    );
    expect(card.caption).toContain('Салехарде');
    expect(card.measures.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      MSP_SUPPLIERS.filter((l) => l.supplierId === 3)
        .map((l) => l.mspId)
        .sort((a, b) => a - b),
    );
    expect(card.services.length).toBeGreaterThan(0);
    expect(card.distance).toBeCloseTo(haversine(NOYABRSK, { lat: card.latitude!, lon: card.longitude! }), 3);
    const tundra = await data<Supplier>('/api/public/navigator/soc-suppliers/32');
    expect(tundra.distance).toBe(MISSING_POINT_DISTANCE_M);
    const unknown = await get('/api/public/navigator/soc-suppliers/9999');
    expect(unknown.status).toBe(404);
    expect(refusal(unknown.body)).toBe(NAVIGATOR_MSG.supplierNotFound);
  });

  it("serves the map's tile server and attribution from the configuration", async () => {
    expect(await data('/api/public/navigator/map-tiles')).toEqual(t.config.mapTiles);
    expect(t.config.mapTiles.url).toContain('{z}');
  });
});
