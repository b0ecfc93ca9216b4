import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTIONS, INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { TOUR_SERVICE, TOUR_SERVICES } from '../../../server/db/seed/tour-services.ts';
import { MSG } from '../../../server/messages.ts';
import { releasePlaces, takePlaces } from '../../../server/repositories/tour-services.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { addDays } from '../../../common/schedule/slots.ts';
import { placesBelowTaken, TOUR_SERVICE_MSG, type TourServiceInput } from '../../../common/tourism/tour-services.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

const OGRN = INSTITUTIONS.find((i) => i.id === INSTITUTION.yamalTour)!.ogrn;
const OTHER_OGRN = INSTITUTIONS.find((i) => i.id === INSTITUTION.tundraTravel)!.ogrn;
const SOCIAL_OGRN = INSTITUTIONS.find((i) => i.id === INSTITUTION.csoSalekhard)!.ogrn;

type Row = TourServiceInput & { id: number; version: number; placesTaken: number; placesLeft: number };

describeEachDb('tour services', (kind) => {
  let t: TestApp;
  let operator: PageHeaders;
  let admin: PageHeaders;
  let citizen: PageHeaders;
  let provider: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const save = (body: unknown, headers: PageHeaders = operator, ogrn = OGRN) =>
    t.app.inject({ method: 'POST', url: `/api/service-trm-catalog/update/${ogrn}`, payload: body as object, headers });
  const list = async (): Promise<Row[]> => {
    const res = await get(`/service-trm-catalog/${OGRN}`, operator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** A row as the editor sends it back. */
  const input = (r: Row): TourServiceInput => ({
    id: r.id,
    version: r.version,
    serviceTypeId: r.serviceTypeId,
    name: r.name,
    description: r.description,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    placesTotal: r.placesTotal,
    doNotShowOnPortalFrom: r.doNotShowOnPortalFrom,
    price: r.price,
  });
  const today = regionToday();
  const fresh = (extra: Partial<TourServiceInput> = {}): TourServiceInput => ({
    serviceTypeId: 1,
    name: 'Экскурсия в Лабытнанги',
    description: 'Переправа через Обь и прогулка по городу',
    dateFrom: addDays(today, 1),
    dateTo: addDays(today, 1),
    placesTotal: 10,
    doNotShowOnPortalFrom: null,
    price: 2500,
    ...extra,
  });
  const state = async () =>
    (
      await t.db.query<{ n: number; v: number }>(
        'SELECT count(*)::int AS n, coalesce(sum(version), 0)::int AS v FROM tour_services',
      )
    )[0];
  const refusal = (res: { statusCode: number; json: () => { messages: { text: string }[] } }, status: number) => {
    expect(res.statusCode).toBe(status);
    return res.json().messages.map((m) => m.text);
  };
  const available = async (query = '') => {
    const res = await get(`/service-trm-catalog/available${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { dateFrom: string; dateTo: string; items: Row[] };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await t.signInAt('tourism', INSTITUTION.yamalTour, 4);
    admin = await t.signIn('admin');
    citizen = await t.signIn('citizen');
    provider = (await t.signInEmployee('provider', 2)).headers;
  });
  afterAll(() => t.close());

  describe('the kinds of service', () => {
    it('lists the tourism kinds for source type 2 and none for the social services', async () => {
      const res = await get('/service-trm-catalog/service-types/2', operator);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: { caption: string }) => r.caption)).toEqual([
        'Экскурсионный тур',
        'Оздоровительный тур',
        'Этнографический тур',
        'Рыболовный тур',
        'Активный отдых',
        'Детский отдых',
      ]);
      expect((await get('/service-trm-catalog/service-types/1', operator)).json().data).toEqual([]);
      expect((await get('/service-trm-catalog/service-types/7', operator)).statusCode).toBe(400);
    });
  });

  describe('who keeps the list', () => {
    it('gives the operator its own services with the places left', async () => {
      const rows = await list();
      expect(rows.map((r) => r.id).sort()).toEqual(TOUR_SERVICES.map((s) => s.id).sort());
      const full = rows.find((r) => r.id === TOUR_SERVICE.reindeerCamp)!;
      expect(full.placesLeft).toBe(0);
      expect(rows.find((r) => r.id === TOUR_SERVICE.polarUral)!.placesLeft).toBe(3);
    });

    it('lets an administrator read it, and refuses another operator, citizens, providers and strangers', async () => {
      expect((await get(`/service-trm-catalog/${OGRN}`, admin)).statusCode).toBe(200);
      expect((await get(`/service-trm-catalog/${OTHER_OGRN}`, operator)).statusCode).toBe(403);
      expect((await get(`/service-trm-catalog/${SOCIAL_OGRN}`, operator)).statusCode).toBe(404);
      expect((await get('/service-trm-catalog/1234567890123', operator)).statusCode).toBe(404);
      expect((await get(`/service-trm-catalog/${OGRN}`, citizen)).statusCode).toBe(403);
      expect((await get(`/service-trm-catalog/${OGRN}`, provider)).statusCode).toBe(403);
      expect((await get(`/service-trm-catalog/${OGRN}`)).statusCode).toBe(401);
      const before = await state();
      expect((await save([], operator, OTHER_OGRN)).statusCode).toBe(403);
      expect((await save([], citizen)).statusCode).toBe(403);
      expect(await state()).toEqual(before);
    });
  });

  describe('the save of the whole list', () => {
    it('adds, edits and removes in one go, and the catalogue shows the change at once', async () => {
      const before = await available();
      const rows = await list();
      const edited = rows.map((r) =>
        r.id === TOUR_SERVICE.northernLights ? { ...input(r), placesTotal: 20, price: 10500 } : input(r),
      );
      const res = await save([...edited, fresh()]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().messages[0].text).toBe(TOUR_SERVICE_MSG.saved);
      const after: Row[] = res.json().data;
      const lights = after.find((r) => r.id === TOUR_SERVICE.northernLights)!;
      expect([lights.placesTotal, lights.placesLeft, lights.price, lights.version]).toEqual([20, 18, 10500, 2]);
      const added = after.find((r) => r.name === 'Экскурсия в Лабытнанги')!;
      expect(added.placesLeft).toBe(10);
      expect((await available()).items.length).toBe(before.items.length + 1);

      // Removing the new one (no places taken) takes it off the list.
      const back = await save(after.filter((r) => r.id !== added.id).map(input));
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data.some((r: Row) => r.id === added.id)).toBe(false);
      expect((await available()).items.length).toBe(before.items.length);
    });

    it('refuses a stale version with the conflict message and changes nothing', async () => {
      const rows = await list();
      const before = await state();
      const stale = rows.map((r) =>
        r.id === TOUR_SERVICE.polarUral ? { ...input(r), version: r.version + 5, name: 'Новое название' } : input(r),
      );
      const res = await save([...stale, fresh()]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'STALE_VERSION', messages: [{ text: MSG.versionConflict }] });
      expect(await state()).toEqual(before);
    });

    it('refuses a removal or a shrink below the places taken, with a Russian message, changing nothing', async () => {
      const rows = await list();
      const before = await state();
      const polar = rows.find((r) => r.id === TOUR_SERVICE.polarUral)!;
      const removed = refusal(await save(rows.filter((r) => r.id !== polar.id).map(input)), 400);
      expect(removed).toEqual([TOUR_SERVICE_MSG.removeTaken(polar.name, 9)]);
      const shrunk = rows.map((r) => (r.id === polar.id ? { ...input(r), placesTotal: 8 } : input(r)));
      expect(refusal(await save(shrunk), 400)).toEqual([
        `Услуга ${rows.indexOf(polar) + 1} «${polar.name}»: ${placesBelowTaken(polar.name, 9)}`,
      ]);
      expect(await state()).toEqual(before);
    });

    it('names every wrong field of every service and stores none of the list', async () => {
      const rows = await list();
      const before = await state();
      const texts = refusal(
        await save([
          ...rows.map(input),
          fresh({ name: '  ', dateFrom: addDays(today, 5), dateTo: addDays(today, 2), placesTotal: 0 }),
          fresh({ serviceTypeId: 99, doNotShowOnPortalFrom: null }),
        ]),
        400,
      );
      const n = rows.length;
      expect(texts).toEqual([
        `Услуга ${n + 1}: Укажите название услуги`,
        `Услуга ${n + 1}: Дата окончания тура не может быть раньше даты начала`,
        `Услуга ${n + 1}: Число мест — целое число не меньше 1`,
        `Услуга ${n + 2} «Экскурсия в Лабытнанги»: ${TOUR_SERVICE_MSG.unknownType}`,
      ]);
      expect(await state()).toEqual(before);
      // The same service twice is refused.
      expect(refusal(await save([...rows.map(input), input(rows[0]!)]), 400)).toEqual([TOUR_SERVICE_MSG.duplicate]);
      // A service of another operator (an id not in this list) is not found.
      expect((await save([{ ...fresh(), id: 999999, version: 1 }])).statusCode).toBe(404);
      expect(await state()).toEqual(before);
    });
  });

  describe('places', () => {
    it('gives the last 3 places to exactly 3 of 20 concurrent callers; the database refuses overselling', async () => {
      const [created] = await t.db.query<{ id: number }>(
        `INSERT INTO tour_services (institution_id, service_type_id, name, date_from, date_to, places_total, places_taken)
         VALUES ($1, 5, 'Гонка за последними местами', $2, $2, 10, 7) RETURNING id`,
        [INSTITUTION.yamalTour, addDays(today, 30)],
      );
      const id = created!.id;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => t.db.transaction((tx) => takePlaces(tx, id, 1))),
      );
      expect(results.filter(Boolean)).toHaveLength(3);
      expect(results.filter((r) => r === undefined)).toHaveLength(17);
      const [row] = await t.db.query<{ taken: number }>(
        'SELECT places_taken AS taken FROM tour_services WHERE id = $1',
        [id],
      );
      expect(row!.taken).toBe(10);
      await expect(t.db.query('UPDATE tour_services SET places_taken = 11 WHERE id = $1', [id])).rejects.toThrow();
      expect(await takePlaces(t.db, id, 1)).toBeUndefined();
      expect(await releasePlaces(t.db, id, 2)).toMatchObject({ placesTaken: 8, placesLeft: 2 });
      expect(await releasePlaces(t.db, id, 9)).toBeUndefined();
      expect(await takePlaces(t.db, id, 3)).toBeUndefined();
      expect(await takePlaces(t.db, id, 2)).toMatchObject({ placesTaken: 10, placesLeft: 0 });
      await t.db.query('DELETE FROM tour_services WHERE id = $1', [id]);
    });
  });

  describe('the public list of available tours', () => {
    it('lists the current year by default, with the places left, without the tours hidden from the portal', async () => {
      const year = today.slice(0, 4);
      const { dateFrom, dateTo, items } = await available();
      expect([dateFrom, dateTo]).toEqual([`${year}-01-01`, `${year}-12-31`]);
      const ids = items.map((r) => r.id);
      expect(ids).not.toContain(TOUR_SERVICE.childrenCamp);
      expect(ids).toContain(TOUR_SERVICE.salekhardTour);
      const seededThisYear = TOUR_SERVICES.filter(
        (s) => s.id !== TOUR_SERVICE.childrenCamp && s.dateFrom <= `${year}-12-31` && s.dateTo >= `${year}-01-01`,
      ).map((s) => s.id);
      expect(ids.filter((id) => id < 100000).sort()).toEqual(seededThisYear.sort());
      const full = items.find((r) => r.id === TOUR_SERVICE.reindeerCamp);
      if (full) expect(full.placesLeft).toBe(0);
    });

    it('takes a period and an operator, and refuses a period that ends before it begins', async () => {
      const { items } = await available(`?dateFrom=${today}&dateTo=${today}`);
      expect(items.map((r) => r.id)).toEqual([TOUR_SERVICE.salekhardTour]);
      expect(
        (await available(`?dateFrom=${today}&dateTo=${today}&institutionId=${INSTITUTION.tundraTravel}`)).items,
      ).toEqual([]);
      const res = await get(`/service-trm-catalog/available?dateFrom=${today}&dateTo=${addDays(today, -1)}`);
      expect(refusal(res, 400)).toEqual([TOUR_SERVICE_MSG.periodOrder]);
    });
  });
});
