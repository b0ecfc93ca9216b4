import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CONTRACT_MSG, MSG } from '../../../server/messages.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { CATALOG_CONTRACTS } from '../../../server/db/seed/catalog-contracts.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import {
  CATALOG_CONTRACT_MESSAGES as SUCCESS,
  CATALOG_CONTRACT_REFUSALS as REFUSAL,
  CATALOG_CONTRACT_STATUS_CAPTIONS,
} from '../../../common/contracts/catalog-contract-machine.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** Catalogue services of the demo (services.ts, catalog.ts). */
const SERVICE = { zabotaNurse: 3, zabotaTaxi: 60, kcsonAirportTaxi: 61, zabotaContest: 17, ethnoTour: 26 } as const;
const seed = (id: number) => CATALOG_CONTRACTS.find((c) => c.id === id)!;
const ids = (items: Array<{ id: number }>) => items.map((c) => c.id).sort((a, b) => a - b);

/** A date `days` from the region's today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.parse(regionToday()) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDb('catalogue contracts', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let zabota: PageHeaders;
  let kcson: PageHeaders;

  const get = (url: string, headers?: PageHeaders) =>
    t.app.inject({ url: `/api/service-catalog-contract${url}`, headers });
  const post = (url: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/service-catalog-contract${url}`, payload: body, headers });
  const card = async (personId: number, id: number, headers: PageHeaders) => {
    const res = await get(`/${personId}/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const application = (extra: object = {}) => ({
    institutionId: INSTITUTION.severnayaZabota,
    serviceId: SERVICE.zabotaNurse,
    targetPersonId: null,
    desiredDateFrom: inDays(7),
    phone: '8 (922) 051-12-34',
    comment: 'Уход после выписки, будни с 9:00 до 13:00',
    ...extra,
  });
  /** What must not change when an action is refused. */
  const unchanged = async (personId: number, id: number, headers: PageHeaders) => {
    const c = await card(personId, id, headers);
    return { status: c.status, version: c.version, history: c.history.length };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
  });
  afterAll(() => t.close());

  describe('lists and cards', () => {
    it('shows the citizen their applications in every status 1-5, and only theirs', async () => {
      const res = await get('?pageSize=100', citizen);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(items.length);
      expect(new Set(items.map((c: { status: number }) => c.status))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(items.every((c: { personId: number }) => c.personId === PERSON.citizen)).toBe(true);
      expect(items.find((c: { id: number }) => c.id === 4).statusCaption).toBe('Оплачено');
      expect(ids((await get('', guardian)).json().data.items)).toEqual([6]);
    });

    it("shows a provider's employee only the selected institution's applications, with search, status filter and paging", async () => {
      const own = (await get('?pageSize=100', zabota)).json().data.items;
      expect(ids(own)).toEqual(
        CATALOG_CONTRACTS.filter((c) => c.institutionId === INSTITUTION.severnayaZabota).map((c) => c.id),
      );
      expect(ids((await get('?pageSize=100', kcson)).json().data.items)).toEqual(
        CATALOG_CONTRACTS.filter((c) => c.institutionId === INSTITUTION.kcsonNoyabrsk).map((c) => c.id),
      );
      expect(ids((await get('?status=4', zabota)).json().data.items)).toEqual([8]);
      expect(ids((await get(`?search=${encodeURIComponent('салиндер')}`, zabota)).json().data.items)).toEqual([6]);
      const page = (await get('?pageSize=1&page=2', zabota)).json().data;
      expect(page.total).toBe(own.length);
      expect(page.items.map((c: { id: number }) => c.id)).toEqual([own[1].id]);
      expect((await get('?status=6', zabota)).statusCode).toBe(400);
    });

    it("gives the card with the parties, the service, the history and exactly the side's actions", async () => {
      const mine = await card(PERSON.citizen, 2, citizen);
      expect(mine).toMatchObject({
        number: seed(2).number,
        status: 2,
        statusCaption: CATALOG_CONTRACT_STATUS_CAPTIONS[2],
        side: 'person',
        allowedActions: ['cancel'],
        personFio: 'Иванова Мария Петровна',
        targetFio: 'Иванова Софья Андреевна',
        serviceName: 'Услуги сиделки на дому',
        phone: '+79220511234',
        providerPhone: '+7 (34922) 3-05-44',
        providerEmail: 'info@sev-zabota.ru',
      });
      expect(mine.history.map((h: { action: string }) => h.action)).toEqual(['create', 'save']);
      expect((await card(PERSON.citizen, 1, zabota)).allowedActions).toEqual(['save', 'reject']);
      expect((await card(PERSON.citizen, 2, zabota)).allowedActions).toEqual(['reject', 'setPayed']);
      expect((await card(PERSON.citizen, 4, kcson)).allowedActions).toEqual([]);
      const rejected = await card(PERSON.citizen, 3, citizen);
      expect(rejected).toMatchObject({ allowedActions: [], rejectReason: seed(3).rejectReason });
    });

    it("reads someone else's application as absent: another citizen, another institution, a wrong applicant", async () => {
      for (const [url, headers] of [
        [`/${PERSON.citizen}/1`, guardian],
        [`/${PERSON.citizen}/1`, kcson],
        [`/${PERSON.guardian}/1`, citizen],
        [`/${PERSON.citizen}/999`, citizen],
      ] as const) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().messages[0].text).toBe(MSG.notFound);
      }
      expect((await get('')).statusCode).toBe(401);
      const worker = (await t.signInEmployee('worker', 3)).headers;
      expect((await get('', worker)).statusCode).toBe(403);
    });
  });

  describe('applying', () => {
    it('gives the form its recipients (the applicant, then children or wards), the phone and the date limits', async () => {
      const res = await get(`/form/${INSTITUTION.severnayaZabota}/${SERVICE.zabotaNurse}`, citizen);
      expect(res.statusCode).toBe(200);
      const form = res.json().data;
      expect(form.recipients.map((r: { personId: number; relation: string }) => [r.personId, r.relation])).toEqual([
        [1, 'self'],
        [2, 'child'],
        [3, 'child'],
      ]);
      expect(form).toMatchObject({ phone: '+79220511234', minDate: regionToday() });
      expect((await get(`/form/${INSTITUTION.kcsonNoyabrsk}/${SERVICE.zabotaNurse}`, citizen)).statusCode).toBe(404);
      expect((await get(`/form/${INSTITUTION.severnayaZabota}/${SERVICE.zabotaNurse}`, zabota)).statusCode).toBe(403);
    });

    it('stores an application as new, with its number and first history row, and refuses a second open one for the same service and recipient', async () => {
      const res = await post('', application(), citizen);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.messages).toEqual([{ severity: 'Success', text: SUCCESS.create }]);
      expect(body.data).toMatchObject({
        personId: PERSON.citizen,
        status: 1,
        version: 1,
        number: expect.stringMatching(/^ЗК-\d{4}\/\d{6}$/),
      });
      // The kind's next number of the year, not the row id (identities start at 100000).
      expect(body.data.number).not.toContain(String(body.data.id));
      const stored = await card(PERSON.citizen, body.data.id, citizen);
      expect(stored).toMatchObject({
        phone: '+79220511234',
        targetPersonId: null,
        desiredDateFrom: inDays(7),
        comment: 'Уход после выписки, будни с 9:00 до 13:00',
      });
      expect(stored.history).toHaveLength(1);
      // The provider sees it at once.
      expect(ids((await get('?pageSize=100', zabota)).json().data.items)).toContain(body.data.id);
      const again = await post('', application(), citizen);
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].text).toBe(CATALOG_CONTRACT_MSG.alreadyApplied(body.data.number));
      // For the son it is another recipient.
      const forSon = await post('', application({ targetPersonId: PERSON.citizenSon }), citizen);
      expect(forSon.statusCode).toBe(200);
      expect((await card(PERSON.citizen, forSon.json().data.id, citizen)).targetFio).toBe('Иванов Артём Андреевич');
    });

    it('refuses bad input with a Russian message and stores nothing', async () => {
      const before = (await get('?pageSize=100', citizen)).json().data.total;
      const cases: Array<[object, number, string | RegExp]> = [
        [{ targetPersonId: PERSON.guardianWard }, 400, CATALOG_CONTRACT_MSG.recipientNotFound(PERSON.guardianWard)],
        [{ desiredDateFrom: inDays(-1) }, 400, CATALOG_CONTRACT_MSG.dateInPast],
        [{ desiredDateFrom: inDays(400) }, 400, CATALOG_CONTRACT_MSG.dateTooFar],
        [{ desiredDateFrom: '31.12.2026' }, 400, /[а-я]/i],
        [{ phone: '12345' }, 400, 'Номер телефона должен начинаться с +7 или 8 и содержать 11 цифр'],
        [{ comment: 'я'.repeat(1001) }, 400, /1000/],
        [{ serviceId: SERVICE.kcsonAirportTaxi }, 404, CATALOG_CONTRACT_MSG.serviceNotFound],
        [{ serviceId: SERVICE.zabotaContest }, 404, CATALOG_CONTRACT_MSG.serviceNotFound],
        [
          { serviceId: SERVICE.ethnoTour, institutionId: INSTITUTION.yamalTour },
          404,
          CATALOG_CONTRACT_MSG.serviceNotFound,
        ],
        [{ serviceId: 999999 }, 404, CATALOG_CONTRACT_MSG.serviceNotFound],
      ];
      for (const [extra, status, text] of cases) {
        const res = await post('', application({ serviceId: SERVICE.zabotaTaxi, ...extra }), citizen);
        expect(res.statusCode, JSON.stringify(extra)).toBe(status);
        const message = res
          .json()
          .messages.map((m: { text: string }) => m.text)
          .join(' ');
        if (typeof text === 'string') expect(message).toContain(text);
        else expect(message).toMatch(text);
      }
      expect((await get('?pageSize=100', citizen)).json().data.total).toBe(before);
    });

    it('lets only a citizen apply', async () => {
      const res = await post('', application({ serviceId: SERVICE.zabotaTaxi }), zabota);
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0].text).toBe(CATALOG_CONTRACT_MSG.citizensApply);
      expect((await post('', application({ serviceId: SERVICE.zabotaTaxi }))).statusCode).toBe(401);
    });
  });

  describe('the table against every endpoint', () => {
    let created: { id: number; personId: number; version: number };
    beforeAll(async () => {
      created = (
        await post('', application({ serviceId: SERVICE.zabotaTaxi, targetPersonId: PERSON.citizenDaughter }), citizen)
      ).json().data;
    });

    it("refuses the citizen the provider's actions and the provider the citizen's, changing nothing", async () => {
      const before = await unchanged(created.personId, created.id, citizen);
      const ref = { personId: created.personId, id: created.id, version: created.version };
      for (const res of [
        await post('/save', ref, citizen),
        await post('/reject', { ...ref, reason: 'Нет' }, citizen),
        await post('/cancel', ref, zabota),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().messages[0].text).toBe(REFUSAL.notYourAction);
      }
      // Another institution's employee does not see it at all.
      expect((await post('/save', ref, kcson)).statusCode).toBe(404);
      expect(await unchanged(created.personId, created.id, citizen)).toEqual(before);
    });

    it('refuses what the status does not allow (409) and a stale version (409 with the conflict text)', async () => {
      const ref = { personId: created.personId, id: created.id, version: created.version };
      const payed = await get(`/set-payed/${ref.personId}/${ref.id}?version=${ref.version}`, zabota);
      expect(payed.statusCode).toBe(409);
      expect(payed.json().messages[0].text).toBe(REFUSAL.notInStatus);
      expect(payed.json().code).toBeUndefined();
      const stale = await post('/save', { ...ref, version: ref.version + 5 }, zabota);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messages[0]).toEqual({ severity: 'Warning', text: MSG.versionConflict });
      expect(stale.json().code).toBe('STALE_VERSION');
      const blank = await post('/reject', { ...ref, reason: '   ' }, zabota);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().messages[0].text).toBe(REFUSAL.noReason);
      expect((await post('/reject', ref, zabota)).statusCode).toBe(400);
      expect((await get(`/set-payed/${ref.personId}/${ref.id}`, zabota)).statusCode).toBe(400);
    });

    it('accepts (save), marks the payment through the GET of the spec, then allows nothing more', async () => {
      const saved = await post(
        '/save',
        { personId: created.personId, id: created.id, version: created.version },
        zabota,
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        data: { status: 2, version: created.version + 1 },
        messages: [{ severity: 'Success', text: SUCCESS.save }],
      });
      // set-payed changes state: a page of another site cannot make the provider's browser call it.
      const foreign = await t.app.inject({
        url: `/api/service-catalog-contract/set-payed/${created.personId}/${created.id}?version=${created.version + 1}`,
        headers: { cookie: zabota.cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(foreign.statusCode).toBe(403);
      const byCitizen = await get(
        `/set-payed/${created.personId}/${created.id}?version=${created.version + 1}`,
        citizen,
      );
      expect(byCitizen.statusCode).toBe(403);
      expect(byCitizen.json().messages[0].text).toBe(REFUSAL.notYourAction);
      const paid = await get(`/set-payed/${created.personId}/${created.id}?version=${created.version + 1}`, zabota);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({
        data: { status: 4, statusCaption: 'Оплачено' },
        messages: [{ severity: 'Success', text: SUCCESS.setPayed }],
      });
      const after = await card(created.personId, created.id, citizen);
      expect(after).toMatchObject({
        status: 4,
        allowedActions: [],
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(after.history.map((h: { action: string; who: string | null }) => [h.action, h.who])).toEqual([
        ['create', 'Иванова Мария Петровна'],
        ['save', 'Смирнова Екатерина Александровна'],
        ['setPayed', 'Смирнова Екатерина Александровна'],
      ]);
      const cancel = await post(
        '/cancel',
        { personId: created.personId, id: created.id, version: after.version },
        citizen,
      );
      expect(cancel.statusCode).toBe(409);
      // A paid application is no longer open: the citizen may apply again.
      expect(
        (
          await post(
            '',
            application({ serviceId: SERVICE.zabotaTaxi, targetPersonId: PERSON.citizenDaughter }),
            citizen,
          )
        ).statusCode,
      ).toBe(200);
    });

    it('rejects with the reason, shown on both sides', async () => {
      const c = seed(6);
      const res = await post(
        '/reject',
        {
          personId: c.personId,
          id: c.id,
          version: c.version,
          reason: '  Нет свободных автомобилей с пандусом на декабрь  ',
        },
        zabota,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0].text).toBe(SUCCESS.reject);
      const seen = await card(c.personId, c.id, guardian);
      expect(seen).toMatchObject({
        status: 3,
        rejectReason: 'Нет свободных автомобилей с пандусом на декабрь',
        allowedActions: [],
      });
      expect(seen.history.at(-1)).toMatchObject({
        action: 'reject',
        side: 'provider',
        note: 'Нет свободных автомобилей с пандусом на декабрь',
      });
    });

    it('lets the applicant withdraw a new application', async () => {
      const c = seed(1);
      const res = await post('/cancel', { personId: c.personId, id: c.id, version: c.version }, citizen);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { status: 5 }, messages: [{ text: SUCCESS.cancel }] });
      expect((await card(c.personId, c.id, zabota)).allowedActions).toEqual([]);
    });
  });
});
