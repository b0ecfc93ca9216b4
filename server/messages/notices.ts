/**
 * The portal's notices (workflows.md section 9): one function, `notify`, writes a notice of a
 * class to the accounts of a person, in the caller's transaction, and tells their live streams; the
 * person reads it under «Уведомления» in /user/messages. The rules (common/messages/notice-rules.ts) raise the
 * notices of the workflows from the one place an action is announced (the transition helper's afterTransition
 * hook): a notice exists exactly when its action does, and never goes to the one who acted.
 */
import type { Queryable } from '../db/db.ts';
import { afterTransition, type TransitionEvent } from '../workflow/transition.ts';
import { findNoticeSubject, insertAccountNotice, insertNotices } from '../repositories/notices.ts';
import { noticeOf, ruleOf, type Notice } from '../../common/messages/notice-rules.ts';

export type { Notice };

/**
 * Writes a notice to every account of a person but the one who caused it; returns how many were
 * written. Runs in the caller's transaction: rolled back with it.
 */
export async function notify(
  tx: Queryable,
  personId: number,
  notice: Notice,
  except: number | null = null,
): Promise<number> {
  return insertNotices(tx, personId, notice, except);
}

/**
 * A notice of the calendar (server/messages/deadlines.ts): written once per account for its `key`
 * however often it is raised; returns how many accounts got it now.
 */
export async function notifyOnce(tx: Queryable, personId: number, notice: Notice, key: string): Promise<number> {
  return insertNotices(tx, personId, notice, null, key);
}

/** A notice to one account, about what that account alone asked for (its report, attached). */
export async function notifyAccount(
  tx: Queryable,
  userId: number,
  notice: Notice,
  fileIds: readonly string[] = [],
): Promise<void> {
  await insertAccountNotice(tx, userId, notice, fileIds);
}

/** The afterTransition hook: the rule of the action's record and status, if one, tells the record's person. */
export async function noticeOfTransition(tx: Queryable, event: TransitionEvent): Promise<void> {
  if (event.fromStatus === event.toStatus) return;
  if (!ruleOf(event.history, event.toStatus, event.action)) return;
  const subject = await findNoticeSubject(tx, event.history, event.recordId);
  if (!subject) return;
  const notice = noticeOf(event.history, event.toStatus, event.action, subject, event.note);
  if (notice) await notify(tx, subject.personId, notice, event.actorUserId);
}

if (!afterTransition.includes(noticeOfTransition)) afterTransition.push(noticeOfTransition);
