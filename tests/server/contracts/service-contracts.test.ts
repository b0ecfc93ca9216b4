import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MSG, MSG } from '../../../server/messages.ts';
import { SERVICE_CONTRACTS } from '../../../server/db/seed/contracts.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import {
  SERVICE_CONTRACT_ACTION_MESSAGES as SUCCESS,
  SERVICE_CONTRACT_STATUS_CAPTIONS,
} from '../../../common/contracts/service-contract-machine.ts';
import { afterTransition, type AfterTransition, type TransitionEvent } from '../../../server/workflow/transition.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** The demo contracts the tests act on, by seed id (server/db/seed/contracts.ts). */
const seed = (id: number) => SERVICE_CONTRACTS.find((c) => c.id === id)!;
const RUSSIAN = /[а-яё]/i;

describeEachDb('service contracts', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  /** The demo provider in АНО «Северная забота» and in КЦСОН (two sessions), the tour operator. */
  let zabota: PageHeaders;
  let kcson: PageHeaders;
  let tourism: PageHeaders;

  const get = (url: string, headers: PageHeaders) => t.app.inject({ url: `/api/service-contract${url}`, headers });
  const post = (url: string, body: object, headers: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/service-contract${url}`, payload: body, headers });
  const card = async (id: number, headers: PageHeaders) => {
    const res = await get(`/${seed(id).personId}/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** An action by path with the contract's current version (read from the card). */
  const act = async (id: number, path: string, headers: PageHeaders, version?: number) =>
    post(`/${seed(id).personId}/${id}/${path}`, { version: version ?? (await card(id, headers)).version }, headers);
  /** What must not change when an action is refused. */
  const snapshot = async (id: number, headers: PageHeaders) => {
    const c = await card(id, headers);
    return {
      status: c.status,
      version: c.version,
      history: c.history.length,
      services: c.services,
      dateTo: c.dateTo,
      rate: c.rateByPerson,
      feedback: c.feedback,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    tourism = await t.signInAt('tourism', INSTITUTION.yamalTour, 4);
  });
  afterAll(() => t.close());

  describe('lists and cards', () => {
    it('shows the citizen their contracts in every status 1-11, and only theirs', async () => {
      const res = await get('?pageSize=100', citizen);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(items.length);
      expect(new Set(items.map((c: { status: number }) => c.status))).toEqual(
        new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
      );
      expect(items.every((c: { personId: number }) => c.personId === PERSON.citizen)).toBe(true);
      expect(items.find((c: { id: number }) => c.id === 7).statusCaption).toBe(SERVICE_CONTRACT_STATUS_CAPTIONS[9]);
      // The guardian's own contract for her ward, the ward's own contract, which she follows as the ward's guardian,
      // and her tour contract for today's excursion (server/db/seed/tour-contracts.ts).
      const theirs = (await get('', guardian)).json().data.items;
      expect(theirs.map((c: { id: number }) => c.id).sort()).toEqual([17, 5, 3004].sort());
    });

    it("shows a provider's employee only the selected institution's contracts, with search, status filter and paging", async () => {
      const all = (await get('?pageSize=100', zabota)).json().data;
      expect(all.items.length).toBeGreaterThan(3);
      expect(
        all.items.every((c: { serviceProviderId: number }) => c.serviceProviderId === INSTITUTION.severnayaZabota),
      ).toBe(true);
      const page = (await get('?pageSize=2&page=2', zabota)).json().data;
      expect(page.total).toBe(all.total);
      expect(page.items.map((c: { id: number }) => c.id)).toEqual(
        all.items.slice(2, 4).map((c: { id: number }) => c.id),
      );
      const rejected = (await get('?status=6', zabota)).json().data.items;
      expect(rejected.map((c: { id: number }) => c.id)).toEqual([11]);
      const found = (await get(`?search=${encodeURIComponent('0027')}`, zabota)).json().data.items;
      expect(found.map((c: { id: number }) => c.id)).toEqual([7]);
      const byPerson = (await get(`?search=${encodeURIComponent('салиндер')}`, zabota)).json().data.items;
      expect(byPerson.map((c: { id: number }) => c.id)).toEqual([5]);
      expect((await get('?status=12', zabota)).statusCode).toBe(400);
    });

    it("gives the card with parties, services in the currency format, the history and the side's actions", async () => {
      const c = await card(7, citizen);
      expect(c).toMatchObject({
        number: 'ДЕМО-СД-2026/0027',
        status: 9,
        side: 'person',
        personFio: 'Иванова Мария Петровна',
        serviceProvider: expect.stringContaining('Северная забота'),
        // Phones and e-mails as stored, each on its own: the card writes the phone (formatPhone).
        personPhone: '+79220511234',
        personEmail: 'm.ivanova@mail.ru',
        providerPhone: '+7 (34922) 3-05-44',
        providerEmail: 'info@sev-zabota.ru',
      });
      expect(c).not.toHaveProperty('personContact');
      expect(c.allowedActions.sort()).toEqual(['reject', 'sign']);
      expect(c.services).toEqual([
        expect.objectContaining({
          serviceName: 'Услуги сиделки на дому',
          unitCaption: 'час',
          priceCaption: '350,00 р.',
          quantity: '60',
          removed: false,
        }),
      ]);
      expect(c.history.map((h: { action: string; toStatus: number }) => [h.action, h.toStatus])).toEqual([
        ['create', 1],
        ['sign', 9],
      ]);
      expect(c.history[1].who).toBe('Смирнова Екатерина Александровна');
      expect((await card(7, zabota)).allowedActions).toEqual([]);
      expect((await card(3, kcson)).allowedActions.sort()).toEqual(['reject', 'sendForSigning', 'sign']);
      const services = (await get(`/${PERSON.citizen}/16/services`, citizen)).json().data;
      expect(services.map((s: { removed: boolean }) => s.removed)).toEqual([false, false, true]);
      const representative = (await get(`/${PERSON.guardian}/5/representative-info`, guardian)).json().data;
      expect(representative.representativeInfo).toContain('опекун');
      expect(representative.targetFio).toBe('Салиндер Алина Олеговна');
    });

    it("keeps every demo contract's history in agreement with its status", async () => {
      for (const contract of SERVICE_CONTRACTS.filter((c) => c.personId === PERSON.citizen)) {
        const c = await card(contract.id, citizen);
        expect(c.history[0]).toMatchObject({ action: 'create', fromStatus: null, toStatus: 1 });
        for (let i = 1; i < c.history.length; i += 1) expect(c.history[i].fromStatus).toBe(c.history[i - 1].toStatus);
        expect(c.history.at(-1).toStatus).toBe(c.status);
      }
    });

    it("answers 404 for another citizen's or another institution's contract, and for a wrong holder", async () => {
      expect((await get(`/${PERSON.citizen}/7`, guardian)).statusCode).toBe(404);
      expect((await get(`/${PERSON.citizen}/3`, zabota)).statusCode).toBe(404);
      expect((await get(`/${PERSON.guardian}/7`, citizen)).statusCode).toBe(404);
      expect((await get(`/${PERSON.citizen}/7/services`, kcson)).statusCode).toBe(404);
      const before = await snapshot(7, citizen);
      const res = await post(`/${PERSON.citizen}/7/sign`, { version: before.version }, guardian);
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].text).toBe(MSG.notFound);
      expect(
        (
          await post(
            '/reject',
            { personId: PERSON.citizen, id: 7, version: before.version, reason: 'Не подходит' },
            kcson,
          )
        ).statusCode,
      ).toBe(404);
      expect(await snapshot(7, citizen)).toEqual(before);
    });
  });

  describe('actions decided by the table', () => {
    it('lets the citizen sign what the provider signed (9 -> 3), records it, and refuses the stale version with 409', async () => {
      const before = await card(7, citizen);
      const res = await act(7, 'sign', citizen, before.version);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { id: 7, personId: PERSON.citizen, status: 3, statusCaption: 'Действует', version: before.version + 1 },
        messages: [{ severity: 'Success', text: SUCCESS.sign }],
      });
      // Signing by path is a simple electronic signature of the contract's document.
      expect(res.json().data.signature).toMatchObject({
        document: 'contract',
        side: 'person',
        signatureType: 1,
        valid: true,
      });
      const after = await card(7, zabota);
      expect(after.status).toBe(3);
      expect(after.signedByPerson).toBe(true);
      expect(after.history.at(-1)).toMatchObject({
        action: 'sign',
        side: 'person',
        who: 'Иванова Мария Петровна',
        fromStatus: 9,
        toStatus: 3,
      });
      // One service only: removing it is not offered (the table's «остаётся хотя бы одна услуга»).
      expect(after.allowedActions.sort()).toEqual(['extendValidity', 'signActByProvider', 'terminate']);
      const stale = await act(7, 'terminate', citizen, before.version);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        code: 'STALE_VERSION',
        messages: [{ severity: 'Warning', text: MSG.versionConflict }],
      });
      expect((await card(7, citizen)).status).toBe(3);
    });

    it("refuses the other side's action with 403 and an action of another status with 409, changing nothing", async () => {
      const before = await snapshot(1, citizen);
      const theirs = await act(1, 'sign-act-provider', citizen);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json().messages[0].text).toBe('Это действие выполняет другая сторона договора');
      const early = await act(1, 'sign-act', citizen);
      expect(early.statusCode).toBe(409);
      expect(early.json().messages[0].text).toBe('Акт оказанных услуг ещё не подписан поставщиком');
      const notNow = await act(1, 'send-for-signing', zabota);
      expect(notNow.statusCode).toBe(409);
      expect(notNow.json().messages[0].text).toBe('Действие недоступно в текущем статусе договора');
      expect(await snapshot(1, citizen)).toEqual(before);
    });

    it('closes a contract by the act signed by the provider, then the citizen; then one rating and feedback', async () => {
      expect((await act(1, 'sign-act-provider', zabota)).json().messages[0].text).toBe(SUCCESS.signActByProvider);
      const closed = await act(1, 'sign-act', citizen);
      expect(closed.json()).toMatchObject({ data: { status: 7 }, messages: [{ text: SUCCESS.signAct }] });
      const { version } = await card(1, citizen);
      const badRating = await post('/feedback', { personId: PERSON.citizen, id: 1, version, rating: 7 }, citizen);
      expect(badRating.statusCode).toBe(400);
      expect(badRating.json().messages[0].text).toMatch(RUSSIAN);
      const empty = await post('/feedback', { personId: PERSON.citizen, id: 1, version, text: '  ' }, citizen);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().messages[0].text).toBe(CONTRACT_MSG.emptyFeedback);
      const rated = await post(
        '/feedback',
        { personId: PERSON.citizen, id: 1, version, rating: 4, text: 'Сиделка внимательная, но дважды опаздывала.' },
        citizen,
      );
      expect(rated.statusCode).toBe(200);
      expect(rated.json().messages.map((m: { text: string }) => m.text)).toEqual([SUCCESS.rate, SUCCESS.feedback]);
      expect(rated.json().data.version).toBe(version + 2);
      const after = await card(1, citizen);
      expect(after).toMatchObject({
        rateByPerson: 4,
        feedback: 'Сиделка внимательная, но дважды опаздывала.',
        status: 7,
      });
      expect(after.history.slice(-2).map((h: { action: string }) => h.action)).toEqual(['rate', 'feedback']);
      const again = await post(
        '/feedback',
        { personId: PERSON.citizen, id: 1, version: after.version, rating: 5 },
        citizen,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].text).toBe('Договор уже оценён');
      expect((await card(1, citizen)).rateByPerson).toBe(4);
    });

    it('rejects with a reason only, in Russian when the reason is missing', async () => {
      const before = await snapshot(6, citizen);
      const noReason = await post(
        '/reject',
        { personId: PERSON.citizen, id: 6, version: before.version, reason: '   ' },
        citizen,
      );
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().messages[0].text).toBe('Укажите причину отклонения');
      const noField = await post('/reject', { personId: PERSON.citizen, id: 6, version: before.version }, citizen);
      expect(noField.statusCode).toBe(400);
      expect(noField.json().messages[0].text).toMatch(RUSSIAN);
      expect(await snapshot(6, citizen)).toEqual(before);
      const res = await post(
        '/reject',
        { personId: PERSON.citizen, id: 6, version: before.version, reason: 'Переезжаю в Салехард' },
        citizen,
      );
      expect(res.json()).toMatchObject({
        data: { status: 6 },
        messages: [{ severity: 'Success', text: SUCCESS.reject }],
      });
      expect((await card(6, kcson)).rejectReason).toBe('Переезжаю в Салехард');
    });

    it('lets the provider remove a service while another is left, and extend the validity only to a later date', async () => {
      const c = await card(16, kcson);
      const open = c.services
        .filter((s: { removed: boolean }) => !s.removed)
        .map((s: { serviceId: number }) => s.serviceId);
      expect(open).toHaveLength(2);
      expect(
        (await post(`/${PERSON.citizen}/16/remove-service/${open[0]}`, { version: c.version }, citizen)).statusCode,
      ).toBe(403);
      expect((await post(`/${PERSON.citizen}/16/remove-service/999`, { version: c.version }, kcson)).statusCode).toBe(
        404,
      );
      const removed = await post(`/${PERSON.citizen}/16/remove-service/${open[0]}`, { version: c.version }, kcson);
      expect(removed.json().messages[0].text).toBe(SUCCESS.removeService);
      const last = await post(`/${PERSON.citizen}/16/remove-service/${open[1]}`, { version: c.version + 1 }, kcson);
      expect(last.statusCode).toBe(409);
      expect(last.json().messages[0].text).toContain('единственную услугу');
      const earlier = await post(
        '/add-validity-period',
        { personId: PERSON.citizen, id: 16, version: c.version + 1, dateTo: '2026-12-01' },
        kcson,
      );
      expect(earlier.statusCode).toBe(400);
      expect(earlier.json().messages[0].text).toBe('Новая дата окончания должна быть позже прежней');
      expect(
        (
          await post(
            '/add-validity-period',
            { personId: PERSON.citizen, id: 16, version: c.version + 1, dateTo: '31.03.2027' },
            kcson,
          )
        ).statusCode,
      ).toBe(400);
      const extended = await post(
        '/add-validity-period',
        { personId: PERSON.citizen, id: 16, version: c.version + 1, dateTo: '2027-03-31' },
        kcson,
      );
      expect(extended.json().messages[0].text).toBe(SUCCESS.extendValidity);
      const after = await card(16, citizen);
      expect(after.dateTo).toBe('2027-03-31');
      expect(after.services.filter((s: { removed: boolean }) => !s.removed)).toHaveLength(1);
      expect(after.history.slice(-2).map((h: { action: string; side: string }) => [h.action, h.side])).toEqual([
        ['removeService', 'provider'],
        ['extendValidity', 'provider'],
      ]);
      // The employee acting in the institution's role is named in the history, not left blank.
      expect(after.history.slice(-2).map((h: { who: string | null }) => h.who)).toEqual([
        'Смирнова Екатерина Александровна',
        'Смирнова Екатерина Александровна',
      ]);
    });

    it('sends a prepared contract for signing, terminates only a concluded one, and lets the tour operator end a requested termination', async () => {
      expect((await act(3, 'terminate', kcson)).statusCode).toBe(409);
      const sent = await act(3, 'send-for-signing', kcson);
      expect(sent.json()).toMatchObject({
        data: { status: 2 },
        messages: [{ text: 'Договор отправлен на подписание' }],
      });
      expect((await card(3, citizen)).allowedActions.sort()).toEqual(['reject', 'sign']);
      const terminated = await act(15, 'terminate', citizen);
      expect(terminated.json()).toMatchObject({ data: { status: 4 }, messages: [{ text: 'Договор расторгнут' }] });
      // A tour's termination the citizen requested is the operator's to do.
      expect((await act(13, 'terminate', citizen)).statusCode).toBe(403);
      expect((await act(13, 'terminate', tourism)).json().data.status).toBe(5);
    });

    it('refuses a body without a valid version in Russian', async () => {
      const before = await snapshot(8, citizen);
      for (const body of [{}, { version: 'один' }, { version: 0 }]) {
        const res = await post(`/${PERSON.citizen}/8/sign`, body, kcson);
        expect(res.statusCode).toBe(400);
        expect(res.json().messages[0].text).toMatch(RUSSIAN);
      }
      expect(await snapshot(8, citizen)).toEqual(before);
      const signed = await act(8, 'sign', kcson);
      expect(signed.json()).toMatchObject({ data: { status: 3 }, messages: [{ text: SUCCESS.sign }] });
    });
  });

  describe('the hook point of notifications', () => {
    it('tells every afterTransition hook of an applied action in its transaction, and a failing hook undoes the action', async () => {
      const events: TransitionEvent[] = [];
      const seen: AfterTransition = async (_tx, event) => {
        events.push(event);
      };
      // The areas' own hooks (the certificates') stay registered: the test adds its two and takes them out.
      const registered = afterTransition.length;
      afterTransition.push(seen);
      try {
        const { version } = await card(8, citizen);
        const res = await post('/feedback', { personId: PERSON.citizen, id: 8, version, text: 'Спасибо' }, citizen);
        expect(res.statusCode).toBe(200);
        expect(events).toEqual([
          {
            history: 'serviceContract',
            recordId: 8,
            action: 'feedback',
            side: 'person',
            actorUserId: expect.any(Number),
            fromStatus: 3,
            toStatus: 3,
            note: 'Спасибо',
          },
        ]);
        afterTransition.push(async () => {
          throw new Error('the notifications store is down');
        });
        const before = await snapshot(8, citizen);
        const failed = await post(
          '/feedback',
          { personId: PERSON.citizen, id: 8, version: before.version, text: 'Ещё раз спасибо' },
          citizen,
        );
        expect(failed.statusCode).toBe(500);
        expect(await snapshot(8, citizen)).toEqual(before);
      } finally {
        afterTransition.splice(registered);
      }
    });
  });
});
