import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { IPPSU, IPPSU_ORGANISATIONS } from '../../../server/db/seed/ippsu.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** The demo programmes (server/db/seed/ippsu.ts): the citizen's in force, and Морозова's from her act. */
const CITIZEN_IPPSU = IPPSU.find((p) => p.id === 2)!;
const MOROZOVA_IPPSU = IPPSU.find((p) => p.actId === 11)!;

describeEachDb('IPPSU', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;
  let zabota: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    worker = (await t.signInEmployee('worker', 3)).headers;
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
  });
  afterAll(() => t.close());

  it('gives the citizen her programme in force: number, period, services with periodicity, form', async () => {
    const res = await get('/ippsu', citizen);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      number: CITIZEN_IPPSU.number,
      dateFrom: CITIZEN_IPPSU.dateFrom,
      dateTo: CITIZEN_IPPSU.dateTo,
      person: { id: PERSON.citizen, fio: 'Иванова Мария Петровна' },
      serviceFormCaption: 'Полустационарная форма социального обслуживания',
    });
    expect(p.status).toBe('active');
    expect(p.services).toHaveLength(CITIZEN_IPPSU.services.length);
    expect(p.services[0]).toMatchObject({
      serviceTypeId: 3001,
      caption: expect.stringMatching(/^Социально-психологическое консультирование/),
      amount: 2,
      periodicity: 'В месяц',
      minutesPerMonth: 120,
    });
    expect(p.services.find((s: { serviceTypeId: number }) => s.serviceTypeId === 3005)).toMatchObject({
      periodicity: 'Однократно',
      oneOff: true,
      minutesPerMonth: null,
    });
  });

  it('marks the recommended organisations with a contract in force, and lists the other ones with contracts', async () => {
    const p = (await get('/ippsu', citizen)).json().data;
    const recommended = IPPSU_ORGANISATIONS.filter((o) => o.ippsuId === CITIZEN_IPPSU.id).map((o) => o.institutionId);
    expect(p.allRecommendedOrganisations.map((o: { id: number }) => o.id)).toEqual(recommended);
    const marks = Object.fromEntries(
      p.allRecommendedOrganisations.map((o: { id: number; hasActiveServiceContract: boolean }) => [
        o.id,
        o.hasActiveServiceContract,
      ]),
    );
    // КЦСОН «Участие»: contract 16 is Active; the two others: no contract at all.
    expect(marks).toEqual({
      [INSTITUTION.kcsonNoyabrsk]: true,
      [INSTITUTION.rehabNadym]: false,
      [INSTITUTION.familyCentreUrengoy]: false,
    });
    // «Северная забота»: contract 1 is Active, and it is not recommended.
    expect(p.otherOrganisationsWithContracts).toEqual([
      expect.objectContaining({ id: INSTITUTION.severnayaZabota, hasActiveServiceContract: true }),
    ]);
  });

  it('reads a contract out of force as no contract: the mark follows the service contract’s status', async () => {
    // Contract 16 (КЦСОН, Active) ends: terminated by the person.
    await t.db.query('UPDATE service_contracts SET status = 4 WHERE id = 16');
    try {
      const p = (await get('/ippsu', citizen)).json().data;
      const kcson = p.allRecommendedOrganisations.find((o: { id: number }) => o.id === INSTITUTION.kcsonNoyabrsk);
      expect(kcson.hasActiveServiceContract).toBe(false);
    } finally {
      await t.db.query('UPDATE service_contracts SET status = 3 WHERE id = 16');
    }
  });

  it('answers null to a citizen without a programme, and refuses the anonymous and staff roles', async () => {
    const res = await get('/ippsu', guardian);
    expect([res.statusCode, res.json().data]).toEqual([200, null]);
    expect((await get('/ippsu')).statusCode).toBe(401);
    const staff = await get('/ippsu', worker);
    expect([staff.statusCode, staff.json().messages[0].text]).toEqual([403, MSG.noAccess]);
  });

  it('lists the organisations providing the programme’s services, the recommended ones among them', async () => {
    const res = await get('/ippsu/all-organisations', citizen);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((o: { id: number }) => o.id);
    // ЦСО г. Салехард provides services under an individual programme (601); the recommended ones too.
    expect(ids).toEqual(
      expect.arrayContaining([
        INSTITUTION.csoSalekhard,
        INSTITUTION.kcsonNoyabrsk,
        INSTITUTION.rehabNadym,
        INSTITUTION.familyCentreUrengoy,
      ]),
    );
    expect(ids).not.toContain(INSTITUTION.yamalTour);
    expect((await get('/ippsu/all-organisations', guardian)).json().data).toEqual([]);
  });

  it('lets an employee read the programme of their institution’s client, drawn up from the needs assessment', async () => {
    const res = await get(`/ippsu/client/${MOROZOVA_IPPSU.personId}`, worker);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      number: MOROZOVA_IPPSU.number,
      actId: 11,
      dateFrom: '2026-11-01',
      dateTo: '2027-10-31',
      serviceFormCaption: 'Форма социального обслуживания на дому',
    });
    expect(p.services.map((s: { serviceTypeId: number }) => s.serviceTypeId)).toEqual([1006, 1013, 1009, 2008, 6001]);
    // A client of the institution without a programme.
    const none = await get('/ippsu/client/12', worker);
    expect([none.statusCode, none.json().data]).toEqual([200, null]);
  });

  it('refuses an employee another institution’s client or a non-client, and the citizen every client route', async () => {
    // Новикова: a client of ЦСПСиД «Радуга», not of ЦСО г. Салехард.
    const other = await get(`/ippsu/client/${PERSON.otherClient1}`, worker);
    expect([other.statusCode, other.json().messages[0].text]).toEqual([404, MSG.notFound]);
    // The guardian's son is a client of the KCSON, not of «Северная забота».
    const notClient = await get(`/ippsu/client/${PERSON.guardianSon}`, zabota);
    expect([notClient.statusCode, notClient.json().data]).toEqual([404, undefined]);
    const byCitizen = await get(`/ippsu/client/${PERSON.citizen}`, citizen);
    expect(byCitizen.statusCode).toBe(403);
    expect((await get(`/ippsu/client/${PERSON.citizen}`)).statusCode).toBe(401);
    const bad = await get('/ippsu/client/abc', worker);
    expect(bad.statusCode).toBe(400);
  });
});
