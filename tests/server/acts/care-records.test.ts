import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG, ACT_MSG } from '../../../server/messages.ts';
import { QUESTIONNAIRE_MSG } from '../../../server/acts/questionnaires.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { DIARY_PERSON } from '../../../server/db/seed/care-records.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** Another client of the worker's institution (ЦСО г. Салехард) with no questionnaire yet. */
const FEDOROVA = 13;

describeEachDb('questionnaires, the long-term plan and the care diary', (kind) => {
  let t: TestApp;
  let worker: PageHeaders;
  let zabota: PageHeaders;
  let citizen: PageHeaders;
  const call = (method: 'GET' | 'POST', url: string, headers: PageHeaders = worker, body?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(body ? { payload: body } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    citizen = await t.signIn('citizen');
  });
  afterAll(() => t?.close());

  /** A client of the worker's institution who is not a client of «Северная забота». */
  const notZabotaClient = async () => {
    const [row] = await t.db.query<{ id: number }>(
      `SELECT person_id AS id FROM institution_clients WHERE institution_id = $1
          AND person_id NOT IN (SELECT person_id FROM institution_clients WHERE institution_id = $2)
        ORDER BY person_id LIMIT 1`,
      [INSTITUTION.csoSalekhard, INSTITUTION.severnayaZabota],
    );
    return row.id;
  };

  it('GET /questionnaire/person/{id}: the kinds and the person’s questionnaires, newest first', async () => {
    const res = await call('GET', `/questionnaire/person/${DIARY_PERSON}`);
    expect(res.statusCode).toBe(200);
    const { kinds, items } = res.json().data;
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual(['family-questionnaire', 'satisfaction-questionnaire']);
    expect(items.map((q: { id: number }) => q.id)).toEqual([21, 22]);
    expect(items[0]).toMatchObject({
      kind: 'satisfaction-questionnaire',
      title: 'Анкета удовлетворённости качеством социальных услуг',
      personCaption: 'Морозова Валентина Ивановна',
    });
    expect(items[0].number).toMatch(/^АНК-2026\/\d{6}$/);
  });

  it('GET /questionnaire/institution: the institution’s questionnaires, one kind if asked', async () => {
    const all = (await call('GET', '/questionnaire/institution?pageSize=50')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const family = (await call('GET', '/questionnaire/institution?kind=family-questionnaire')).json().data;
    expect(family.items.every((q: { kind: string }) => q.kind === 'family-questionnaire')).toBe(true);
    expect((await call('GET', '/questionnaire/institution', zabota)).json().data.items).toEqual([]);
  });

  it('lookups: services of the classifier, the person’s services from their needs assessment, relation degrees', async () => {
    const services = (await call('GET', '/questionnaire/services')).json().data;
    expect(services.find((s: { code: number }) => s.code === 1013)).toMatchObject({
      caption: 'Уборка жилых помещений',
      group: 'Социально-бытовые услуги',
    });
    const forAct = (await call('GET', `/questionnaire/services/for-act?personId=${DIARY_PERSON}`)).json().data;
    expect(forAct.map((s: { code: number }) => s.code)).toEqual([1006, 1009, 1013, 2008, 6001]);
    const degrees = (await call('GET', '/questionnaire/relation-degree')).json().data;
    expect(degrees[0]).toEqual({ code: 1, caption: 'Супруг (супруга)' });
    expect(degrees.length).toBe(18);
  });

  it('GET /questionnaire/{personId}/{id}: the questionnaire; another person’s id or institution is refused', async () => {
    const res = await call('GET', `/questionnaire/${DIARY_PERSON}/22`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ actType: 'family-questionnaire', personId: DIARY_PERSON });
    expect(res.json().data.data.relatives).toHaveLength(3);
    for (const [url, headers] of [
      [`/questionnaire/12/22`, worker],
      [`/questionnaire/${DIARY_PERSON}/22`, zabota],
      // A diary entry is not a questionnaire.
      [`/questionnaire/${DIARY_PERSON}/30`, worker],
    ] as const) {
      const refused = await call('GET', url, headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().messages[0].text).toBe(MSG.noAccess);
    }
  });

  it('POST /questionnaire/store: starts a questionnaire, saves its fields block by block, refuses bad data in Russian', async () => {
    const started = await call('POST', '/questionnaire/store', worker, {
      kind: 'satisfaction-questionnaire',
      personId: FEDOROVA,
    });
    expect(started.statusCode).toBe(200);
    const made = started.json().data;
    expect(made.number).toMatch(/^АНК-\d{4}\/\d{6}$/);
    expect(made.data.person.lastName).toBe('Фёдорова');

    const saved = await call('POST', '/questionnaire/store', worker, {
      kind: 'satisfaction-questionnaire',
      personId: FEDOROVA,
      id: made.id,
      version: made.version,
      data: {
        serviceTypeId: 1013,
        respondent: 1,
        ratings: { timeliness: 5, completeness: 5, politeness: 4, competence: 5, information: 4, overall: 5 },
        wouldRecommend: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.data.ratings.totalPoints).toBe(28);
    expect(saved.json().data.blocks).toEqual({ 1: 'saved', 2: 'saved' });

    const bad = await call('POST', '/questionnaire/store', worker, {
      kind: 'satisfaction-questionnaire',
      personId: FEDOROVA,
      id: made.id,
      version: saved.json().data.version,
      data: { ratings: { timeliness: 9 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].text).toMatch(/[а-я]/);
    const after = (await call('GET', `/questionnaire/${FEDOROVA}/${made.id}`)).json().data;
    expect(after.version).toBe(saved.json().data.version);

    const unknown = await call('POST', '/questionnaire/store', worker, { kind: 'no-such-form', personId: FEDOROVA });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0].text).toBe(QUESTIONNAIRE_MSG.unknownKind('no-such-form'));

    // Another institution's employee can neither start one for a person who is not its client nor write into this one.
    const foreign = await call('POST', '/questionnaire/store', zabota, {
      kind: 'family-questionnaire',
      personId: await notZabotaClient(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].text).toBe(ACT_MSG.personNotFound);
    const foreignWrite = await call('POST', '/questionnaire/store', zabota, {
      kind: 'satisfaction-questionnaire',
      personId: FEDOROVA,
      id: made.id,
      version: after.version,
      data: { liked: 'чужая запись' },
    });
    expect(foreignWrite.statusCode).toBe(403);
  });

  it('refuses a citizen every questionnaire call with 403', async () => {
    for (const url of [
      `/questionnaire/person/${DIARY_PERSON}`,
      '/questionnaire/institution',
      '/questionnaire/services',
      '/questionnaire/services/for-act',
      '/questionnaire/relation-degree',
      `/questionnaire/${DIARY_PERSON}/21`,
    ])
      expect((await call('GET', url, citizen)).statusCode, url).toBe(403);
    const store = await call('POST', '/questionnaire/store', citizen, {
      kind: 'family-questionnaire',
      personId: DIARY_PERSON,
    });
    expect(store.statusCode).toBe(403);
  });

  it('the care diary: a person’s entries of a month, newest first; a new entry; another institution refused', async () => {
    const month = await call('POST', '/care-diary/acts/search', worker, {
      personId: DIARY_PERSON,
      month: '2026-11',
      pageSize: 100,
    });
    expect(month.statusCode).toBe(200);
    const entries = month.json().data.items as Array<{ columns: Record<string, string> }>;
    expect(entries.length).toBe(18);
    const dates = entries.map((e) => e.columns['/entryDate']);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d.startsWith('2026-11'))).toBe(true);

    const badMonth = await call('POST', '/care-diary/acts/search', worker, {
      personId: DIARY_PERSON,
      month: '2026-13',
    });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().messages[0].text).toMatch(/[а-я]/);

    const created = (await call('POST', `/care-diary/create/${DIARY_PERSON}`, worker, {})).json().data;
    // A new entry is dated today by the region's clock.
    expect(created.data.entryDate).toBe(regionToday());
    const save = await call('POST', '/care-diary/edit', worker, {
      id: created.id,
      version: created.version,
      block: 1,
      data: {
        person: created.data.person,
        entryDate: '2026-12-05',
        timeFrom: '9:00',
        careGiven: 'Покупка продуктов',
        condition: 1,
      },
    });
    expect(save.statusCode).toBe(200);
    const bad = await call('POST', '/care-diary/edit', worker, {
      id: created.id,
      version: save.json().data.version,
      block: 1,
      data: { person: created.data.person, entryDate: '2026-12-05', timeFrom: '25:99', careGiven: 'x', condition: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().messages)).toContain('Некорректное значение времени');

    expect((await call('GET', `/care-diary/get/${created.id}`, zabota)).statusCode).toBe(403);
    expect((await call('GET', `/care-diary/get/${created.id}`, citizen)).statusCode).toBe(403);
    expect(
      (await call('POST', '/care-diary/acts/search', zabota, { personId: DIARY_PERSON })).json().data.items,
    ).toEqual([]);
  });

  it('the long-term plan: read by the worker, refused to another institution and to a citizen', async () => {
    const plan = await call('GET', '/long-term-plan/get/25', worker);
    expect(plan.statusCode).toBe(200);
    expect(plan.json().data.data.services).toHaveLength(5);
    expect(plan.json().data.number).toMatch(/^ПДУ-2026\/\d{4}$/);
    expect((await call('GET', '/long-term-plan/get/25', zabota)).statusCode).toBe(403);
    expect((await call('GET', '/long-term-plan/get/25', citizen)).statusCode).toBe(403);
    const created = await call('POST', `/long-term-plan/create/${FEDOROVA}`, worker, {});
    expect(created.statusCode).toBe(200);
    const refused = await call('POST', `/long-term-plan/create/${await notZabotaClient()}`, zabota, {});
    expect(refused.statusCode).toBe(404);
  });
});
