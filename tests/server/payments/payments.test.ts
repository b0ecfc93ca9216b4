import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { MSP_TYPE, PAYMENT_ASSIGNMENTS, PAYMENT_TRANSFERS, PAYMENTS } from '../../../server/db/seed/payments.ts';
import {
  ASSIGNMENT_REFUSALS,
  ASSIGNMENT_STATUS_CAPTIONS,
  ASSIGNMENT_TABLE,
} from '../../../common/payments/assignment-machine.ts';
import { PAYMENTS_MSG } from '../../../common/payments/messages.ts';
import { accountControlKey, BANK_ACCOUNT_MESSAGES } from '../../../common/validation/bank-account.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

/** The demo assignments (server/db/seed/payments.ts): the citizen's 1-5 in statuses 1, 2, 5, 3, 4; the guardian's 6. */
const A = { allowance: 1, housing: 2, school: 3, travel: 4, childcare: 5, guardians: 6 } as const;
const SBER_TYUMEN = '047102651';
/** A right account at a bank: the control key counted for its BIK. */
const goodAccount = (bik: string, first8 = '40817810', last11 = '99000123456') =>
  `${first8}${accountControlKey(bik, `${first8}0${last11}`)}${last11}`;
/** The same account with its key changed: wrong. */
const badAccount = (bik: string) => {
  const right = goodAccount(bik);
  return `${right.slice(0, 8)}${(Number(right[8]) + 1) % 10}${right.slice(9)}`;
};

describeEachDb('payments, assignments, transfers and consents', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let provider: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers });
  const assignment = async (id: number, headers = citizen) => {
    const res = await get(`/assignment/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** What must not change when an action is refused. */
  const unchanged = async (id: number) => {
    const a = await assignment(id);
    return { status: a.status, version: a.version, account: a.bankAccount, history: a.history.length };
  };
  const versionOf = async (id: number) => (await assignment(id)).version as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    provider = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
  });
  afterAll(() => t.close());

  describe('access', () => {
    const reads = [
      '/payment',
      `/payment/${PAYMENTS[0].id}`,
      '/assignment',
      `/assignment/${A.allowance}`,
      '/a-payment',
      '/consent-to-payments',
    ];

    it('answers 401 to a visitor and 403 to an employee acting for an institution', async () => {
      for (const url of reads) {
        expect((await get(url)).statusCode, url).toBe(401);
        expect((await get(url, provider)).statusCode, url).toBe(403);
      }
      const close = await post('/assignment/close', { id: A.allowance, version: 1 }, provider);
      expect(close.statusCode).toBe(403);
      expect((await post('/consent-to-payments', { agree: true }, provider)).statusCode).toBe(403);
    });
  });

  describe('payments', () => {
    it('groups the newest year of the citizen by measure, with its name, sums and the months', async () => {
      const res = await get('/payment', citizen);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.years).toEqual([2026, 2025]);
      expect(data.year).toBe(2026);
      const expected = PAYMENTS.filter((p) => p.personId === PERSON.citizen && p.dateReleased.startsWith('2026'));
      expect(data.groups.map((g: { mspTypeId: number }) => g.mspTypeId).sort()).toEqual(
        [
          ...new Set(
            PAYMENTS.filter((p) => expected.includes(p)).map(
              (p) => PAYMENT_ASSIGNMENTS.find((a) => a.id === p.assignmentId)!.mspTypeId,
            ),
          ),
        ].sort(),
      );
      const allowance = data.groups.find((g: { mspTypeId: number }) => g.mspTypeId === MSP_TYPE.childAllowance);
      expect(allowance.mspName).toBe('Региональное ежемесячное пособие на ребёнка');
      expect(allowance.payments).toHaveLength(11);
      expect(allowance.total).toBe(47432);
      expect(allowance.payments[0]).toMatchObject({ dateReleased: '2026-01-20', amount: 4312, period: '2026-01-01' });
      const sum = Math.round(expected.reduce((s, p) => s + p.amount, 0) * 100) / 100;
      expect(data.total).toBe(sum);
      expect(data.months).toHaveLength(12);
      // August carries the one-off school payment besides the monthly ones.
      expect(data.months[7]).toEqual({ month: 8, total: 4312 + 2860.45 + 10000 });
      expect(data.months[11]).toEqual({ month: 12, total: 0 });
    });

    it('shows another year on request, and a year without payments as empty', async () => {
      const y2025 = (await get('/payment?year=2025', citizen)).json().data;
      expect(y2025.groups.map((g: { mspTypeId: number }) => g.mspTypeId).sort()).toEqual([
        MSP_TYPE.childAllowance,
        MSP_TYPE.housingCompensation,
        MSP_TYPE.childcare,
      ]);
      const empty = (await get('/payment?year=2019', citizen)).json().data;
      expect(empty).toMatchObject({ year: 2019, total: 0, groups: [] });
      expect((await get('/payment?year=19', citizen)).statusCode).toBe(400);
    });

    it("keeps each person's payments their own: by id another's reads as absent (404)", async () => {
      const guardians = PAYMENTS.find((p) => p.personId === PERSON.guardian)!;
      const own = PAYMENTS.find((p) => p.personId === PERSON.citizen)!;
      expect((await get(`/payment/${guardians.id}`, citizen)).statusCode).toBe(404);
      expect((await get(`/payment/${guardians.id}`, citizen)).json().messages[0].text).toBe(MSG.notFound);
      expect((await get(`/payment/${own.id}`, guardian)).statusCode).toBe(404);
      expect((await get('/payment/99999', citizen)).statusCode).toBe(404);
      const card = (await get(`/payment/${own.id}`, citizen)).json().data;
      expect(card.transfers).toHaveLength(PAYMENT_TRANSFERS.filter((x) => x.paymentId === own.id).length);
      const guardianYear = (await get('/payment', guardian)).json().data;
      expect(guardianYear.groups.map((g: { mspTypeId: number }) => g.mspTypeId)).toEqual([MSP_TYPE.veteranPayment]);
    });
  });

  describe('assignments', () => {
    it('lists the citizen their assignments in every status with the actions the table allows', async () => {
      const res = await get('/assignment', citizen);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<{
        id: number;
        status: number;
        statusCaption: string;
        allowedActions: string[];
      }>;
      expect(list.map((a) => a.id).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(new Set(list.map((a) => a.status))).toEqual(new Set([1, 2, 3, 4, 5]));
      for (const a of list) {
        expect(a.statusCaption).toBe(ASSIGNMENT_STATUS_CAPTIONS[a.status as 1]);
        expect(a.allowedActions).toEqual(a.status <= 2 ? ['close', 'changeAccount'] : []);
      }
      expect((await get('/assignment', guardian)).json().data.map((a: { id: number }) => a.id)).toEqual([A.guardians]);
    });

    it("answers another person's assignment as absent, and shows one's own with its history", async () => {
      expect((await get(`/assignment/${A.guardians}`, citizen)).statusCode).toBe(404);
      expect((await get(`/assignment/${A.allowance}`, guardian)).statusCode).toBe(404);
      const housing = await assignment(A.housing);
      expect(housing.history.map((h: { action: string }) => h.action)).toEqual(['create', 'changeAccount', 'suspend']);
      expect(housing.history[2].actionCaption).toBe(ASSIGNMENT_TABLE.actions.suspend.history);
      expect(housing.history[1].note).toMatch(/заявление № ЗСР-2026\/000001$/);
    });
  });

  describe('closing an assignment', () => {
    it('records a numbered application and moves the status to «Подано заявление о прекращении»', async () => {
      const before = await assignment(A.allowance);
      const res = await post(
        '/assignment/close',
        { id: A.allowance, version: before.version, reason: 'Переезд в другой регион' },
        citizen,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toMatchObject({
        status: 3,
        version: before.version + 1,
        stopNumber: 'ЗПВ-2026/000002',
        allowedActions: [],
      });
      expect(body.messages[0].text).toBe(`${ASSIGNMENT_TABLE.actions.close.message}. Заявление № ЗПВ-2026/000002`);
      const after = await assignment(A.allowance);
      expect(after.history.at(-1)).toMatchObject({
        action: 'close',
        side: 'person',
        fromStatus: 1,
        toStatus: 3,
        note: 'заявление № ЗПВ-2026/000002; Переезд в другой регион',
      });
      // Not twice.
      const again = await post('/assignment/close', { id: A.allowance, version: after.version }, citizen);
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].text).toBe(ASSIGNMENT_REFUSALS.notInStatus);
    });

    it('refuses a stale version, a finished assignment and someone else’s, changing nothing', async () => {
      const housing = await unchanged(A.housing);
      const stale = await post('/assignment/close', { id: A.housing, version: housing.version - 1 }, citizen);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('STALE_VERSION');
      expect(await unchanged(A.housing)).toEqual(housing);

      const expired = await post('/assignment/close', { id: A.school, version: await versionOf(A.school) }, citizen);
      expect(expired.statusCode).toBe(409);

      const foreign = await post('/assignment/close', { id: A.housing, version: housing.version }, guardian);
      expect(foreign.statusCode).toBe(404);
      expect(await unchanged(A.housing)).toEqual(housing);
      expect((await post('/assignment/close', { id: A.housing }, citizen)).statusCode).toBe(400);
    });
  });

  describe('changing the bank account', () => {
    it('looks up a bank by BIK in the banks’ reference (metadata/bank) with its correspondent account', async () => {
      const res = await get(`/metadata/bank?bik=${SBER_TYUMEN}`, citizen);
      expect(res.json().data).toEqual([
        expect.objectContaining({ code: SBER_TYUMEN, corrAccount: '30101810800000000651' }),
      ]);
      expect((await get('/metadata/bank?bik=044525000', citizen)).json().data).toEqual([]);
      expect((await get('/metadata/bank?bik=04452', citizen)).statusCode).toBe(400);
    });

    it('refuses an account whose control key does not fit the BIK with the message, changing nothing', async () => {
      const before = await unchanged(A.housing);
      const res = await post(
        '/assignment/update-payreqs',
        {
          bik: SBER_TYUMEN,
          account: badAccount(SBER_TYUMEN),
          assignments: [{ id: A.housing, version: before.version }],
        },
        citizen,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toBe(BANK_ACCOUNT_MESSAGES.accountKey);
      expect(await unchanged(A.housing)).toEqual(before);
      const short = await post(
        '/assignment/update-payreqs',
        { bik: SBER_TYUMEN, account: '4081781', assignments: [{ id: A.housing, version: before.version }] },
        citizen,
      );
      expect(short.json().messages[0].text).toBe(BANK_ACCOUNT_MESSAGES.accountFormat);
      const unknown = await post(
        '/assignment/update-payreqs',
        {
          bik: '044525999',
          account: goodAccount('044525999'),
          assignments: [{ id: A.housing, version: before.version }],
        },
        citizen,
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().messages[0].text).toBe(PAYMENTS_MSG.bankNotFound('044525999'));
      expect(await unchanged(A.housing)).toEqual(before);
    });

    it('changes nothing when one of the chosen assignments is someone else’s or finished', async () => {
      const before = await unchanged(A.housing);
      const account = goodAccount(SBER_TYUMEN);
      const foreign = await post(
        '/assignment/update-payreqs',
        {
          bik: SBER_TYUMEN,
          account,
          assignments: [
            { id: A.housing, version: before.version },
            { id: A.guardians, version: 1 },
          ],
        },
        citizen,
      );
      expect(foreign.statusCode).toBe(404);
      const closed = await post(
        '/assignment/update-payreqs',
        {
          bik: SBER_TYUMEN,
          account,
          assignments: [
            { id: A.housing, version: before.version },
            { id: A.childcare, version: await versionOf(A.childcare) },
          ],
        },
        citizen,
      );
      expect(closed.statusCode).toBe(409);
      expect(closed.json().messages[0].text).toBe(ASSIGNMENT_REFUSALS.notInStatus);
      expect(await unchanged(A.housing)).toEqual(before);
    });

    it('saves a right account for the chosen assignments with a numbered application and a history row each', async () => {
      const account = goodAccount(SBER_TYUMEN, '40817810', '12000777001');
      const housing = await assignment(A.housing);
      const travel = await assignment(A.travel);
      // The travel compensation waits for its stop: no new account.
      const refused = await post(
        '/assignment/update-payreqs',
        { bik: SBER_TYUMEN, account, assignments: [{ id: A.travel, version: travel.version }] },
        citizen,
      );
      expect(refused.statusCode).toBe(409);

      const res = await post(
        '/assignment/update-payreqs',
        {
          bik: ` ${SBER_TYUMEN} `,
          account: account.replace(/(\d{4})/g, '$1 '),
          assignments: [{ id: A.housing, version: housing.version }],
        },
        citizen,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ number: 'ЗСР-2026/000002', assignmentIds: [A.housing] });
      expect(res.json().messages[0].text).toBe(PAYMENTS_MSG.payreqsChanged(1, 'ЗСР-2026/000002'));
      const after = await assignment(A.housing);
      expect(after).toMatchObject({
        bankBik: SBER_TYUMEN,
        bankAccount: account,
        corrAccount: '30101810800000000651',
        status: housing.status,
        version: housing.version + 1,
      });
      expect(after.history.at(-1)).toMatchObject({
        action: 'changeAccount',
        note: expect.stringContaining('ЗСР-2026/000002'),
      });
      // The same account again says so.
      const same = await post(
        '/assignment/update-payreqs',
        { bik: SBER_TYUMEN, account, assignments: [{ id: A.housing, version: after.version }] },
        citizen,
      );
      expect(same.statusCode).toBe(400);
      expect(same.json().messages[0].text).toBe(PAYMENTS_MSG.sameAccount);
    });
  });

  describe('transfers', () => {
    it('pages the citizen’s transfers newest first, filtered by year and measure, with the credited sum', async () => {
      const own = PAYMENT_TRANSFERS.filter((x) => x.personId === PERSON.citizen);
      const res = await get('/a-payment?pageSize=5', citizen);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.total).toBe(own.length);
      expect(data.items).toHaveLength(5);
      expect(data.items[0].transferredOn >= data.items[4].transferredOn).toBe(true);
      expect(data.years).toEqual([2026, 2025]);
      expect(data.measures.map((m: { id: number }) => m.id).sort()).toEqual([1, 2, 3, 4, 5]);

      const march = (await get('/a-payment?year=2026&mspTypeId=1&pageSize=100', citizen)).json().data;
      expect(
        march.items.every(
          (x: { mspTypeId: number; transferredOn: string }) => x.mspTypeId === 1 && x.transferredOn.startsWith('2026'),
        ),
      ).toBe(true);
      // March's transfer was returned by the bank and sent again: only the credited ones count.
      expect(march.items.filter((x: { status: number }) => x.status === 2)).toHaveLength(1);
      expect(march.sum).toBe(4312 * 11);
      expect((await get('/a-payment?mspTypeId=0', citizen)).statusCode).toBe(400);
    });

    it('never shows one person another’s transfers', async () => {
      const data = (await get('/a-payment?pageSize=100', guardian)).json().data;
      expect(data.items.length).toBeGreaterThan(0);
      expect(data.items.every((x: { mspTypeId: number }) => x.mspTypeId === MSP_TYPE.veteranPayment)).toBe(true);
    });
  });

  describe('consent to payments', () => {
    it('lists the consents with history; refuses a second while one is in force', async () => {
      const list = (await get('/consent-to-payments', citizen)).json().data;
      expect(list.given).toBe(true);
      expect(list.items.map((c: { status: number }) => c.status)).toEqual([1, 2]);
      expect(list.items[1].history.map((h: { action: string }) => h.action)).toEqual(['create', 'withdraw']);
      const twice = await post('/consent-to-payments', { agree: true }, citizen);
      expect(twice.statusCode).toBe(409);
    });

    it('withdraws and gives again; refuses a consent not ticked, a stale one and someone else’s', async () => {
      const current = (await get('/consent-to-payments', citizen)).json().data.items[0];
      expect(
        (await post('/consent-to-payments/withdraw', { id: current.id, version: current.version }, guardian))
          .statusCode,
      ).toBe(404);
      expect(
        (await post('/consent-to-payments/withdraw', { id: current.id, version: current.version + 1 }, citizen))
          .statusCode,
      ).toBe(409);
      const res = await post('/consent-to-payments/withdraw', { id: current.id, version: current.version }, citizen);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 2, allowedActions: [] });
      expect(res.json().data.withdrawnAt).toMatch(/Z$/);
      const again = await post(
        '/consent-to-payments/withdraw',
        { id: current.id, version: current.version + 1 },
        citizen,
      );
      expect(again.statusCode).toBe(409);

      expect((await post('/consent-to-payments', { agree: false }, citizen)).statusCode).toBe(400);
      expect((await get('/consent-to-payments', citizen)).json().data.given).toBe(false);
      const given = await post('/consent-to-payments', { agree: true }, citizen);
      expect(given.statusCode).toBe(200);
      expect(given.json().data).toMatchObject({ status: 1, number: 'СПВ-2026/000002', allowedActions: ['withdraw'] });
      // The guardian's consent is untouched.
      expect(
        (await get('/consent-to-payments', guardian)).json().data.items.map((c: { status: number }) => c.status),
      ).toEqual([1]);
    });
  });
});
