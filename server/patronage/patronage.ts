/**
 * Patronage (workflows.md section 7): the chat of a family under patronage with the specialist in
 * charge, built on the messages (server/messages/messages.ts, threads of kind Patronage).
 *
 * - The family (the signed-in person, no institution role chosen) reads its patronage records and
 *   writes to the specialist; only the family leaves feedback.
 * - The specialist (a social worker in their institution's role) reads the families in their
 *   charge, and only those: another employee of the institution, or anybody else, is answered 404.
 *
 * A record is named by its id in every call; the chat's writes tell both sides' live streams as
 * any message does (GET /message/stream).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { messageCaller, messageService, type MessageCaller } from '../messages/messages.ts';
import {
  findPatronageRecord,
  findUploadedFile,
  insertComment,
  listFeedback,
  listPatronageRecords,
  setThreadEmployee,
  upsertRating,
  type PatronageRecordRow,
} from '../repositories/patronage.ts';
import { formatPhone } from '../../common/validation/phone.ts';
import { regionToday } from '../../common/time-zone.ts';
import { MESSAGE_MSG, ThreadKind } from '../../common/messages/messages.ts';
import { MAX_FEEDBACK_LENGTH, PATRONAGE_MSG, ratingPeriod } from '../../common/patronage/patronage.ts';
import { SystemRole } from '../../common/roles.ts';

type PatronageCaller =
  | { side: 'person'; personId: number; userId: number }
  | { side: 'institution'; institutionId: number; userId: number; employeeId: number };

export function patronageService(db: Db) {
  const messages = messageService(db, ThreadKind.Patronage);

  /** The caller's side: the family's person, or the specialist in their social worker's role. */
  function callerOf(auth: Auth): PatronageCaller {
    const inst = auth.user.selectedInstitution;
    if (inst && inst.institutionRole !== SystemRole.SocialWorker) throw new HttpError(403, PATRONAGE_MSG.noSide);
    let caller: MessageCaller;
    try {
      caller = messageCaller(auth);
    } catch {
      throw new HttpError(403, PATRONAGE_MSG.noSide);
    }
    if (caller.side === 'person') return caller;
    if (!inst?.employeeId) throw new HttpError(403, PATRONAGE_MSG.noSide);
    return { ...caller, employeeId: inst.employeeId };
  }

  const scope = (caller: PatronageCaller) =>
    caller.side === 'person' ? { personId: caller.personId } : { employeeId: caller.employeeId };

  /** A record of the caller's, else 404 as if it did not exist. */
  async function record(auth: Auth, id: number) {
    const caller = callerOf(auth);
    const row = await findPatronageRecord(db, id);
    const own =
      row && (caller.side === 'person' ? row.personId === caller.personId : row.employeeId === caller.employeeId);
    if (!row || !own) throw new HttpError(404, PATRONAGE_MSG.notFound);
    return { caller, row, contactId: caller.side === 'person' ? row.institutionId : row.personId };
  }

  /** The caller's record named, or their first one (a family has one specialist). */
  async function recordOrFirst(auth: Auth, id?: number) {
    if (id !== undefined) return record(auth, id);
    const caller = callerOf(auth);
    const [first] = await listPatronageRecords(db, scope(caller));
    if (!first) throw new HttpError(404, PATRONAGE_MSG.none);
    return record(auth, first.id);
  }

  const contactNameOf = (caller: PatronageCaller, row: PatronageRecordRow) =>
    caller.side === 'person' ? row.employeeName : row.familyName;

  async function send(auth: Auth, id: number, input: { text: string; clientKey: string; fileIds?: string[] }) {
    const { row, contactId } = await record(auth, id);
    const message = await messages.send(auth, contactId, input);
    await setThreadEmployee(db, row);
    return message;
  }

  return {
    /** The caller's patronage conversations (GET /patronage); the specialist may search their families by name. */
    async list(auth: Auth, search = '') {
      const caller = callerOf(auth);
      const rows = await listPatronageRecords(db, scope(caller), search.trim());
      return rows.map((r) => ({
        id: r.id,
        contactName: contactNameOf(caller, r),
        institutionName: r.institutionName,
        category: r.category,
        lastMessage: r.lastMessage,
        lastMessageAt: r.lastMessageAt,
        lastFromMe: r.lastFromPerson === null ? null : (caller.side === 'person') === r.lastFromPerson,
        unread: caller.side === 'person' ? r.unreadByPerson : r.unreadByInstitution,
      }));
    },

    /** A page of one conversation, newest first (GET /patronage/{id}). */
    async conversation(auth: Auth, id: number, before?: number, limit?: number) {
      const { caller, row, contactId } = await record(auth, id);
      const page = await messages.conversation(auth, contactId, before, limit);
      return { ...page, contactId: row.id, contactName: contactNameOf(caller, row) };
    },

    async newer(auth: Auth, id: number, after: number) {
      const { contactId } = await record(auth, id);
      return messages.newer(auth, contactId, after);
    },

    /** Marks read what the other side wrote (POST /patronage/read-messages). */
    async read(auth: Auth, id: number) {
      const { contactId } = await record(auth, id);
      return messages.read(auth, contactId);
    },

    /** A message (POST /patronage/new-message), once per client key. */
    newMessage: (auth: Auth, id: number, input: { text: string; clientKey: string }) =>
      send(auth, id, { text: input.text, clientKey: input.clientKey }),

    /** A message with uploaded files (POST /patronage/new-mail), once per client key. */
    newMail: send,

    /** One uploaded file as a message, its name the text unless one is given (POST /patronage/send-file). */
    async sendFile(auth: Auth, id: number, input: { fileId: string; clientKey: string; text?: string }) {
      await record(auth, id);
      const file = await findUploadedFile(db, auth.user.userId, input.fileId);
      if (!file) throw new HttpError(400, MESSAGE_MSG.fileNotYours);
      const text = input.text?.trim() || `Файл «${file.name}»`;
      return send(auth, id, { text, clientKey: input.clientKey, fileIds: [input.fileId] });
    },

    /** The family's comment on the patronage (POST /patronage/feedback). */
    async feedback(auth: Auth, id: number, comment: string) {
      const { caller, row } = await record(auth, id);
      if (caller.side !== 'person') throw new HttpError(403, PATRONAGE_MSG.familyOnly);
      const text = comment.replace(/\r\n?/g, '\n').trim();
      if (!text) throw new HttpError(400, PATRONAGE_MSG.feedbackEmpty);
      if (text.length > MAX_FEEDBACK_LENGTH) throw new HttpError(400, PATRONAGE_MSG.feedbackTooLong);
      return insertComment(db, row.id, caller.userId, text);
    },

    /** The family's mark 1-5 of this month of the patronage (POST /patronage/patronage-feedback). */
    async rate(auth: Auth, id: number, rating: number, comment = '') {
      const { caller, row } = await record(auth, id);
      if (caller.side !== 'person') throw new HttpError(403, PATRONAGE_MSG.familyOnly);
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new HttpError(400, PATRONAGE_MSG.badRating);
      const text = comment.replace(/\r\n?/g, '\n').trim();
      if (text.length > MAX_FEEDBACK_LENGTH) throw new HttpError(400, PATRONAGE_MSG.feedbackTooLong);
      return upsertRating(db, row.id, caller.userId, ratingPeriod(regionToday()), rating, text);
    },

    /** The specialist's card (GET /patronage/get-employee). */
    async employee(auth: Auth, id?: number) {
      const { row } = await recordOrFirst(auth, id);
      return {
        recordId: row.id,
        employeeId: row.employeeId,
        name: row.employeeName,
        position: row.employeePosition,
        institutionName: row.institutionName,
        phone: row.employeePhone ? formatPhone(row.employeePhone) : null,
        institutionPhone: row.institutionPhone ? formatPhone(row.institutionPhone) : null,
        email: row.employeeEmail,
      };
    },

    /**
     * The patronage record with this month's rating and the family's last words (GET
     * /patronage/get-patronage-data): the family reads what it said, its specialist what the family said.
     */
    async data(auth: Auth, id?: number) {
      const { row } = await recordOrFirst(auth, id);
      const feedback = await listFeedback(db, row.id);
      return {
        id: row.id,
        familyName: row.familyName,
        institutionName: row.institutionName,
        employeeName: row.employeeName,
        since: row.since,
        until: row.until,
        category: row.category,
        reason: row.reason,
        visits: row.visits,
        period: ratingPeriod(regionToday()),
        rating: row.rating,
        ratingComment: row.ratingComment,
        feedback,
      };
    },
  };
}
