import { afterAll, beforeAll, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { TOURISM_MSG } from '../../../server/tourism/messages.ts';
import { TOURISM_CABINET_UNAVAILABLE } from '../../../server/tourism/cabinet.ts';
import { MESSAGES } from '../../../src/api/messages.ts';
import { schema as applicationSchema } from '../../../common/acts/generated/forms/tourism-provider-application.ts';
import { validateForm } from '../../../common/acts/generated/forms/tourism-provider-application.validators.js';
import { checkApplicationRules } from '../../../common/tourism/application-rules.ts';
import {
  LEGAL_FORMS,
  TOURISM_REQUEST_REFUSALS,
  TourismRequestStatus as S,
} from '../../../common/tourism/provider-request-machine.ts';
import { ogrnControl } from '../../../common/validation/ogrn.ts';
import { innLegalControl } from '../../../common/validation/inn.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { TOURISM_PROVIDER_REQUESTS } from '../../../server/db/seed/tourism.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

const YAMAL_TOUR = INSTITUTION.yamalTour;
/** Demo requests (seed/tourism.ts): ООО «Северный маршрут» under review, ИП Лаптандер (the «tourism» account) sent. */
const NORTH_ROUTE_REVIEW = 4;
const LAPTANDER_SENT = 5;

/** A valid OGRN and INN of a new organisation, made from a body unique to the test. */
const newOgrn = (body: string) => body + ogrnControl(body);
const newInn = (body: string) => body + innLegalControl(body);

const fieldsOf = (ogrn: string, inn: string, name = '«Полярная звезда»') => ({
  legalForm: 1,
  caption: `Общество с ограниченной ответственностью ${name}`,
  shortCaption: `ООО ${name}`,
  ogrn,
  inn,
  kpp: '890101001',
  address: '629008, ЯНАО, г. Салехард, ул. Ламбиных, д. 7',
  director: 'Ненянг Павел Сергеевич',
  phone: '+79124001122',
  email: 'info@polar-star.example.ru',
  dirFullFioGen: 'Ненянга Павла Сергеевича',
  foundationDoc: 'Устава',
  oktmo: '71951000',
  bankAccount: '40702810967450007788',
  bankBik: '047102651',
  bankName: 'Западно-Сибирский банк ПАО Сбербанк',
});

describeEachDb('tour operators’ requests for inclusion in the register', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let admin: PageHeaders;

  const inject = (method: 'GET' | 'POST', url: string, headers?: PageHeaders, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const text = (res: { json: () => { messages: Array<{ text: string }> } }) => res.json().messages[0]?.text;
  const setWindow = (dateFrom: string, dateTo: string) =>
    t.db.query(`UPDATE settings SET value = $1::jsonb WHERE id = 2`, [JSON.stringify({ dateFrom, dateTo })]);
  const year = Number(regionToday().slice(0, 4));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await setWindow(`${year}-01-01`, `${year}-12-31`);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('offers the legal forms to anyone, the same as the form’s choices', async () => {
    const res = await inject('GET', '/provider-tourism/legal-forms');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(LEGAL_FORMS.map((f) => ({ ...f })));
    const choices = (applicationSchema.properties!.legalForm as { oneOf: Array<{ const: number; title: string }> })
      .oneOf;
    expect(choices.map((c) => [c.const, c.title])).toEqual(LEGAL_FORMS.map((f) => [f.id, f.caption]));
  });

  it('holds demo requests whose forms pass the form’s own checks', () => {
    for (const r of TOURISM_PROVIDER_REQUESTS) {
      expect(validateForm(r.fields), `${r.number}: ${JSON.stringify(validateForm.errors)}`).toBe(true);
      expect(checkApplicationRules(r.fields)).toEqual([]);
    }
    expect(new Set(TOURISM_PROVIDER_REQUESTS.map((r) => r.status))).toEqual(
      new Set([S.Sent, S.InReview, S.Included, S.Refused, S.Withdrawn]),
    );
  });

  it('asks an anonymous visitor to sign in first (401)', async () => {
    expect((await inject('GET', '/provider-tourism/request')).statusCode).toBe(401);
    const res = await inject('POST', '/provider-tourism/new', undefined, {
      fields: fieldsOf(newOgrn('126890000001'), newInn('890100001')),
    });
    expect(res.statusCode).toBe(401);
  });

  it('takes a signed-in applicant’s request, numbered, and shows it with what may be done', async () => {
    const ogrn = newOgrn('126890000002');
    const before = (await inject('GET', '/provider-tourism/request', citizen)).json().data;
    expect(before).toMatchObject({ request: null, canApply: true, window: { open: true } });

    const res = await inject('POST', '/provider-tourism/new', citizen, { fields: fieldsOf(ogrn, newInn('890100002')) });
    expect(res.statusCode).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({ status: S.Sent, version: 1 });
    expect(made.number).toMatch(new RegExp(`^ЗТО-${year}/\\d{4}$`));
    expect(text(res)).toBe(TOURISM_MSG.created);

    const mine = (await inject('GET', '/provider-tourism/request', citizen)).json().data;
    expect(mine.canApply).toBe(false);
    expect(mine.request).toMatchObject({
      id: made.id,
      ogrn,
      status: S.Sent,
      statusCaption: 'Подано',
      requestType: 101,
    });
    expect(mine.request.allowedActions).toEqual(['edit', 'withdraw']);
    expect(mine.request.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    // Another user sees none of it.
    expect((await inject('GET', '/provider-tourism/request', guardian)).json().data.request).toBeNull();
  });

  it('keeps one open request per organisation and refuses one already included this year', async () => {
    const ogrn = newOgrn('126890000003');
    expect(
      (await inject('POST', '/provider-tourism/new', citizen, { fields: fieldsOf(ogrn, newInn('890100003')) }))
        .statusCode,
    ).toBe(200);
    const again = await inject('POST', '/provider-tourism/new', guardian, {
      fields: fieldsOf(ogrn, newInn('890100003')),
    });
    expect(again.statusCode).toBe(409);
    expect(text(again)).toMatch(/уже подано заявление № ЗТО-/);

    const [yamal] = await t.db.query<{ ogrn: string; inn: string }>(
      'SELECT ogrn, inn FROM institutions WHERE id = $1',
      [YAMAL_TOUR],
    );
    await t.db.query(`UPDATE institutions SET date_included = $2::date WHERE id = $1`, [YAMAL_TOUR, `${year}-02-16`]);
    const included = await inject('POST', '/provider-tourism/new', guardian, {
      fields: fieldsOf(yamal.ogrn, yamal.inn),
    });
    expect(included.statusCode).toBe(409);
    expect(text(included)).toBe(TOURISM_MSG.alreadyIncluded(`16.02.${year}`));
  });

  it('checks the form by its schema and the rules between fields, naming the field', async () => {
    const good = newOgrn('126890000004');
    const wrongDigit = good.slice(0, 12) + String((Number(good[12]) + 1) % 10);
    const badOgrn = await inject('POST', '/provider-tourism/new', guardian, {
      fields: fieldsOf(wrongDigit, newInn('890100004')),
    });
    expect(badOgrn.statusCode).toBe(400);
    expect(badOgrn.json().errors).toEqual([
      { pointer: '/ogrn', message: 'Некорректный ОГРН: не совпадает контрольная цифра' },
    ]);

    const entrepreneurWithKpp = await inject('POST', '/provider-tourism/new', guardian, {
      fields: { ...fieldsOf(newOgrn('126890000005'), newInn('890100005')), legalForm: 4 },
    });
    expect(entrepreneurWithKpp.statusCode).toBe(400);
    expect(
      entrepreneurWithKpp
        .json()
        .errors.map((e: { pointer: string }) => e.pointer)
        .sort(),
    ).toEqual(['/inn', '/kpp', '/ogrn']);
    const noName = await inject('POST', '/provider-tourism/new', guardian, {
      fields: { ...fieldsOf(newOgrn('126890000006'), newInn('890100006')), caption: '' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].pointer).toBe('/caption');
  });

  it('lets the applicant change their own request at the version they saw: stale is 409, another’s is absent', async () => {
    const res = await inject('POST', '/provider-tourism/new', guardian, {
      fields: fieldsOf(newOgrn('126890000007'), newInn('890100007')),
    });
    const { id } = res.json().data;
    const changed = { ...fieldsOf(newOgrn('126890000007'), newInn('890100007')), director: 'Ненянг Ирина Павловна' };
    const ok = await inject('POST', '/provider-tourism/update', guardian, { id, version: 1, fields: changed });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id, version: 2, status: S.Sent });
    const [row] = await t.db.query<{ fields: { director: string } }>(
      'SELECT fields FROM tourism_provider_requests WHERE id = $1',
      [id],
    );
    expect(row.fields.director).toBe('Ненянг Ирина Павловна');

    const stale = await inject('POST', '/provider-tourism/update', guardian, { id, version: 1, fields: changed });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    // Someone else's request reads as absent; the department does not edit an applicant's form.
    expect(
      (await inject('POST', '/provider-tourism/update', citizen, { id, version: 2, fields: changed })).statusCode,
    ).toBe(404);
    const byAdmin = await inject('POST', '/provider-tourism/update', admin, { id, version: 2, fields: changed });
    expect(byAdmin.statusCode).toBe(403);
    expect(text(byAdmin)).toBe(TOURISM_MSG.applicantOnly);
  });

  it('accepts and changes requests only inside the window of setting 2; withdrawing stays possible', async () => {
    const res = await inject('POST', '/provider-tourism/new', guardian, {
      fields: fieldsOf(newOgrn('126890000008'), newInn('890100008')),
    });
    const { id } = res.json().data;
    await setWindow(`${year - 1}-01-01`, `${year - 1}-12-31`);
    try {
      const closed = await inject('POST', '/provider-tourism/new', guardian, {
        fields: fieldsOf(newOgrn('126890000009'), newInn('890100009')),
      });
      expect(closed.statusCode).toBe(409);
      expect(text(closed)).toBe(TOURISM_REQUEST_REFUSALS.windowClosed);
      const edit = await inject('POST', '/provider-tourism/update', guardian, {
        id,
        version: 1,
        fields: fieldsOf(newOgrn('126890000008'), newInn('890100008')),
      });
      expect(edit.statusCode).toBe(409);
      expect(text(edit)).toBe(TOURISM_REQUEST_REFUSALS.windowClosed);
      const page = (await inject('GET', '/provider-tourism/request', guardian)).json().data;
      expect(page).toMatchObject({ canApply: false, window: { open: false } });
      expect(page.request.allowedActions).toEqual(['withdraw']);
      const withdrawn = await inject('POST', '/provider-tourism/withdraw', guardian, { id, version: 1 });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().data.status).toBe(S.Withdrawn);
    } finally {
      await setWindow(`${year}-01-01`, `${year}-12-31`);
    }
  });

  it('lets only the department review and decide; a refusal needs its reason and tells the applicant', async () => {
    const list = await inject('GET', '/provider-tourism/requests?status=2', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((r: { id: number }) => r.id)).toContain(NORTH_ROUTE_REVIEW);
    expect((await inject('GET', '/provider-tourism/requests', citizen)).statusCode).toBe(403);

    const [sent] = await t.db.query<{ version: number }>(
      'SELECT version FROM tourism_provider_requests WHERE id = $1',
      [LAPTANDER_SENT],
    );
    const byApplicant = await inject('POST', `/provider-tourism/decide/${LAPTANDER_SENT}`, citizen, {
      version: sent.version,
      decisionType: 1,
    });
    expect(byApplicant.statusCode).toBe(403);
    const noReason = await inject('POST', `/provider-tourism/decide/${LAPTANDER_SENT}`, admin, {
      version: sent.version,
      decisionType: 2,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(text(noReason)).toBe(TOURISM_REQUEST_REFUSALS.noReason);
    const refused = await inject('POST', `/provider-tourism/decide/${LAPTANDER_SENT}`, admin, {
      version: sent.version,
      decisionType: 2,
      reason: 'Не приложена выписка из реестра туроператоров',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.status).toBe(S.Refused);
    const [row] = await t.db.query<{ decision_type: number; decision_reason: string; decided_by: number }>(
      'SELECT decision_type, decision_reason, decided_by FROM tourism_provider_requests WHERE id = $1',
      [LAPTANDER_SENT],
    );
    expect(row).toMatchObject({ decision_type: 2, decision_reason: 'Не приложена выписка из реестра туроператоров' });
    const notices = await t.db.query<{ text: string; notice_class: string }>(
      `SELECT text, notice_class FROM user_messages
        WHERE user_id = (SELECT id FROM users WHERE login = 'tourism') AND text LIKE '%' || $1 || '%'`,
      [refused.json().data.number],
    );
    expect(notices).toEqual([
      {
        notice_class: 'notValid',
        text: expect.stringMatching(/^Во включении в реестр .* отказано\. Причина: Не приложена выписка/),
      },
    ]);
  });

  it('includes the organisation: its inclusion date, the applicant as its tour operator, requisites, a notice', async () => {
    const ogrn = newOgrn('126890000010');
    const made = (
      await inject('POST', '/provider-tourism/new', guardian, {
        fields: fieldsOf(ogrn, newInn('890100010'), '«Ямальские просторы»'),
      })
    ).json().data;
    const reviewed = await inject('POST', `/provider-tourism/review/${made.id}`, admin, { version: 1 });
    expect(reviewed.json().data).toMatchObject({ status: S.InReview, version: 2 });
    const card = (await inject('GET', `/provider-tourism/requests/${made.id}`, admin)).json().data;
    expect(card.allowedActions).toEqual(['include', 'refuse']);
    const included = await inject('POST', `/provider-tourism/decide/${made.id}`, admin, {
      version: 2,
      decisionType: 1,
    });
    expect(included.statusCode).toBe(200);
    expect(included.json().data.status).toBe(S.Included);

    const [inst] = await t.db.query<{ id: number; date_included: string; source_type: number; short_caption: string }>(
      `SELECT id, to_char(date_included, 'YYYY-MM-DD') AS date_included, source_type, short_caption FROM institutions WHERE ogrn = $1`,
      [ogrn],
    );
    expect(inst).toMatchObject({
      date_included: regionToday(),
      source_type: 2,
      short_caption: 'ООО «Ямальские просторы»',
    });
    const [req] = await t.db.query<{ institution_id: number; decision_type: number }>(
      'SELECT institution_id, decision_type FROM tourism_provider_requests WHERE id = $1',
      [made.id],
    );
    expect(req).toEqual({ institution_id: inst.id, decision_type: 1 });
    const [requisites] = await t.db.query<{ bank_account: string }>(
      'SELECT bank_account FROM tourism_requisites WHERE institution_id = $1',
      [inst.id],
    );
    expect(requisites.bank_account).toBe('40702810967450007788');
    const notices = await t.db.query<{ text: string; notice_class: string }>(
      `SELECT text, notice_class FROM user_messages
        WHERE user_id = (SELECT id FROM users WHERE login = 'guardian') AND notice_class = 'accepted'`,
    );
    expect(notices.map((n) => n.text)).toEqual([expect.stringContaining(`Заявление № ${made.number} удовлетворено`)]);

    // The applicant now works for the organisation as its tour operator; a decided request is final.
    const me = (await inject('GET', '/esia/current-user-info', guardian)).json().data;
    expect(me.availableInstitutions).toEqual(
      expect.arrayContaining([expect.objectContaining({ institutionId: inst.id, institutionRole: 4 })]),
    );
    const chosen = await inject(
      'GET',
      `/esia/set-user-institution-role?institutionSourceType=2&institutionId=${inst.id}&institutionRole=4`,
      guardian,
    );
    expect(chosen.statusCode).toBe(200);
    const late = await inject('POST', '/provider-tourism/withdraw', await t.signIn('guardian'), {
      id: made.id,
      version: 3,
    });
    expect(late.statusCode).toBe(409);
    expect(text(late)).toBe(TOURISM_REQUEST_REFUSALS.notInStatus);
  });

  it('closes the tour operator’s cabinet of an organisation not included this year, on role choice and on its routes', async () => {
    expect(TOURISM_CABINET_UNAVAILABLE).toBe(MESSAGES.tourismCabinetUnavailable);
    await t.db.query(`UPDATE institutions SET date_included = $2::date WHERE id = $1`, [YAMAL_TOUR, `${year}-02-16`]);
    const tourism = await t.signInAt('tourism', YAMAL_TOUR, 4);
    expect((await inject('GET', '/institution/tourism-requisites', tourism)).statusCode).toBe(200);
    try {
      await t.db.query(`UPDATE institutions SET date_included = $2::date WHERE id = $1`, [
        YAMAL_TOUR,
        `${year - 1}-02-16`,
      ]);
      const requisites = await inject('GET', '/institution/tourism-requisites', tourism);
      expect(requisites.statusCode).toBe(403);
      expect(requisites.json().messages[0]).toMatchObject({ severity: 'Info', text: TOURISM_CABINET_UNAVAILABLE });
      expect((await inject('GET', '/soc-service-refunds', tourism)).statusCode).toBe(403);
      // What a signed-in person may do stays open: the profile, the request page.
      expect((await inject('GET', '/esia/current-user-info', tourism)).statusCode).toBe(200);
      expect((await inject('GET', '/provider-tourism/request', tourism)).statusCode).toBe(200);
      const fresh = await t.signIn('tourism');
      const choose = await inject(
        'GET',
        `/esia/set-user-institution-role?institutionSourceType=2&institutionId=${YAMAL_TOUR}&institutionRole=4`,
        fresh,
      );
      expect(choose.statusCode).toBe(403);
      expect(text(choose)).toBe(TOURISM_CABINET_UNAVAILABLE);
      await t.db.query(`UPDATE institutions SET date_included = NULL WHERE id = $1`, [YAMAL_TOUR]);
      expect((await inject('GET', '/institution/tourism-requisites', tourism)).statusCode).toBe(403);
    } finally {
      await t.db.query(`UPDATE institutions SET date_included = $2::date WHERE id = $1`, [YAMAL_TOUR, `${year}-02-16`]);
    }
    expect((await inject('GET', '/institution/tourism-requisites', tourism)).statusCode).toBe(200);
  });
});
