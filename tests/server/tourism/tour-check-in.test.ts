import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { TOUR_SERVICES, TOUR_SERVICE } from '../../../server/db/seed/tour-services.ts';
import { PORTAL_TOUR_CHECK_INS } from '../../../server/db/seed/tour-contracts.ts';
import { signCheckIn } from '../../../server/tourism/check-in.ts';
import { TOUR_CHECK_IN_MSG as M } from '../../../common/tourism/tour-check-in.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** The demo contracts (server/db/seed/tour-contracts.ts). */
const GUARDIANS_TODAY = 3004;
const CITIZENS_POLAR_URAL = 3001;
const CITIZENS_REQUESTED = 3002;
const TERMINATED_TODAY = 3011;
/** Checked in by the demo at the start of the tours that are over (left out of the counts). */
const DEMO_CHECKED_IN = PORTAL_TOUR_CHECK_INS.map((c) => c.contractId);
const KEY = 'tour-check-in-test-key-0123456789abcdef';
const OTHER_KEY = 'another-key-of-the-same-length-0123456789';

type Res = { statusCode: number; body: string; json: () => { data: never; messages?: { text: string }[] } };
const text = (res: Res) => res.json().messages?.[0]?.text;

describeEachDb('the tourists check-in', (kind) => {
  let t: TestApp;
  let operator: PageHeaders;
  let otherOperator: PageHeaders;
  let guardian: PageHeaders;
  let citizen: PageHeaders;
  let provider: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api/tour-contract${url}`, headers });
  const post = (url: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/tour-contract${url}`, payload: body, headers });
  const checkIns = async () =>
    t.db.query<{ contract_id: number; digest: string | null }>(
      'SELECT contract_id, digest FROM tour_check_ins WHERE contract_id <> ALL($1::int[]) ORDER BY contract_id',
      [DEMO_CHECKED_IN],
    );
  const guardiansCode = async () => {
    const res = await get(`/check-in-qr/${PERSON.guardian}/${GUARDIANS_TODAY}`, guardian);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { payload: string; digest: string; path: string };
  };
  const tourDay = (id: number) => TOUR_SERVICES.find((s) => s.id === id)!.dateFrom;

  beforeAll(async () => {
    t = await createTestApp(kind, { TOUR_CHECK_IN_SIGNING_KEY: KEY });
    operator = await t.signInAt('tourism', INSTITUTION.yamalTour, 4);
    // The service provider's employee also works for another tour operator.
    await t.db.query(
      `INSERT INTO employees (user_id, institution_id, institution_role, position) VALUES (4, $1, 4, 'менеджер по туризму')`,
      [INSTITUTION.polarUralExpedition],
    );
    otherOperator = await t.signInAt('provider', INSTITUTION.polarUralExpedition, 4);
    guardian = await t.signIn('guardian');
    citizen = await t.signIn('citizen');
    provider = (await t.signInEmployee('provider', 2)).headers;
  });
  afterAll(() => t.close());

  describe('the holder’s code', () => {
    it('signs the contract and the tour’s first day for the holder of a contract in force', async () => {
      const code = await guardiansCode();
      expect(code.payload).toBe(`${GUARDIANS_TODAY}.${tourDay(TOUR_SERVICE.salekhardTour).replaceAll('-', '')}`);
      expect(code.path).toBe(`/qr-check-in-tourism/${code.payload}/${code.digest}`);
      expect(code.digest).toBe(signCheckIn(KEY, { contractId: GUARDIANS_TODAY, tourDay: regionToday() }).digest);
      // The same code every time: the card shows it again.
      expect((await guardiansCode()).digest).toBe(code.digest);
    });

    it('gives it to the holder only, and not for a contract out of force', async () => {
      expect((await get(`/check-in-qr/${PERSON.guardian}/${GUARDIANS_TODAY}`, citizen)).statusCode).toBe(403);
      expect((await get(`/check-in-qr/${PERSON.citizen}/${GUARDIANS_TODAY}`, citizen)).statusCode).toBe(404);
      expect((await get(`/check-in-qr/${PERSON.guardianWard}/${GUARDIANS_TODAY}`, guardian)).statusCode).toBe(403);
      expect((await get(`/check-in-qr/${PERSON.guardian}/${GUARDIANS_TODAY}`, operator)).statusCode).toBe(403);
      expect((await get(`/check-in-qr/${PERSON.guardian}/${GUARDIANS_TODAY}`)).statusCode).toBe(401);
      const requested = await get(`/check-in-qr/${PERSON.citizen}/${CITIZENS_REQUESTED}`, citizen);
      expect(requested.statusCode).toBe(409);
      expect(text(requested)).toMatch(/^Договор не действует/);
      expect((await get(`/check-in-qr/${PERSON.citizen}/${CITIZENS_POLAR_URAL}`, citizen)).statusCode).toBe(200);
    });
  });

  describe('the operator’s scan', () => {
    it('shows the tourists and checks them in once; the code then reads as used', async () => {
      const { payload, digest } = await guardiansCode();
      const seen = await get(`/for-check-in/${payload}/${digest}`, operator);
      expect(seen.statusCode, seen.body).toBe(200);
      const view = seen.json().data as {
        canCheckIn: boolean;
        refusal: string | null;
        members: { personId: number }[];
        tour: { id: number };
        holder: string;
      };
      expect(view).toMatchObject({ canCheckIn: true, refusal: null, tour: { id: TOUR_SERVICE.salekhardTour } });
      expect(view.members.map((m) => m.personId)).toEqual([PERSON.guardian, PERSON.guardianWard]);

      const done = await post('/check-in', { payload, digest }, operator);
      expect(done.statusCode, done.body).toBe(200);
      expect(text(done)).toMatch(/^Прибытие отмечено: .*участников: 2$/);
      expect(await checkIns()).toEqual([{ contract_id: GUARDIANS_TODAY, digest }]);

      const again = await post('/check-in', { payload, digest }, operator);
      expect(again.statusCode).toBe(409);
      expect(text(again)).toMatch(/^QR-код уже использован: прибытие отмечено /);
      const reread = (await get(`/for-check-in/${payload}/${digest}`, operator)).json().data as {
        canCheckIn: boolean;
        refusal: string;
        checkedInAt: string;
      };
      expect(reread.canCheckIn).toBe(false);
      expect(reread.refusal).toBe(M.used(reread.checkedInAt));
      const byList = await post(
        '/check-in-by-list',
        { personId: PERSON.guardian, id: GUARDIANS_TODAY, version: 3 },
        operator,
      );
      expect(byList.statusCode).toBe(409);
      expect(text(byList)).toBe(M.already(reread.checkedInAt));
      expect(await checkIns()).toHaveLength(1);
    });

    it('refuses a forged or altered code with 404, and writes nothing', async () => {
      const { payload, digest } = await guardiansCode();
      const flipped = `${digest.slice(0, -1)}${digest.endsWith('A') ? 'B' : 'A'}`;
      const forgeries = [
        [payload, flipped],
        [`${CITIZENS_POLAR_URAL}.${payload.split('.')[1]}`, digest],
        [`${GUARDIANS_TODAY}.20300101`, digest],
        ['garbage', digest],
        [payload, 'short'],
        [payload, signCheckIn(OTHER_KEY, { contractId: GUARDIANS_TODAY, tourDay: regionToday() }).digest],
      ];
      const before = await checkIns();
      for (const [p, d] of forgeries) {
        const seen = await get(`/for-check-in/${encodeURIComponent(p)}/${encodeURIComponent(d)}`, operator);
        expect(seen.statusCode, `${p}/${d}`).toBe(404);
        expect(text(seen)).toBe(M.invalid);
        const tried = await post('/check-in', { payload: p, digest: d }, operator);
        expect(tried.statusCode).toBe(404);
        expect(text(tried)).toBe(M.invalid);
      }
      expect(await checkIns()).toEqual(before);
    });

    it('refuses another operator (403), citizens and providers', async () => {
      const { payload, digest } = await guardiansCode();
      const seen = await get(`/for-check-in/${payload}/${digest}`, otherOperator);
      expect(seen.statusCode).toBe(403);
      expect(text(seen)).toBe(M.otherOperator);
      expect((await post('/check-in', { payload, digest }, otherOperator)).statusCode).toBe(403);
      expect((await get(`/for-check-in/${payload}/${digest}`, guardian)).statusCode).toBe(403);
      expect((await post('/check-in', { payload, digest }, provider)).statusCode).toBe(403);
      expect((await post('/check-in', { payload, digest })).statusCode).toBe(401);
      expect((await get(`/check-in/${regionToday()}`, otherOperator)).json().data).toEqual([]);
    });

    it('refuses a contract out of force and a tour on other days, though the code is genuine', async () => {
      const terminated = signCheckIn(KEY, { contractId: TERMINATED_TODAY, tourDay: regionToday() });
      const seen = (await get(`/for-check-in/${terminated.payload}/${terminated.digest}`, operator)).json().data as {
        canCheckIn: boolean;
        refusal: string;
      };
      expect(seen.canCheckIn).toBe(false);
      expect(seen.refusal).toMatch(/^Договор не действует/);
      const tried = await post('/check-in', terminated, operator);
      expect(tried.statusCode).toBe(409);
      expect(text(tried)).toBe(seen.refusal);

      const future = signCheckIn(KEY, { contractId: CITIZENS_POLAR_URAL, tourDay: tourDay(TOUR_SERVICE.polarUral) });
      const early = await post('/check-in', future, operator);
      expect(early.statusCode).toBe(409);
      expect(text(early)).toMatch(/прибытие отмечают в дни тура$/);

      const moved = signCheckIn(KEY, { contractId: CITIZENS_POLAR_URAL, tourDay: regionToday() });
      const stale = await post('/check-in', moved, operator);
      expect(stale.statusCode).toBe(409);
      expect(text(stale)).toBe(M.otherDates);
      expect((await checkIns()).map((r) => r.contract_id)).not.toContain(TERMINATED_TODAY);
    });

    it('lets exactly one of two concurrent scans through', async () => {
      await t.db.query('DELETE FROM tour_check_ins WHERE contract_id = $1', [GUARDIANS_TODAY]);
      const { payload, digest } = await guardiansCode();
      const answers = await Promise.all([
        post('/check-in', { payload, digest }, operator),
        post('/check-in', { payload, digest }, operator),
        post('/check-in-by-list', { personId: PERSON.guardian, id: GUARDIANS_TODAY, version: 3 }, operator),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await checkIns()).filter((r) => r.contract_id === GUARDIANS_TODAY)).toHaveLength(1);
    });
  });

  describe('the list of the day', () => {
    it('lists the operator’s contracts in force on the day with their members, and checks one in at the desk', async () => {
      await t.db.query('DELETE FROM tour_check_ins WHERE contract_id = $1', [GUARDIANS_TODAY]);
      const day = await get(`/check-in/${regionToday()}`, operator);
      expect(day.statusCode, day.body).toBe(200);
      const rows = day.json().data as {
        contractId: number;
        version: number;
        canCheckIn: boolean;
        checkedInAt: string | null;
        members: unknown[];
      }[];
      // The terminated contract on today's excursion is not listed.
      expect(rows.map((r) => r.contractId)).toEqual([GUARDIANS_TODAY]);
      expect(rows[0]).toMatchObject({ canCheckIn: true, checkedInAt: null });
      expect(rows[0].members).toHaveLength(2);

      const stale = await post(
        '/check-in-by-list',
        { personId: PERSON.guardian, id: GUARDIANS_TODAY, version: 2 },
        operator,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
      const wrongHolder = await post(
        '/check-in-by-list',
        { personId: PERSON.citizen, id: GUARDIANS_TODAY, version: 3 },
        operator,
      );
      expect(wrongHolder.statusCode).toBe(404);
      const foreign = await post(
        '/check-in-by-list',
        { personId: PERSON.guardian, id: GUARDIANS_TODAY, version: rows[0].version },
        otherOperator,
      );
      expect(foreign.statusCode).toBe(404);

      const done = await post(
        '/check-in-by-list',
        { personId: PERSON.guardian, id: GUARDIANS_TODAY, version: rows[0].version },
        operator,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(await checkIns()).toEqual([{ contract_id: GUARDIANS_TODAY, digest: null }]);
      const after = (await get(`/check-in/${regionToday()}`, operator)).json().data as {
        canCheckIn: boolean;
        checkedInAt: string | null;
      }[];
      expect(after[0].canCheckIn).toBe(false);
      expect(after[0].checkedInAt).toBe(done.json().data.checkedInAt);

      // A day of the three-day tour lists the citizen's family; before it begins it cannot be checked in.
      const polar = (await get(`/check-in/${tourDay(TOUR_SERVICE.polarUral)}`, operator)).json().data as {
        contractId: number;
        canCheckIn: boolean;
        members: unknown[];
      }[];
      const family = polar.find((r) => r.contractId === CITIZENS_POLAR_URAL)!;
      expect(family.members).toHaveLength(3);
      expect(family.canCheckIn).toBe(false);
      expect((await get('/check-in/2026-02-30', operator)).statusCode).toBe(400);
      expect((await get(`/check-in/${regionToday()}`, citizen)).statusCode).toBe(403);
    });
  });
});
