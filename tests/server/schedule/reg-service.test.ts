import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { SERVICE_RECORDS } from '../../../server/db/seed/schedule.ts';
import { SCHEDULE_MSG } from '../../../common/schedule/messages.ts';
import { ServiceRecordStatus as S } from '../../../common/schedule/service-record-machine.ts';
import { addDays, DAY_SLOTS, isHoliday, slotRange } from '../../../common/schedule/slots.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';
import { REGISTRATION_REQUESTS } from '../../../server/db/seed/schedule.ts';
import { RegistrationStatus as RS } from '../../../common/schedule/registration-request-machine.ts';

const SIGNATURE = `data:image/png;base64,${readFileSync('tests/server/fixtures/signature.png', { encoding: 'base64' })}`;
const ZABOTA = INSTITUTION.severnayaZabota;
const NURSE = 3;

/** The next working day at least `after` days from today. */
function workingDay(after: number): string {
  let day = addDays(regionToday(), after);
  while (isHoliday(day)) day = addDays(day, 1);
  return day;
}

/** The last working day before today: a service there has begun (the demo leaves its slots 0 and 15 free). */
function pastWorkingDay(): string {
  let day = addDays(regionToday(), -1);
  while (isHoliday(day)) day = addDays(day, -1);
  return day;
}

describeEachDb('the calendar of provisions', (kind) => {
  let t: TestApp;
  let provider: PageHeaders;
  let kcson: PageHeaders;
  let worker: PageHeaders;
  let citizen: PageHeaders;
  let guardian: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api/reg-service${url}`, headers });
  const post = (url: string, body: object | undefined, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/reg-service${url}`, payload: body, headers });
  const card = (day: string, first: number, last = first, extra: object = {}) => ({
    institutionSourceType: 1,
    institutionId: ZABOTA,
    institutionServiceId: NURSE,
    personId: PERSON.citizen,
    startDate: slotRange(day, DAY_SLOTS[first]).start,
    endDate: slotRange(day, DAY_SLOTS[last]).end,
    payed: false,
    comment: 'Гигиенические процедуры',
    ...extra,
  });
  const recordCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_records'))[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    provider = await t.signInAt('provider', ZABOTA, 2);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
  });
  afterAll(() => t.close());

  describe('reads', () => {
    it('gives the employee the clients and the institution’s records of the window, in every status but deleted', async () => {
      const clients = (await get('/all-clients', provider)).json().data;
      expect(clients.institution.id).toBe(ZABOTA);
      expect(clients.clients.map((c: { id: number }) => c.id)).toContain(PERSON.citizen);
      // A subsidy contest (group 9, service 17) is not a service given to people.
      expect(clients.services.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual([
        3, 60, 67,
      ]);
      const from = addDays(regionToday(), -21);
      const res = await get(`/read-all-for-period/${from}/${addDays(regionToday(), 14)}`, provider);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as Array<{ institutionId: number; status: number; allowedActions: string[] }>;
      const seeded = SERVICE_RECORDS.filter((r) => r.institutionId === ZABOTA && r.status !== S.Deleted);
      expect(rows.length).toBe(seeded.length);
      expect(rows.every((r) => r.institutionId === ZABOTA)).toBe(true);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set([S.Recorded, S.Signed]));
      expect(rows.find((r) => r.status === S.Signed)?.allowedActions).toEqual([]);
      expect(rows.find((r) => r.status === S.Recorded)?.allowedActions).toEqual(['edit', 'sign', 'remove']);
    });

    it('gives the citizen only her own records, with sign as her one action', async () => {
      const res = await get(
        `/read-for-period-single/${addDays(regionToday(), -21)}/${addDays(regionToday(), 14)}`,
        citizen,
      );
      const rows = res.json().data as Array<{ personId: number; status: number; allowedActions: string[] }>;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.personId === PERSON.citizen)).toBe(true);
      expect(rows.find((r) => r.status === S.Recorded)?.allowedActions).toEqual(['sign']);
    });

    it('refuses the wrong side, a period too long or malformed, and a person who is not a client', async () => {
      expect((await get('/all-clients', citizen)).statusCode).toBe(403);
      expect(
        (await get(`/read-for-period-single/${regionToday()}/${regionToday()}`, provider)).json().messages[0].text,
      ).toBe(SCHEDULE_MSG.citizensOnly);
      const long = await get(`/read-all-for-period/2026-01-01/2026-06-01`, provider);
      expect(long.statusCode).toBe(400);
      expect(long.json().messages[0].text).toBe(SCHEDULE_MSG.periodTooLong);
      const bad = await get(`/read-all-for-period/2026-02-30/2026-03-01`, provider);
      expect(bad.json().messages[0].text).toBe(SCHEDULE_MSG.badDay);
      // The citizen is the provider's client at «Северная забота», not at the KCSON.
      const other = await get(`/read-for-period/${regionToday()}/${regionToday()}/${PERSON.citizen}`, kcson);
      expect(other.statusCode).toBe(403);
      expect(other.json().messages[0].text).toBe(SCHEDULE_MSG.notClient);
      expect((await get(`/read-all-for-period/${regionToday()}/${regionToday()}`)).statusCode).toBe(401);
    });

    it('keeps the institution’s period for its staff only: private, never by URL alone, and a write shows at once', async () => {
      const url = `/read-all-for-period/${regionToday()}/${addDays(regionToday(), 13)}`;
      const colleague = await t.signInAt('provider', ZABOTA, 2);
      const first = await get(url, provider);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const kept = await get(url, colleague);
      expect(kept.json().data).toEqual(first.json().data);
      expect(kept.headers.etag).toBe(first.headers.etag);
      // The same URL without a session, as a citizen, at another institution: never the kept answer.
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, citizen)).statusCode).toBe(403);
      const other = (await get(url, kcson)).json().data as Array<{ institutionId: number }>;
      expect(other.every((r) => r.institutionId !== ZABOTA)).toBe(true);
      // A card the colleague adds is in the next read of the first employee.
      const day = workingDay(3);
      const added = await post('/store-service', card(day, 1), colleague);
      expect(added.statusCode).toBe(200);
      const after = await get(url, provider);
      const ids = (after.json().data as Array<{ id: number }>).map((r) => r.id);
      expect(ids).toContain(added.json().data.id);
      expect(after.headers.etag).not.toBe(first.headers.etag);
      // Deleted: gone from the next read at once.
      await post(`/delete-service/1/${ZABOTA}/${NURSE}/${added.json().data.id}`, undefined, colleague);
      const gone = (await get(url, provider)).json().data as Array<{ id: number }>;
      expect(gone.map((r) => r.id)).not.toContain(added.json().data.id);
    });

    it('answers the days with their free slots; holidays have none', async () => {
      const from = addDays(regionToday(), 1);
      const days = (await get(`/get-available-days/${from}/${addDays(from, 6)}/${PERSON.citizen}`, provider)).json()
        .data;
      expect(days).toHaveLength(7);
      for (const d of days) {
        expect(d.holiday).toBe(isHoliday(d.date));
        if (d.holiday) expect(d.freeSlots).toEqual([]);
      }
      expect(days.filter((d: { available: boolean }) => d.available).length).toBe(5);
      const mine = (await get(`/get-available-days-single/${from}/${from}`, citizen)).json().data;
      expect(mine[0].date).toBe(from);
    });

    it('gives a new card its defaults: the slot of the moment, the client, the services', async () => {
      const day = workingDay(2);
      const moment = slotRange(day, DAY_SLOTS[3]).start;
      const res = await get(
        `/get-service-defaults/1/${ZABOTA}/${PERSON.citizen}/${encodeURIComponent(moment)}`,
        provider,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        day,
        startTime: '10:30',
        endTime: '11:00',
        person: { id: PERSON.citizen, lastName: 'Иванова' },
        payed: false,
      });
      expect(
        (
          await get(
            `/get-service-defaults/1/${INSTITUTION.kcsonNoyabrsk}/${PERSON.citizen}/${encodeURIComponent(moment)}`,
            provider,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('a card: add, edit, sign, delete', () => {
    it('adds a card, edits it, the citizen signs it with a drawing, then nothing changes it', async () => {
      const day = pastWorkingDay();
      const added = await post('/store-service', card(day, 0), provider);
      expect(added.statusCode).toBe(200);
      const { id, version } = added.json().data;
      const edited = await post('/store-service', { ...card(day, 15, 15, { payed: true }), id, version }, provider);
      expect(edited.statusCode).toBe(200);
      expect(edited.json().messages[0].text).toBe('Изменения сохранены');
      const stale = await post('/store-service', { ...card(day, 0), id, version }, provider);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('STALE_VERSION');

      const signBody = {
        id,
        institutionServiceId: NURSE,
        personId: PERSON.citizen,
        institutionId: ZABOTA,
        institutionSourceType: 1,
      };
      expect((await post('/sign-service', { ...signBody, signatureDataUrl: SIGNATURE }, guardian)).statusCode).toBe(
        404,
      );
      const empty = await post('/sign-service', { ...signBody, signatureDataUrl: '' }, citizen);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().messages[0].text).toBe('Распишитесь в поле для подписи');
      const notPng = await post(
        '/sign-service',
        { ...signBody, signatureDataUrl: 'data:image/png;base64,SGVsbG8=' },
        citizen,
      );
      expect(notPng.json().messages[0].text).toBe(SCHEDULE_MSG.badSignature);
      const signed = await post('/sign-service', { ...signBody, signatureDataUrl: SIGNATURE }, citizen);
      expect(signed.statusCode).toBe(200);
      expect(signed.json().data.status).toBe(S.Signed);

      const image = await get(`/get-service-signature/1/${ZABOTA}/${NURSE}/${id}`, provider);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(Buffer.from(SIGNATURE.split(',')[1], 'base64'))).toBe(true);
      expect((await get(`/get-service-signature/1/${ZABOTA}/${NURSE}/${id}`, kcson)).statusCode).toBe(404);

      const again = await post('/store-service', { ...card(day, 0), id, version: 3 }, provider);
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].text).toBe('Подписанную или удалённую услугу изменить нельзя');
      const del = await post(`/delete-service/1/${ZABOTA}/${NURSE}/${id}`, undefined, provider);
      expect(del.statusCode).toBe(409);

      const history = (await get(`/service/${id}`, citizen)).json().data.history;
      expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'edit', 'sign']);
    });

    it('refuses a signature for a service not yet begun, and the card does not offer it', async () => {
      const day = workingDay(17);
      const { id } = (await post('/store-service', card(day, 13), provider)).json().data;
      const own = (await get(`/service/${id}`, citizen)).json().data;
      expect(own.allowedActions).toEqual([]);
      const res = await post(
        '/sign-service',
        {
          id,
          institutionServiceId: NURSE,
          personId: PERSON.citizen,
          institutionId: ZABOTA,
          institutionSourceType: 1,
          signatureDataUrl: SIGNATURE,
        },
        citizen,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().messages[0].text).toBe('Подписать услугу можно, когда она началась');
    });

    it('deletes an unsigned card: its slot is free again; the citizen may not delete', async () => {
      const day = workingDay(17);
      const { id } = (await post('/store-service', card(day, 9), provider)).json().data;
      expect((await post(`/delete-service/1/${ZABOTA}/${NURSE}/${id}`, undefined, citizen)).statusCode).toBe(403);
      expect((await post(`/delete-service/1/${ZABOTA}/60/${id}`, undefined, provider)).statusCode).toBe(404);
      const done = await post(`/delete-service/1/${ZABOTA}/${NURSE}/${id}`, undefined, provider);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.status).toBe(S.Deleted);
      expect((await post('/store-service', card(day, 9), provider)).statusCode).toBe(200);
    });

    it('refuses off-grid times, holidays, the far past, another institution’s service and someone not a client; nothing is stored', async () => {
      const before = await recordCount();
      const day = workingDay(18);
      const cases: [object, number, string][] = [
        [
          card(day, 1, 1, { startDate: slotRange(day, DAY_SLOTS[1]).start.replace(':30:', ':40:') }),
          400,
          SCHEDULE_MSG.offGrid,
        ],
        [card(day, 3, 1), 400, SCHEDULE_MSG.oneDay],
        [
          card(addDays(regionToday(), -20), 1),
          400,
          isHoliday(addDays(regionToday(), -20)) ? SCHEDULE_MSG.holiday : SCHEDULE_MSG.tooEarly,
        ],
        [card(day, 1, 1, { institutionServiceId: 2 }), 400, SCHEDULE_MSG.serviceNotFound],
        [card(day, 1, 1, { institutionServiceId: 17 }), 400, SCHEDULE_MSG.serviceNotFound],
        [card(day, 1, 1, { personId: PERSON.otherClient1 }), 403, SCHEDULE_MSG.notClient],
        [card(day, 1, 1, { institutionId: INSTITUTION.kcsonNoyabrsk }), 403, SCHEDULE_MSG.notClient],
        [card(day, 1, 1, { startDate: 'вчера около десяти' }), 400, SCHEDULE_MSG.badMoment],
      ];
      let saturday = addDays(regionToday(), 1);
      while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
      cases.push([card(saturday, 1), 400, SCHEDULE_MSG.holiday]);
      for (const [body, status, text] of cases) {
        const res = await post('/store-service', body, provider);
        expect(res.statusCode, text).toBe(status);
        expect(res.json().messages[0].text).toBe(text);
      }
      expect((await post('/store-service', card(day, 1), citizen)).statusCode).toBe(403);
      expect(await recordCount()).toBe(before);
    });

    it('lets exactly one of two employees booking the same person in the same slot at once succeed', async () => {
      const day = workingDay(20);
      const [a, b] = await Promise.all([
        post('/store-service', card(day, 10, 11), provider),
        post('/store-service', card(day, 11, 12, { comment: 'Другой сотрудник' }), provider),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().messages[0].text).toBe(SCHEDULE_MSG.slotTaken);
      const rows = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM service_records WHERE person_id = $1 AND status <> 3 AND start_date < $3::timestamptz AND end_date > $2::timestamptz`,
        [PERSON.citizen, slotRange(day, DAY_SLOTS[11]).start, slotRange(day, DAY_SLOTS[11]).end],
      );
      expect(rows[0].n).toBe(1);
    });
  });

  describe('registration by QR', () => {
    it('issues a signed link; the employee of the institution sees it and registers once; a reuse is refused', async () => {
      // A new client of the institution with no visits planned: the slot of the moment is free at any hour.
      const issued = await post('/qr', { institutionServiceId: NURSE, personId: PERSON.newClient }, provider);
      expect(issued.statusCode).toBe(200);
      const { payload, digest, path } = issued.json().data;
      expect(path).toBe(`/qr/${payload}/${digest}`);
      const seen = (await get(`/for-registration/${payload}/${digest}`, provider)).json().data;
      expect(seen).toMatchObject({
        service: 'Услуги сиделки на дому',
        canRegister: true,
        used: null,
        person: 'Тэседо А. К.',
      });
      expect((await get(`/check-used-qr/${digest}`, provider)).json().data.used).toBe(false);

      const other = (await get(`/for-registration/${payload}/${digest}`, worker)).json().data;
      expect(other).toMatchObject({ canRegister: false, refusal: SCHEDULE_MSG.qrOtherInstitution });
      expect((await post('/register-by-qr', { payload, digest }, worker)).statusCode).toBe(403);
      expect((await post('/register-by-qr', { payload, digest }, citizen)).statusCode).toBe(403);

      const registered = await post('/register-by-qr', { payload, digest }, provider);
      expect(registered.statusCode).toBe(200);
      const recordId = registered.json().data.id;
      const rows = await t.db.query<{ registered_by_qr: boolean; person_id: number }>(
        'SELECT registered_by_qr, person_id FROM service_records WHERE id = $1',
        [recordId],
      );
      expect(rows[0]).toEqual({ registered_by_qr: true, person_id: PERSON.newClient });
      expect((await get(`/check-used-qr/${digest}`, provider)).json().data).toMatchObject({ used: true, recordId });
      const reused = await post('/register-by-qr', { payload, digest }, provider);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().messages[0].text).toBe(SCHEDULE_MSG.qrUsed);
    });

    it('refuses a forged or altered link and changes nothing', async () => {
      const { payload, digest } = (
        await post('/qr', { institutionServiceId: 60, personId: PERSON.citizen }, provider)
      ).json().data;
      const before = await recordCount();
      const altered = payload.replace(`.${PERSON.citizen}.`, `.${PERSON.guardian}.`);
      for (const [p, d] of [
        [altered, digest],
        [payload, `${digest.slice(0, -1)}${digest.endsWith('A') ? 'B' : 'A'}`],
        ['1.2.3.20991231.abcdefgh', 'x'.repeat(32)],
        ['не-код', digest],
      ]) {
        const seen = await get(`/for-registration/${encodeURIComponent(p)}/${d}`, provider);
        expect(seen.statusCode).toBe(404);
        expect(seen.json().messages[0].text).toBe(SCHEDULE_MSG.qrInvalid);
        expect((await post('/register-by-qr', { payload: p, digest: d }, provider)).statusCode).toBe(404);
      }
      expect(await recordCount()).toBe(before);
    });

    it('prints the ticket as a PDF and refuses a ticket for someone not a client', async () => {
      const { payload, digest } = (
        await post('/qr', { institutionServiceId: NURSE, personId: PERSON.citizen }, provider)
      ).json().data;
      const pdf = await get(`/qr-ticket/${payload}/${digest}`, provider);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const refused = await post('/qr', { institutionServiceId: NURSE, personId: PERSON.otherClient1 }, provider);
      expect(refused.statusCode).toBe(403);
    });
  });
  describe('registration requests', () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const requestCount = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM registration_requests'))[0].n;

    it('lists the applicant’s own and the institution’s requests in every status, numbered', async () => {
      const own = (await get('/request/list', citizen)).json().data as Array<{ personId: number; number: string }>;
      expect(own.length).toBe(REGISTRATION_REQUESTS.filter((r) => r.personId === PERSON.citizen).length);
      expect(own.every((r) => r.personId === PERSON.citizen && /^ЗЗУ-\d{4}\/\d{6}$/.test(r.number))).toBe(true);
      const inst = (await get('/request/list', provider)).json().data as Array<{
        institutionId: number;
        status: number;
      }>;
      expect(inst.every((r) => r.institutionId === ZABOTA)).toBe(true);
      expect(new Set(inst.map((r) => r.status))).toEqual(new Set([RS.Filed, RS.Accepted, RS.Withdrawn]));
    });

    it('files a request with a document; the institution accepts and the person becomes its client', async () => {
      const before = await requestCount();
      const filed = await post(
        '/request/store',
        {
          institutionId: INSTITUTION.kcsonNoyabrsk,
          institutionServiceId: 8,
          wishedDate: workingDay(3),
          phone: '8 (922) 051-12-34',
          comment: 'Прошу записать',
        },
        guardian,
      );
      expect(filed.statusCode).toBe(200);
      const { id, number } = filed.json().data;
      expect(number).toMatch(/^ЗЗУ-\d{4}\/\d{6}$/);
      const again = await post(
        '/request/store',
        { institutionId: INSTITUTION.kcsonNoyabrsk, institutionServiceId: 8 },
        guardian,
      );
      expect(again.statusCode).toBe(409);
      expect(await requestCount()).toBe(before + 1);

      const body = multipart('Справка.pdf', PDF);
      const up = await t.app.inject({
        method: 'POST',
        url: `/api/reg-service/request/store-documents?requestId=${id}&institutionId=${INSTITUTION.kcsonNoyabrsk}`,
        payload: body.payload,
        headers: { ...body.headers, cookie: guardian.cookie },
      });
      expect(up.statusCode).toBe(200);
      const fileId = up.json().data.files[0].id;
      const other = await t.app.inject({
        method: 'POST',
        url: `/api/reg-service/request/store-documents?requestId=${id}&institutionId=${INSTITUTION.kcsonNoyabrsk}`,
        payload: body.payload,
        headers: { ...body.headers, cookie: citizen.cookie },
      });
      expect(other.statusCode).toBe(404);

      const cardAsKcson = await get(`/request/${INSTITUTION.kcsonNoyabrsk}/${id}`, kcson);
      expect(cardAsKcson.json().data).toMatchObject({
        status: RS.Filed,
        allowedActions: ['accept', 'reject'],
        filesCount: 1,
      });
      expect((await get(`/request/${INSTITUTION.kcsonNoyabrsk}/${id}`, provider)).statusCode).toBe(404);
      const doc = await get(
        `/request/preload-file?uri=${fileId}&requestId=${id}&institutionId=${INSTITUTION.kcsonNoyabrsk}`,
        kcson,
      );
      expect(doc.statusCode).toBe(200);
      expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const noReason = await post(
        `/request/decide/${INSTITUTION.kcsonNoyabrsk}/${id}`,
        { action: 'reject', version: 1 },
        kcson,
      );
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().messages[0].text).toBe('Укажите причину отказа');
      const accepted = await post(
        `/request/decide/${INSTITUTION.kcsonNoyabrsk}/${id}`,
        { action: 'accept', version: 1 },
        kcson,
      );
      expect(accepted.statusCode).toBe(200);
      const client = await t.db.query(
        'SELECT 1 FROM institution_clients WHERE institution_id = $1 AND person_id = $2',
        [INSTITUTION.kcsonNoyabrsk, PERSON.guardian],
      );
      expect(client.length).toBe(1);
      const late = await post(`/request/delete/${INSTITUTION.kcsonNoyabrsk}/${id}`, {}, guardian);
      expect(late.statusCode).toBe(409);
      expect(late.json().messages[0].text).toBe('Заявка уже рассмотрена или отозвана');
    });

    it('refuses bad input and the wrong side; the applicant withdraws a waiting request', async () => {
      const before = await requestCount();
      const cases: [object, number][] = [
        [{ institutionId: ZABOTA, institutionServiceId: 2 }, 400],
        [{ institutionId: ZABOTA, institutionServiceId: 3, wishedDate: '2020-01-01' }, 400],
        [{ institutionId: ZABOTA, institutionServiceId: 3, phone: '123' }, 400],
        [{ institutionId: 999999, institutionServiceId: 3 }, 404],
      ];
      for (const [b, status] of cases) expect((await post('/request/store', b, citizen)).statusCode).toBe(status);
      expect(
        (await post('/request/store', { institutionId: ZABOTA, institutionServiceId: 3 }, provider)).statusCode,
      ).toBe(403);
      expect(await requestCount()).toBe(before);
      const filed = (await post('/request/store', { institutionId: ZABOTA, institutionServiceId: 60 }, citizen)).json()
        .data;
      expect(
        (await post(`/request/decide/${ZABOTA}/${filed.id}`, { action: 'accept', version: 1 }, kcson)).statusCode,
      ).toBe(404);
      const gone = await post(`/request/delete/${ZABOTA}/${filed.id}`, {}, citizen);
      expect(gone.statusCode).toBe(200);
      expect(gone.json().data.status).toBe(RS.Withdrawn);
    });
  });
});
