import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueIppsuFromAssessment, type AssessmentAct } from '../../../server/ippsu/issue.ts';
import { ippsuFromDecision } from '../../../common/acts/ippsu.ts';
import { IPPSU } from '../../../server/db/seed/ippsu.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** The demo needs assessments (server/db/seed/acts.ts): 11 Морозова's, signed with a decision; 13 Козлова's, without one. */
const MOROZOVA_ACT = 11;
const KOZLOVA_ACT = 13;
const KOZLOVA = 20;
const AT = new Date('2026-11-28T10:00:00Z');

describeEachDb('issuing an IPPSU from a needs assessment’s decision', (kind) => {
  let t: TestApp;
  let worker: PageHeaders;
  const loadAct = async (id: number): Promise<AssessmentAct> => {
    const [row] = await t.db.query<AssessmentAct>(
      'SELECT id, person_id AS "personId", institution_id AS "institutionId", data FROM acts WHERE id = $1',
      [id],
    );
    return row;
  };
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ippsu'))[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
  });
  afterAll(() => t.close());

  it('draws the programme from the decision: its date, period and form, and the act’s complete lines', () => {
    expect(
      ippsuFromDecision({
        socServicesDateFrom: '2026-12-01',
        socServicesDateTo: '2027-11-30',
        decision: { date: '2026-11-20', serviceForm: 2 },
        services: [{ serviceTypeId: 1013, amount: 4, periodicityAmountId: 3 }, { serviceTypeId: 1006 }],
      }),
    ).toEqual({
      issuedOn: '2026-11-20',
      dateFrom: '2026-12-01',
      dateTo: '2027-11-30',
      serviceForm: 2,
      services: [{ serviceTypeId: 1013, amount: 4, periodicityAmountId: 3 }],
    });
    expect(ippsuFromDecision({ decision: { serviceForm: 2 } })).toBeUndefined();
  });

  it('gives back the programme an act already produced, and issues none without a decision', async () => {
    const before = await count();
    const morozova = await loadAct(MOROZOVA_ACT);
    const kozlova = await loadAct(KOZLOVA_ACT);
    const again = await t.db.transaction((tx) => issueIppsuFromAssessment(tx, morozova, AT));
    expect(again?.number).toBe(IPPSU.find((p) => p.actId === MOROZOVA_ACT)!.number);
    expect(await t.db.transaction((tx) => issueIppsuFromAssessment(tx, kozlova, AT))).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it('numbers a new programme by the numbering service and the employee reads it as the client’s', async () => {
    const act = await loadAct(KOZLOVA_ACT);
    const decided = {
      ...act,
      data: {
        ...act.data,
        services: [{ serviceTypeId: 1013, standardMinutes: 45, amount: 4, periodicityAmountId: 3 }],
        decision: { number: '1902', date: '2026-11-25', serviceForm: 2, dateFrom: '2026-12-01', dateTo: '2027-11-30' },
      },
    };
    const issued = await t.db.transaction((tx) => issueIppsuFromAssessment(tx, decided, AT));
    // The seed's programmes of 2026 go up to number 27.
    expect(issued?.number).toBe('ИППСУ-2026/0028');
    expect(await t.db.transaction((tx) => issueIppsuFromAssessment(tx, decided, AT))).toEqual(issued);

    const res = await t.app.inject({ url: `/api/ippsu/client/${KOZLOVA}`, headers: worker });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ number: 'ИППСУ-2026/0028', actId: KOZLOVA_ACT, dateFrom: '2026-12-01' });
    expect(p.services).toEqual([expect.objectContaining({ serviceTypeId: 1013, amount: 4, minutesPerMonth: 180 })]);
    expect(p.allRecommendedOrganisations[0].id).toBe(INSTITUTION.csoSalekhard);
  });
});

describeEachDb('signing a needs assessment issues the IPPSU', (kind) => {
  let t: TestApp;
  let worker: PageHeaders;
  const prefix = '/api/individual-needs-assessment-act';
  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
  });
  afterAll(() => t.close());

  it('a copy of a decided assessment, signed, gives the person a new numbered programme in the same transaction', async () => {
    const copy = await t.app.inject({
      method: 'POST',
      url: `${prefix}/create-based-current/${MOROZOVA_ACT}`,
      headers: worker,
    });
    expect(copy.statusCode, copy.body.slice(0, 300)).toBe(200);
    const act = copy.json().data;
    const before = await t.db.query('SELECT id FROM ippsu WHERE act_id = $1', [act.id]);
    expect(before).toHaveLength(0);
    // The copy keeps the decision but no drawing: the worker signs the last block again.
    const image =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const saved = await t.app.inject({
      method: 'POST',
      url: `${prefix}/edit`,
      payload: {
        id: act.id,
        version: act.version,
        block: 5,
        data: {
          decision: act.data.decision,
          actDate: act.data.actDate,
          signatures: {
            employee: { signer: 'Петров Сергей Викторович', image },
            person: { signer: 'Морозова Валентина Ивановна' },
          },
        },
      },
      headers: worker,
    });
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: `${prefix}/signature/${act.id}`,
      payload: { version: saved.json().data.version, confirm: true },
      headers: worker,
    });
    expect(signed.statusCode, signed.body.slice(0, 400)).toBe(200);
    const [issued] = await t.db.query<{ number: string; personId: number }>(
      'SELECT number, person_id AS "personId" FROM ippsu WHERE act_id = $1',
      [act.id],
    );
    expect(issued.number).toMatch(/^ИППСУ-\d{4}\/\d{4}$/);
    expect(issued.personId).toBe(act.personId);
  });
});
