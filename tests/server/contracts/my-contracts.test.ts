import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_CONTRACTS_MSG } from '../../../server/messages.ts';
import { OTHER_CONTRACT_DOCUMENTS, OTHER_CONTRACTS } from '../../../server/db/seed/other-contracts.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import {
  OTHER_CONTRACT_FILTERS,
  OTHER_CONTRACT_STATUS_CAPTIONS,
} from '../../../common/contracts/other-contract-status.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

type Row = { id: number; status: number; personId: number; institutionId: number; number: string };
const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const RUSSIAN = /[а-яё]/i;

describeEachDb('other contracts and my services', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let zabota: PageHeaders;
  let kcson: PageHeaders;
  let worker: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const list = async (query: string, headers: PageHeaders) => {
    const res = await get(`/contract${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Row[]; total: number };
  };
  const seedIds = (where: (c: (typeof OTHER_CONTRACTS)[number]) => boolean) =>
    OTHER_CONTRACTS.filter(where)
      .map((c) => c.id)
      .sort((a, b) => a - b);
  const mine = (c: (typeof OTHER_CONTRACTS)[number], person: number) =>
    c.personId === person || c.targetPersonId === person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
  });
  afterAll(() => t.close());

  describe('GET /contract', () => {
    it('shows the citizen only their contracts, in every status 1-4, newest first', async () => {
      const { items, total } = await list('?pageSize=100', citizen);
      expect(ids(items)).toEqual(seedIds((c) => mine(c, PERSON.citizen)));
      expect(total).toBe(items.length);
      expect(new Set(items.map((c) => c.status))).toEqual(new Set([1, 2, 3, 4]));
      const dates = items.map((c) => (c as unknown as { date: string }).date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(ids((await list('', guardian)).items)).toEqual(seedIds((c) => mine(c, PERSON.guardian)));
    });

    it('filters active (1: statuses 1 and 2) and closed (2: statuses 3 and 4)', async () => {
      const active = (await list('?filter=1&pageSize=100', citizen)).items;
      const closed = (await list('?filter=2&pageSize=100', citizen)).items;
      expect(new Set(active.map((c) => c.status))).toEqual(new Set(OTHER_CONTRACT_FILTERS[1].statuses));
      expect(new Set(closed.map((c) => c.status))).toEqual(new Set(OTHER_CONTRACT_FILTERS[2].statuses));
      expect(active.length + closed.length).toBe((await list('?pageSize=100', citizen)).total);
      expect((active[0] as unknown as { statusCaption: string }).statusCaption).toBe(
        OTHER_CONTRACT_STATUS_CAPTIONS[active[0].status as 1 | 2],
      );
    });

    it('searches by number, kind, subject and the other party, and pages with the total', async () => {
      expect(ids((await list(`?search=${encodeURIComponent('ТСР-2026/0077')}`, citizen)).items)).toEqual([4]);
      expect(ids((await list(`?search=${encodeURIComponent('няни')}`, citizen)).items)).toEqual([3]);
      expect(ids((await list(`?search=${encodeURIComponent('северная забота')}&filter=2`, citizen)).items)).toEqual([
        6,
      ]);
      // The percent sign is a character to find, not a wildcard.
      expect((await list(`?search=${encodeURIComponent('%')}`, citizen)).total).toBe(0);
      const all = await list('?pageSize=100', citizen);
      const second = await list('?pageSize=3&page=2', citizen);
      expect(second.total).toBe(all.total);
      expect(second.items.map((c) => c.id)).toEqual(all.items.slice(3, 6).map((c) => c.id));
      expect((await list('?pageSize=3&page=1000', citizen)).items).toEqual([]);
    });

    it('refuses bad paging and filters with a Russian message', async () => {
      for (const query of [
        '?pageSize=101',
        '?pageSize=0',
        '?page=0',
        '?filter=3',
        '?filter=active',
        `?search=${'я'.repeat(201)}`,
      ]) {
        const res = await get(`/contract${query}`, citizen);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().messages[0].text, query).toMatch(RUSSIAN);
      }
    });

    it("shows a provider's employee only the selected institution's contracts", async () => {
      const zabotaRows = (await list('?pageSize=100', zabota)).items;
      expect(ids(zabotaRows)).toEqual(seedIds((c) => c.institutionId === INSTITUTION.severnayaZabota));
      expect(ids((await list('?pageSize=100', kcson)).items)).toEqual(
        seedIds((c) => c.institutionId === INSTITUTION.kcsonNoyabrsk),
      );
    });

    it('refuses a social worker and a guest', async () => {
      const res = await get('/contract', worker);
      expect(res.statusCode).toBe(403);
      expect((await get('/contract')).statusCode).toBe(401);
    });
  });

  describe('GET /contract/{id}', () => {
    it('gives the card with parties, subject, dates, price, the status history and documents', async () => {
      const res = await get('/contract/6', citizen);
      expect(res.statusCode).toBe(200);
      const c = res.json().data;
      expect(c).toMatchObject({
        number: 'ДЕМО-СД-2026/Р-015',
        status: 3,
        statusCaption: 'Исполнен',
        personFio: 'Иванова Мария Петровна',
        institution: 'АНО «ЦСУ „Северная забота“»',
        dateFrom: '2026-07-07',
        dateTo: '2026-07-20',
        amountCaption: '29 400,00 р.',
        // Phones and e-mails as stored, each on its own: the card writes the phone (formatPhone).
        personPhone: '+79220511234',
        personEmail: 'm.ivanova@mail.ru',
        institutionPhone: '+7 (34922) 3-05-44',
        institutionEmail: 'info@sev-zabota.ru',
      });
      expect(c.history.map((h: { fromStatus: number | null; toStatus: number }) => [h.fromStatus, h.toStatus])).toEqual(
        [
          [null, 1],
          [1, 2],
          [2, 3],
        ],
      );
      expect(c.history[2]).toMatchObject({
        toStatusCaption: 'Исполнен',
        who: expect.stringContaining('Смирнова'),
        note: 'Услуги оказаны в полном объёме, оплата получена',
      });
      expect(c.documents.map((d: { caption: string }) => d.caption)).toEqual(['Акт об оказании услуг', 'Договор']);
      const child = (await get('/contract/1', citizen)).json().data;
      expect(child.targetFio).toBe('Иванов Артём Андреевич');
    });

    it("answers 404 for another citizen's or another institution's contract", async () => {
      for (const [id, who] of [
        [10, citizen],
        [1, guardian],
        [1, zabota],
        [6, kcson],
        [999999, citizen],
      ] as const) {
        const res = await get(`/contract/${id}`, who);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json().messages[0].text).toBe(MY_CONTRACTS_MSG.contractNotFound);
      }
      expect((await get('/contract/abc', citizen)).statusCode).toBe(400);
      expect((await get('/contract/1', worker)).statusCode).toBe(403);
    });

    it('lets the parties download a document and nobody else', async () => {
      const doc = OTHER_CONTRACT_DOCUMENTS.find((d) => d.contractId === 6)!;
      const own = await get(`/contract/6/documents/${doc.fileId}`, citizen);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toMatch(/^attachment;/);
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(`/contract/6/documents/${doc.fileId}`, zabota)).statusCode).toBe(200);
      expect((await get(`/contract/6/documents/${doc.fileId}`, guardian)).statusCode).toBe(404);
      // A document of another contract through a contract the caller sees.
      const other = OTHER_CONTRACT_DOCUMENTS.find((d) => d.contractId === 10)!;
      const res = await get(`/contract/6/documents/${other.fileId}`, citizen);
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].text).toBe(MY_CONTRACTS_MSG.documentNotFound);
      expect((await get('/contract/6/documents/not-a-uuid', citizen)).statusCode).toBe(400);
    });
  });

  describe('GET /my-services', () => {
    type Received = {
      contractId: number;
      contractPersonId: number;
      serviceName: string;
      provider: string;
      rateCaption: string;
      contractStatus: number;
      recipientFio: string;
    };
    type Rendered = { serviceName: string; recipients: number; contracts: number; rateCaption: string };

    it("gives the citizen the services of their contracts in force (their children's too), with rate, unit and period", async () => {
      const res = await get('/my-services/person?pageSize=100', citizen);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data as { items: Received[]; total: number };
      expect(total).toBe(items.length);
      expect(items.length).toBeGreaterThan(2);
      expect(new Set(items.map((s) => s.contractStatus))).toEqual(new Set([3, 10]));
      expect(items.every((s) => s.contractPersonId === PERSON.citizen)).toBe(true);
      const nurse = items.find((s) => s.contractId === 1)!;
      expect(nurse).toMatchObject({
        serviceName: 'Услуги сиделки на дому',
        rateCaption: '350,00 р. за час',
        recipientFio: 'Иванова Мария Петровна',
      });
      // A removed service is not received any more (contract 16 removed the club).
      expect(items.filter((s) => s.contractId === 16).map((s) => s.serviceName)).not.toContain(
        'Клуб «Серебряный возраст»: творческие мастерские',
      );
      const page = (await get('/my-services/person?pageSize=2&page=2', citizen)).json().data;
      expect(page.items.map((s: Received) => s.contractId)).toEqual(items.slice(2, 4).map((s) => s.contractId));
      const found = (await get(`/my-services/person?search=${encodeURIComponent('сиделк')}`, citizen)).json().data
        .items as Received[];
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((s) => /сиделк/i.test(s.serviceName))).toBe(true);
      // The guardian's own contract ended; her ward's own contract is in force and she sees it for the ward.
      const ward = (await get('/my-services/person', guardian)).json().data.items as Received[];
      expect(ward.map((s) => [s.contractId, s.recipientFio])).toEqual([[17, expect.stringContaining('Салиндер')]]);
      expect((await get(`/my-services/person?personId=${PERSON.guardianWard}`, guardian)).json().data.total).toBe(1);
      expect((await get(`/my-services/person?personId=${PERSON.guardian}`, guardian)).json().data.total).toBe(0);
      const foreign = await get(`/my-services/person?personId=${PERSON.citizen}`, guardian);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().messages[0].text).toBe('Вы не являетесь законным представителем этого человека');
      // The citizen's own list does not reach the ward's.
      expect(items.some((s) => s.contractId === 17)).toBe(false);
    });

    it("gives the provider their institution's services with how many recipients receive each", async () => {
      const res = await get('/my-services/institution?pageSize=100', zabota);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { items: Rendered[]; total: number; institution: string };
      expect(data.institution).toContain('Северная забота');
      const nurse = data.items.find((s) => s.serviceName === 'Услуги сиделки на дому')!;
      // In force with «Северная забота»: contracts 1, 7 (signed in the e2e only), 15 — the citizen's 1 and 15.
      expect(nurse).toMatchObject({ recipients: 1, contracts: 2, rateCaption: '350,00 р. за час' });
      const counts = data.items.map((s) => s.recipients);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const kcsonRows = (await get('/my-services/institution?pageSize=100', kcson)).json().data.items as Rendered[];
      expect(kcsonRows.map((s) => s.serviceName)).not.toContain('Услуги сиделки на дому');
      const searched = (await get(`/my-services/institution?search=${encodeURIComponent('сиделк')}`, zabota)).json()
        .data.items as Rendered[];
      expect(searched.every((s) => /сиделк/i.test(s.serviceName))).toBe(true);
    });

    it('refuses the other side and bad paging with a Russian message', async () => {
      const asProvider = await get('/my-services/person', zabota);
      expect(asProvider.statusCode).toBe(403);
      const asCitizen = await get('/my-services/institution', citizen);
      expect(asCitizen.statusCode).toBe(403);
      expect(asCitizen.json().messages[0].text).toMatch(RUSSIAN);
      expect((await get('/my-services/institution', worker)).statusCode).toBe(403);
      expect((await get('/my-services/person?pageSize=101', citizen)).statusCode).toBe(400);
      expect((await get('/my-services/institution?page=0', zabota)).statusCode).toBe(400);
      expect((await get('/my-services/person')).statusCode).toBe(401);
    });
  });
});
