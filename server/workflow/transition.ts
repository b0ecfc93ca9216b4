/**
 * The one way the server applies an action of a workflow's state table (common/workflow/state-table.ts)
 * to a record in the database, in one transaction: lock the row, check the version the caller saw
 * (stale: 409 STALE_VERSION), check the caller's side, decide by the table, write the next facts,
 * add the history row, run the `afterTransition` hooks, and answer the action's success message.
 * An area gives what is its own (how to lock and write its row, its side, its history table) as a
 * `TransitionPlan`; the order and the refusals are the same for every area.
 */
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, staleVersion, type Message } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { insertHistoryRow, listHistoryRows, type HistoryTable } from '../repositories/workflow-history.ts';
import {
  decide,
  historyCaption,
  statusCaption,
  type AnyStateTable,
  type Facts,
  type StateTable,
} from '../../common/workflow/state-table.ts';

/** A record a table acts on: its id and the version an action must carry. */
export interface VersionedRecord {
  id: number;
  version: number;
}

/** What an area gives the helper for one caller's action on one record. */
export interface TransitionPlan<
  S extends number,
  A extends string,
  Side extends string,
  F extends Facts<S>,
  I,
  R extends VersionedRecord,
> {
  table: StateTable<S, A, Side, F, I>;
  /** The area's history table (server/repositories/workflow-history.ts). */
  history: HistoryTable;
  /** Finds the caller's record and locks its row (FOR UPDATE); undefined reads as absent (404). */
  lock: (tx: Queryable) => Promise<R | undefined>;
  /** What the table reads of the record. */
  facts: (record: R) => F;
  /** The caller's side on this record; null when they may not act on it. */
  side: (record: R) => Side | null;
  /** The refusal (403) when the caller has no side on the record. */
  noSide: string;
  /** Reads what the action needs from the database before the table decides (may refuse by throwing). */
  prepare?: (tx: Queryable, record: R, action: A, input: I) => Promise<I>;
  /** Writes the decided facts if the record is still at `version`; false when someone changed it meanwhile. */
  write: (
    tx: Queryable,
    record: R,
    change: { action: A; input: I; next: F; note: string | null; version: number },
  ) => Promise<boolean>;
  /** Who acts: their person for the history (null: the person of the user). */
  actor: { personId: number | null; userId: number };
}

/** What an applied action tells the hooks and the caller. */
export interface TransitionEvent {
  /** The history table, which names the kind of record. */
  history: HistoryTable;
  recordId: number;
  action: string;
  side: string;
  actorUserId: number;
  fromStatus: number;
  toStatus: number;
  note: string | null;
}

/** A hook run in the action's transaction after its history row: a failure undoes the action. */
export type AfterTransition = (tx: Queryable, event: TransitionEvent) => Promise<void>;

/**
 * The one place an applied action is announced, in its transaction: a certificate follows the decision
 * on its request here (server/certificates/certificate-actions.ts), and the messaging issue's
 * notifications will register here too (a notification exists exactly when its action does).
 */
export const afterTransition: AfterTransition[] = [];

/** An applied action: the record as it was locked, the facts it led to, its new version and success message. */
export interface Applied<R, F> {
  record: R;
  next: F;
  version: number;
  note: string | null;
  message: Message;
}

/** Applies an action inside the caller's transaction (a signature records itself in the same one). */
export async function applyTransitionIn<
  S extends number,
  A extends string,
  Side extends string,
  F extends Facts<S>,
  I,
  R extends VersionedRecord,
>(
  tx: Queryable,
  plan: TransitionPlan<S, A, Side, F, I, R>,
  action: A,
  input: I & { version: number },
): Promise<Applied<R, F>> {
  const record = await plan.lock(tx);
  // Someone else's record reads as absent.
  if (!record) throw new HttpError(404, MSG.notFound);
  if (record.version !== input.version) throw staleVersion(MSG.versionConflict);
  const side = plan.side(record);
  if (!side) throw new HttpError(403, plan.noSide);
  const given = plan.prepare ? await plan.prepare(tx, record, action, input) : input;
  const before = plan.facts(record);
  const decision = decide(plan.table, before, side, action, given);
  if (!decision.ok) throw new HttpError(decision.status, decision.message);
  const { next, note } = decision;
  const written = await plan.write(tx, record, { action, input: given, next, note, version: input.version });
  if (!written) throw staleVersion(MSG.versionConflict);
  const event: TransitionEvent = {
    history: plan.history,
    recordId: record.id,
    action,
    side,
    actorUserId: plan.actor.userId,
    fromStatus: before.status,
    toStatus: next.status,
    note,
  };
  await insertHistoryRow(tx, plan.history, {
    recordId: record.id,
    action,
    side,
    actorPersonId: plan.actor.personId,
    actorUserId: plan.actor.userId,
    fromStatus: before.status,
    toStatus: next.status,
    note,
  });
  for (const hook of afterTransition) await hook(tx, event);
  return {
    record,
    next,
    version: input.version + 1,
    note,
    message: { severity: 'Success', text: plan.table.actions[action].message },
  };
}

/**
 * A record is born in its table's first status: its history's first row ('create'), written in the
 * transaction that inserts it. `actor.userId` names the person when `personId` is not known.
 */
export async function recordCreated(
  tx: Queryable,
  history: HistoryTable,
  table: Pick<AnyStateTable, 'initial'>,
  recordId: number,
  side: string,
  actor: { personId: number | null; userId?: number },
  note: string | null = null,
): Promise<void> {
  await insertHistoryRow(tx, history, {
    recordId,
    action: 'create',
    side,
    actorPersonId: actor.personId,
    actorUserId: actor.userId,
    fromStatus: null,
    toStatus: table.initial,
    note,
  });
}

/** Applies an action in a transaction of its own: a refusal or a failed hook changes nothing. */
export function applyTransition<
  S extends number,
  A extends string,
  Side extends string,
  F extends Facts<S>,
  I,
  R extends VersionedRecord,
>(
  db: Db,
  plan: TransitionPlan<S, A, Side, F, I, R>,
  action: A,
  input: I & { version: number },
): Promise<Applied<R, F>> {
  return db.transaction((tx) => applyTransitionIn(tx, plan, action, input));
}

/** A record's history as a card shows it: each row with its action's and its status's captions. */
export async function historyView<Side extends string>(
  db: Queryable,
  table: AnyStateTable & { sides: Readonly<Record<Side, string>> },
  history: HistoryTable,
  recordId: number,
) {
  return (await listHistoryRows(db, history, recordId)).map((row) => ({
    ...row,
    side: row.side as Side,
    actionCaption: historyCaption(table, row.action),
    toStatusCaption: statusCaption(table, row.toStatus),
  }));
}
