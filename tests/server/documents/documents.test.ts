import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { DOCUMENT_KIND_NAMES } from '../../../common/documents/document-kinds.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

interface Row {
  key: string;
  kind: string;
  number: string;
  date: string;
  title: string;
  statusCaption: string | null;
  recipientFio: string | null;
  cardPath: string | null;
  reportJob: Record<string, string | number> | null;
  file: { path: string; caption: string } | null;
}

/** Whose record each kind's key points at: the people it belongs to. */
const OWNERS: Record<string, string> = {
  'service-contract':
    'SELECT ARRAY[person_id, coalesce(target_person_id, person_id)] AS ids FROM service_contracts WHERE id = $1',
  'catalog-application':
    'SELECT ARRAY[person_id, coalesce(target_person_id, person_id)] AS ids FROM catalog_contracts WHERE id = $1',
  request: 'SELECT ARRAY[person_id, coalesce(target_person_id, person_id)] AS ids FROM person_requests WHERE id = $1',
  decision: 'SELECT ARRAY[person_id, coalesce(target_person_id, person_id)] AS ids FROM person_requests WHERE id = $1',
  'request-files':
    'SELECT ARRAY[person_id, coalesce(target_person_id, person_id)] AS ids FROM person_requests WHERE id = $1',
  'request-orders': 'SELECT array_agg(person_id) AS ids FROM request_orders WHERE request_id = $1',
  'guardian-report': 'SELECT ARRAY[person_id] AS ids FROM acts WHERE id = $1',
  certificate: 'SELECT ARRAY[person_id, coalesce(target_person_id, person_id)] AS ids FROM certificates WHERE id = $1',
  ippsu: 'SELECT ARRAY[person_id] AS ids FROM ippsu WHERE id = $1',
  identity: 'SELECT ARRAY[person_id] AS ids FROM identities WHERE id = $1',
};

describeEachDb('documents', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;

  const list = async (query: string, headers: PageHeaders) => {
    const res = await t.app.inject({ url: `/api/documents${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; items: Row[] };
  };
  const all = (headers: PageHeaders) => list('?pageSize=100', headers);
  const recordId = (row: Row) => Number(/-(\d+)$/.exec(row.key)![1]);
  /** The people of the citizen's family (seed people.ts): herself, her son and her daughter. */
  const family = async (personId: number) =>
    (
      await t.db.query<{ id: number }>('SELECT relative_id AS id FROM person_relations WHERE person_id = $1', [
        personId,
      ])
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
  });
  afterAll(() => t.close());

  describe('ownership', () => {
    it('lists every kind of the citizen’s documents, each hers or her children’s, and nobody else’s', async () => {
      const { items, total } = await all(citizen);
      expect(total).toBe(items.length);
      const kinds = new Set(items.map((r) => r.kind));
      for (const k of [
        'service-contract',
        'catalog-application',
        'request',
        'decision',
        'request-orders',
        'certificate',
      ])
        expect(kinds, k).toContain(k);
      const own = [PERSON.citizen, ...(await family(PERSON.citizen))];
      for (const row of items) {
        const [{ ids }] = await t.db.query<{ ids: number[] }>(OWNERS[row.kind], [recordId(row)]);
        expect(
          ids.some((id) => own.includes(id)),
          row.key,
        ).toBe(true);
      }
      // Another person's request to the programme (seed request 12) is not hers.
      expect(items.map((r) => r.key)).not.toContain('request-12');
    });

    it('names whom a document is for when it is a child’s, and never shows a row id for a number', async () => {
      const { items } = await all(citizen);
      const child = items.find((r) => r.kind === 'request' && r.recipientFio !== null);
      expect(child?.recipientFio).toMatch(/^Иванов/);
      for (const row of items) expect(row.number).not.toBe(String(recordId(row)));
    });

    it('the guardian sees his reports and his ward’s documents, none of the citizen’s', async () => {
      const [mine, his] = [await all(citizen), await all(guardian)];
      expect(his.items.some((r) => r.kind === 'guardian-report')).toBe(true);
      const keys = new Set(mine.items.map((r) => r.key));
      expect(his.items.filter((r) => keys.has(r.key))).toEqual([]);
      const own = [PERSON.guardian, ...(await family(PERSON.guardian))];
      for (const row of his.items) {
        const [{ ids }] = await t.db.query<{ ids: number[] }>(OWNERS[row.kind], [recordId(row)]);
        expect(
          ids.some((id) => own.includes(id)),
          row.key,
        ).toBe(true);
      }
    });

    it('every download it offers the citizen is hers to download', async () => {
      const { items } = await all(citizen);
      const files = items.filter((r) => r.file);
      expect(files.length).toBeGreaterThan(0);
      for (const row of files) {
        const res = await t.app.inject({ url: `/api${row.file!.path}`, headers: citizen });
        expect(res.statusCode, row.key).toBe(200);
      }
      const jobs = items.filter((r) => r.reportJob);
      expect(jobs.map((r) => r.reportJob!.type)).toEqual(
        expect.arrayContaining(['serviceContract', 'personRequestDecisionAssign', 'personRequestDecisionReject']),
      );
      for (const row of jobs) {
        const res = await t.app.inject({ method: 'POST', url: '/api/jobs', payload: row.reportJob!, headers: citizen });
        expect(res.statusCode, row.key).toBe(200);
      }
    });

    it('refuses the signed-out (401), an employee acting for an institution (403) and a kind it does not know (400)', async () => {
      expect((await t.app.inject({ url: '/api/documents' })).statusCode).toBe(401);
      const employee = await t.app.inject({ url: '/api/documents', headers: worker });
      expect(employee.statusCode).toBe(403);
      expect(JSON.stringify(employee.json())).not.toContain('ДЕМО');
      expect((await t.app.inject({ url: '/api/documents?kind=passport', headers: citizen })).statusCode).toBe(400);
    });
  });

  describe('filters and paging', () => {
    it('a kind keeps that kind only, with its own total', async () => {
      const everything = await all(citizen);
      for (const k of DOCUMENT_KIND_NAMES) {
        const { items, total } = await list(`?kind=${k}&pageSize=100`, citizen);
        expect(items.every((r) => r.kind === k)).toBe(true);
        expect(total).toBe(everything.items.filter((r) => r.kind === k).length);
      }
    });

    it('a search finds a document by its number and by what it is about', async () => {
      const { items } = await list('?kind=decision&pageSize=100', citizen);
      const decision = items.find((r) => r.reportJob?.type === 'personRequestDecisionAssign')!;
      const found = await list(`?search=${encodeURIComponent(decision.number)}`, citizen);
      expect(found.items.map((r) => r.key)).toEqual([decision.key]);
      const taxi = await list(`?search=${encodeURIComponent('такси')}`, citizen);
      expect(taxi.total).toBeGreaterThan(0);
      expect(taxi.items.every((r) => /такси/i.test(r.title))).toBe(true);
      expect((await list(`?search=${encodeURIComponent('100%_')}`, citizen)).total).toBe(0);
    });

    it('pages do not overlap, newest first, and add up to the total', async () => {
      const everything = await all(citizen);
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(everything.total / 7); page++) {
        const { items, total } = await list(`?pageSize=7&page=${page}`, citizen);
        expect(total).toBe(everything.total);
        seen.push(...items.map((r) => r.key));
      }
      expect(seen).toEqual(everything.items.map((r) => r.key));
      const dates = everything.items.map((r) => r.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  });
});
