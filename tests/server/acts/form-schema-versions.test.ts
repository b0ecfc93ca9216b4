import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Auth } from '../../../server/auth/session.ts';
import { HttpError } from '../../../server/http/envelope.ts';
import { FORM_MSG } from '../../../server/messages.ts';
import {
  CONTEST_APPLICATION_RECORDS,
  FORM_RECORD_KINDS,
  migrateOutdatedFormRecords,
  TOURISM_REQUEST_RECORDS,
} from '../../../server/acts/form-records.ts';
import { contestApplicationService } from '../../../server/contests/contest-applications.ts';
import { tourismProviderRequestService } from '../../../server/tourism/provider-requests.ts';
import { FORM_MIGRATIONS } from '../../../common/acts/generated/migrations.ts';
import { migrateForm, type MigrationPlan } from '../../../common/acts/migrations/index.ts';
import { SystemRole } from '../../../common/roles.ts';
import { TourismRequestStatus } from '../../../common/tourism/provider-request-machine.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/**
 * The form records kept as JSON (a contest application, a tour operator's request) written under
 * an older version of their form (issue «Acts that outlive their schemas», item 6). No form has a
 * version 2 yet, so the services and the batch are given a plan of version 2 the way a release
 * would make it: a field renamed from version 1 (schemas/forms/<form>/migrations/2.json).
 */

const TOURISM_V2: MigrationPlan = {
  version: 2,
  migrations: [
    {
      from: 1,
      to: 2,
      description: 'Краткое наименование называлось shortName',
      steps: [{ op: 'rename', path: '/shortName', to: 'shortCaption' }],
    },
  ],
};
const CONTEST_V2: MigrationPlan = {
  version: 2,
  migrations: [
    {
      from: 1,
      to: 2,
      description: 'Название проекта называлось title',
      steps: [{ op: 'rename', path: '/title', to: 'projectTitle' }],
    },
  ],
};
const PLANS = { [TOURISM_REQUEST_RECORDS.formId]: TOURISM_V2, [CONTEST_APPLICATION_RECORDS.formId]: CONTEST_V2 };

/** Demo tour operators' requests (seed/tourism.ts): under review, and sent by the «tourism» account. */
const NORTH_ROUTE_REVIEW = 4;
const LAPTANDER_SENT = 5;
/** Demo contest applications (seed/contest-applications.ts): a signed one and a draft. */
const ZABOTA_SUBMITTED = 3;
const KCSON_DRAFT = 4;

type Fields = Record<string, unknown>;

describeEachDb('form records written under an older version of their form', (kind) => {
  let t: TestApp;
  let admin: Auth;
  let applicant: Auth;
  let provider: Auth;
  let kcson: { institutionId: number; employeeId: number; contestId: number };

  const asUser = (user: Record<string, unknown>) => ({ user }) as unknown as Auth;
  const tourismRow = async (id: number) =>
    (
      await t.db.query<{ fields: Fields; schemaVersion: number; version: number; status: number }>(
        `SELECT fields, schema_version AS "schemaVersion", version, status FROM tourism_provider_requests WHERE id = $1`,
        [id],
      )
    )[0];
  const contestRow = async (id: number) =>
    (
      await t.db.query<{ fields: Fields; schemaVersion: number; version: number; status: number }>(
        `SELECT fields, schema_version AS "schemaVersion", version, status FROM contest_applications WHERE id = $1`,
        [id],
      )
    )[0];
  /** Stores the request as the portal wrote it under version 1: the short caption under its old name. */
  async function tourismUnderV1(id: number, extra: Fields = {}): Promise<Fields> {
    const { fields } = await tourismRow(id);
    const { shortCaption, ...rest } = fields;
    await t.db.query(`UPDATE tourism_provider_requests SET fields = $2::jsonb, schema_version = 1 WHERE id = $1`, [
      id,
      JSON.stringify({ ...rest, shortName: shortCaption, ...extra }),
    ]);
    return fields;
  }
  async function contestUnderV1(id: number): Promise<Fields> {
    const { fields, schemaVersion } = await contestRow(id);
    if (schemaVersion === 1 && 'title' in fields) {
      // Already stored so by an earlier test: the fields as version 2 names them.
      const { title, ...before } = fields;
      return { ...before, projectTitle: title };
    }
    const { projectTitle, ...rest } = fields;
    await t.db.query(`UPDATE contest_applications SET fields = $2::jsonb, schema_version = 1 WHERE id = $1`, [
      id,
      JSON.stringify({ ...rest, title: projectTitle }),
    ]);
    return fields;
  }
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const year = regionToday().slice(0, 4);
    await t.db.query(`UPDATE settings SET value = $1::jsonb WHERE id = 2`, [
      JSON.stringify({ dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` }),
    ]);
    const [adminUser] = await t.db.query<{ id: number; personId: number | null }>(
      `SELECT id, person_id AS "personId" FROM users WHERE login = 'admin'`,
    );
    admin = asUser({ administrator: true, userId: adminUser.id, personId: adminUser.personId });
    const [sent] = await t.db.query<{ userId: number; personId: number | null }>(
      `SELECT r.applicant_user_id AS "userId", u.person_id AS "personId"
         FROM tourism_provider_requests r JOIN users u ON u.id = r.applicant_user_id WHERE r.id = $1`,
      [LAPTANDER_SENT],
    );
    applicant = asUser({ administrator: false, ...sent });
    const [draft] = await t.db.query<{ institutionId: number; employeeId: number; contestId: number; userId: number }>(
      `SELECT institution_id AS "institutionId", employee_id AS "employeeId", contest_id AS "contestId", created_by AS "userId"
         FROM contest_applications WHERE id = $1`,
      [KCSON_DRAFT],
    );
    kcson = draft;
    provider = asUser({
      administrator: false,
      userId: draft.userId,
      personId: null,
      selectedInstitution: {
        institutionId: draft.institutionId,
        institutionRole: SystemRole.ServiceProvider,
        employeeId: draft.employeeId,
      },
    });
  });
  afterAll(() => t?.close());

  it('stores every record under the form’s current version (the seed and a new one)', async () => {
    const versions = await t.db.query<{ v: number }>(
      `SELECT DISTINCT schema_version AS v FROM tourism_provider_requests
       UNION SELECT DISTINCT schema_version FROM contest_applications`,
    );
    expect(versions.map((r) => r.v)).toEqual([1]);
    expect(FORM_MIGRATIONS[TOURISM_REQUEST_RECORDS.formId].version).toBe(1);
    expect(FORM_MIGRATIONS[CONTEST_APPLICATION_RECORDS.formId].version).toBe(1);
  });

  it('reads a version-1 request under the new name, and an edit saves it back at the current version', async () => {
    const requests = tourismProviderRequestService(t.db, undefined, TOURISM_V2);
    const original = await tourismUnderV1(LAPTANDER_SENT);
    const card = await requests.card(applicant, LAPTANDER_SENT);
    expect(card.fields.shortCaption).toBe(original.shortCaption);
    expect(card.fields).not.toHaveProperty('shortName');
    // Reading writes nothing.
    expect(await tourismRow(LAPTANDER_SENT)).toMatchObject({ schemaVersion: 1 });

    const saved = await requests.update(applicant, { id: LAPTANDER_SENT, version: card.version, fields: card.fields });
    expect(saved.data.version).toBe(card.version + 1);
    const stored = await tourismRow(LAPTANDER_SENT);
    expect(stored.schemaVersion).toBe(2);
    expect(stored.fields.shortCaption).toBe(original.shortCaption);
    expect(stored.fields).not.toHaveProperty('shortName');
  });

  it('stores the migrated fields with the current version on an action that does not edit them', async () => {
    const requests = tourismProviderRequestService(t.db, undefined, TOURISM_V2);
    const original = await tourismUnderV1(LAPTANDER_SENT);
    const { version } = await tourismRow(LAPTANDER_SENT);
    await requests.review(admin, LAPTANDER_SENT, { version });
    const stored = await tourismRow(LAPTANDER_SENT);
    expect(stored).toMatchObject({ schemaVersion: 2, status: TourismRequestStatus.InReview, version: version + 1 });
    expect(stored.fields).toEqual(original);
  });

  it('reads a version-1 contest application under the new name', async () => {
    const contests = contestApplicationService(t.db, { maxReportFileSizeMb: 10 }, undefined, CONTEST_V2);
    const original = await contestUnderV1(KCSON_DRAFT);
    const card = await contests.card(provider, kcson.institutionId, kcson.employeeId, kcson.contestId);
    expect(card.application?.fields.projectTitle).toBe(original.projectTitle);
    expect(card.application?.fields).not.toHaveProperty('title');
    expect(card.application).not.toHaveProperty('schemaVersion');
    expect(await contestRow(KCSON_DRAFT)).toMatchObject({ schemaVersion: 1 });
  });

  it('refuses in Russian a record whose migration fails, and changes nothing', async () => {
    const requests = tourismProviderRequestService(t.db, undefined, TOURISM_V2);
    // Both names written: the rename would write over a value, so the engine stops.
    const original = await tourismUnderV1(NORTH_ROUTE_REVIEW, { shortCaption: 'ООО «Другое»' });
    const stored = await tourismRow(NORTH_ROUTE_REVIEW);
    const before = JSON.stringify(stored);
    const [{ number }] = await t.db.query<{ number: string }>(
      `SELECT number FROM tourism_provider_requests WHERE id = $1`,
      [NORTH_ROUTE_REVIEW],
    );

    const read = await refusal(requests.card(admin, NORTH_ROUTE_REVIEW));
    expect(read.statusCode).toBe(500);
    const reason = (() => {
      try {
        migrateForm(TOURISM_REQUEST_RECORDS.formId, stored.fields, 1, { plan: TOURISM_V2 });
      } catch (error) {
        return (error as Error).message;
      }
      return 'the migration did not fail';
    })();
    expect(read.message).toBe(FORM_MSG.migrationFailed(TOURISM_REQUEST_RECORDS.caption, number, 1, reason));
    expect(read.message).toMatch(
      new RegExp(
        `^Заявка на включение в реестр туроператоров № ${number} записана по версии 1 формы и не может быть переведена на текущую: .+\\. Сообщите администратору портала\\.$`,
      ),
    );
    const { version } = await tourismRow(NORTH_ROUTE_REVIEW);
    const decided = await refusal(
      requests.decide(admin, NORTH_ROUTE_REVIEW, { version, decisionType: 2, reason: 'Неполные сведения' }),
    );
    expect(decided.message).toBe(read.message);
    expect(JSON.stringify(await tourismRow(NORTH_ROUTE_REVIEW))).toBe(before);

    // The batch stops at it with the same words and leaves it as it was.
    const batch = await refusal(migrateOutdatedFormRecords(t.db, [TOURISM_REQUEST_RECORDS], PLANS));
    expect(batch.message).toBe(read.message);
    expect(JSON.stringify(await tourismRow(NORTH_ROUTE_REVIEW))).toBe(before);
    await t.db.query(`UPDATE tourism_provider_requests SET fields = $2::jsonb WHERE id = $1`, [
      NORTH_ROUTE_REVIEW,
      JSON.stringify(original),
    ]);
  });

  it('the batch migrates every outdated request and unsigned application; a signed application keeps its fields', async () => {
    const request = await tourismUnderV1(NORTH_ROUTE_REVIEW);
    const draft = await contestUnderV1(KCSON_DRAFT);
    await contestUnderV1(ZABOTA_SUBMITTED);
    const signedBefore = JSON.stringify(await contestRow(ZABOTA_SUBMITTED));
    const outdated = await t.db.query<{ form: string; n: number }>(
      `SELECT 'tourism-provider-application' AS form, count(*)::int AS n FROM tourism_provider_requests WHERE schema_version = 1
       UNION ALL SELECT 'contest-application', count(*)::int FROM contest_applications WHERE schema_version = 1 AND signed_at IS NULL`,
    );

    const done = await migrateOutdatedFormRecords(t.db, FORM_RECORD_KINDS, PLANS);
    for (const { form, n } of outdated) expect(done.filter((r) => r.formId === form)).toHaveLength(n);
    expect(done.every((r) => r.from === 1 && r.to === 2)).toBe(true);
    expect(done.map((r) => r.id)).not.toContain(ZABOTA_SUBMITTED);

    const stored = await tourismRow(NORTH_ROUTE_REVIEW);
    expect(stored.schemaVersion).toBe(2);
    expect(stored.fields).toEqual(request);
    const application = await contestRow(KCSON_DRAFT);
    expect(application.schemaVersion).toBe(2);
    expect(application.fields).toEqual(draft);
    expect(JSON.stringify(await contestRow(ZABOTA_SUBMITTED))).toBe(signedBefore);
    const left = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tourism_provider_requests WHERE schema_version = 1`,
    );
    expect(left[0].n).toBe(0);

    // A second run finds nothing left to do.
    expect(await migrateOutdatedFormRecords(t.db, FORM_RECORD_KINDS, PLANS)).toEqual([]);
  });
});
