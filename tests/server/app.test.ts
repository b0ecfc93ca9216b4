import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestApp } from './test-app.ts';

describeEachDb('server foundation', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers /api/health with the envelope and the database kind', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: kind } });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses bad query parameters with 400 and a Russian message before the handler', async () => {
    const res = await t.app.inject('/api/addresses/addr-cities?regionId=abc');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toBeUndefined();
    expect(body.messages[0].severity).toBe('Error');
    expect(body.messages[0].text).toMatch(/regionId/);
    expect(body.messages[0].text).toMatch(/должно быть/);
  });

  it('refuses a missing required parameter with the spec wording', async () => {
    const res = await t.app.inject({ url: '/api/files/get', headers: await t.signIn('citizen') });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].text).toContain('Обязательное поле');
  });

  it('answers unknown /api paths with 404 in the envelope', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().messages[0].severity).toBe('Error');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/files/upload', '/api/public/regions/find']),
    );
    expect(doc.paths['/api/addresses/addr-cities'].get.parameters[0].name).toBe('regionId');
  });

  it('lists regions with our northern region first', async () => {
    const res = await t.app.inject('/api/public/regions/find');
    const regions = res.json().data as Array<{ id: number; caption: string; codePfr62: string }>;
    expect(regions[0]).toMatchObject({ id: 1, caption: expect.stringContaining('Ямало-Ненецкий') });
    expect(regions.every((r) => typeof r.codePfr62 === 'string')).toBe(true);
  });

  it('cascades address lookups region -> city -> street', async () => {
    const cities = (await t.app.inject('/api/addresses/addr-cities?regionId=1')).json().data;
    expect(cities[0].caption).toBe('Салехард');
    const streets = (await t.app.inject(`/api/addresses/addr-street?cityId=${cities[0].code}`)).json().data;
    expect(streets.length).toBeGreaterThan(3);
    const found = (
      await t.app.inject(
        `/api/addresses/addr-street?cityId=${cities[0].code}&search=${encodeURIComponent(streets[0].caption.slice(0, 4))}`,
      )
    ).json().data;
    expect(found.map((s: { code: number }) => s.code)).toContain(streets[0].code);
  });

  it('pages the public registry by tab and opens a card with its services', async () => {
    for (const [tab, type] of [
      ['state', 0],
      ['non-state', 1],
      ['individual', 2],
      ['soc-cert', 10],
      ['early-help', 11],
    ] as const) {
      const page = (await t.app.inject(`/api/public/registry?tab=${tab}&pageSize=5`)).json().data;
      expect(page.total).toBeGreaterThan(0);
      expect(page.items.every((i: { institutionTypeId: number }) => i.institutionTypeId === type)).toBe(true);
    }
    const first = (await t.app.inject('/api/public/registry?tab=state')).json().data.items[0];
    const card = await t.app.inject(`/api/public/registry/${first.id}`);
    expect(card.json().data.caption).toBe(first.caption);
    const services = (await t.app.inject(`/api/public/registry/${first.id}/services`)).json().data;
    expect(Array.isArray(services)).toBe(true);
    expect((await t.app.inject('/api/public/registry/99999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/public/registry?tab=unknown')).statusCode).toBe(400);
  });

  it('lists news newest first and opens one', async () => {
    const page = (await t.app.inject('/api/public/news?pageSize=3')).json().data;
    expect(page.items).toHaveLength(3);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const dates = page.items.map((n: { publishedAt: string }) => new Date(n.publishedAt).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const card = (await t.app.inject(`/api/public/news/${page.items[0].id}`)).json().data;
    expect(card.title).toBe(page.items[0].title);
    expect((await t.app.inject('/api/public/news/0')).statusCode).toBe(400);
  });
});
