import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { REFUND_MSG } from '../../../server/refunds/messages.ts';
import { REFUND_REQUESTS } from '../../../server/db/seed/refunds.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { REFUND_MESSAGES, REFUND_REFUSALS, RefundStatus as S } from '../../../common/refunds/refund-machine.ts';
import { refundReportingMonth } from '../../../common/refunds/reporting-month.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const NURSE = 3; // Услуги сиделки на дому, АНО «Северная забота», 350 ₽/час
const SUBSIDY = 17; // Северная забота, no price
const HOME_MEDICAL = 21; // КЦСОН «Участие», 238,90 ₽/час
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const ZABOTA = INSTITUTION.severnayaZabota;
const KCSON = INSTITUTION.kcsonNoyabrsk;

describeEachDb('refund requests', (kind) => {
  let t: TestApp;
  let zabota: PageHeaders;
  let kcson: PageHeaders;
  let worker: PageHeaders;
  let tourism: PageHeaders;
  let citizen: PageHeaders;
  let admin: PageHeaders;

  const url = (path = '') => `/api/soc-service-refunds${path}`;
  const get = (path: string, headers?: PageHeaders) => t.app.inject({ url: url(path), headers });
  const post = (path: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: url(path), payload: body, headers });
  const card = async (institutionId: number, id: number, headers: PageHeaders) => {
    const res = await get(`/${institutionId}/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const upload = async (headers: PageHeaders, name = 'Акт оказанных услуг.pdf') => {
    const body = multipart(name, PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: headers.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as string;
  };
  const snapshot = async (id: number) =>
    JSON.stringify(
      await t.db.query(
        `SELECT r.status, r.version, r.comment,
                (SELECT json_agg(s ORDER BY s.service_id) FROM refund_request_services s WHERE s.request_id = r.id) AS s,
                (SELECT json_agg(d ORDER BY d.position) FROM refund_request_documents d WHERE d.request_id = r.id) AS d,
                (SELECT json_agg(f.file_id) FROM refund_request_files f WHERE f.request_id = r.id) AS f,
                (SELECT count(*) FROM refund_request_history h WHERE h.request_id = r.id) AS h
           FROM refund_requests r WHERE r.id = $1`,
        [id],
      ),
    );
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refund_requests'))[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    zabota = await t.signInAt('provider', ZABOTA, 2);
    kcson = await t.signInAt('provider', KCSON, 2);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    tourism = await t.signInAt('tourism', INSTITUTION.yamalTour, 4);
    citizen = await t.signIn('citizen');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  describe('lists', () => {
    it('shows the employee their institution’s requests of type 100, newest month first, and only theirs', async () => {
      const res = await get('?requestTypeId=100', zabota);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(3);
      expect(items.map((r: { reportingMonth: string }) => r.reportingMonth)).toEqual(['2026-10', '2026-09', '2026-08']);
      expect(items[0]).toMatchObject({
        number: 'ЗКУ-2026/000003',
        institutionId: ZABOTA,
        requestTypeId: 100,
        reportingMonthCaption: 'октябрь 2026',
        status: S.Returned,
        statusCaption: 'Возвращено на доработку',
        total: 28000,
        servicesCount: 1,
        returnReason: 'Не приложен акт оказанных услуг за октябрь',
      });
      const other = (await get('', kcson)).json().data.items;
      expect(new Set(other.map((r: { institutionId: number }) => r.institutionId))).toEqual(new Set([KCSON]));
    });

    it('covers every status in the demo provider’s institutions; the department sees every sent one, no drafts', async () => {
      const own = [...(await get('', zabota)).json().data.items, ...(await get('', kcson)).json().data.items];
      expect(new Set(own.map((r: { status: number }) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]));
      const all = (await get('?pageSize=100', admin)).json().data.items;
      expect(all.length).toBe(REFUND_REQUESTS.filter((r) => r.status !== S.Draft).length);
      expect(new Set(all.map((r: { status: number }) => r.status))).toEqual(new Set([2, 3, 4, 5]));
      const sent = (await get('?status=2&month=2026-09', admin)).json().data.items;
      expect(sent.map((r: { number: string }) => r.number)).toEqual(['ЗКУ-2026/000005']);
      expect((await get(`/${KCSON}/6`, admin)).statusCode).toBe(404);
    });

    it('refuses a citizen, another request type and a bad month with Russian words', async () => {
      expect((await get('', citizen)).statusCode).toBe(403);
      const other = await get('?requestTypeId=101', zabota);
      expect(other.statusCode).toBe(400);
      expect(other.json().messages[0].text).toMatch(/[а-я]/);
      expect((await get('?month=2026-13', zabota)).statusCode).toBe(400);
      expect((await get('', worker)).json().data.items).toEqual([]);
      expect((await get('', tourism)).statusCode).toBe(200);
    });
  });

  describe('cards', () => {
    it('opens the employee’s own card with services, documents, history and actions', async () => {
      const returned = await card(ZABOTA, 3, zabota);
      expect(returned).toMatchObject({
        side: 'provider',
        editable: true,
        allowedActions: ['edit', 'send'],
        comment: 'Сиделка работала по двум договорам, часы по графику посещений.',
        socServices: [
          {
            serviceId: NURSE,
            caption: 'Услуги сиделки на дому',
            quantity: 80,
            price: 350,
            amount: 28000,
            recipients: 1,
          },
        ],
        documents: [{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', date: '2026-08-25' }],
      });
      expect(returned.history.map((h: { action: string }) => h.action)).toEqual(['create', 'send', 'returnRequest']);
      expect(returned.history[2].note).toBe('Не приложен акт оказанных услуг за октябрь');
      expect(returned.services.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([NURSE, SUBSIDY]));
      expect(returned.services.map((s: { id: number }) => s.id)).not.toContain(HOME_MEDICAL);
      const paid = await card(ZABOTA, 1, zabota);
      expect(paid).toMatchObject({ editable: false, allowedActions: [], services: [] });
    });

    it('refuses an employee of another institution, and hides a request under another institution’s path', async () => {
      const res = await get(`/${ZABOTA}/3`, kcson);
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0].text).toBe(REFUND_MSG.otherInstitution);
      expect((await get(`/${KCSON}/3`, kcson)).statusCode).toBe(404);
      expect((await get(`/${ZABOTA}/3`, citizen)).statusCode).toBe(403);
      expect((await get(`/${ZABOTA}/abc`, zabota)).statusCode).toBe(400);
    });
  });

  describe('the new request', () => {
    it('starts from the month the rule gives today, with the services rendered in it', async () => {
      const res = await get('/form', zabota);
      expect(res.statusCode).toBe(200);
      const form = res.json().data;
      const expected = refundReportingMonth(new Date()).month;
      expect(form).toMatchObject({ institutionId: ZABOTA, reportingMonth: expected, corrected: false });
      // A distant period is read on its 17th: the request is made for the period itself.
      const september = (await get('/form?period=2026-09', zabota)).json().data;
      expect(september).toMatchObject({
        reportingMonth: '2026-09',
        corrected: true,
        existing: { id: 2, number: 'ЗКУ-2026/000002' },
      });
      // The nurse's contracts in force in September, in proportion to their days in it, at the service's price.
      expect(september.socServices).toHaveLength(1);
      const [nurse] = september.socServices;
      expect(nurse).toMatchObject({
        serviceId: NURSE,
        caption: 'Услуги сиделки на дому',
        price: 350,
        rateUnit: 'hour',
      });
      expect(nurse.recipients).toBeGreaterThan(0);
      expect(nurse.quantity).toBeGreaterThan(0);
      expect(nurse.amount).toBe(Math.round(nurse.quantity * 350 * 100) / 100);
      expect(september.documents.length).toBeGreaterThan(0);
      expect((await get('/form?period=2099-01', zabota)).json().messages[0].text).toBe(REFUND_MSG.futurePeriod);
      expect((await get('/form', admin)).statusCode).toBe(403);
    });

    it('creates a numbered draft for that month, with files, and refuses a second one for the month', async () => {
      const before = await count();
      const fileId = await upload(zabota);
      const res = await post(
        `/${ZABOTA}`,
        {
          comment: 'Первое заявление месяца',
          socServices: [{ serviceId: NURSE, recipients: 2, quantity: 10.5 }],
          documents: [{ kind: 'contract', number: 'ДСУ-2026/000010', date: '2026-11-02' }],
          files: [fileId],
        },
        zabota,
      );
      expect(res.statusCode).toBe(200);
      const created = res.json();
      expect(created.messages[0].text).toBe(REFUND_MESSAGES.create);
      expect(created.data).toMatchObject({
        institutionId: ZABOTA,
        reportingMonth: refundReportingMonth(new Date()).month,
        status: S.Draft,
        version: 1,
      });
      expect(created.data.number).toMatch(/^ЗКУ-\d{4}\/\d{6}$/);
      const opened = await card(ZABOTA, created.data.id, zabota);
      expect(opened.socServices[0]).toMatchObject({ quantity: 10.5, price: 350, amount: 3675 });
      expect(opened.files).toEqual([expect.objectContaining({ id: fileId, name: 'Акт оказанных услуг.pdf' })]);
      expect(opened.history.map((h: { action: string }) => h.action)).toEqual(['create']);
      expect(await count()).toBe(before + 1);
      // Every employee of the institution reads the files (as an archive), another institution's does not.
      const archive = await get(`/${ZABOTA}/${created.data.id}/files`, zabota);
      expect(archive.statusCode).toBe(200);
      expect(archive.headers['content-type']).toBe('application/zip');
      expect(archive.headers['content-disposition']).toContain(
        encodeURIComponent(created.data.number.replace('/', '-')),
      );
      expect((await get(`/${ZABOTA}/${created.data.id}/files`, kcson)).statusCode).toBe(403);
      expect((await get(`/${ZABOTA}/1/files`, zabota)).statusCode).toBe(404);

      const again = await post(`/${ZABOTA}`, { socServices: [], documents: [], files: [] }, zabota);
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].text).toContain(created.data.number);
      expect(await count()).toBe(before + 1);
      // The form now points at it.
      expect((await get('/form', zabota)).json().data.existing).toEqual({
        id: created.data.id,
        number: created.data.number,
      });
    });

    it('refuses bad input with Russian words and creates nothing', async () => {
      const before = await count();
      const bad = [
        [{ socServices: [{ serviceId: HOME_MEDICAL, recipients: 1, quantity: 1 }] }, REFUND_MSG.serviceNotOwn],
        [
          {
            socServices: [
              { serviceId: NURSE, recipients: 1, quantity: 1 },
              { serviceId: NURSE, recipients: 1, quantity: 2 },
            ],
          },
          REFUND_MSG.duplicateService,
        ],
        [{ documents: [{ kind: 'contract', number: 'Д-1', date: '2026-02-30' }] }, REFUND_MSG.badDocumentDate],
        [{ files: ['00000000-0000-4000-8000-000000000000'] }, REFUND_MSG.foreignFiles],
        [{ period: '2099-12' }, REFUND_MSG.futurePeriod],
      ] as const;
      for (const [change, text] of bad) {
        const res = await post(`/${ZABOTA}`, { socServices: [], documents: [], files: [], ...change }, zabota);
        expect(res.statusCode).toBe(400);
        expect(res.json().messages[0].text).toBe(text);
      }
      for (const body of [
        { socServices: [{ serviceId: NURSE, recipients: 1, quantity: 0 }], documents: [], files: [] },
        { socServices: [{ serviceId: NURSE, recipients: -1, quantity: 1 }], documents: [], files: [] },
        { socServices: [], documents: [{ kind: 'passport', number: '1', date: '2026-01-01' }], files: [] },
        { socServices: [], documents: [{ kind: 'contract', number: '   ', date: '2026-01-01' }], files: [] },
        { socServices: [], documents: [] },
      ]) {
        const res = await post(`/${ZABOTA}`, body, zabota);
        expect(res.statusCode).toBe(400);
        expect(res.json().messages[0].text).toMatch(/[А-Яа-я]/);
      }
      expect(await count()).toBe(before);
    });

    it('refuses to create for another institution, for the department and for a citizen', async () => {
      const before = await count();
      const body = { socServices: [], documents: [], files: [] };
      const other = await post(`/${KCSON}`, body, zabota);
      expect(other.statusCode).toBe(403);
      expect(other.json().messages[0].text).toBe(REFUND_MSG.otherInstitution);
      expect((await post(`/${ZABOTA}`, body, admin)).json().messages[0].text).toBe(REFUND_MSG.departmentOnly);
      expect((await post(`/${ZABOTA}`, body, citizen)).statusCode).toBe(403);
      expect(await count()).toBe(before);
    });

    it('lets a social worker and a tour operator make their institution’s request', async () => {
      const res = await post(`/${INSTITUTION.csoSalekhard}`, { socServices: [], documents: [], files: [] }, worker);
      expect(res.statusCode).toBe(200);
      const tour = await post(`/${INSTITUTION.yamalTour}`, { socServices: [], documents: [], files: [] }, tourism);
      expect(tour.statusCode).toBe(200);
    });
  });

  describe('storing and the actions', () => {
    it('stores the provider’s changes to a returned request, sends it, and the department accepts and pays', async () => {
      const before = await card(ZABOTA, 3, zabota);
      const fileId = await upload(zabota, 'Акт за октябрь.pdf');
      const stored = await post(
        `/${ZABOTA}/3`,
        {
          version: before.version,
          comment: 'Акт приложен',
          socServices: [{ serviceId: NURSE, recipients: 1, quantity: 82 }],
          documents: [{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', date: '2026-08-25' }],
          files: [fileId],
        },
        zabota,
      );
      expect(stored.statusCode).toBe(200);
      expect(stored.json().messages[0].text).toBe(REFUND_MESSAGES.edit);
      const after = await card(ZABOTA, 3, zabota);
      expect(after).toMatchObject({
        status: S.Returned,
        version: before.version + 1,
        comment: 'Акт приложен',
        total: 28700,
      });
      expect(after.files.map((f: { name: string }) => f.name)).toEqual(['Акт за октябрь.pdf']);

      const sent = await post(`/${ZABOTA}/3/send`, { version: after.version }, zabota);
      expect(sent.json().data).toMatchObject({ status: S.Sent, statusCaption: 'На рассмотрении' });
      // Sent: locked for the provider.
      const locked = await post(
        `/${ZABOTA}/3`,
        { version: sent.json().data.version, socServices: [], documents: [], files: [] },
        zabota,
      );
      expect(locked.statusCode).toBe(409);
      expect(locked.json().messages[0].text).toBe(REFUND_REFUSALS.notInStatus);
      // The provider does not accept their own request.
      const own = await post(`/${ZABOTA}/3/accept`, { version: sent.json().data.version }, zabota);
      expect(own.statusCode).toBe(403);

      const noReason = await post(`/${ZABOTA}/3/return`, { version: sent.json().data.version }, admin);
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().messages[0].text).toBe(REFUND_REFUSALS.noReason);
      const accepted = await post(`/${ZABOTA}/3/accept`, { version: sent.json().data.version }, admin);
      expect(accepted.json().data.status).toBe(S.Accepted);
      const paid = await post(`/${ZABOTA}/3/pay`, { version: accepted.json().data.version }, admin);
      expect(paid.json()).toMatchObject({ data: { status: S.Paid }, messages: [{ text: REFUND_MESSAGES.pay }] });
      const history = (await card(ZABOTA, 3, zabota)).history.map((h: { action: string }) => h.action);
      expect(history).toEqual(['create', 'send', 'returnRequest', 'edit', 'send', 'accept', 'pay']);
    });

    it('a failed store changes nothing: a foreign service, a stale version, another institution, a sent request', async () => {
      const draft = await card(KCSON, 6, kcson);
      const before = await snapshot(6);
      const body = (extra: object) => ({
        version: draft.version,
        socServices: [{ serviceId: HOME_MEDICAL, recipients: 3, quantity: 100 }],
        documents: [],
        files: [],
        ...extra,
      });
      const foreign = await post(
        `/${KCSON}/6`,
        body({ socServices: [{ serviceId: NURSE, recipients: 1, quantity: 1 }] }),
        kcson,
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().messages[0].text).toBe(REFUND_MSG.serviceNotOwn);
      const stale = await post(`/${KCSON}/6`, body({ version: draft.version + 5 }), kcson);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messages[0].text).toBe(MSG.versionConflict);
      const other = await post(`/${KCSON}/6`, body({}), zabota);
      expect(other.statusCode).toBe(403);
      const wrongPath = await post(`/${ZABOTA}/6`, body({ socServices: [] }), zabota);
      expect(wrongPath.statusCode).toBe(404);
      const department = await post(`/${KCSON}/6`, body({}), admin);
      expect(department.statusCode).toBe(403);
      const sentOne = await post(`/${KCSON}/5`, body({ version: (await card(KCSON, 5, kcson)).version }), kcson);
      expect(sentOne.statusCode).toBe(409);
      expect(await snapshot(6)).toBe(before);
    });

    it('refuses to send a request without services', async () => {
      // The social worker's empty draft of the test above.
      const [created] = (await get('', worker)).json().data.items;
      const res = await post(`/${INSTITUTION.csoSalekhard}/${created.id}/send`, { version: created.version }, worker);
      expect(res.statusCode).toBe(409);
      expect(res.json().messages[0].text).toBe(REFUND_REFUSALS.noServices);
    });
  });
});
