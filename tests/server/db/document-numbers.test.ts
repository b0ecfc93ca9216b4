import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDocumentNumber, type DocumentKind } from '../../../common/numbering.ts';
import { insertAct } from '../../../server/repositories/acts.ts';
import { assignDocumentNumber } from '../../../server/repositories/document-numbers.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

const COUNT = 20;
const PREFIX = '/api/individual-needs-assessment-act';

/** The sequences of numbers of one kind and year, as parsed back. */
function sequencesOf(numbers: string[], kind: DocumentKind): number[] {
  return numbers.map((number) => {
    const parsed = parseDocumentNumber(number);
    expect(parsed?.kind, number).toBe(kind);
    return parsed!.sequence;
  });
}

const consecutive = (from: number, count: number) => Array.from({ length: count }, (_unused, i) => from + i);

describeEachDb('the numbering service', (kind) => {
  let t: TestApp;
  let worker: PageHeaders;
  let personId: number;
  const create = () => t.app.inject({ method: 'POST', url: `${PREFIX}/create/${personId}`, headers: worker });
  /** The next number of a kind as a transaction that commits would take it. */
  const next = (documentKind: DocumentKind, at?: Date) =>
    t.db.transaction((tx) => assignDocumentNumber(tx, documentKind, at));

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
    personId = (
      await t.app.inject({ method: 'POST', url: `${PREFIX}/persons/search`, payload: {}, headers: worker })
    ).json().data[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`gives ${COUNT} acts created at once ${COUNT} consecutive numbers: none twice, none skipped`, async () => {
    const before = sequencesOf([(await create()).json().data.number], 'individual-needs-assessment-act')[0];
    const created = await Promise.all(Array.from({ length: COUNT }, create));
    for (const answer of created) expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const acts = created.map((answer) => answer.json().data as { id: number; number: string });
    const sequences = sequencesOf(
      acts.map((act) => act.number),
      'individual-needs-assessment-act',
    );
    expect([...sequences].sort((a, b) => a - b)).toEqual(consecutive(before + 1, COUNT));
    // The act's «Номер акта» holds its own number, and the number holds no row id.
    for (const act of acts) {
      const card = (await t.app.inject({ url: `${PREFIX}/get/${act.id}`, headers: worker })).json().data;
      expect(card.data.actNumber).toBe(act.number);
      expect(act.number).not.toContain(String(act.id));
    }
  });

  it('counts a year from 1 even when its first documents of a kind come at once', async () => {
    const year = new Date('2031-03-02T10:00:00+05:00');
    const numbers = await Promise.all(Array.from({ length: COUNT }, () => next('registry-change-application', year)));
    expect([...sequencesOf(numbers, 'registry-change-application')].sort((a, b) => a - b)).toEqual(
      consecutive(1, COUNT),
    );
    expect(numbers).toContain('ЗИР-2031/0001');
    expect(numbers).toContain(`ЗИР-2031/00${COUNT}`);
  });

  it('gives the number of a creation that rolled back to the next document of its kind', async () => {
    const last = sequencesOf([(await create()).json().data.number], 'individual-needs-assessment-act')[0];
    const failed = t.db.transaction(async (tx) => {
      await assignDocumentNumber(tx, 'individual-needs-assessment-act');
      throw new Error('the creation fails after taking its number');
    });
    await expect(failed).rejects.toThrow('the creation fails');
    // An act whose row the database refuses (no such person) gives its number back too.
    const refused = t.db.transaction(async (tx) =>
      insertAct(tx, {
        number: await assignDocumentNumber(tx, 'individual-needs-assessment-act'),
        actType: 'individual-needs-assessment-act',
        personId: -1,
        institutionId: null,
        createdBy: 1,
        schemaVersion: 1,
        data: {},
      }),
    );
    await expect(refused).rejects.toThrow(/INSERT INTO acts/);
    const after = sequencesOf([(await create()).json().data.number], 'individual-needs-assessment-act')[0];
    expect(after).toBe(last + 1);
  });

  it('counts each kind apart: another kind’s documents take none of its numbers', async () => {
    const first = sequencesOf([await next('catalog-application')], 'catalog-application')[0];
    await Promise.all([create(), create(), next('registry-change-application')]);
    expect(sequencesOf([await next('catalog-application')], 'catalog-application')).toEqual([first + 1]);
  });
});
