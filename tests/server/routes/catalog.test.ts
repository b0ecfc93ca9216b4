import { expect, it } from 'vitest';
import { CATALOG_MSG, REGISTRY_MSG } from '../../../server/messages.ts';
import { CATALOG_SECTIONS } from '../../../common/catalog-groups.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { NEWS } from '../../../server/db/seed/news.ts';
import { NEWS_FILES } from '../../../server/db/seed/platform.ts';
import { publicApi } from '../public-api.ts';
import { describeEachDb } from '../test-app.ts';

type Row = {
  id: number;
  institutionId: number;
  caption: string;
  catalogGroup: number | null;
  rateType: string;
  provider: { id: number; shortCaption: string; city: string | null };
};

describeEachDb('public service catalogue API', (kind) => {
  const { get, data: read, testApp } = publicApi(kind);
  const data = (url: string) => read<{ items: Row[]; total: number }>(url);
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  it('lists every section with only its group and at least two providers, each service with its provider', async () => {
    for (const section of CATALOG_SECTIONS) {
      const page = await data(`/api/public/service/catalog?section=${section.slug}&pageSize=100`);
      expect(page.total, section.slug).toBeGreaterThanOrEqual(2);
      expect(page.items).toHaveLength(page.total);
      expect(
        page.items.every((row) => row.catalogGroup === section.group),
        section.slug,
      ).toBe(true);
      expect(new Set(page.items.map((row) => row.provider.id)).size, section.slug).toBeGreaterThanOrEqual(2);
      expect(
        page.items.every((row) => row.provider.id === row.institutionId && row.provider.shortCaption.length > 0),
      ).toBe(true);
    }
    const taxi = await data('/api/public/service/catalog?section=soc-taxi&pageSize=100');
    expect(taxi.items.map((row) => row.provider.city)).toContain('Салехард');
    const tours = await data('/api/public/service/catalog?section=tourism&pageSize=100');
    expect(tours.items.map((row) => row.provider.id)).toEqual(expect.arrayContaining([INSTITUTION.yamalTour]));
  });

  it('lists every group but the subsidy contests on the main section, without the tours, and the same with section=main', async () => {
    const all = await data('/api/public/service/catalog?pageSize=100');
    const groups = CATALOG_SECTIONS.filter((section) => section.group !== null && section.slug !== 'subsidy-contests');
    let sum = 0;
    for (const section of groups)
      sum += (await data(`/api/public/service/catalog?section=${section.slug}&pageSize=100`)).total;
    expect(all.total).toBe(sum);
    expect(all.items.every((row) => row.catalogGroup !== null && row.catalogGroup !== 9)).toBe(true);
    expect(await data('/api/public/service/catalog?section=main&pageSize=100')).toEqual(all);
  });

  it('pages with a total that covers the whole filter, also past the end', async () => {
    const all = await data('/api/public/service/catalog?pageSize=100');
    expect(all.total).toBeGreaterThan(20);
    const second = await data('/api/public/service/catalog?page=2&pageSize=5');
    expect(second.total).toBe(all.total);
    expect(ids(second.items)).toEqual(ids(all.items).slice(5, 10));
    const byDefault = await data('/api/public/service/catalog');
    expect(byDefault.items).toHaveLength(20);
    expect(await data('/api/public/service/catalog?page=900&pageSize=5')).toEqual({ items: [], total: all.total });
  });

  it("finds services by part of the service's or the provider's name within the section", async () => {
    const byService = await data(
      `/api/public/service/catalog?section=interpreter&search=${encodeURIComponent('видеосвяз')}`,
    );
    expect(byService.items.map((row) => row.caption)).toEqual(['Дистанционный сурдоперевод по видеосвязи']);
    const byProvider = await data(
      `/api/public/service/catalog?section=nurse&search=${encodeURIComponent('северная заб')}`,
    );
    expect(byProvider.total).toBeGreaterThanOrEqual(1);
    expect(byProvider.items.every((row) => row.provider.id === INSTITUTION.severnayaZabota)).toBe(true);
    const wildcard = await data(`/api/public/service/catalog?search=${encodeURIComponent('100%')}`);
    expect(wildcard.total).toBe(0);
  });

  it('refuses bad input with 400 and a Russian message', async () => {
    for (const url of [
      '/api/public/service/catalog?page=0',
      '/api/public/service/catalog?page=10001',
      '/api/public/service/catalog?pageSize=0',
      '/api/public/service/catalog?pageSize=101',
      '/api/public/service/catalog?section=Soc%20taxi',
      `/api/public/service/catalog?section=${'a'.repeat(41)}`,
      `/api/public/service/catalog?search=${'я'.repeat(201)}`,
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(400);
      expect(JSON.stringify(answer.body), url).toMatch(/[а-яё]{4}/i);
    }
  });

  it('answers 404 with a Russian text for an unknown section and for a card of an unknown service', async () => {
    const cases: Array<[string, string]> = [
      ['/api/public/service/catalog?section=space-flights', CATALOG_MSG.sectionNotFound],
      [`/api/public/registry/${INSTITUTION.taxiPolyarnaya}/services-catalog/99999/card`, REGISTRY_MSG.serviceNotFound],
      ['/api/public/registry/99999999/services-catalog/1/card', REGISTRY_MSG.providerNotFound],
    ];
    for (const [url, text] of cases) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(JSON.stringify(answer.body), url).toContain(text);
    }
  });

  it('opens the card of a listed service with its provider', async () => {
    const [first] = (await data('/api/public/service/catalog?section=soc-taxi&pageSize=1')).items;
    const card = (await get(`/api/public/registry/${first.institutionId}/services-catalog/${first.id}/card`)).body.data;
    expect(card).toMatchObject({
      id: first.id,
      caption: first.caption,
      provider: { id: first.provider.id, shortCaption: first.provider.shortCaption },
    });
  });

  const contests = NEWS.filter((item) => item.kind === 'subsidy-contest');

  it('lists the subsidy-contest announcements newest first, paged, and opens one with its documents', async () => {
    const page = (await get('/api/public/subsidy-contests')).body.data as {
      items: Array<{ id: number; title: string }>;
      total: number;
    };
    expect(page.total).toBe(contests.length);
    expect(page.items.map((item) => item.id)).toEqual(
      [...contests].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((item) => item.id),
    );
    const second = (await get('/api/public/subsidy-contests?page=2&pageSize=1')).body.data;
    expect(second).toEqual({ items: [page.items[1]], total: contests.length });
    const withFiles = NEWS_FILES[0].newsId;
    const card = await read(`/api/public/subsidy-contests/${withFiles}`);
    expect(card.title).toBe(contests.find((item) => item.id === withFiles)!.title);
    expect(card.documents).toHaveLength(NEWS_FILES.filter((file) => file.newsId === withFiles).length);
    expect(
      card.documents.every((doc: { name: string; sizeBytes: number }) => doc.name.length > 0 && doc.sizeBytes > 0),
    ).toBe(true);
    const without = contests.find((item) => !NEWS_FILES.some((file) => file.newsId === item.id))!;
    expect((await read(`/api/public/subsidy-contests/${without.id}`)).documents).toEqual([]);
  });

  it('answers an unknown announcement, or a news item of another kind, with 404 in Russian, and bad ids with 400', async () => {
    const otherKind = NEWS.find((item) => item.kind === 'news')!.id;
    for (const url of [
      '/api/public/subsidy-contests/99999999',
      `/api/public/subsidy-contests/${otherKind}`,
      '/api/subsidy-contests/99999999/access',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(JSON.stringify(answer.body), url).toContain(CATALOG_MSG.contestNotFound);
    }
    for (const url of [
      '/api/public/subsidy-contests/0',
      '/api/public/subsidy-contests/abc',
      '/api/public/subsidy-contests?pageSize=101',
      '/api/subsidy-contests/x/access',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(400);
      expect(JSON.stringify(answer.body), url).toMatch(/[а-яё]{4}/i);
    }
  });

  it('tells who may edit an announcement: the administrator only', async () => {
    const url = `/api/subsidy-contests/${contests[0].id}/access`;
    expect((await get(url)).body.data).toEqual({ canEdit: false });
    for (const [login, canEdit] of [
      ['citizen', false],
      ['provider', false],
      ['admin', true],
    ] as const) {
      const headers = await testApp().signIn(login);
      const answer = await testApp().app.inject({ url, headers });
      expect(answer.statusCode, login).toBe(200);
      expect(answer.json().data, login).toEqual({ canEdit });
    }
  });
});
