import { afterAll, beforeAll, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { TOUR_SERVICE } from '../../../server/db/seed/tour-services.ts';
import { PORTAL_TOUR_CONTRACTS } from '../../../server/db/seed/tour-contracts.ts';
import { snils } from '../../../server/db/seed/checksums.ts';
import { MSG } from '../../../server/messages.ts';
import { TOUR_CONTRACT_MSG as M } from '../../../common/tourism/tour-contract-rules.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

describeEachDb('tour contracts', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let family: PageHeaders;
  let tourism: PageHeaders;

  const get = (url: string, headers: PageHeaders) => t.app.inject({ url: `/api/tour-contract${url}`, headers });
  const post = (url: string, body: object, headers: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/tour-contract${url}`, payload: body, headers });
  const places = async (tourId: number) =>
    (await t.db.query<{ taken: number }>('SELECT places_taken AS taken FROM tour_services WHERE id = $1', [tourId]))[0]
      .taken;
  const contractCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_contracts'))[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    family = await t.signIn('family');
    tourism = await t.signInAt('tourism', INSTITUTION.yamalTour, 4);
  });
  afterAll(() => t.close());

  it('lists a period: the citizen her own tour contracts, the operator all of its', async () => {
    const mine = (await get('/2000-01-01/2100-12-31', citizen)).json().data as { id: number; personId: number }[];
    expect(mine.map((c) => c.id)).toEqual(
      expect.arrayContaining(PORTAL_TOUR_CONTRACTS.filter((c) => c.personId === PERSON.citizen).map((c) => c.id)),
    );
    const household: number[] = [PERSON.citizen, PERSON.citizenSon, PERSON.citizenDaughter];
    expect(mine.every((c) => household.includes(c.personId))).toBe(true);
    const all = (await get('/2000-01-01/2100-12-31', tourism)).json().data as { id: number; status: number }[];
    expect(new Set(all.filter((c) => c.id >= 3001).map((c) => c.status))).toEqual(
      new Set([1, 2, 3, 5, 6, 7, 8, 9, 10, 11]),
    );
    const wrong = await get('/2026-12-31/2026-01-01', citizen);
    expect(wrong.statusCode).toBe(400);
  });

  it('drafts a contract on a tour with who may go, and refuses a tour that has begun', async () => {
    const draft = (await get(`/draft-by-target/${TOUR_SERVICE.northernLights}`, citizen)).json().data;
    expect(draft.tour).toMatchObject({ name: 'Северное сияние над тундрой', refusal: null, placesLeft: 13 });
    expect(draft.members.map((m: { personId: number }) => m.personId)).toEqual([
      PERSON.citizen,
      PERSON.citizenSon,
      PERSON.citizenDaughter,
    ]);
    const today = (await get(`/draft-by-target/${TOUR_SERVICE.salekhardTour}`, citizen)).json().data;
    expect(today.tour.refusal).toBe(M.tourStarted);
    const before = await contractCount();
    const refused = await post(
      '/update',
      { serviceId: TOUR_SERVICE.salekhardTour, memberIds: [PERSON.citizen] },
      citizen,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].text).toBe(M.tourStarted);
    expect(await contractCount()).toBe(before);
  });

  it('concludes a contract taking one place per member; a second on the tour and a stranger as member are refused', async () => {
    const stranger = await post(
      '/update',
      { serviceId: TOUR_SERVICE.northernLights, memberIds: [PERSON.citizen, PERSON.guardianWard] },
      citizen,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().messages[0].text).toBe(M.notYourMember);
    const before = await places(TOUR_SERVICE.northernLights);
    const created = await post(
      '/update',
      { serviceId: TOUR_SERVICE.northernLights, memberIds: [PERSON.citizen, PERSON.citizenSon] },
      citizen,
    );
    expect(created.statusCode).toBe(200);
    const contract = created.json().data;
    expect(contract).toMatchObject({ status: 2, statusCaption: 'На подписании', personId: PERSON.citizen });
    expect(contract.number).toMatch(/^ДТУ-\d{4}\/\d{6}$/);
    expect(await places(TOUR_SERVICE.northernLights)).toBe(before + 2);
    const members = (await get(`/members/${PERSON.citizen}/${contract.id}`, citizen)).json().data;
    expect(members.map((m: { relation: string }) => m.relation)).toEqual(['self', 'child']);
    // Someone else's contract reads as absent.
    expect((await get(`/members/${PERSON.citizen}/${contract.id}`, guardian)).statusCode).toBe(404);

    const again = await post(
      '/update',
      { serviceId: TOUR_SERVICE.northernLights, memberIds: [PERSON.citizen] },
      citizen,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].text).toBe(M.alreadyHas(contract.number));

    // Members change with the version read; a stale one is refused and changes nothing.
    const stale = await post(
      '/update',
      {
        id: contract.id,
        personId: PERSON.citizen,
        version: contract.version + 5,
        serviceId: TOUR_SERVICE.northernLights,
        memberIds: [PERSON.citizen],
      },
      citizen,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'STALE_VERSION',
      messages: [{ severity: 'Warning', text: MSG.versionConflict }],
    });
    expect(await places(TOUR_SERVICE.northernLights)).toBe(before + 2);
    const three = await post(
      '/update',
      {
        id: contract.id,
        personId: PERSON.citizen,
        version: contract.version,
        serviceId: TOUR_SERVICE.northernLights,
        memberIds: [PERSON.citizen, PERSON.citizenSon, PERSON.citizenDaughter],
      },
      citizen,
    );
    expect(three.statusCode).toBe(200);
    expect(three.json().data.version).toBe(contract.version + 1);
    expect(await places(TOUR_SERVICE.northernLights)).toBe(before + 3);
    // The change is an action of the table: the history names who goes now.
    const changed = await t.db.query<{ note: string; side: string }>(
      `SELECT note, side FROM service_contract_history WHERE contract_id = $1 AND action = 'changeMembers'`,
      [contract.id],
    );
    expect(changed).toEqual([{ side: 'person', note: expect.stringMatching(/^Участники: .+, .+, .+$/) }]);

    // Signed by the citizen, then the operator: in force; the members are locked then.
    const signed = await post(`/${PERSON.citizen}/${contract.id}/sign/${contract.version + 1}`, {}, citizen);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.status).toBe(8);
    const locked = await post(
      '/update',
      {
        id: contract.id,
        personId: PERSON.citizen,
        version: signed.json().data.version,
        serviceId: TOUR_SERVICE.northernLights,
        memberIds: [PERSON.citizen],
      },
      citizen,
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().messages[0].text).toBe(M.membersLocked);
    const active = await post(`/${PERSON.citizen}/${contract.id}/sign/${signed.json().data.version}`, {}, tourism);
    expect(active.statusCode).toBe(200);
    expect(active.json().data.status).toBe(3);
    // Terminated at the citizen's request: the places come back.
    const requested = await post(
      `/${PERSON.citizen}/request-for-termination/${contract.id}`,
      { version: active.json().data.version },
      citizen,
    );
    expect(requested.json().data.status).toBe(10);
    const terminated = await post(
      `/${PERSON.citizen}/${contract.id}/terminate/${requested.json().data.version}`,
      {},
      tourism,
    );
    expect(terminated.statusCode).toBe(200);
    expect(terminated.json().data.status).toBe(5);
    expect(await places(TOUR_SERVICE.northernLights)).toBe(before);

    // Rated once with the answers to the tour's questions; wrong answers change nothing.
    const rate = (answers: object[], version: number) =>
      post('/rate-provider', { personId: PERSON.citizen, id: contract.id, version, rating: 4, answers }, citizen);
    const version = terminated.json().data.version;
    const yesNo = await rate([{ questionId: 1, answer: 3 }], version);
    expect(yesNo.statusCode).toBe(400);
    expect(yesNo.json().messages[0].text).toBe(M.yesNoAnswer('Соответствовала ли программа тура описанию?'));
    expect((await rate([{ questionId: 99, answer: 1 }], version)).json().messages[0].text).toBe(M.unknownQuestion);
    const twice = await rate(
      [
        { questionId: 2, answer: 4 },
        { questionId: 2, answer: 5 },
      ],
      version,
    );
    expect(twice.json().messages[0].text).toBe(M.questionTwice);
    expect((await rate([{ questionId: 2, answer: 0 }], version)).statusCode).toBe(400);
    const rated = await rate(
      [
        { questionId: 1, answer: 0 },
        { questionId: 3, answer: 5 },
      ],
      version,
    );
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data.version).toBe(version + 1);
    const answers = await get(`/answers/${PERSON.citizen}/${contract.id}`, citizen);
    expect(answers.json().data).toEqual([
      { questionId: 1, caption: 'Соответствовала ли программа тура описанию?', kind: 'yesno', answer: 0 },
      { questionId: 3, caption: 'Как вы оцениваете работу гида и сопровождающих?', kind: 'scale', answer: 5 },
    ]);
    expect((await get(`/answers/${PERSON.citizen}/${contract.id}`, tourism)).json().data).toHaveLength(2);
    expect((await get(`/answers/${PERSON.citizen}/${contract.id}`, guardian)).statusCode).toBe(404);
    const rateAgain = await rate([{ questionId: 2, answer: 5 }], version + 1);
    expect(rateAgain.statusCode).toBe(409);
    expect((await get(`/answers/${PERSON.citizen}/${contract.id}`, citizen)).json().data).toHaveLength(2);
  });

  it('gives the last place to exactly one of two citizens asking at once', async () => {
    const tour = TOUR_SERVICE.northernLights;
    await t.db.query('UPDATE tour_services SET places_total = places_taken + 1 WHERE id = $1', [tour]);
    const before = await contractCount();
    const answers = await Promise.all([
      post('/update', { serviceId: tour, memberIds: [PERSON.guardian] }, guardian),
      post('/update', { serviceId: tour, memberIds: [PERSON.largeFamilyFather] }, family),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().messages[0].text).toBe(M.noPlaces(0));
    expect(await contractCount()).toBe(before + 1);
    const [row] = await t.db.query<{ total: number; taken: number }>(
      'SELECT places_total AS total, places_taken AS taken FROM tour_services WHERE id = $1',
      [tour],
    );
    expect(row.taken).toBe(row.total);
  });

  it('lets the operator make a contract for a tourist by SNILS, and only the operator', async () => {
    const body = { snils: snils('011294736'), serviceId: TOUR_SERVICE.polarUral };
    expect((await post('/create-contract-auto', body, citizen)).statusCode).toBe(403);
    const unknown = await post('/create-contract-auto', { ...body, snils: '112-233-445 95' }, tourism);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].text).toBe(M.personNotFound);
    const bad = await post('/create-contract-auto', { ...body, snils: '123' }, tourism);
    expect(bad.statusCode).toBe(400);
    const made = await post('/create-contract-auto', body, tourism);
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ status: 1, statusCaption: 'На заключении' });
    // The operator refuses it before signing: the place comes back.
    const before = await places(TOUR_SERVICE.polarUral);
    const { id, personId, version } = made.json().data;
    const rejected = await post('/reject', { personId, id, version, reason: 'Турист передумал' }, tourism);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.status).toBe(6);
    expect(await places(TOUR_SERVICE.polarUral)).toBe(before - 1);
  });

  it('concludes a contract under an issued tourism certificate, which is used by it, and only once', async () => {
    // The citizen's certificate for a child's tour, issued three weeks ago (server/db/seed/tourism-certificates.ts).
    const certificate = 5;
    // The race above left the tour with no place: it gets its places back.
    await t.db.query('UPDATE tour_services SET places_total = places_taken + 5 WHERE id = $1', [
      TOUR_SERVICE.northernLights,
    ]);
    const path = `/api/cert-tourism/create-contract/${certificate}/${TOUR_SERVICE.northernLights}`;
    const stranger = await t.app.inject({ method: 'POST', url: path, headers: family, payload: {} });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().messages[0].text).toBe(`Не найден сертификат по ид ${certificate}`);
    const notNamed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: citizen,
      payload: { memberIds: [PERSON.citizen, PERSON.citizenDaughter] },
    });
    expect(notNamed.statusCode).toBe(400);
    expect(notNamed.json().messages[0].text).toBe(M.notOnCertificate);

    const made = await t.app.inject({ method: 'POST', url: path, headers: citizen, payload: {} });
    expect(made.statusCode).toBe(200);
    const { id } = made.json().data;
    const [contract] = await t.db.query<{ kind: string; cert: number; places: number }>(
      'SELECT payment_kind AS kind, tourism_certificate_id AS cert, places FROM service_contracts WHERE id = $1',
      [id],
    );
    expect(contract).toEqual({ kind: 'certificate', cert: certificate, places: 2 });
    const card = (await t.app.inject({ url: `/api/cert-tourism/${certificate}`, headers: citizen })).json().data;
    expect(card).toMatchObject({ status: 4, contractId: id });

    const again = await t.app.inject({ method: 'POST', url: path, headers: citizen, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].text).toBe(M.certificateNotValid);
  });

  it('answers the questions of the feedback and whether an operator takes contracts', async () => {
    const questions = (await get('/all-question', citizen)).json().data as { kind: string }[];
    expect(questions.map((q) => q.kind)).toEqual(['yesno', 'scale', 'scale', 'scale', 'yesno']);
    expect((await get(`/is-available-contracts/${INSTITUTION.yamalTour}`, citizen)).json().data).toEqual({
      available: true,
      reason: null,
    });
    expect((await get(`/is-available-contracts/${INSTITUTION.severnayaZabota}`, citizen)).statusCode).toBe(404);
  });
});
