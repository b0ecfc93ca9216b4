/**
 * The citizen's payments (workflows.md sections 2, 3, 7): payments grouped by measure of social
 * support with the year's months, the assignments with the actions their state table allows
 * (common/payments/assignment-machine.ts), the application to change the account payments go to,
 * the transfers to the account, and the consent to receive payments. Only a person acting for
 * themself has payments; someone else's payment or assignment reads as absent (404). Every action
 * goes through the transition helper (server/workflow/transition.ts) in one transaction with its
 * history row.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  findAssignment,
  findBank,
  findPayment,
  insertPayreqsChange,
  insertStopApplication,
  listAssignments,
  listPayments,
  listPaymentYears,
  listTransfers,
  transferFilterOptions,
  updateAssignment,
  type AssignmentRow,
  type TransferFilter,
} from '../repositories/payments.ts';
import { applyTransition, applyTransitionIn, historyView, type TransitionPlan } from '../workflow/transition.ts';
import {
  allowedAssignmentActions,
  ASSIGNMENT_TABLE,
  type AssignmentAction,
  type AssignmentFacts,
  type AssignmentInput,
  type AssignmentSide,
  type AssignmentStatus,
} from '../../common/payments/assignment-machine.ts';
import { PAYMENTS_MSG } from '../../common/payments/messages.ts';
import { checkBankAccount } from '../../common/validation/bank-account.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';
import { regionToday } from '../../common/time-zone.ts';

/** The person whose payments the caller sees: themself, signed in as a citizen (not in an institution's role). */
export function paymentsPerson({ user }: Auth): number {
  if (user.selectedInstitution || user.personId === null) throw new HttpError(403, PAYMENTS_MSG.noPerson);
  return user.personId;
}

/** An account as the history and the list name it: the bank and the account's last four digits. */
export const accountCaption = (bankName: string, account: string) => `${bankName}, счёт …${account.slice(-4)}`;

const facts = (a: AssignmentRow, today: string): AssignmentFacts => ({
  status: a.status as AssignmentStatus,
  dateTo: a.dateTo,
  today,
});

/** What an assignment's answer says beside its row: the status's caption and the actions the table allows now. */
function assignmentView(a: AssignmentRow, today: string) {
  return {
    ...a,
    statusCaption: statusCaption(ASSIGNMENT_TABLE, a.status),
    allowedActions: allowedAssignmentActions(facts(a, today), 'person'),
  };
}

/** What the new account brings. */
export interface PayreqsInput {
  bik: string;
  account: string;
  assignments: Array<{ id: number; version: number }>;
}

/** The payments' service over the database. */
export function paymentService(db: Db) {
  /** The plan of a person's action on one of their assignments. */
  function plan(
    auth: Auth,
    personId: number,
    id: number,
    today: string,
    extra: Partial<
      Pick<
        TransitionPlan<
          AssignmentStatus,
          AssignmentAction,
          AssignmentSide,
          AssignmentFacts,
          AssignmentInput,
          AssignmentRow
        >,
        'prepare' | 'write'
      >
    > = {},
  ): TransitionPlan<
    AssignmentStatus,
    AssignmentAction,
    AssignmentSide,
    AssignmentFacts,
    AssignmentInput,
    AssignmentRow
  > {
    return {
      table: ASSIGNMENT_TABLE,
      history: 'assignment',
      lock: (tx) => findAssignment(tx, personId, id, true),
      facts: (a) => facts(a, today),
      side: (a) => (a.personId === personId ? 'person' : null),
      noSide: MSG.notFound,
      actor: { personId, userId: auth.user.userId },
      write: (tx, a, { next, version }) => updateAssignment(tx, a.id, version, { status: next.status }),
      ...extra,
    };
  }

  return {
    /** The payments released in a year (the newest year with payments by default), by measure, with the months' sums. */
    async payments(auth: Auth, year?: number) {
      const personId = paymentsPerson(auth);
      const years = await listPaymentYears(db, personId);
      const shown = year ?? years[0] ?? Number(regionToday().slice(0, 4));
      const rows = await listPayments(db, personId, shown);
      const groups = new Map<number, { mspTypeId: number; mspName: string; total: number; payments: typeof rows }>();
      const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, total: 0 }));
      for (const row of rows) {
        const group = groups.get(row.mspTypeId) ?? {
          mspTypeId: row.mspTypeId,
          mspName: row.mspName,
          total: 0,
          payments: [],
        };
        group.total = cents(group.total + row.amount);
        group.payments.push(row);
        groups.set(row.mspTypeId, group);
        const month = months[Number(row.dateReleased.slice(5, 7)) - 1];
        month.total = cents(month.total + row.amount);
      }
      const total = cents(rows.reduce((sum, row) => sum + row.amount, 0));
      return { years, year: shown, total, groups: [...groups.values()], months };
    },

    /** One payment of the person with its transfers; someone else's reads as absent. */
    async payment(auth: Auth, id: number) {
      const payment = await findPayment(db, paymentsPerson(auth), id);
      if (!payment) throw new HttpError(404, MSG.notFound);
      return payment;
    },

    /** The person's assignments with the actions allowed now. */
    async assignments(auth: Auth) {
      const today = regionToday();
      return (await listAssignments(db, paymentsPerson(auth))).map((a) => assignmentView(a, today));
    },

    /** One assignment with its history; someone else's reads as absent. */
    async assignment(auth: Auth, id: number) {
      const assignment = await findAssignment(db, paymentsPerson(auth), id);
      if (!assignment) throw new HttpError(404, MSG.notFound);
      const history = await historyView(db, ASSIGNMENT_TABLE, 'assignment', id);
      return { ...assignmentView(assignment, regionToday()), history };
    },

    /** The person asks to stop a payment: a numbered application, the status «Подано заявление о прекращении». */
    async close(auth: Auth, input: { id: number; version: number; reason?: string }) {
      const personId = paymentsPerson(auth);
      const today = regionToday();
      let stopNumber = '';
      const applied = await applyTransition(
        db,
        plan(auth, personId, input.id, today, {
          // The application's number is taken in the action's transaction: a refusal gives it back.
          prepare: async (tx, _a, _action, given) => {
            stopNumber = await assignDocumentNumber(tx, 'payment-stop-application');
            const reason = given.reason?.trim();
            return { ...given, reason: reason ? `заявление № ${stopNumber}; ${reason}` : `заявление № ${stopNumber}` };
          },
          write: async (tx, a, { next, version }) => {
            if (!(await updateAssignment(tx, a.id, version, { status: next.status }))) return false;
            const reason = input.reason?.trim() || null;
            await insertStopApplication(tx, { number: stopNumber, personId, assignmentId: a.id, reason });
            return true;
          },
        }),
        'close',
        { version: input.version, reason: input.reason },
      );
      const row = { ...applied.record, status: applied.next.status, version: applied.version, stopNumber };
      return ok(assignmentView(row, today), {
        ...applied.message,
        text: `${applied.message.text}. Заявление № ${stopNumber}`,
      });
    },

    /**
     * A new account for the chosen assignments, checked against the BIK's control key: one numbered
     * application and, for each assignment, the table's «changeAccount» with its history row, all in
     * one transaction; any refusal changes nothing.
     */
    async updatePayreqs(auth: Auth, input: PayreqsInput): Promise<Answer<{ number: string; assignmentIds: number[] }>> {
      const personId = paymentsPerson(auth);
      const bik = input.bik.replace(/\s/g, '');
      const bankAccount = input.account.replace(/\s/g, '');
      const wrong = checkBankAccount(bik, bankAccount);
      if (wrong) throw new HttpError(400, wrong);
      const ids = input.assignments.map((a) => a.id);
      if (ids.length === 0) throw new HttpError(400, PAYMENTS_MSG.noAssignments);
      if (new Set(ids).size !== ids.length) throw new HttpError(400, PAYMENTS_MSG.noAssignments);
      const bank = await findBank(db, bik);
      if (!bank) throw new HttpError(400, PAYMENTS_MSG.bankNotFound(bik));
      const account = { bankBik: bank.bik, bankName: bank.caption, corrAccount: bank.corrAccount, bankAccount };
      const today = regionToday();
      const number = await db.transaction(async (tx: Queryable) => {
        const taken = await assignDocumentNumber(tx, 'payreqs-change-application');
        for (const { id, version } of input.assignments) {
          await applyTransitionIn(
            tx,
            plan(auth, personId, id, today, {
              prepare: async (_tx, a, _action, given) => {
                if (a.bankAccount === bankAccount && a.bankBik === bik)
                  throw new HttpError(400, PAYMENTS_MSG.sameAccount);
                return given;
              },
              write: (t, a, { next, version: at }) => updateAssignment(t, a.id, at, { status: next.status, account }),
            }),
            'changeAccount',
            { version, account: `${accountCaption(bank.caption, bankAccount)}; заявление № ${taken}` },
          );
        }
        await insertPayreqsChange(tx, { ...account, number: taken, personId, assignmentIds: ids });
        return taken;
      });
      return ok(
        { number, assignmentIds: ids },
        { severity: 'Success', text: PAYMENTS_MSG.payreqsChanged(ids.length, number) },
      );
    },

    /** A page of the person's transfers with the filters' options and the sum credited. */
    async transfers(auth: Auth, filter: TransferFilter) {
      const personId = paymentsPerson(auth);
      const [page, options] = await Promise.all([
        listTransfers(db, personId, filter),
        transferFilterOptions(db, personId),
      ]);
      return { ...page, ...options };
    },
  };
}

/** Money in roubles rounded to kopecks (sums of float amounts). */
const cents = (value: number) => Math.round(value * 100) / 100;
