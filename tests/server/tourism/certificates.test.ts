import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERSON } from '../../../server/db/seed/people.ts';
import {
  CITIZEN_ISSUED_CERTIFICATE,
  GUARDIAN_SUBMITTED_CERTIFICATE,
  TOURISM_CERTIFICATES,
} from '../../../server/db/seed/tourism-certificates.ts';
import { TOURISM_CERT_MSG } from '../../../server/tourism/certificate-messages.ts';
import { expireOverdueTourismCertificates, markTourismCertificateUsed } from '../../../server/tourism/certificates.ts';
import { sweepDeadlines } from '../../../server/messages/deadlines.ts';
import {
  TOURISM_CERTIFICATE_REFUSALS,
  TOURISM_CERTIFICATE_STATUSES,
  TourismCertificateStatus as S,
} from '../../../common/tourism/certificate-machine.ts';
import { fullYears, HOLDER_MSG } from '../../../common/tourism/certificate-holders.ts';
import { addDays } from '../../../common/schedule/slots.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
/** The types of migration 0037. */
const FAMILY_TYPE = 1;
const CHILD_TOUR_TYPE = 2;
const PENSIONER_TYPE = 3;

describeEachDb('tourism certificates', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let family: PageHeaders;
  let guardian: PageHeaders;
  let admin: PageHeaders;
  let provider: PageHeaders;

  const inject = (method: 'GET' | 'POST', url: string, headers?: PageHeaders, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const text = (res: { json: () => { messages: Array<{ text: string }> } }) => res.json().messages[0]?.text;
  const count = async () =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tourism_certificates'))[0].n);
  const upload = async (headers: PageHeaders, name = 'Свидетельство о рождении.pdf') => {
    const body = multipart(name, PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: headers.cookie },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; uri: string; originalFileName: string };
    return { id: data.id, uri: data.uri, originalFileName: data.originalFileName };
  };
  const draftFields = async (headers: PageHeaders, typeId: number) => {
    const res = await inject('GET', `/cert-tourism/draft/${typeId}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.fields as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    family = await t.signIn('family');
    guardian = await t.signIn('guardian');
    admin = await t.signIn('admin');
    provider = (await t.signInEmployee('provider', 2)).headers;
  });
  afterAll(() => t.close());

  it('holds demo certificates in every status, the citizen’s issued one valid today', () => {
    // Each demo holder passed their type's rule on the day they applied, or the seed would have stopped.
    expect(new Set(TOURISM_CERTIFICATES.map((c) => c.status))).toEqual(new Set(TOURISM_CERTIFICATE_STATUSES));
    const issued = TOURISM_CERTIFICATES.find((c) => c.id === CITIZEN_ISSUED_CERTIFICATE)!;
    const today = regionToday();
    expect(issued).toMatchObject({ personId: PERSON.citizen, status: S.Issued });
    expect(issued.dateFrom! <= today && today <= issued.dateToIncluded!).toBe(true);
  });

  it('lists the citizen’s own certificates only, and those of a period', async () => {
    const mine = await inject('GET', '/cert-tourism', citizen);
    expect(mine.statusCode).toBe(200);
    const own = TOURISM_CERTIFICATES.filter((c) => c.personId === PERSON.citizen).map((c) => c.id);
    expect(
      mine
        .json()
        .data.items.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual(own.sort());
    const issued = mine.json().data.items.find((c: { id: number }) => c.id === CITIZEN_ISSUED_CERTIFICATE);
    expect(issued).toMatchObject({ statusCaption: 'Выдан', inForce: true });
    expect(issued.validPeriod).toMatch(/^с \d\d\.\d\d\.\d{4} по \d\d\.\d\d\.\d{4}$/);

    const today = regionToday();
    const now = await inject('GET', `/cert-tourism/${today}/${today}`, citizen);
    expect(now.statusCode).toBe(200);
    expect(now.json().data.items.map((c: { id: number }) => c.id)).toContain(CITIZEN_ISSUED_CERTIFICATE);
    const future = addDays(today, 400);
    const later = await inject('GET', `/cert-tourism/${future}/${addDays(future, 10)}`, citizen);
    expect(later.json().data.items).toEqual([]);
    const bad = await inject('GET', `/cert-tourism/${today}/2020-01-01`, citizen);
    expect(bad.statusCode).toBe(400);
    expect(text(bad)).toBe(TOURISM_CERT_MSG.badPeriod);
  });

  it('shows the card to its holder and the department; another citizen’s reads as absent', async () => {
    const own = await inject('GET', `/cert-tourism/${CITIZEN_ISSUED_CERTIFICATE}`, citizen);
    expect(own.statusCode).toBe(200);
    const card = own.json().data;
    expect(card).toMatchObject({ status: S.Issued, side: 'applicant', allowedActions: [] });
    expect(card.dateFrom).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(card.members).toEqual([expect.objectContaining({ personId: PERSON.citizenSon, relationDegree: 'Сын' })]);
    expect(card.history.map((h: { action: string }) => h.action)).toEqual(['create', 'issue']);

    const foreign = await inject('GET', `/cert-tourism/${GUARDIAN_SUBMITTED_CERTIFICATE}`, citizen);
    expect(foreign.statusCode).toBe(404);
    expect(text(foreign)).toBe(TOURISM_CERT_MSG.notFound(GUARDIAN_SUBMITTED_CERTIFICATE));
    expect((await inject('GET', `/cert-tourism/documents/${GUARDIAN_SUBMITTED_CERTIFICATE}`, citizen)).statusCode).toBe(
      404,
    );
    expect(text(await inject('GET', '/cert-tourism/documents/abc', citizen))).toBe(
      TOURISM_CERT_MSG.certificateNotGiven,
    );

    const department = await inject('GET', `/cert-tourism/${GUARDIAN_SUBMITTED_CERTIFICATE}`, admin);
    expect(department.json().data).toMatchObject({ side: 'department', allowedActions: ['issue', 'refuse'] });

    // The used demo certificate names the real tour contract that used it, and that contract names it.
    const used = (await inject('GET', '/cert-tourism/2', family)).json().data;
    const [contract] = await t.db.query<{ id: number; number: string; certificate: number; kind: string }>(
      `SELECT id, number, tourism_certificate_id AS certificate, payment_kind AS kind
         FROM service_contracts WHERE id = $1`,
      [used.contractId],
    );
    expect(used.status).toBe(S.Used);
    expect(contract).toMatchObject({ certificate: 2, kind: 'certificate' });
    expect(used.history.at(-1)).toMatchObject({ action: 'use', note: `Договор № ${contract.number}` });
  });

  it('lets only citizens in: anonymous 401, an employee 403, the department list is the administrator’s', async () => {
    expect((await inject('GET', '/cert-tourism')).statusCode).toBe(401);
    expect((await inject('GET', '/cert-tourism', provider)).statusCode).toBe(403);
    expect((await inject('GET', '/cert-tourism/department', citizen)).statusCode).toBe(403);
    const list = await inject('GET', `/cert-tourism/department?status=${S.Submitted}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((c: { id: number }) => c.id)).toContain(GUARDIAN_SUBMITTED_CERTIFICATE);
    expect(
      (await inject('POST', `/cert-tourism/issue/${GUARDIAN_SUBMITTED_CERTIFICATE}`, guardian, { version: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('serves the form’s lookups: relation degrees as the form lists them, the family, cities and streets', async () => {
    const degrees = (await inject('GET', '/cert-tourism/relation-degree', citizen)).json().data;
    const shared = JSON.parse(readFileSync('schemas/common/relation-degree.json', 'utf8')) as {
      definitions: { relationDegree: { oneOf: Array<{ const: number; title: string }> } };
    };
    const choices = shared.definitions.relationDegree.oneOf.map((c) => ({ code: c.const, caption: c.title }));
    expect(degrees).toEqual(choices);
    const familyList = (await inject('GET', '/cert-tourism/family', citizen)).json().data;
    expect(familyList.map((m: { code: number }) => m.code).sort()).toEqual([PERSON.citizenSon, PERSON.citizenDaughter]);
    const cities = (await inject('GET', '/cert-tourism/cities', citizen)).json().data;
    expect(cities.length).toBeGreaterThan(0);
    const streets = await inject(
      'GET',
      `/cert-tourism/streets/${cities[0].code}/${encodeURIComponent('Респ')}`,
      citizen,
    );
    expect(streets.statusCode).toBe(200);
    // Nothing typed yet: the street field lists the city's first streets.
    const first = await inject('GET', `/cert-tourism/streets/${cities[0].code}`, citizen);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.length).toBeGreaterThan(0);
    expect(text(await inject('GET', '/cert-tourism/streets/x/y', citizen))).toBe(TOURISM_CERT_MSG.badCity);
    expect(text(await inject('GET', '/cert-tourism/streets/x', citizen))).toBe(TOURISM_CERT_MSG.badCity);
  });

  it('drafts the form from the applicant’s data and family, and says whether they may apply', async () => {
    const res = await inject('GET', `/cert-tourism/draft/${FAMILY_TYPE}`, family);
    expect(res.statusCode).toBe(200);
    const draft = res.json().data;
    expect(draft).toMatchObject({ allowed: true, reason: null, type: { id: FAMILY_TYPE } });
    expect(draft.family.map((m: { personId: number }) => m.personId).sort()).toEqual([23, 24, 25]);
    expect(draft.fields.address.cityId).toBeGreaterThan(0);
    const issued = (await inject('GET', `/cert-tourism/draft/${CHILD_TOUR_TYPE}`, citizen)).json().data;
    expect(issued.allowed).toBe(false);
    expect(issued.reason).toContain('уже есть выданный сертификат этого вида');
    const bad = await inject('GET', '/cert-tourism/draft/99', citizen);
    expect(bad.statusCode).toBe(400);
    expect(text(bad)).toBe(TOURISM_CERT_MSG.typeNotGiven);
  });

  it('refuses a type whose holder rule the person does not meet, in the draft and in the list of types', async () => {
    const today = regionToday();
    // The citizen has two children: not a large family; she is 38: not a pensioner.
    const notLarge = await inject('GET', `/cert-tourism/draft/${FAMILY_TYPE}`, citizen);
    expect(notLarge.statusCode).toBe(200);
    expect(notLarge.json().data).toMatchObject({ allowed: false, reason: HOLDER_MSG.notLargeFamily(2) });
    expect(notLarge.json().data.family).toHaveLength(2);
    const citizenAge = fullYears('1988-04-12', today);
    const citizenTypes = (await inject('GET', '/cert-tourism/allowed-creation-certificate', citizen)).json().data;
    expect(citizenTypes.allowed).toBe(false);
    const reasons = (types: Array<{ typeId: number; allowed: boolean; reason: string | null }>) =>
      Object.fromEntries(types.map((x) => [x.typeId, [x.allowed, x.reason]]));
    expect(reasons(citizenTypes.types)).toMatchObject({
      [FAMILY_TYPE]: [false, HOLDER_MSG.notLargeFamily(2)],
      [CHILD_TOUR_TYPE]: [false, expect.stringContaining('уже есть выданный сертификат этого вида')],
      [PENSIONER_TYPE]: [false, HOLDER_MSG.notPensionAge(citizenAge)],
    });

    // The guardian's son of 14 and ward of 11 admit her to the child's tour only, which waits for the decision.
    const guardianTypes = (await inject('GET', '/cert-tourism/allowed-creation-certificate', guardian)).json().data;
    expect(guardianTypes.allowed).toBe(false);
    expect(reasons(guardianTypes.types)).toEqual({
      [FAMILY_TYPE]: [false, HOLDER_MSG.notLargeFamily(2)],
      [CHILD_TOUR_TYPE]: [false, expect.stringContaining('уже подано')],
      [PENSIONER_TYPE]: [false, HOLDER_MSG.notPensionAge(fullYears('1975-11-30', today))],
    });

    // The large family may apply for the family holiday again; the child's tour is used; the father is no pensioner.
    const familyTypes = (await inject('GET', '/cert-tourism/allowed-creation-certificate', family)).json().data;
    expect(familyTypes.allowed).toBe(true);
    expect(reasons(familyTypes.types)).toEqual({
      [FAMILY_TYPE]: [true, null],
      [CHILD_TOUR_TYPE]: [false, expect.stringContaining('в этом году уже использован')],
      [PENSIONER_TYPE]: [false, HOLDER_MSG.notPensionAge(fullYears('1987-08-16', today))],
    });
    const familyDraft = (await inject('GET', `/cert-tourism/draft/${PENSIONER_TYPE}`, family)).json().data;
    expect(familyDraft).toMatchObject({
      allowed: false,
      reason: HOLDER_MSG.notPensionAge(fullYears('1987-08-16', today)),
    });
  });

  it('refuses an application the holder rule does not admit, with the reason, and writes nothing', async () => {
    const before = await count();
    const history = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tourism_certificate_history'))[0].n;
    const historyBefore = await history();
    const citizenFields = await draftFields(citizen, FAMILY_TYPE);
    const notLarge = await inject('POST', '/cert-tourism/new', citizen, { typeId: FAMILY_TYPE, fields: citizenFields });
    expect(notLarge.statusCode).toBe(409);
    expect(text(notLarge)).toBe(HOLDER_MSG.notLargeFamily(2));
    const notPensioner = await inject('POST', '/cert-tourism/new', citizen, {
      typeId: PENSIONER_TYPE,
      fields: { ...citizenFields, members: [] },
    });
    expect(notPensioner.statusCode).toBe(409);
    expect(text(notPensioner)).toBe(HOLDER_MSG.notPensionAge(fullYears('1988-04-12', regionToday())));
    // The child's tour needs a child of 7 to 17 among those who go (the form is checked before what is on file).
    const guardianFields = await draftFields(guardian, CHILD_TOUR_TYPE);
    const noChild = await inject('POST', '/cert-tourism/new', guardian, {
      typeId: CHILD_TOUR_TYPE,
      fields: { ...guardianFields, members: [] },
    });
    expect(noChild.statusCode).toBe(400);
    expect(text(noChild)).toBe(HOLDER_MSG.noChosenChildOfAge);
    expect(await count()).toBe(before);
    expect(await history()).toBe(historyBefore);
  });

  it('refuses the okrug’s types to a person whose address lies outside the okrug', async () => {
    const [home] = await t.db.query<{ id: number; region: number }>(
      'SELECT a.id, a.region_id AS region FROM persons p JOIN addresses a ON a.id = p.fact_address_id WHERE p.id = $1',
      [PERSON.guardian],
    );
    // The other region of the reference list (server/db/seed/regions.ts: 4 Тюменская область).
    await t.db.query('UPDATE addresses SET region_id = 4 WHERE id = $1', [home.id]);
    try {
      const types = (await inject('GET', '/cert-tourism/allowed-creation-certificate', guardian)).json().data.types;
      expect(types.map((x: { allowed: boolean; reason: string | null }) => [x.allowed, x.reason])).toEqual([
        [false, HOLDER_MSG.outsideRegion],
        [false, expect.stringContaining('уже подано')],
        [false, HOLDER_MSG.outsideRegion],
      ]);
      const before = await count();
      const fields = await draftFields(guardian, FAMILY_TYPE);
      const refused = await inject('POST', '/cert-tourism/new', guardian, { typeId: FAMILY_TYPE, fields });
      expect(refused.statusCode).toBe(409);
      expect(text(refused)).toBe(HOLDER_MSG.outsideRegion);
      expect(await count()).toBe(before);
    } finally {
      await t.db.query('UPDATE addresses SET region_id = $2 WHERE id = $1', [home.id, home.region]);
    }
  });

  it('refuses bad applications in Russian and changes nothing', async () => {
    const fields = await draftFields(family, FAMILY_TYPE);
    const before = await count();
    const noType = await inject('POST', '/cert-tourism/new', family, { fields });
    expect(noType.statusCode).toBe(400);
    expect(text(noType)).toBe(TOURISM_CERT_MSG.typeNotGiven);
    const badPhone = await inject('POST', '/cert-tourism/new', family, {
      typeId: FAMILY_TYPE,
      fields: { ...fields, phone: '12' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(text(badPhone)).toMatch(/^Контактный телефон: /);
    const stranger = await inject('POST', '/cert-tourism/new', family, {
      typeId: FAMILY_TYPE,
      fields: { ...fields, members: [{ personId: PERSON.citizenSon, relationDegreeId: 2 }] },
    });
    expect(stranger.statusCode).toBe(400);
    expect(text(stranger)).toBe(TOURISM_CERT_MSG.memberNotRelative(PERSON.citizenSon));
    const foreignFile = await upload(citizen, 'Чужой.pdf');
    const foreign = await inject('POST', '/cert-tourism/new', family, {
      typeId: FAMILY_TYPE,
      fields: { ...fields, documents: [foreignFile] },
    });
    expect(text(foreign)).toBe(TOURISM_CERT_MSG.foreignFiles);
    const citizenFields = await draftFields(citizen, CHILD_TOUR_TYPE);
    const again = await inject('POST', '/cert-tourism/new', citizen, {
      typeId: CHILD_TOUR_TYPE,
      fields: citizenFields,
    });
    expect(again.statusCode).toBe(409);
    expect(text(again)).toContain('уже есть выданный сертификат этого вида');
    expect(await count()).toBe(before);
  });

  it('takes an application with a family member and documents; the holder withdraws it at its version', async () => {
    const fields = await draftFields(family, FAMILY_TYPE);
    const file = await upload(family);
    const res = await inject('POST', '/cert-tourism/new', family, {
      typeId: FAMILY_TYPE,
      fields: { ...fields, members: [{ personId: 24, relationDegreeId: 3 }], documents: [file] },
    });
    expect(res.statusCode).toBe(200);
    expect(text(res)).toBe(TOURISM_CERT_MSG.created);
    const { id, number, version } = res.json().data;
    expect(number).toMatch(/^ТСЕ-\d{4}\/\d{6}$/);
    const docs = (await inject('GET', `/cert-tourism/documents/${id}`, family)).json().data;
    expect(docs).toEqual([expect.objectContaining({ id: file.id })]);
    const twice = await inject('POST', '/cert-tourism/new', family, { typeId: FAMILY_TYPE, fields });
    expect(twice.statusCode).toBe(409);
    expect(text(twice)).toBe(TOURISM_CERT_MSG.alreadyPending(number));

    const foreign = await inject('POST', `/cert-tourism/withdraw/${id}`, citizen, { version });
    expect(foreign.statusCode).toBe(404);
    const stale = await inject('POST', `/cert-tourism/withdraw/${id}`, family, { version: version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const withdrawn = await inject('POST', `/cert-tourism/withdraw/${id}`, family, { version });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ status: S.Withdrawn, statusCaption: 'Заявление отозвано' });
  });

  it('lets the department issue or refuse with the reason, at the version it saw, and tells the applicant', async () => {
    const fields = await draftFields(family, FAMILY_TYPE);
    const created = (
      await inject('POST', '/cert-tourism/new', family, {
        typeId: FAMILY_TYPE,
        fields: { ...fields, members: [{ personId: 25, relationDegreeId: 2 }] },
      })
    ).json().data;
    const noReason = await inject('POST', `/cert-tourism/refuse/${created.id}`, admin, { version: created.version });
    expect(noReason.statusCode).toBe(400);
    expect(text(noReason)).toBe(TOURISM_CERTIFICATE_REFUSALS.noReason);
    const stale = await inject('POST', `/cert-tourism/issue/${created.id}`, admin, { version: created.version + 3 });
    expect(stale.statusCode).toBe(409);
    const issued = await inject('POST', `/cert-tourism/issue/${created.id}`, admin, { version: created.version });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data.statusCaption).toBe('Выдан');
    const card = (await inject('GET', `/cert-tourism/${created.id}`, family)).json().data;
    const today = regionToday();
    expect(card).toMatchObject({
      status: S.Issued,
      dateFrom: today,
      dateToIncluded: addDays(today, 179),
      inForce: true,
    });
    const again = await inject('POST', `/cert-tourism/refuse/${created.id}`, admin, {
      version: card.version,
      reason: 'Нет',
    });
    expect(again.statusCode).toBe(409);
    const notices = await t.db.query<{ text: string }>(
      `SELECT text FROM user_messages WHERE user_id = 7 AND text LIKE $1`,
      [`%сертификат № ${created.number} выдан%`],
    );
    expect(notices).toHaveLength(1);

    const guardianRefused = await inject('POST', `/cert-tourism/refuse/${GUARDIAN_SUBMITTED_CERTIFICATE}`, admin, {
      version: 1,
      reason: 'Не приложено свидетельство о рождении ребёнка',
    });
    expect(guardianRefused.statusCode).toBe(200);
    const refusedCard = (await inject('GET', `/cert-tourism/${GUARDIAN_SUBMITTED_CERTIFICATE}`, guardian)).json().data;
    expect(refusedCard).toMatchObject({ status: S.Refused, reason: 'Не приложено свидетельство о рождении ребёнка' });
  });

  it('is used by a tour contract while in force, and expires after its last day', async () => {
    const card = (await inject('GET', `/cert-tourism/${CITIZEN_ISSUED_CERTIFICATE}`, citizen)).json().data;
    const [contract] = await t.db.query<{ id: number }>(
      'SELECT id FROM service_contracts WHERE person_id = $1 LIMIT 1',
      [PERSON.citizen],
    );
    await t.db.transaction((tx) =>
      markTourismCertificateUsed(tx, CITIZEN_ISSUED_CERTIFICATE, contract.id, { personId: PERSON.citizen, userId: 1 }),
    );
    const used = (await inject('GET', `/cert-tourism/${CITIZEN_ISSUED_CERTIFICATE}`, citizen)).json().data;
    expect(used).toMatchObject({ status: S.Used, contractId: contract.id, version: card.version + 1 });
    const [linked] = await t.db.query<{ c: number }>(
      'SELECT tourism_certificate_id AS c FROM service_contracts WHERE id = $1',
      [contract.id],
    );
    expect(linked.c).toBe(CITIZEN_ISSUED_CERTIFICATE);

    // The certificate issued in the test above expires the day after its last one.
    const issued = await t.db.query<{ id: number; last: string }>(
      `SELECT id, to_char(date_to_included, 'YYYY-MM-DD') AS last FROM tourism_certificates WHERE status = 2`,
    );
    expect(issued.length).toBeGreaterThan(0);
    expect(await expireOverdueTourismCertificates(t.db, issued[0].last)).toBe(0);
    expect(await expireOverdueTourismCertificates(t.db, addDays(issued[0].last, 1))).toBeGreaterThan(0);
    const expired = (await inject('GET', `/cert-tourism/${issued[0].id}`, admin)).json().data;
    expect(expired.statusCaption).toBe('Срок действия истёк');
    await expect(
      t.db.transaction((tx) =>
        markTourismCertificateUsed(tx, issued[0].id, contract.id, { personId: null, userId: 6 }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await sweepDeadlines(t.db)).expiredCertificates).toBeGreaterThanOrEqual(0);
  });
});
