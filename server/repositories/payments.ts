/**
 * Payments of measures of social support (workflows.md sections 2, 3, 7): a person's payments by
 * year, assignments, transfers to the account, applications to change the account and consents to
 * receive payments. Every read takes the person: a record of someone else reads as absent. Which
 * actions are allowed is not decided here: common/payments/assignment-machine.ts and
 * common/payments/consent-machine.ts.
 */
import type { Queryable } from '../db/db.ts';
import { parameters, type Page } from './paging.ts';
import { conditionsOf, filteredPage } from './sql-parts.ts';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A released payment with its measure. */
export interface PaymentRow {
  id: number;
  assignmentId: number;
  mspTypeId: number;
  mspName: string;
  /** The month paid for: its first day (ISO). */
  period: string;
  dateReleased: string;
  amount: number;
}

const PAYMENT_COLUMNS = `pm.id, pm.assignment_id AS "assignmentId", a.msp_type_id AS "mspTypeId", m.caption AS "mspName",
       ${day('pm.period')} AS period, ${day('pm.date_released')} AS "dateReleased", pm.amount::float8 AS amount`;
const PAYMENT_FROM = `payments pm JOIN payment_assignments a ON a.id = pm.assignment_id JOIN payment_msp_types m ON m.id = a.msp_type_id`;

/** The years (of the release date) in which the person has payments, newest first. */
export async function listPaymentYears(db: Queryable, personId: number): Promise<number[]> {
  const rows = await db.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM date_released)::int AS year FROM payments WHERE person_id = $1 ORDER BY year DESC`,
    [personId],
  );
  return rows.map((row) => row.year);
}

/** The person's payments released in a year, by measure and then by date. */
export function listPayments(db: Queryable, personId: number, year: number): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM}
      WHERE pm.person_id = $1 AND pm.date_released >= make_date($2, 1, 1) AND pm.date_released < make_date($2 + 1, 1, 1)
      ORDER BY m.caption, a.msp_type_id, pm.date_released, pm.id`,
    [personId, year],
  );
}

/** A payment with the transfers that carried it. */
export interface PaymentCardRow extends PaymentRow {
  transfers: Array<{
    id: number;
    transferredOn: string;
    amount: number;
    bankName: string;
    bankAccount: string;
    status: 1 | 2;
  }>;
}

/** One payment of the person; undefined when absent or someone else's. */
export async function findPayment(db: Queryable, personId: number, id: number): Promise<PaymentCardRow | undefined> {
  const [row] = await db.query<PaymentCardRow>(
    `SELECT ${PAYMENT_COLUMNS},
            coalesce((SELECT json_agg(json_build_object('id', t.id, 'transferredOn', ${day('t.transferred_on')},
                       'amount', t.amount::float8, 'bankName', t.bank_name, 'bankAccount', t.bank_account, 'status', t.status)
                       ORDER BY t.transferred_on, t.id)
                        FROM payment_transfers t WHERE t.payment_id = pm.id), '[]'::json) AS transfers
       FROM ${PAYMENT_FROM} WHERE pm.person_id = $1 AND pm.id = $2`,
    [personId, id],
  );
  return row;
}

/** An assignment as the list and the actions read it. */
export interface AssignmentRow {
  id: number;
  personId: number;
  mspTypeId: number;
  mspName: string;
  amount: number;
  dateFrom: string;
  dateTo: string | null;
  status: number;
  authority: string;
  bankBik: string;
  bankName: string;
  corrAccount: string;
  bankAccount: string;
  stopNumber: string | null;
  version: number;
}

const ASSIGNMENT_COLUMNS = `a.id, a.person_id AS "personId", a.msp_type_id AS "mspTypeId", m.caption AS "mspName",
       a.amount::float8 AS amount, ${day('a.date_from')} AS "dateFrom", ${day('a.date_to')} AS "dateTo", a.status,
       a.authority, a.bank_bik AS "bankBik", a.bank_name AS "bankName", a.corr_account AS "corrAccount",
       a.bank_account AS "bankAccount",
       (SELECT s.number FROM payment_stop_applications s WHERE s.assignment_id = a.id ORDER BY s.id DESC LIMIT 1) AS "stopNumber",
       a.version`;

/** The person's assignments, the running ones first, newest first within a status. */
export function listAssignments(db: Queryable, personId: number): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM payment_assignments a JOIN payment_msp_types m ON m.id = a.msp_type_id
      WHERE a.person_id = $1 ORDER BY a.status, a.date_from DESC, a.id DESC`,
    [personId],
  );
}

/** One assignment of the person; `forUpdate` locks it for an action. Undefined when absent or someone else's. */
export async function findAssignment(
  db: Queryable,
  personId: number,
  id: number,
  forUpdate = false,
): Promise<AssignmentRow | undefined> {
  const [row] = await db.query<AssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS} FROM payment_assignments a JOIN payment_msp_types m ON m.id = a.msp_type_id
      WHERE a.person_id = $1 AND a.id = $2${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [personId, id],
  );
  return row;
}

/** The account an assignment's payments go to. */
export interface PaymentAccount {
  bankBik: string;
  bankName: string;
  corrAccount: string;
  bankAccount: string;
}

/**
 * Writes an action's result if the assignment is still at `version`: the status, and the new account
 * when the action brings one. False when someone changed it meanwhile.
 */
export async function updateAssignment(
  db: Queryable,
  id: number,
  version: number,
  change: { status: number; account?: PaymentAccount },
): Promise<boolean> {
  const account = change.account;
  const rows = await db.query<{ id: number }>(
    `UPDATE payment_assignments
        SET status = $3, bank_bik = coalesce($4, bank_bik), bank_name = coalesce($5, bank_name),
            corr_account = coalesce($6, corr_account), bank_account = coalesce($7, bank_account),
            version = version + 1
      WHERE id = $1 AND version = $2 RETURNING id`,
    [
      id,
      version,
      change.status,
      account?.bankBik ?? null,
      account?.bankName ?? null,
      account?.corrAccount ?? null,
      account?.bankAccount ?? null,
    ],
  );
  return rows.length === 1;
}

/** Records a person's numbered application to stop an assignment's payment. */
export async function insertStopApplication(
  db: Queryable,
  application: { number: string; personId: number; assignmentId: number; reason: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_stop_applications (number, person_id, assignment_id, reason) VALUES ($1, $2, $3, $4)`,
    [application.number, application.personId, application.assignmentId, application.reason],
  );
}

/** A bank of the directory with its correspondent account. */
export interface BankRow {
  bik: string;
  caption: string;
  corrAccount: string;
  city: string;
}

/** The bank with this BIK; undefined when the directory has none. */
export async function findBank(db: Queryable, bik: string): Promise<BankRow | undefined> {
  const [row] = await db.query<BankRow>(
    `SELECT bik, caption, corr_account AS "corrAccount", city FROM banks WHERE bik = $1`,
    [bik],
  );
  return row;
}

/** Records a person's application to change the account of these assignments. */
export async function insertPayreqsChange(
  db: Queryable,
  change: PaymentAccount & { number: string; personId: number; assignmentIds: number[] },
): Promise<void> {
  await db.query(
    `INSERT INTO payreqs_changes (number, person_id, bank_bik, bank_name, corr_account, bank_account, assignment_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7::int[])`,
    [
      change.number,
      change.personId,
      change.bankBik,
      change.bankName,
      change.corrAccount,
      change.bankAccount,
      change.assignmentIds,
    ],
  );
}

/** A transfer to the account as the list shows it. */
export interface TransferRow {
  id: number;
  paymentId: number;
  transferredOn: string;
  amount: number;
  mspTypeId: number;
  mspName: string;
  period: string;
  bankName: string;
  bankAccount: string;
  /** Credited 1, returned by the bank 2. */
  status: 1 | 2;
}

export interface TransferFilter {
  year?: number;
  mspTypeId?: number;
  page: number;
  pageSize: number;
}

/** A page of the person's transfers, newest first, with the total and the sum of the filtered ones. */
export async function listTransfers(
  db: Queryable,
  personId: number,
  filter: TransferFilter,
): Promise<Page<TransferRow> & { sum: number }> {
  const { values, p } = parameters();
  const where = conditionsOf(
    { year: filter.year, mspTypeId: filter.mspTypeId },
    {
      year: (year) => `extract(year FROM t.transferred_on) = ${p(year)}`,
      mspTypeId: (msp) => `a.msp_type_id = ${p(msp)}`,
    },
    [`t.person_id = ${p(personId)}`],
  );
  const from = `payment_transfers t JOIN payments pm ON pm.id = t.payment_id
    JOIN payment_assignments a ON a.id = pm.assignment_id JOIN payment_msp_types m ON m.id = a.msp_type_id`;
  const [{ sum }] = await db.query<{ sum: number }>(
    `SELECT coalesce(sum(t.amount) FILTER (WHERE t.status = 1), 0)::float8 AS sum FROM ${from} WHERE ${where}`,
    [...values],
  );
  const page = await filteredPage<TransferRow>(
    db,
    { values, p },
    {
      columns: `t.id, t.payment_id AS "paymentId", ${day('t.transferred_on')} AS "transferredOn", t.amount::float8 AS amount,
        a.msp_type_id AS "mspTypeId", m.caption AS "mspName", ${day('pm.period')} AS period,
        t.bank_name AS "bankName", t.bank_account AS "bankAccount", t.status`,
      from,
      where,
      orderBy: 't.transferred_on DESC, t.id DESC',
      page: filter.page,
      pageSize: filter.pageSize,
    },
  );
  return { ...page, sum };
}

/** What the transfers' filters offer the person: the years of their transfers and the measures they were for. */
export async function transferFilterOptions(
  db: Queryable,
  personId: number,
): Promise<{ years: number[]; measures: Array<{ id: number; caption: string }> }> {
  const [row] = await db.query<{ years: number[] | null; measures: Array<{ id: number; caption: string }> | null }>(
    `SELECT (SELECT array_agg(DISTINCT extract(year FROM transferred_on)::int ORDER BY extract(year FROM transferred_on)::int DESC)
               FROM payment_transfers WHERE person_id = $1) AS years,
            (SELECT json_agg(json_build_object('id', m.id, 'caption', m.caption) ORDER BY m.caption)
               FROM payment_msp_types m
              WHERE m.id IN (SELECT a.msp_type_id FROM payment_transfers t JOIN payments pm ON pm.id = t.payment_id
                               JOIN payment_assignments a ON a.id = pm.assignment_id WHERE t.person_id = $1)) AS measures`,
    [personId],
  );
  return { years: row.years ?? [], measures: row.measures ?? [] };
}

/** A consent to receive payments. */
export interface ConsentRow {
  id: number;
  personId: number;
  number: string;
  status: number;
  givenAt: string;
  withdrawnAt: string | null;
  version: number;
}

const CONSENT_COLUMNS = `c.id, c.person_id AS "personId", c.number, c.status, ${utc('c.given_at')} AS "givenAt",
       ${utc('c.withdrawn_at')} AS "withdrawnAt", c.version`;

/** The person's consents, newest first. */
export function listConsents(db: Queryable, personId: number): Promise<ConsentRow[]> {
  return db.query<ConsentRow>(
    `SELECT ${CONSENT_COLUMNS} FROM payment_consents c WHERE c.person_id = $1 ORDER BY c.given_at DESC, c.id DESC`,
    [personId],
  );
}

/** One consent of the person; `forUpdate` locks it. Undefined when absent or someone else's. */
export async function findConsent(
  db: Queryable,
  personId: number,
  id: number,
  forUpdate = false,
): Promise<ConsentRow | undefined> {
  const [row] = await db.query<ConsentRow>(
    `SELECT ${CONSENT_COLUMNS} FROM payment_consents c WHERE c.person_id = $1 AND c.id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [personId, id],
  );
  return row;
}

/** The person's consent in force, if any. */
export async function findGivenConsent(db: Queryable, personId: number): Promise<ConsentRow | undefined> {
  const [row] = await db.query<ConsentRow>(
    `SELECT ${CONSENT_COLUMNS} FROM payment_consents c WHERE c.person_id = $1 AND c.status = 1`,
    [personId],
  );
  return row;
}

/** A new consent in force. */
export async function insertConsent(db: Queryable, personId: number, number: string): Promise<ConsentRow> {
  const [row] = await db.query<ConsentRow>(
    `INSERT INTO payment_consents AS c (number, person_id) VALUES ($1, $2) RETURNING ${CONSENT_COLUMNS}`,
    [number, personId],
  );
  return row;
}

/** Writes a consent's new status (withdrawn: with the moment) if it is still at `version`. */
export async function updateConsent(db: Queryable, id: number, version: number, status: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE payment_consents SET status = $3, withdrawn_at = CASE WHEN $3 = 2 THEN now() ELSE NULL END, version = version + 1
      WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, status],
  );
  return rows.length === 1;
}
