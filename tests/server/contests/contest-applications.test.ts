import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTEST_MSG } from '../../../server/contests/messages.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import {
  CONTEST_APPLICATION_MESSAGES,
  CONTEST_APPLICATION_REFUSALS,
  ContestApplicationStatus as S,
} from '../../../common/contests/contest-application-machine.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const ZABOTA = INSTITUTION.severnayaZabota;
const KCSON = INSTITUTION.kcsonNoyabrsk;
/** The provider's employee ids (seed/people.ts). */
const ZABOTA_EMPLOYEE = 2;
const KCSON_EMPLOYEE = 3;
/** Demo contests: 10 and 11 open now, 12 closed (the test moves the periods around today). */
const OPEN = 11;
const OPEN_TOO = 10;
const CLOSED = 12;
/** Demo applications (seed/contest-applications.ts). */
const ZABOTA_SUBMITTED = 3;
const KCSON_DRAFT = 4;

const shift = (days: number) => {
  const d = new Date(`${regionToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const FIELDS = {
  projectTitle: 'Школа ухода для родственников',
  services: [{ service: 'Обучение навыкам ухода', volume: 120, unit: 'занятие' }],
  recipients: 50,
  amountRequested: 750000.5,
  periodFrom: '2027-02-01',
  periodTo: '2027-11-30',
  description: 'Занятия для родственников, ухаживающих за тяжелобольными людьми.',
  contactPerson: 'Бондаренко Игорь Сергеевич',
  contactPhone: '+73496421100',
};

describeEachDb('contest applications', (kind) => {
  let t: TestApp;
  let zabota: PageHeaders;
  let kcson: PageHeaders;
  let worker: PageHeaders;
  let citizen: PageHeaders;
  let admin: PageHeaders;

  const inject = (method: 'GET' | 'POST', url: string, headers?: PageHeaders, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const upload = async (headers: PageHeaders, name = 'Смета.pdf') => {
    const body = multipart(name, PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: headers.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as string;
  };
  const snapshot = async (id: number) =>
    JSON.stringify(
      await t.db.query(
        `SELECT a.status, a.version, a.fields, a.signed_at, a.reject_reason,
                (SELECT json_agg(f.file_id ORDER BY f.file_id) FROM contest_application_files f WHERE f.application_id = a.id) AS f,
                (SELECT count(*) FROM contest_application_history h WHERE h.application_id = a.id) AS h
           FROM contest_applications a WHERE a.id = $1`,
        [id],
      ),
    );
  const count = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contest_applications'))[0].n;
  const card = async (headers: PageHeaders, institutionId: number, employeeId: number, contestId: number) => {
    const res = await inject(
      'GET',
      `/public/application-contests/${institutionId}/${employeeId}/${contestId}`,
      headers,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The demo's periods are counted from the day the demo was seeded: put them at known days around today.
    const period = `UPDATE subsidy_contest_periods SET applications_from = $2::date, applications_to = $3::date WHERE news_id = $1`;
    await t.db.query(period, [OPEN, shift(-5), shift(30)]);
    await t.db.query(period, [OPEN_TOO, shift(-20), shift(10)]);
    await t.db.query(period, [CLOSED, shift(-90), shift(-60)]);
    zabota = await t.signInAt('provider', ZABOTA, 2);
    kcson = await t.signInAt('provider', KCSON, 2);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    citizen = await t.signIn('citizen');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('tells anyone a contest’s period of applications and whether it is open; an unknown contest is 404', async () => {
    const open = await inject('GET', `/public/application-contests/${OPEN}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ contestId: OPEN, open: true, applicationsTo: shift(30) });
    expect((await inject('GET', `/public/application-contests/${CLOSED}`)).json().data.open).toBe(false);
    const missing = await inject('GET', '/public/application-contests/1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages[0].text).toBe(CONTEST_MSG.contestNotFound);
  });

  it('lists the institution’s own applications to the provider, and the submitted ones of all to the department', async () => {
    const own = await inject('POST', '/application-contests/institution-request', zabota, {});
    expect(own.statusCode).toBe(200);
    const data = own.json().data;
    expect(data.side).toBe('provider');
    expect(data.items.map((a: { institutionId: number }) => a.institutionId)).toEqual(data.items.map(() => ZABOTA));
    expect(data.items.map((a: { status: number }) => a.status).sort()).toEqual([S.Submitted, S.Accepted]);
    expect(data.contests.map((c: { contestId: number; open: boolean }) => [c.contestId, c.open])).toEqual(
      expect.arrayContaining([
        [OPEN, true],
        [CLOSED, false],
      ]),
    );
    const all = (await inject('POST', '/application-contests/institution-request', admin, {})).json().data;
    expect(all.side).toBe('department');
    expect(all.items.every((a: { status: number }) => a.status !== S.Draft)).toBe(true);
    expect(new Set(all.items.map((a: { institutionId: number }) => a.institutionId))).toEqual(new Set([ZABOTA, KCSON]));
  });

  it('refuses other roles, another institution and another employee', async () => {
    for (const headers of [worker, citizen]) {
      expect((await inject('POST', '/application-contests/institution-request', headers, {})).statusCode).toBe(403);
      expect(
        (
          await inject('POST', `/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}`, headers, {
            contestId: OPEN,
            fields: FIELDS,
            files: [],
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await inject('POST', '/application-contests/institution-request')).statusCode).toBe(401);
    const before = await count();
    const other = await inject('POST', `/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}`, kcson, {
      contestId: OPEN,
      fields: FIELDS,
      files: [],
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().messages[0].text).toBe(CONTEST_MSG.otherInstitution);
    const otherCard = await inject('GET', `/public/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}/${OPEN}`, kcson);
    expect(otherCard.statusCode).toBe(403);
    const employee = await inject('POST', `/application-contests/${KCSON}/${ZABOTA_EMPLOYEE}`, kcson, {
      contestId: OPEN,
      fields: FIELDS,
      files: [],
    });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().messages[0].text).toBe(CONTEST_MSG.otherEmployee);
    // Another institution's application cannot be signed by id either: it is not found in the caller's scope.
    const snap = await snapshot(KCSON_DRAFT);
    expect((await inject('POST', `/application-contests/sign/${KCSON_DRAFT}`, zabota, { version: 1 })).statusCode).toBe(
      404,
    );
    expect(await snapshot(KCSON_DRAFT)).toBe(snap);
    // A provider cannot decide.
    expect(
      (
        await inject('POST', '/application-contests/update', zabota, {
          id: ZABOTA_SUBMITTED,
          version: 2,
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses bad input with the form’s Russian messages and stores nothing', async () => {
    const before = await count();
    const res = await inject('POST', `/application-contests/${KCSON}/${KCSON_EMPLOYEE}`, kcson, {
      contestId: OPEN_TOO,
      fields: { ...FIELDS, projectTitle: '', contactPhone: '12345', recipients: 0 },
      files: [],
    });
    expect(res.statusCode).toBe(400);
    const texts = res.json().messages.map((m: { text: string }) => m.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Телефон контактного лица: Номер телефона должен начинаться с +7 или 8 и содержать 11 цифр',
      ]),
    );
    expect(texts.some((text: string) => text.startsWith('Наименование проекта (программы):'))).toBe(true);
    expect(texts.some((text: string) => text.startsWith('Число получателей услуг:'))).toBe(true);
    const period = await inject('POST', `/application-contests/${KCSON}/${KCSON_EMPLOYEE}`, kcson, {
      contestId: OPEN_TOO,
      fields: { ...FIELDS, periodFrom: '2027-05-01', periodTo: '2027-04-01' },
      files: [],
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().messages[0].text).toBe(CONTEST_MSG.badPeriod);
    const foreign = await upload(zabota);
    const files = await inject('POST', `/application-contests/${KCSON}/${KCSON_EMPLOYEE}`, kcson, {
      contestId: OPEN_TOO,
      fields: FIELDS,
      files: [foreign],
    });
    // The same person (the demo provider works in both): own uploads pass; a made-up id does not.
    expect(files.statusCode).toBe(200);
    await t.db.query('DELETE FROM contest_application_history WHERE application_id = $1', [files.json().data.id]);
    await t.db.query('DELETE FROM contest_applications WHERE id = $1', [files.json().data.id]);
    const made = await inject('POST', `/application-contests/${KCSON}/${KCSON_EMPLOYEE}`, kcson, {
      contestId: OPEN_TOO,
      fields: FIELDS,
      files: ['00000000-0000-4000-8000-999999999999'],
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().messages[0].text).toBe(CONTEST_MSG.foreignFiles);
    expect(await count()).toBe(before);
  });

  it('refuses a closed contest, for a new application and for the edit of a draft', async () => {
    const before = await count();
    const res = await inject('POST', `/application-contests/${KCSON}/${KCSON_EMPLOYEE}`, kcson, {
      contestId: CLOSED,
      fields: FIELDS,
      files: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0].text).toBe(CONTEST_MSG.closed);
    expect(await count()).toBe(before);
    // The draft of contest 11 while its period is moved into the past.
    await t.db.query(`UPDATE subsidy_contest_periods SET applications_to = $2::date WHERE news_id = $1`, [
      OPEN,
      shift(-1),
    ]);
    try {
      const snap = await snapshot(KCSON_DRAFT);
      const edit = await inject('POST', `/application-contests/${KCSON}/${KCSON_EMPLOYEE}`, kcson, {
        contestId: OPEN,
        id: KCSON_DRAFT,
        version: 1,
        fields: FIELDS,
        files: [],
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().messages[0].text).toBe(CONTEST_APPLICATION_REFUSALS.contestClosed);
      expect((await card(kcson, KCSON, KCSON_EMPLOYEE, OPEN)).allowedActions).toEqual([]);
      expect(await snapshot(KCSON_DRAFT)).toBe(snap);
    } finally {
      await t.db.query(`UPDATE subsidy_contest_periods SET applications_to = $2::date WHERE news_id = $1`, [
        OPEN,
        shift(30),
      ]);
    }
  });

  it('lets the provider make a draft, edit it, attach a document and sign it; a signed one is locked', async () => {
    const empty = await card(zabota, ZABOTA, ZABOTA_EMPLOYEE, OPEN);
    expect(empty).toMatchObject({ application: null, editable: true, allowedActions: ['edit'] });
    const created = await inject('POST', `/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}`, zabota, {
      contestId: OPEN,
      fields: FIELDS,
      files: [],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().messages[0].text).toBe(CONTEST_APPLICATION_MESSAGES.create);
    const { id, number, version } = created.json().data;
    expect(number).toMatch(/^ЗКС-\d{4}\/\d{6}$/);
    // A second application of the institution to the same contest is refused.
    const twice = await inject('POST', `/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}`, zabota, {
      contestId: OPEN,
      fields: FIELDS,
      files: [],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages[0].text).toBe(CONTEST_MSG.alreadyMade(number));
    // Signing without a document is refused by the table.
    const bare = await inject('POST', `/application-contests/sign/${id}`, zabota, { version });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().messages[0].text).toBe(CONTEST_APPLICATION_REFUSALS.noFiles);
    const file = await upload(zabota);
    const edited = await inject('POST', `/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}`, zabota, {
      contestId: OPEN,
      id,
      version,
      fields: { ...FIELDS, recipients: 55 },
      files: [file],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().messages[0].text).toBe(CONTEST_APPLICATION_MESSAGES.edit);
    // A stale version is refused and changes nothing.
    const snap = await snapshot(id);
    const stale = await inject('POST', `/application-contests/sign/${id}`, zabota, { version });
    expect(stale.statusCode).toBe(409);
    expect(await snapshot(id)).toBe(snap);
    const signed = await inject('POST', `/application-contests/sign/${id}`, zabota, { version: version + 1 });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ status: S.Submitted, version: version + 2 });
    const view = await card(zabota, ZABOTA, ZABOTA_EMPLOYEE, OPEN);
    expect(view.application).toMatchObject({
      status: S.Submitted,
      signerName: expect.any(String),
      projectTitle: FIELDS.projectTitle,
    });
    expect(view.application.fields.recipients).toBe(55);
    expect(view.application.files).toHaveLength(1);
    expect(view).toMatchObject({ editable: false, allowedActions: [] });
    expect(view.history.map((h: { action: string }) => h.action)).toEqual(['create', 'edit', 'sign']);
    // Locked: neither an edit nor a second signature.
    const locked = await snapshot(id);
    const edit = await inject('POST', `/application-contests/${ZABOTA}/${ZABOTA_EMPLOYEE}`, zabota, {
      contestId: OPEN,
      id,
      version: version + 2,
      fields: FIELDS,
      files: [file],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().messages[0].text).toBe(CONTEST_APPLICATION_REFUSALS.notInStatus);
    expect(
      (await inject('POST', `/application-contests/sign/${id}`, zabota, { version: version + 2 })).statusCode,
    ).toBe(409);
    expect(await snapshot(id)).toBe(locked);

    // The department sees it and rejects it with a reason; without one it is refused.
    const review = await card(admin, ZABOTA, ZABOTA_EMPLOYEE, OPEN);
    expect(review.allowedActions).toEqual(['accept', 'reject']);
    const noReason = await inject('POST', '/application-contests/update', admin, {
      id,
      version: version + 2,
      decision: 'reject',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messages[0].text).toBe(CONTEST_APPLICATION_REFUSALS.noReason);
    expect(await snapshot(id)).toBe(locked);
    const rejected = await inject('POST', '/application-contests/update', admin, {
      id,
      version: version + 2,
      decision: 'reject',
      reason: 'Не приложена смета',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await card(zabota, ZABOTA, ZABOTA_EMPLOYEE, OPEN)).application).toMatchObject({
      status: S.Rejected,
      rejectReason: 'Не приложена смета',
    });
  });

  it('lets the department accept a submitted application, once', async () => {
    const res = await inject('POST', '/application-contests/update', admin, {
      id: ZABOTA_SUBMITTED,
      version: 2,
      decision: 'accept',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(S.Accepted);
    const again = await inject('POST', '/application-contests/update', admin, {
      id: ZABOTA_SUBMITTED,
      version: 3,
      decision: 'reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    // A draft is not the department's to see.
    expect(
      (
        await inject('POST', '/application-contests/update', admin, {
          id: KCSON_DRAFT,
          version: 1,
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(404);
    const bad = await inject('POST', '/application-contests/update', admin, {
      id: ZABOTA_SUBMITTED,
      version: 3,
      decision: 'pay',
    });
    expect(bad.statusCode).toBe(400);
  });
});
