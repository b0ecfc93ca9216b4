import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REQUEST_MSG } from '../../../server/messages.ts';
import { PERSON_REQUESTS } from '../../../server/db/seed/requests.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import {
  REQUEST_MESSAGES as SUCCESS,
  REQUEST_REFUSALS as REFUSAL,
  RequestStatus as S,
} from '../../../common/requests/request-machine.ts';
import { ACTIVE_LONGEVITY_PARENT_ID } from '../../../common/requests/active-longevity.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

/** Services of the demo (services.ts). */
const SERVICE = { transport: 2, nurse: 3, sign: 9, ippsu: 19, homeCare: 20, gymnastics: 42, beadwork: 44, dance: 45 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const ids = (items: Array<{ id: number }>) => items.map((r) => r.id).sort((a, b) => a - b);
const seeded = (predicate: (r: (typeof PERSON_REQUESTS)[number]) => boolean) =>
  PERSON_REQUESTS.filter(predicate)
    .map((r) => r.id)
    .sort((a, b) => a - b);

describeEachDb('requests', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;
  let kcson: PageHeaders;
  let zabota: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api/request${url}`, headers });
  const post = (url: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/request${url}`, payload: body, headers });
  const card = async (id: number, headers: PageHeaders) => {
    const res = await get(`/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const upload = async (headers: PageHeaders, name = 'Справка о составе семьи.pdf') => {
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
  const filing = (extra: object = {}) => ({
    kind: 'service',
    institutionId: INSTITUTION.csoSalekhard,
    serviceIds: [SERVICE.homeCare],
    targetPersonId: null,
    phone: '8 (922) 051-12-34',
    comment: 'Нужна помощь по дому после выписки',
    fileIds: [] as string[],
    ...extra,
  });
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM person_requests'))[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
  });
  afterAll(() => t.close());

  describe('lists and cards', () => {
    it('shows the citizen her requests in every status 1-6 and every delivery status, and only hers', async () => {
      const res = await get('?pageSize=100', citizen);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(items.length);
      expect(ids(items)).toEqual(seeded((r) => r.personId === PERSON.citizen));
      expect(new Set(items.map((r: { status: number }) => r.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      expect(new Set(items.map((r: { deliveryStatus: number }) => r.deliveryStatus))).toEqual(new Set([1, 2, 3]));
      const satisfied = items.find((r: { id: number }) => r.id === 1);
      expect(satisfied).toMatchObject({
        statusCaption: 'Удовлетворено',
        deliveryStatusCaption: 'Зарегистрировано в учреждении',
        decisionCaption: 'Удовлетворить',
        decisionNumber: 'РЕШ-2026/000003',
        number: expect.stringMatching(/^ЗГ-2026\/\d{6}$/),
      });
      expect(satisfied.services).toHaveLength(2);
      expect(satisfied.term).toMatchObject({ termDays: 5, overdue: false });
      // The guardian sees her own request for her ward and the ward's own request, which she acts on for the ward.
      expect(ids((await get('', guardian)).json().data.items)).toEqual([4, 40]);
      // A certificate request names the certificate it asks for.
      const certificate = items.find((r: { id: number }) => r.id === 13);
      expect(certificate).toMatchObject({ kind: 'certificate', kindCaption: 'Выдача сертификата' });
      expect(certificate.services).toEqual([expect.stringMatching(/^Социальный сертификат/)]);
    });

    it("shows an employee only the selected institution's requests, with search, status and kind filters", async () => {
      expect(ids((await get('?pageSize=100', worker)).json().data.items)).toEqual(
        seeded((r) => r.institutionId === INSTITUTION.csoSalekhard),
      );
      expect(ids((await get('?pageSize=100', kcson)).json().data.items)).toEqual(
        seeded((r) => r.institutionId === INSTITUTION.kcsonNoyabrsk),
      );
      expect((await get('', zabota)).json().data.total).toBe(0);
      expect(ids((await get('?status=2', worker)).json().data.items)).toEqual(
        seeded((r) => r.institutionId === INSTITUTION.csoSalekhard && r.status === 2),
      );
      expect(ids((await get('?kind=active-longevity', worker)).json().data.items)).toEqual([11, 12]);
      expect(ids((await get(`?search=${encodeURIComponent('сурдоперевод')}`, worker)).json().data.items)).toEqual([5]);
      expect((await get('?status=7', worker)).statusCode).toBe(400);
    });

    it("reads someone else's request as absent, by id, term, documents and decision notice", async () => {
      // Request 3 is another person's at the Salekhard centre; 2 is the citizen's at Noyabrsk.
      for (const [url, headers] of [
        ['/3', citizen],
        ['/1', guardian],
        ['/2', worker],
        ['/1', zabota],
        ['/term-provision-percentage/3', citizen],
        ['/1/documents', guardian],
      ] as const) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url}`).toBe(404);
        expect(res.json().messages[0].text).toBe(MSG.notFound);
      }
      const job = await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        payload: { type: 'personRequestDecisionAssign', requestId: 1 },
        headers: guardian,
      });
      expect(job.statusCode).toBe(404);
      expect((await get('', undefined)).statusCode).toBe(401);
    });

    it('gives the card its history and the actions of its side only', async () => {
      const mine = await card(6, citizen);
      expect(mine).toMatchObject({ side: 'person', allowedActions: ['withdraw'], status: S.InWork });
      expect(mine.history.map((h: { action: string }) => h.action)).toEqual(['create', 'register']);
      const theirs = await card(6, worker);
      expect(theirs).toMatchObject({ side: 'employee', allowedActions: ['socialContract', 'satisfy', 'refuse'] });
      expect((await card(1, citizen)).allowedActions).toEqual([]);
    });

    it('answers the terms of several requests at once, leaving out the ones not the caller’s', async () => {
      const res = await post('/term-provision-percentage', { ids: [1, 3, 6, 6] }, citizen);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([1, 6]);
      const one = (await get('/term-provision-percentage/1', citizen)).json().data;
      expect(one).toMatchObject({ id: 1, termDays: 5, daysPassed: 4, percent: 80, overdue: false });
      expect((await post('/term-provision-percentage', { ids: [] }, citizen)).statusCode).toBe(400);
    });
  });

  describe('representatives', () => {
    it("a guardian chooses whom she acts for: the ward's requests, her own; nobody else's", async () => {
      expect(ids((await get(`?personId=${PERSON.guardianWard}`, guardian)).json().data.items)).toEqual([4, 40]);
      expect(ids((await get(`?personId=${PERSON.guardian}`, guardian)).json().data.items)).toEqual([4]);
      const foreign = await get(`?personId=${PERSON.citizen}`, guardian);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().messages[0].text).toBe(REQUEST_MSG.notRepresented);
      const wards = await card(40, guardian);
      expect(wards).toMatchObject({ personId: PERSON.guardianWard, side: 'person', allowedActions: ['withdraw'] });
      expect((await get('/40', citizen)).statusCode).toBe(404);
      expect((await post('/withdraw', { id: 40, version: wards.version }, citizen)).statusCode).toBe(404);
    });
  });

  describe('filing', () => {
    it('files a request with a document: numbered, Received, on its way, the document downloadable by both sides', async () => {
      const before = await count();
      const fileId = await upload(citizen);
      const res = await post(
        '/store',
        filing({ fileIds: [fileId], serviceIds: [SERVICE.homeCare, SERVICE.ippsu] }),
        citizen,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().messages).toEqual([{ severity: 'Success', text: SUCCESS.create }]);
      const { id, number, status } = res.json().data;
      expect(status).toBe(S.Received);
      expect(number).toMatch(/^ЗГ-2026\/\d{6}$/);
      expect(await count()).toBe(before + 1);
      const mine = await card(id, citizen);
      expect(mine).toMatchObject({
        deliveryStatus: 3,
        phone: '+79220511234',
        files: [{ id: fileId, name: 'Справка о составе семьи.pdf' }],
        allowedActions: ['withdraw'],
      });
      for (const headers of [citizen, worker]) {
        const zip = await get(`/${id}/documents`, headers);
        expect(zip.statusCode).toBe(200);
        expect(zip.headers['content-type']).toBe('application/zip');
        expect(zip.headers['content-disposition']).toContain(encodeURIComponent('Документы к заявлению №'));
      }
      // The same request again while the first is undecided: refused, nothing stored.
      const again = await post('/store', filing(), citizen);
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].text).toBe(REQUEST_MSG.alreadyFiled(number));
      expect(await count()).toBe(before + 1);
    });

    it('refuses bad filings with a Russian message and stores nothing', async () => {
      const before = await count();
      const foreign = await upload(guardian, 'Чужой документ.pdf');
      const cases: Array<[object, number, string, PageHeaders?]> = [
        [filing({ serviceIds: [] }), 400, REQUEST_MSG.noServices],
        [filing({ serviceIds: [SERVICE.nurse] }), 400, REQUEST_MSG.serviceNotFound],
        [filing({ institutionId: 999999 }), 404, REQUEST_MSG.institutionNotFound],
        [filing({ targetPersonId: PERSON.guardianWard }), 400, REQUEST_MSG.recipientNotFound(PERSON.guardianWard)],
        [filing({ fileIds: [foreign] }), 400, REQUEST_MSG.foreignFiles],
        [filing({ kind: 'active-longevity', serviceIds: [SERVICE.homeCare] }), 400, REQUEST_MSG.serviceNotInProgramme],
        [
          filing({ kind: 'active-longevity', institutionId: INSTITUTION.kcsonNoyabrsk }),
          400,
          REQUEST_MSG.notInProgramme,
        ],
        [filing(), 403, REQUEST_MSG.citizensFile, worker],
      ];
      for (const [body, status, text, headers] of cases) {
        const res = await post('/store', body, headers ?? citizen);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().messages[0].text).toBe(text);
      }
      const badPhone = await post('/store', filing({ phone: '12' }), citizen);
      expect(badPhone.statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('files for a child, and joins the programme with the services chosen by default', async () => {
      const forSon = await post(
        '/store',
        filing({ targetPersonId: PERSON.citizenSon, serviceIds: [SERVICE.transport] }),
        citizen,
      );
      expect(forSon.statusCode).toBe(200);
      expect((await card(forSon.json().data.id, citizen)).targetFio).toContain('Иванов');

      const programme = (await get('/active-longevity-program', citizen)).json().data;
      expect(programme.types.length).toBeGreaterThan(3);
      const centre = programme.institutions.find((i: { id: number }) => i.id === INSTITUTION.csoSalekhard);
      expect(centre.services.map((s: { id: number }) => s.id)).toEqual(
        expect.arrayContaining([SERVICE.gymnastics, SERVICE.beadwork, SERVICE.dance]),
      );
      expect(programme.requests.map((r: { id: number }) => r.id)).toEqual([11]);

      const defaults = await get(
        `/default-request-services-by-parent/${INSTITUTION.csoSalekhard}/${ACTIVE_LONGEVITY_PARENT_ID}/${PERSON.citizenDaughter}`,
        citizen,
      );
      expect(defaults.statusCode).toBe(200);
      expect(defaults.json().data.every((s: { selected: boolean }) => s.selected)).toBe(true);
      expect(
        (await get(`/default-request-services-by-parent/${INSTITUTION.csoSalekhard}/1/${PERSON.citizen}`, citizen))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await get(
            `/default-request-services-by-parent/${INSTITUTION.csoSalekhard}/${ACTIVE_LONGEVITY_PARENT_ID}/${PERSON.guardianWard}`,
            citizen,
          )
        ).statusCode,
      ).toBe(400);

      const joined = await post(
        '/store',
        filing({ kind: 'active-longevity', serviceIds: [SERVICE.dance], targetPersonId: PERSON.citizenDaughter }),
        citizen,
      );
      expect(joined.statusCode).toBe(200);
      expect((await card(joined.json().data.id, citizen)).kindCaption).toBe(
        'Участие в программе «Активное долголетие»',
      );
    });
  });

  describe('decisions', () => {
    it('the employee registers and satisfies: a numbered decision, the notice printable by the citizen', async () => {
      const filed = await post(
        '/store',
        filing({
          serviceIds: [SERVICE.sign],
          institutionId: INSTITUTION.csoSalekhard,
          targetPersonId: PERSON.citizenDaughter,
        }),
        citizen,
      );
      const { id, version } = filed.json().data;
      const registered = await post('/register', { id, version }, worker);
      expect(registered.statusCode).toBe(200);
      expect(registered.json().messages[0].text).toBe(SUCCESS.register);
      const satisfied = await post('/satisfy', { id, version: version + 1 }, worker);
      expect(satisfied.statusCode).toBe(200);
      const done = await card(id, citizen);
      expect(done).toMatchObject({
        status: S.Satisfied,
        deliveryStatus: 1,
        decisionType: 1,
        decisionNumber: expect.stringMatching(/^РЕШ-2026\/\d{6}$/),
        allowedActions: [],
      });
      expect(done.history.map((h: { action: string }) => h.action)).toEqual(['create', 'register', 'satisfy']);
      const job = await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        payload: { type: 'personRequestDecisionAssign', requestId: id },
        headers: citizen,
      });
      expect(job.statusCode).toBe(200);
    });

    it('refuses actions out of turn, of the other side, without a reason or at a stale version, changing nothing', async () => {
      const filed = await post(
        '/store',
        filing({ serviceIds: [SERVICE.transport], institutionId: INSTITUTION.csoSalekhard }),
        guardian,
      );
      const { id, version } = filed.json().data;
      const cases: Array<[string, object, PageHeaders, number, string]> = [
        ['/satisfy', { id, version }, worker, 409, REFUSAL.notInStatus],
        ['/register', { id, version }, guardian, 403, REFUSAL.notYourAction],
        ['/return', { id, version, reason: '  ' }, worker, 400, REFUSAL.noReason],
        ['/register', { id, version }, kcson, 404, MSG.notFound],
        ['/register', { id, version: version + 5 }, worker, 409, MSG.versionConflict],
        ['/withdraw', { id, version }, citizen, 404, MSG.notFound],
      ];
      for (const [url, body, headers, status, text] of cases) {
        const res = await post(url, body, headers);
        expect(res.statusCode, url).toBe(status);
        expect(res.json().messages[0].text).toBe(text);
      }
      const still = await card(id, guardian);
      expect(still).toMatchObject({ status: S.Received, version, decisionType: null });
      expect(still.history).toHaveLength(1);
      // The applicant withdraws: closed, no decision number.
      const withdrawn = await post('/withdraw', { id, version, reason: 'Передумал' }, guardian);
      expect(withdrawn.statusCode).toBe(200);
      expect(await card(id, guardian)).toMatchObject({ status: S.Closed, decisionType: 25, decisionNumber: null });
    });
  });
});
