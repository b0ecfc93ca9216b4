import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_MSG, IPPSU_MSG, MSG } from '../../../server/messages.ts';
import { ippsuServices, PERIODS_PER_MONTH } from '../../../common/acts/ippsu.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

const needs = ACTS['individual-needs-assessment-act'];
const prefix = '/api/individual-needs-assessment-act';

describe('IPPSU service lines (pure)', () => {
  it('takes the act’s minutes, else the norm; counts an average month and one-off services apart', () => {
    const norms = new Map([
      [601, 30],
      [614, 45],
    ]);
    const result = ippsuServices(
      needs.schema,
      {
        services: [
          { serviceTypeId: 601, amount: 2, periodicityAmountId: 2 },
          { serviceTypeId: 619, amount: 1, periodicityAmountId: 1, standardMinutes: 240 },
          { serviceTypeId: 614, amount: 3, periodicityAmountId: 6 },
          { serviceTypeId: 618, amount: 1, periodicityAmountId: 3 },
        ],
      },
      norms,
    );
    expect(
      result.services.map((s) => [s.caption, s.periodicity, s.standardMinutes, s.minutesPerPeriod, s.minutesPerMonth]),
    ).toEqual([
      [
        'Социальные услуги по индивидуальной программе (ИППСУ)',
        'В неделю',
        30,
        60,
        Math.round(60 * PERIODS_PER_MONTH[2]),
      ],
      ['Уход за гражданином, осуществляемый посторонним лицом', 'В день', 240, 240, Math.round((240 * 365) / 12)],
      ['Обучение финансовой грамотности', 'Однократно', 45, 135, null],
      ['Уход за одинокими гражданами', 'В месяц', null, null, null],
    ]);
    expect(result.totalMinutesPerMonth).toBe(261 + 7300);
    expect(result.oneOffMinutes).toBe(135);
    expect(result.withoutMinutes).toEqual([618]);
  });
});

describeEachDb('needs assessment: norms of time and the IPPSU project', (kind) => {
  let t: TestApp;
  let worker: { cookie: string };
  const get = (url: string, headers = worker) => t.app.inject({ method: 'GET', url: `${prefix}${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
  });
  afterAll(() => t?.close());

  it('answers the norm of a service type from the norms table, and refuses unknown types and outsiders', async () => {
    const res = await get('/standardminutes/601');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      serviceTypeId: 601,
      caption: 'Социальные услуги по индивидуальной программе (ИППСУ)',
      standardMinutes: 30,
    });

    await t.db.query('UPDATE service_norms SET standard_minutes = 50 WHERE service_type_id = 612');
    expect((await get('/standardminutes/612')).json().data.standardMinutes).toBe(50);

    const unknown = await get('/standardminutes/603');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].text).toBe(IPPSU_MSG.unknownServiceType);
    await t.db.query('DELETE FROM service_norms WHERE service_type_id = 611');
    const noNorm = await get('/standardminutes/611');
    expect(noNorm.statusCode).toBe(404);
    expect(noNorm.json().messages[0].text).toBe(IPPSU_MSG.noNorm);
    expect((await get('/standardminutes/abc')).statusCode).toBe(400);
    expect((await get('/standardminutes/601', await t.signIn('citizen'))).statusCode).toBe(403);
  });

  it('serves the classifier of social services grouped by the kinds of 442-FZ, without the old programmes', async () => {
    const res = await get('/service-types');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Array<{ code: number; caption: string; group: string }>;
    expect(items.length).toBeGreaterThanOrEqual(50);
    expect([...new Set(items.map((i) => i.group))]).toEqual([
      'Социально-бытовые услуги',
      'Социально-медицинские услуги',
      'Социально-психологические услуги',
      'Социально-педагогические услуги',
      'Социально-трудовые услуги',
      'Социально-правовые услуги',
      'Услуги в целях повышения коммуникативного потенциала получателей социальных услуг, имеющих ограничения жизнедеятельности',
      'Срочные социальные услуги',
    ]);
    // Each kind lists its services together, coded kind x 1000 + number; no old programme is offered.
    for (const item of items)
      expect(Math.floor(item.code / 1000)).toBe([...new Set(items.map((i) => i.group))].indexOf(item.group) + 1);
    expect(items.some((i) => i.code < 1000)).toBe(false);
    expect(items.find((i) => i.code === 1013)?.caption).toBe('Уборка жилых помещений');
    // Every service offered has a norm of time.
    for (const item of items)
      expect((await get(`/standardminutes/${item.code}`)).statusCode, String(item.code)).toBe(200);
    expect((await get('/service-types', await t.signIn('citizen'))).statusCode).toBe(403);
  });

  it('refuses a service line of a code outside the classifier and keeps the act as it was', async () => {
    const person = (
      await t.app.inject({ method: 'POST', url: `${prefix}/persons/search`, payload: {}, headers: worker })
    ).json().data[0];
    const act = (
      await t.app.inject({ method: 'POST', url: `${prefix}/create/${person.id}`, payload: {}, headers: worker })
    ).json().data;
    const block4 = needs.definition.blocks.find((b) => b.fields.includes('services'))!;
    const res = await t.app.inject({
      method: 'POST',
      url: `${prefix}/${block4.save}`,
      headers: worker,
      payload: {
        id: act.id,
        version: act.version,
        block: block4.number,
        data: { services: [{ serviceTypeId: 9999, amount: 1, periodicityAmountId: 3 }] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].text).toMatch(/[А-Яа-я]/);
    const after = (await get(`/get/${act.id}`)).json().data;
    expect(after.version).toBe(act.version);
    expect(after.data.services).toBeUndefined();
  });

  it('takes a prefilled signer without a drawing as no signature: the person’s optional line stays optional, the employee’s required one is asked for', async () => {
    const person = (
      await t.app.inject({ method: 'POST', url: `${prefix}/persons/search`, payload: {}, headers: worker })
    ).json().data[0];
    const act = (
      await t.app.inject({ method: 'POST', url: `${prefix}/create/${person.id}`, payload: {}, headers: worker })
    ).json().data;
    // The portal prefilled both signers' names.
    expect(act.data.signatures.person.signer).toBeTruthy();
    expect(act.data.signatures.employee.signer).toBeTruthy();
    const block5 = needs.definition.blocks.find((b) => b.fields.includes('signatures'))!;
    const data = (signatures: unknown) => ({
      decision: { decisionDate: '2026-11-14', serviceForm: 2, serviceNeedReason: 1 },
      actDate: '2026-11-14',
      actNumber: 'ОИП-2026/0777',
      signatures,
    });
    const save = (version: number, signatures: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `${prefix}/${block5.save}`,
        headers: worker,
        payload: { id: act.id, version, block: block5.number, data: data(signatures) },
      });

    const undrawn = await save(act.version, {
      employee: { signer: 'Петров Сергей Викторович' },
      person: { signer: 'Морозова Валентина Ивановна' },
    });
    expect(undrawn.statusCode).toBe(400);
    expect(undrawn.json().messages[0].text).toContain('Подпись специалиста, проводившего оценку');

    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const saved = await save(act.version, {
      employee: { signer: 'Петров Сергей Викторович', image: png },
      person: { signer: 'Морозова Валентина Ивановна' },
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    // The names stay stored as prefilled.
    expect(saved.json().data.data.signatures.person).toEqual({ signer: 'Морозова Валентина Ивановна' });
  });

  it('finds providers of a classifier service by the programme it is provided under (601, urgent ones 612)', async () => {
    const person = (
      await t.app.inject({ method: 'POST', url: `${prefix}/persons/search`, payload: {}, headers: worker })
    ).json().data[0];
    const act = (
      await t.app.inject({ method: 'POST', url: `${prefix}/create/${person.id}`, payload: {}, headers: worker })
    ).json().data;
    const block4 = needs.definition.blocks.find((b) => b.fields.includes('services'))!;
    const services = [
      { serviceTypeId: 1013, amount: 4, periodicityAmountId: 3 },
      { serviceTypeId: 8001, amount: 1, periodicityAmountId: 6 },
    ];
    const saved = await t.app.inject({
      method: 'POST',
      url: `${prefix}/${block4.save}`,
      headers: worker,
      payload: { id: act.id, version: act.version, block: block4.number, data: { services } },
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const ippsu = (await get(`/ippsu/${person.id}/${act.id}`)).json().data;
    expect(
      ippsu.services.map((s: { caption: string; standardMinutes: number }) => [s.caption, s.standardMinutes]),
    ).toEqual([
      ['Уборка жилых помещений', 45],
      ['Обеспечение бесплатным горячим питанием или наборами продуктов', 30],
    ]);
    const [expected] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT i.id)::int AS n FROM institutions i JOIN services s ON s.institution_id = i.id
        WHERE i.source_type = 1 AND s.service_type_code IN (601, 612)`,
    );
    expect(expected.n).toBeGreaterThan(0);
    expect(ippsu.allRecommendedOrganisations.length).toBe(expected.n);
  });

  it('draws up the IPPSU from the act’s service lines with minutes and the organisations providing them', async () => {
    const person = (
      await t.app.inject({ method: 'POST', url: `${prefix}/persons/search`, payload: {}, headers: worker })
    ).json().data[0];
    const act = (
      await t.app.inject({ method: 'POST', url: `${prefix}/create/${person.id}`, payload: {}, headers: worker })
    ).json().data;
    const block4 = needs.definition.blocks.find((b) => b.fields.includes('services'))!;
    const saved = await t.app.inject({
      method: 'POST',
      url: `${prefix}/${block4.save}`,
      headers: worker,
      payload: {
        id: act.id,
        version: act.version,
        block: block4.number,
        data: {
          socialServicesHome: true,
          socServicesDateFrom: '2026-12-01',
          socServicesDateTo: '2027-11-30',
          services: [
            { serviceTypeId: 601, amount: 2, periodicityAmountId: 2 },
            { serviceTypeId: 602, amount: 1, periodicityAmountId: 3, standardMinutes: 90 },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);

    const res = await get(`/ippsu/${person.id}/${act.id}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const ippsu = res.json().data;
    expect(ippsu).toMatchObject({
      actId: act.id,
      personId: person.id,
      signed: false,
      serviceForms: ['на дому'],
      dateFrom: '2026-12-01',
      dateTo: '2027-11-30',
    });
    expect(ippsu.person.lastName).toBe(person.lastName);
    expect(
      ippsu.services.map((s: { serviceTypeId: number; standardMinutes: number; minutesPerMonth: number }) => [
        s.serviceTypeId,
        s.standardMinutes,
        s.minutesPerMonth,
      ]),
    ).toEqual([
      [601, 30, Math.round(60 * PERIODS_PER_MONTH[2])],
      [602, 90, 90],
    ]);
    expect(ippsu.totalMinutesPerMonth).toBe(Math.round(60 * PERIODS_PER_MONTH[2]) + 90);

    // Providers of 601/602 in the region, the one already serving the person first and marked so.
    const [expected] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT i.id)::int AS n FROM institutions i JOIN services s ON s.institution_id = i.id
        WHERE i.source_type = 1 AND s.service_type_code IN (601, 602)`,
    );
    const orgs = ippsu.allRecommendedOrganisations as Array<{
      id: number;
      serviceTypes: number[];
      hasActiveServiceContract: boolean;
    }>;
    expect(orgs.length).toBe(expected.n);
    expect(orgs.length).toBeGreaterThan(1);
    const serving = await t.db.query<{ institution_id: number }>(
      'SELECT institution_id FROM institution_clients WHERE person_id = $1',
      [person.id],
    );
    expect(orgs[0].hasActiveServiceContract).toBe(true);
    for (const org of orgs) {
      expect(org.hasActiveServiceContract).toBe(serving.some((s) => s.institution_id === org.id));
      expect(org.serviceTypes.some((type) => [601, 602].includes(type))).toBe(true);
    }
    expect(ippsu.otherOrganisationsWithContracts.every((o: { id: number }) => !orgs.some((r) => r.id === o.id))).toBe(
      true,
    );

    // Another person's id with this act, another institution, a citizen: refused.
    const mismatch = await get(`/ippsu/${person.id + 1}/${act.id}`);
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().messages[0].text).toBe(ACT_MSG.notFound);
    const provider = (await t.signInEmployee('provider', 2)).headers;
    const foreign = await get(`/ippsu/${person.id}/${act.id}`, provider);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().messages[0].text).toBe(MSG.noAccess);
    expect((await get(`/ippsu/${person.id}/${act.id}`, await t.signIn('citizen'))).statusCode).toBe(403);
    expect((await get(`/ippsu/${person.id}/0`)).statusCode).toBe(400);
  });
});
