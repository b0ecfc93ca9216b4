import { expect, it } from 'vitest';
import { REGISTRY_MSG } from '../../../server/messages.ts';
import { INSTITUTION, INSTITUTIONS } from '../../../server/db/seed/institutions.ts';
import { LICENSES, TOUR_DATES } from '../../../server/db/seed/registry.ts';
import { SERVICE_CONTRACTS } from '../../../server/db/seed/contracts.ts';
import { RATED_CONTRACTS } from '../../../server/db/seed/ratings.ts';
import { publicApi } from '../public-api.ts';
import { describeEachDb } from '../test-app.ts';

type Row = {
  id: number;
  caption: string;
  shortCaption: string;
  institutionTypeId: number;
  inn: string;
  ogrn: string;
  city: string | null;
};

describeEachDb('public registry API', (kind) => {
  const { get, data } = publicApi(kind);
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  it('lists every tab with only its provider types and a count', async () => {
    for (const [tab, type] of [
      ['state', 0],
      ['non-state', 1],
      ['individual', 2],
      ['soc-cert', 10],
      ['early-help', 11],
    ] as const) {
      const page = await data(`/api/public/registry?tab=${tab}&pageSize=100`);
      expect(page.total, tab).toBeGreaterThanOrEqual(2);
      expect(page.items).toHaveLength(page.total);
      expect(page.items.every((row: Row) => row.institutionTypeId === type)).toBe(true);
    }
    const state = await data('/api/public/registry?tab=state&pageSize=100');
    expect(state.items.map((row: Row) => row.city)).toEqual(
      expect.arrayContaining(['Салехард', 'Лабытнанги', 'Тарко-Сале']),
    );
  });

  it('pages with a total that covers the whole filter, also past the end', async () => {
    const all = await data('/api/public/registry?tab=all&pageSize=100');
    const second = await data('/api/public/registry?tab=all&page=2&pageSize=3');
    expect(second.total).toBe(all.total);
    expect(ids(second.items)).toEqual(ids(all.items).slice(3, 6));
    const past = await data('/api/public/registry?tab=all&page=500&pageSize=3');
    expect(past).toEqual({ items: [], total: all.total });
  });

  it('finds a provider by part of its name, by INN, by OGRN and by a service it offers', async () => {
    const byName = await data(`/api/public/registry?search=${encodeURIComponent('северная заб')}`);
    expect(ids(byName.items)).toEqual([INSTITUTION.severnayaZabota]);
    const card = await data(`/api/public/registry/${INSTITUTION.internatLabytnangi}`);
    expect(ids((await data(`/api/public/registry?search=${card.inn}`)).items)).toEqual([
      INSTITUTION.internatLabytnangi,
    ]);
    expect(ids((await data(`/api/public/registry?search=${card.ogrn.slice(0, 11)}`)).items)).toContain(
      INSTITUTION.internatLabytnangi,
    );
    const byService = await data(`/api/public/registry?search=${encodeURIComponent('ночлег')}`);
    expect(ids(byService.items)).toEqual([INSTITUTION.nadezhdaMuravlenko]);
    // LIKE wildcards typed by a person match only themselves.
    expect((await data(`/api/public/registry?search=${encodeURIComponent('%_%')}`)).total).toBe(0);
  });

  it('filters by city and by service area, together with a tab', async () => {
    const cities = await data('/api/addresses/addr-cities?regionId=1');
    const noyabrsk = cities.find((c: { caption: string }) => c.caption === 'Ноябрьск').code;
    const inCity = await data(`/api/public/registry?cityId=${noyabrsk}&pageSize=100`);
    expect(inCity.total).toBeGreaterThanOrEqual(3);
    expect(inCity.items.every((row: Row) => row.city === 'Ноябрьск')).toBe(true);
    const sport = await data('/api/public/registry?area=sport&pageSize=100');
    expect(sport.total).toBeGreaterThan(0);
    for (const row of sport.items as Row[]) {
      const services = await data(`/api/public/registry/${row.id}/services`);
      expect(
        services.some((s: { area: string }) => s.area === 'sport'),
        row.caption,
      ).toBe(true);
    }
    const stateWork = await data('/api/public/registry?tab=non-state&area=work');
    expect(ids(stateWork.items)).toEqual([INSTITUTION.nadezhdaMuravlenko]);
  });

  it('lists the municipal districts of the region with their cities, and filters by a district', async () => {
    const districts = await data<Array<{ code: number; caption: string; cityIds: number[] }>>(
      '/api/public/registry/districts?regionId=1',
    );
    expect(districts).toHaveLength(13);
    expect(districts.map((d) => d.caption)).toEqual(
      [...districts.map((d) => d.caption)].sort((a, b) => a.localeCompare(b, 'ru')),
    );
    const purovsky = districts.find((d) => d.caption === 'Пуровский район')!;
    const shuryshkarsky = districts.find((d) => d.caption === 'Шурышкарский район')!;
    expect(purovsky.cityIds).toEqual([8]);
    expect(shuryshkarsky.cityIds).toEqual([]);
    expect(await data('/api/public/registry/districts?regionId=2')).toEqual([]);

    const all = await data<{ items: Row[]; total: number }>('/api/public/registry?tab=all&pageSize=100');
    const inPurovsky = await data<{ items: Row[]; total: number }>(
      `/api/public/registry?tab=all&districtId=${purovsky.code}&pageSize=100`,
    );
    expect(inPurovsky.total).toBe(all.items.filter((row) => row.city === 'Тарко-Сале').length);
    expect(inPurovsky.total).toBeGreaterThan(0);
    expect(inPurovsky.items.every((row) => row.city === 'Тарко-Сале')).toBe(true);
    // With the city of the district, and with a city of another district: none.
    expect((await data(`/api/public/registry?tab=all&districtId=${purovsky.code}&cityId=8`)).total).toBe(
      inPurovsky.total,
    );
    expect(await data(`/api/public/registry?tab=all&districtId=${purovsky.code}&cityId=1`)).toEqual({
      items: [],
      total: 0,
    });
    expect(await data(`/api/public/registry?districtId=${shuryshkarsky.code}`)).toEqual({ items: [], total: 0 });
    // Together with a tab, the search and the other lists.
    const state = await data<{ items: Row[]; total: number }>(
      `/api/public/registry?tab=state&districtId=${purovsky.code}`,
    );
    expect(state.items.every((row) => row.institutionTypeId === 0 && row.city === 'Тарко-Сале')).toBe(true);
    const catalog = await data<{ items: Row[]; total: number }>(
      '/api/public/registry/catalog?districtId=1&pageSize=100',
    );
    expect(catalog.items.every((row) => row.city === 'Салехард')).toBe(true);
  });

  it('refuses bad input with 400 and a Russian message', async () => {
    for (const url of [
      '/api/public/registry?page=0',
      '/api/public/registry?pageSize=10000',
      '/api/public/registry?pageSize=0',
      '/api/public/registry?tab=unknown',
      '/api/public/registry?search=a%00b',
      `/api/public/registry?search=${'я'.repeat(201)}`,
      '/api/public/registry?cityId=abc',
      '/api/public/registry?districtId=0',
      '/api/public/registry?districtId=%D1%8F',
      '/api/public/registry/catalog?districtId=2147483648',
      '/api/public/registry/districts',
      '/api/public/registry/districts?regionId=x',
      '/api/public/registry?area=space',
      '/api/public/registry/catalog?page=-1',
      '/api/public/registry/tour-operator?pageSize=101',
      '/api/public/registry/tour/available-services?page=0',
      '/api/public/registry/0',
      '/api/public/registry/abc/services',
      '/api/public/registry/1/licenses/x',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(400);
      expect(JSON.stringify(answer.body), url).toMatch(/[а-яё]{4}/i);
    }
  });

  it('opens a provider card with register data, licences and places', async () => {
    const card = await data(`/api/public/registry/${INSTITUTION.csoSalekhard}`);
    expect(card).toMatchObject({
      city: 'Салехард',
      legalForm: expect.stringContaining('бюджетное учреждение'),
      dateIncluded: '2015-01-12',
      dateRegistered: '2002-01-12',
      kpp: '890101001',
    });
    expect(card.inn).toMatch(/^\d{10}$/);
    expect(card.ogrn).toMatch(/^\d{13}$/);
    expect(card.licenses.map((l: { id: number }) => l.id).sort()).toEqual(
      LICENSES.filter((l) => l.institutionId === INSTITUTION.csoSalekhard)
        .map((l) => l.id)
        .sort(),
    );
    expect(card.seats).toEqual([
      { form: 'home', total: 420, free: 18 },
      { form: 'semi-stationary', total: 60, free: 7 },
    ]);
    const ip = await data(`/api/public/registry/${INSTITUTION.ipKhudyakova}`);
    expect(ip.ogrn).toMatch(/^\d{15}$/);
    expect(ip.kpp).toBeNull();
  });

  it('answers 404 with a Russian text for unknown ids and for a card of the wrong kind', async () => {
    const cases: Array<[string, string]> = [
      ['/api/public/registry/99999999', REGISTRY_MSG.providerNotFound],
      [`/api/public/registry/${INSTITUTION.yamalTour}`, REGISTRY_MSG.providerNotFound],
      [`/api/public/registry/tour/${INSTITUTION.csoSalekhard}`, REGISTRY_MSG.tourOperatorNotFound],
      ['/api/public/registry/contact-info/99999999', REGISTRY_MSG.providerNotFound],
      [`/api/public/registry/catalog/${INSTITUTION.rehabNadym}`, REGISTRY_MSG.providerNotFound],
      [`/api/public/registry/${INSTITUTION.csoSalekhard}/services/99999`, REGISTRY_MSG.serviceNotFound],
      [`/api/public/registry/${INSTITUTION.kcsonNoyabrsk}/services/1`, REGISTRY_MSG.serviceNotFound],
      [`/api/public/registry/${INSTITUTION.csoSalekhard}/licenses/3`, REGISTRY_MSG.licenseNotFound],
      [`/api/public/registry/${INSTITUTION.yamalTour}/services`, REGISTRY_MSG.providerNotFound],
      [`/api/public/registry/tour/${INSTITUTION.yamalTour}/services/28`, REGISTRY_MSG.serviceNotFound],
      [`/api/public/registry/${INSTITUTION.csoSalekhard}/services-catalog/99999/card`, REGISTRY_MSG.serviceNotFound],
    ];
    for (const [url, text] of cases) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(JSON.stringify(answer.body), url).toContain(text);
    }
  });

  it('gives contacts and a licence page', async () => {
    const contacts = await data(`/api/public/registry/contact-info/${INSTITUTION.yamalTour}`);
    expect(contacts).toMatchObject({
      id: INSTITUTION.yamalTour,
      phone: '+7 (34922) 3-88-15',
      latitude: 66.5275,
      longitude: 66.6112,
    });
    const licence = await data(`/api/public/registry/${INSTITUTION.rehabNadym}/licenses/6`);
    expect(licence).toMatchObject({
      number: '89Л01 № 0000412',
      status: 'revoked',
      validUntil: '2018-03-14',
      institution: 'ГБУ ЯНАО «СРЦН „Доверие“ г. Надым»',
    });
  });

  it('lists services with rate type, unit and price, one service, and the catalogue view', async () => {
    const services = await data(`/api/public/registry/${INSTITUTION.csoSalekhard}/services`);
    expect(services.length).toBeGreaterThanOrEqual(3);
    for (const s of services)
      expect(Object.keys(s).sort()).toEqual([
        'area',
        'caption',
        'catalogGroup',
        'description',
        'id',
        'institutionId',
        'price',
        'rateType',
        'rateUnit',
        'serviceTypeCode',
      ]);
    const one = await data(`/api/public/registry/${INSTITUTION.csoSalekhard}/services/${services[0].id}`);
    expect(one).toEqual(services[0]);
    const catalog = await data(`/api/public/registry/${INSTITUTION.csoSalekhard}/services-catalog`);
    expect(catalog.length).toBeGreaterThan(0);
    expect(catalog.every((s: { catalogGroup: number | null }) => s.catalogGroup !== null)).toBe(true);
    const serviceCard = await data(
      `/api/public/registry/${INSTITUTION.csoSalekhard}/services-catalog/${catalog[0].id}/card`,
    );
    expect(serviceCard).toMatchObject({
      id: catalog[0].id,
      provider: { id: INSTITUTION.csoSalekhard, phone: '+7 (34922) 4-11-20' },
    });
    expect(await data(`/api/public/registry/${INSTITUTION.csoSalekhard}/services-catalog/${catalog[0].id}`)).toEqual(
      catalog[0],
    );
  });

  it('lists the catalogue providers: only those with catalogue services', async () => {
    const page = await data('/api/public/registry/catalog?pageSize=100');
    expect(page.total).toBeGreaterThan(3);
    for (const row of page.items as Row[]) {
      expect((await data(`/api/public/registry/catalog/${row.id}`)).hasCatalogServices).toBe(true);
    }
    expect(ids(page.items)).not.toContain(INSTITUTION.rehabNadym);
  });

  it('lists tour operators, their tours with dates and places left, and the tours one can still book', async () => {
    const operators = await data('/api/public/registry/tour-operator');
    expect(ids(operators.items).sort((a, b) => a - b)).toEqual([
      INSTITUTION.yamalTour,
      INSTITUTION.polarUralExpedition,
      INSTITUTION.tundraTravel,
    ]);
    const card = await data(`/api/public/registry/tour/${INSTITUTION.yamalTour}`);
    expect(card.sourceType).toBe(2);
    const tours = await data(`/api/public/registry/tour/${INSTITUTION.yamalTour}/services`);
    expect(tours.map((s: { id: number }) => s.id).sort()).toEqual([26, 27]);
    const tour = await data(`/api/public/registry/tour/${INSTITUTION.yamalTour}/services/26`);
    expect(tour.dates.map((d: { id: number }) => d.id)).toEqual(
      TOUR_DATES.filter((d) => d.serviceId === 26)
        .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
        .map((d) => d.id),
    );
    const past = TOUR_DATES.find((d) => d.id === 3)!;
    expect(tour.dates[0]).toEqual({
      id: 3,
      startsOn: past.startsOn,
      endsOn: past.endsOn,
      placesTotal: 12,
      placesLeft: 0,
    });
    // Places left count the coming dates only; the next date is the soonest one with places.
    expect(tour.placesLeft).toBe(5 + 12);
    expect(tour.nextDate).toBe(TOUR_DATES.find((d) => d.id === 1)!.startsOn);
    const excursion = (await data(`/api/public/registry/tour/${INSTITUTION.yamalTour}/services`)).find(
      (s: { id: number }) => s.id === 27,
    );
    expect(excursion).toMatchObject({ placesLeft: 9, nextDate: TOUR_DATES.find((d) => d.id === 4)!.startsOn });
    const available = await data('/api/public/registry/tour/available-services?pageSize=100');
    expect(available.total).toBe(available.items.length);
    for (const item of available.items) expect(item.nextDate === null || item.placesLeft > 0).toBe(true);
    const searched = await data(`/api/public/registry/tour/available-services?search=${encodeURIComponent('Мёртвой')}`);
    expect(searched.items.map((s: { id: number; institution: string }) => [s.id, s.institution])).toEqual([
      [40, 'ООО «Тундра Тревел»'],
    ]);
  });

  it("ranks the rating tab by the recipients' demo contract ratings, best first, with their count", async () => {
    const rating = await data('/api/public/registry/rating');
    expect(rating.length).toBeGreaterThan(5);
    const values = rating.map((row: { rating: number }) => row.rating);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const rated = [...SERVICE_CONTRACTS, ...RATED_CONTRACTS].filter((c) => c.rateByPerson !== null);
    const byInstitution = new Map<number, typeof rated>();
    for (const c of rated) byInstitution.set(c.institutionId, [...(byInstitution.get(c.institutionId) ?? []), c]);
    const averages = [...byInstitution].map(([id, list]) => ({
      id,
      count: list.length,
      avg: Math.round((list.reduce((sum, c) => sum + c.rateByPerson!, 0) / list.length) * 100) / 100,
    }));
    const social = averages.filter((a) => INSTITUTIONS.find((i) => i.id === a.id)!.sourceType === 1);
    const best = social.reduce((a, b) => (b.avg > a.avg || (b.avg === a.avg && b.count > a.count) ? b : a));
    expect(rating[0]).toMatchObject({ id: best.id, rating: best.avg, ratingCount: best.count });
    expect(ids(rating)).toContain(INSTITUTION.ipKhudyakova);
    expect(ids(rating)).not.toContain(INSTITUTION.yamalTour);
  });
});
