import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_MSG } from '../../../server/messages.ts';
import { CERTIFICATES } from '../../../server/db/seed/certificates.ts';
import { PERSON_REQUESTS } from '../../../server/db/seed/requests.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { CERTIFICATE_REFUSALS, CertificateStatus as C } from '../../../common/certificates/certificate-machine.ts';
import { certificateType } from '../../../common/certificates/types.ts';
import { ServiceContractStatus } from '../../../common/contracts/service-contract-machine.ts';
import { RequestStatus } from '../../../common/requests/request-machine.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

const ids = (items: Array<{ id: number }>) => items.map((r) => r.id).sort((a, b) => a - b);
/** The number of the citizen's certificate request in work (request 14). */
const REQUEST_14 = PERSON_REQUESTS.find((r) => r.id === 14)!.number;
type Organisation = { id: number; hasActiveServiceContract: boolean; contract: { number: string } | null };

describeEachDb('certificates', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: object | undefined, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers });
  const card = async (id: number, headers: PageHeaders = citizen) => {
    const res = await get(`/cert/${id}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const filing = (extra: object = {}) => ({
    type: 615,
    targetPersonId: null,
    phone: '8 (922) 051-12-34',
    comment: 'Хочу посещать занятия для родителей',
    fileIds: [] as string[],
    ...extra,
  });
  const counts = async () =>
    (
      await t.db.query<{ c: number; r: number; sc: number; h: number }>(
        `SELECT (SELECT count(*)::int FROM certificates) AS c, (SELECT count(*)::int FROM person_requests) AS r,
                (SELECT count(*)::int FROM service_contracts) AS sc, (SELECT count(*)::int FROM certificate_history) AS h`,
      )
    )[0];
  const refused = (
    res: { statusCode: number; json: () => { messages: { text: string }[] } },
    status: number,
    text: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().messages[0].text).toBe(text);
  };
  /** The worker decides a request: registers it, then `action`s it at the versions the card shows. */
  const decide = async (requestId: number, action: 'satisfy' | 'refuse', reason?: string) => {
    const version = async () => (await get(`/request/${requestId}`, worker)).json().data.version as number;
    expect((await post('/request/register', { id: requestId, version: await version() }, worker)).statusCode).toBe(200);
    const res = await post(
      `/request/${action}`,
      { id: requestId, version: await version(), ...(reason ? { reason } : {}) },
      worker,
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
  });
  afterAll(() => t.close());

  describe('the list and the card', () => {
    it('shows the citizen her certificates and her children’s in every status, with services and organisations', async () => {
      const res = await get('/cert?pageSize=100', citizen);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(CERTIFICATES.length);
      expect(ids(items)).toEqual(ids(CERTIFICATES));
      expect(new Set(items.map((c: { status: number }) => c.status))).toEqual(new Set(Object.values(C)));
      const social = items.find((c: { id: number }) => c.id === 13);
      expect(social).toMatchObject({
        number: 'СРТ-2026/0001',
        certTypeId: 602,
        typeCaption: 'Социальный сертификат на получение социальных услуг',
        statusCaption: 'Выдан',
        requestId: 13,
        requestNumber: expect.stringMatching(/^ЗГ-2026\/\d{6}$/),
        validFrom: '2026-10-09',
        validTo: '2027-10-08',
        amount: 120000,
        volume: 96,
        targetPersonId: PERSON.citizenSon,
        recipientFio: expect.stringContaining('Иванов'),
      });
      expect(social.socServices.map((s: { serviceId: number }) => s.serviceId)).toEqual(
        expect.arrayContaining([20, 21, 22]),
      );
      const organisations: Organisation[] = social.organisations;
      // A contract concluded under the certificate; a contract in force made otherwise; none.
      expect(organisations.find((o) => o.id === INSTITUTION.familyCentreUrengoy)).toMatchObject({
        hasActiveServiceContract: true,
        contract: { number: 'ДСУ-2026/000001' },
      });
      expect(organisations.find((o) => o.id === INSTITUTION.kcsonNoyabrsk)).toMatchObject({
        hasActiveServiceContract: false,
        contract: null,
      });
      expect(organisations.find((o) => o.id === INSTITUTION.csoSalekhard)).toMatchObject({
        hasActiveServiceContract: false,
        contract: null,
      });
      const daughters = items.find((c: { id: number }) => c.id === 16);
      expect(daughters).toMatchObject({
        status: C.Expired,
        targetPersonId: PERSON.citizenDaughter,
        number: 'СРТ-2025/0001',
      });
      expect(ids((await get('/cert?status=3', citizen)).json().data.items)).toEqual([15]);
      expect(ids((await get(`/cert?search=${encodeURIComponent('адаптац')}`, citizen)).json().data.items)).toEqual([
        14, 17,
      ]);
      expect((await get('/cert', guardian)).json().data.total).toBe(0);
    });

    it('gives the card its history and reads someone else’s certificate as absent with the spec’s text', async () => {
      const refusedOne = await card(15);
      expect(refusedOne).toMatchObject({
        status: C.Refused,
        refuseReason: expect.stringContaining('замещающим семьям'),
      });
      expect(refusedOne.history.map((h: { action: string }) => h.action)).toEqual(['create', 'refuse']);
      const expired = await card(16);
      expect(expired.history.map((h: { action: string; who: string | null }) => [h.action, h.who === null])).toEqual([
        ['create', false],
        ['issue', false],
        ['expire', true],
      ]);
      for (const [url, headers] of [
        ['/cert/13', guardian],
        ['/cert/99999', citizen],
      ] as const)
        refused(await get(url, headers), 404, CERT_MSG.notFound(url.slice(6)));
      refused(await get('/cert/abc', citizen), 404, CERT_MSG.notFound('abc'));
      // An employee acting for an institution is told a citizen does this; nobody signed in gets 401.
      refused(await get('/cert', worker), 403, CERT_MSG.citizensOnly);
      expect((await get('/cert')).statusCode).toBe(401);
    });
  });

  describe('asking for a certificate', () => {
    it('gives the draft of a type: services, recipients the type allows, the phone, the issuer', async () => {
      const res = await get('/cert/draft/602', citizen);
      expect(res.statusCode).toBe(200);
      const draft = res.json().data;
      expect(draft).toMatchObject({ type: 602, caption: certificateType(602)!.caption, phone: '+79220511234' });
      expect(draft.issuer.id).toBe(INSTITUTION.csoSalekhard);
      expect(draft.recipients.map((r: { relation: string }) => r.relation)).toEqual(['self', 'child', 'child']);
      const parents = (await get('/cert/draft/615', citizen)).json().data;
      expect(parents.recipients.map((r: { personId: number }) => r.personId)).toEqual([PERSON.citizen]);
      expect(parents.socServices.map((s: { institutionId: number }) => s.institutionId)).toEqual([
        INSTITUTION.earlySolnyshkoUrengoy,
      ]);
      for (const type of ['999', 'abc', '0'])
        refused(await get(`/cert/draft/${type}`, citizen), 400, CERT_MSG.typeNotGiven);
      refused(await get('/cert/draft/601', citizen), 400, CERT_MSG.notOnline);
    });

    it('refuses bad requests with Russian messages and changes nothing', async () => {
      const before = await counts();
      refused(await post('/cert/new', filing({ type: 999 }), citizen), 400, CERT_MSG.typeNotGiven);
      refused(await post('/cert/new', filing({ type: 601 }), citizen), 400, CERT_MSG.notOnline);
      refused(await post('/cert/new', filing({ type: 612 }), citizen), 400, CERT_MSG.noServices);
      refused(
        await post('/cert/new', filing({ targetPersonId: PERSON.guardianWard }), citizen),
        400,
        CERT_MSG.recipientNotFound(PERSON.guardianWard),
      );
      refused(
        await post('/cert/new', filing({ targetPersonId: PERSON.citizenSon }), citizen),
        400,
        CERT_MSG.recipientNotAllowed,
      );
      refused(
        await post('/cert/new', filing({ fileIds: ['6f9a1a8e-0c1b-4d8e-9a55-3f1d0f0b2a11'] }), citizen),
        400,
        CERT_MSG.foreignFiles,
      );
      refused(
        await post('/cert/new', filing({ type: 602, targetPersonId: PERSON.citizenSon }), citizen),
        409,
        CERT_MSG.alreadyIssued('СРТ-2026/0001'),
      );
      refused(await post('/cert/new', filing({ type: 613 }), citizen), 409, CERT_MSG.alreadyRequested(REQUEST_14));
      refused(await post('/cert/new', filing(), worker), 403, CERT_MSG.citizensOnly);
      expect((await post('/cert/new', filing({ phone: '123' }), citizen)).statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('files a request and the certificate in one step; the worker’s decision issues it, numbered and valid a year', async () => {
      const before = await counts();
      const res = await post('/cert/new', filing(), citizen);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().messages).toEqual([{ severity: 'Success', text: CERT_MSG.requested }]);
      const { id, requestId, requestNumber, status } = res.json().data;
      expect(status).toBe(C.Requested);
      expect(requestNumber).toMatch(/^ЗГ-2026\/\d{6}$/);
      expect(await counts()).toMatchObject({ c: before.c + 1, r: before.r + 1 });
      // It is one of her requests, of kind certificate, and the worker's institution has it.
      const request = (await get(`/request/${requestId}`, citizen)).json().data;
      expect(request).toMatchObject({
        kind: 'certificate',
        certTypeId: 615,
        status: RequestStatus.Received,
        number: requestNumber,
      });
      // The same again while it is undecided: refused, nothing stored.
      refused(await post('/cert/new', filing(), citizen), 409, CERT_MSG.alreadyRequested(requestNumber));
      expect((await counts()).c).toBe(before.c + 1);

      await decide(requestId, 'satisfy');
      const issued = await card(id);
      const today = regionToday();
      expect(issued).toMatchObject({
        status: C.Issued,
        number: 'СРТ-2026/0002',
        issuedOn: today,
        validFrom: today,
        amount: certificateType(615)!.amount,
        volume: certificateType(615)!.volume,
      });
      expect(issued.validTo > today).toBe(true);
      expect(issued.history.map((h: { action: string; side: string }) => `${h.action}:${h.side}`)).toEqual([
        'create:person',
        'issue:institution',
      ]);
    });

    it('refuses the certificate when the request is refused, and withdraws it when the request is withdrawn', async () => {
      const first = (
        await post('/cert/new', filing({ type: 613, targetPersonId: PERSON.citizenDaughter }), citizen)
      ).json().data;
      await decide(first.requestId, 'refuse', 'Не приложено заключение психолого-медико-педагогической комиссии');
      expect(await card(first.id)).toMatchObject({
        status: C.Refused,
        number: null,
        refuseReason: 'Не приложено заключение психолого-медико-педагогической комиссии',
      });
      const second = (await post('/cert/new', filing({ type: 619 }), citizen)).json();
      // No provider renders 619 in the demo region: nothing to ask for.
      expect(second.messages[0].text).toBe(CERT_MSG.noServices);
      const third = (await post('/cert/new', filing({ type: 611 }), citizen)).json().data;
      const version = (await get(`/request/${third.requestId}`, citizen)).json().data.version;
      expect((await post('/request/withdraw', { id: third.requestId, version }, citizen)).statusCode).toBe(200);
      expect((await card(third.id)).status).toBe(C.Withdrawn);
    });
    it('decides the certificate in the decision’s own transaction: a refusal by its table undoes the decision', async () => {
      // Request 14 is in work; its certificate is made to read as withdrawn meanwhile.
      await t.db.query('UPDATE certificates SET status = 5 WHERE id = 14');
      try {
        const before = (await get('/request/14', worker)).json().data;
        const res = await post('/request/satisfy', { id: 14, version: before.version }, worker);
        refused(res, 409, CERTIFICATE_REFUSALS.notInStatus);
        const after = (await get('/request/14', worker)).json().data;
        expect(after).toMatchObject({ status: RequestStatus.InWork, version: before.version, decisionNumber: null });
      } finally {
        await t.db.query('UPDATE certificates SET status = 1 WHERE id = 14');
      }
      expect((await card(14)).status).toBe(C.Requested);
    });
  });

  describe('a contract under a certificate', () => {
    it('creates a service contract Waiting, paid by the certificate, numbered, with its history, and opens it to the citizen', async () => {
      const before = await counts();
      const res = await post(`/cert/create-contract/13/${INSTITUTION.csoSalekhard}`, undefined, citizen);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().messages).toEqual([{ severity: 'Success', text: CERT_MSG.contractCreated }]);
      const contract = res.json().data;
      expect(contract).toMatchObject({ status: ServiceContractStatus.Waiting, statusCaption: 'На заключении' });
      expect(contract.number).toMatch(/^ДСУ-2026\/\d{6}$/);
      expect(contract.number).not.toBe('ДСУ-2026/000001');
      expect((await counts()).sc).toBe(before.sc + 1);
      const [stored] = await t.db.query<{ payment_kind: string; date_to: string; services: number }>(
        `SELECT payment_kind, to_char(date_to, 'YYYY-MM-DD') AS date_to,
                (SELECT count(*)::int FROM service_contract_services WHERE contract_id = $1) AS services
           FROM service_contracts WHERE id = $1`,
        [contract.id],
      );
      expect(stored).toEqual({ payment_kind: 'certificate', date_to: '2027-10-08', services: 1 });
      const history = await t.db.query<{ action: string; side: string }>(
        'SELECT action, side FROM service_contract_history WHERE contract_id = $1',
        [contract.id],
      );
      expect(history).toEqual([{ action: 'create', side: 'person' }]);
      const list = (await get(`/service-contract?search=${encodeURIComponent(contract.number)}`, citizen)).json().data;
      expect(list.items.map((c: { id: number }) => c.id)).toEqual([contract.id]);
      // The card now shows the contract under it; a second one with the same organisation is refused.
      const org = (await card(13)).organisations.find((o: Organisation) => o.id === INSTITUTION.csoSalekhard);
      expect(org.contract).toMatchObject({ id: contract.id, number: contract.number, statusCaption: 'На заключении' });
      refused(
        await post(`/cert/create-contract/13/${INSTITUTION.csoSalekhard}`, undefined, citizen),
        409,
        CERT_MSG.contractExists(contract.number),
      );
    });

    it('refuses a contract with the reason and changes nothing', async () => {
      const before = await counts();
      const cases: Array<[string, PageHeaders, number, string]> = [
        ['/cert/create-contract/abc/1', citizen, 400, CERT_MSG.certificateNotGiven],
        ['/cert/create-contract/0/1', citizen, 400, CERT_MSG.certificateNotGiven],
        ['/cert/create-contract/13/abc', citizen, 400, CERT_MSG.providerNotGiven],
        ['/cert/create-contract/13/99999', citizen, 400, CERT_MSG.providerNotGiven],
        [`/cert/create-contract/13/${INSTITUTION.yamalTour}`, citizen, 400, CERT_MSG.providerNotGiven],
        [`/cert/create-contract/13/${INSTITUTION.rehabNadym}`, citizen, 409, CERT_MSG.notProviding],
        [
          `/cert/create-contract/13/${INSTITUTION.familyCentreUrengoy}`,
          citizen,
          409,
          CERT_MSG.contractExists('ДСУ-2026/000001'),
        ],
        [`/cert/create-contract/14/${INSTITUTION.rehabNadym}`, citizen, 409, CERT_MSG.notIssued],
        [`/cert/create-contract/16/${INSTITUTION.csoSalekhard}`, citizen, 409, CERT_MSG.expired],
        [`/cert/create-contract/13/${INSTITUTION.csoSalekhard}`, guardian, 404, CERT_MSG.notFound(13)],
        [`/cert/create-contract/13/${INSTITUTION.csoSalekhard}`, worker, 403, CERT_MSG.citizensOnly],
      ];
      for (const [url, headers, status, text] of cases) {
        const res = await post(url, undefined, headers);
        expect([url, res.statusCode, res.json().messages[0].text]).toEqual([url, status, text]);
      }
      expect(await counts()).toEqual(before);
      // A contract in force with the organisation made otherwise (the son's contract 8 with КЦСОН, once signed).
      await t.db.query('UPDATE service_contracts SET status = 3 WHERE id = 8');
      try {
        refused(
          await post(`/cert/create-contract/13/${INSTITUTION.kcsonNoyabrsk}`, undefined, citizen),
          409,
          CERT_MSG.contractInForce,
        );
        expect(
          (await card(13)).organisations.find((o: Organisation) => o.id === INSTITUTION.kcsonNoyabrsk),
        ).toMatchObject({
          hasActiveServiceContract: true,
        });
      } finally {
        await t.db.query('UPDATE service_contracts SET status = 8 WHERE id = 8');
      }
      expect(await counts()).toEqual(before);
    });

    it('closes an issued certificate after its last day by the table, when it is next read', async () => {
      await t.db.query(`UPDATE certificates SET valid_from = '2025-01-01', valid_to = '2025-12-31' WHERE id = 13`);
      const expired = await card(13);
      expect(expired.status).toBe(C.Expired);
      expect(expired.history.at(-1)).toMatchObject({ action: 'expire', side: 'system', who: null });
      refused(
        await post(`/cert/create-contract/13/${INSTITUTION.earlyStepsSalekhard}`, undefined, citizen),
        409,
        CERT_MSG.expired,
      );
    });
  });
});
