/**
 * Messages (workflows.md sections 2, 3, 7): who writes to whom and what each side reads.
 *
 * - A person (a citizen, a guardian: the signed-in account's person, no institution role chosen)
 *   writes to the institutions that serve them: where they are a client or hold a service
 *   contract. Their contact is the institution.
 * - An employee in an institution role (provider, social worker) writes for the institution to
 *   its clients and contract holders; the institution's staff share its conversations. Their
 *   contact is the person.
 * - Nobody else reads or writes a conversation: a contact outside these is answered 404, as if it
 *   did not exist.
 *
 * A message is stored once per sender's key (pressing send twice, or again after the answer was
 * lost, gives back the first); every write tells both sides' live streams (references in
 * server/repositories/messages.ts, NOTIFY on PostgreSQL).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { countUnreadMessages } from '../repositories/users.ts';
import {
  contactName,
  ensureThread,
  findMessage,
  findThread,
  insertMessage,
  listInstitutionContacts,
  listMessageFiles,
  listPersonContacts,
  listThreadMessages,
  listThreadMessagesAfter,
  markThreadRead,
  mayCorrespond,
  messageReferences,
  ownUnattachedFiles,
  countUnread,
  listNotices,
  markNoticesRead,
  noticeReference,
  noticesSummary,
  type MessageRow,
  type ThreadRow,
} from '../repositories/messages.ts';
import { SystemRole } from '../../common/roles.ts';
// The workflows' notices register on the transition helper with the messages.
import './notices.ts';
import {
  MAX_MESSAGE_FILES,
  MAX_MESSAGE_LENGTH,
  MESSAGE_MSG,
  MESSAGE_PAGE,
  ThreadKind,
  type NoticeClass,
} from '../../common/messages/messages.ts';

export type MessageCaller =
  | { side: 'person'; personId: number; userId: number }
  | { side: 'institution'; institutionId: number; userId: number };

const STAFF_ROLES: readonly number[] = [SystemRole.ServiceProvider, SystemRole.SocialWorker];

/** The side the caller writes for: the institution of the chosen staff role, else their own person. */
export function messageCaller(auth: Auth): MessageCaller {
  const caller = messageSide(auth);
  if (!caller) throw new HttpError(403, MESSAGE_MSG.noSide);
  return caller;
}

/** The caller's side, or null for one who has no conversations (an administrator, a tourism provider). */
function messageSide({ user }: Auth): MessageCaller | null {
  const inst = user.selectedInstitution;
  if (inst && STAFF_ROLES.includes(inst.institutionRole))
    return { side: 'institution', institutionId: inst.institutionId, userId: user.userId };
  if (!inst && user.personId !== null) return { side: 'person', personId: user.personId, userId: user.userId };
  return null;
}

/** The references a caller's live stream listens to: their side's conversations and their own notices. */
export function streamReferences(caller: MessageCaller): string[] {
  return [
    caller.side === 'person'
      ? messageReferences.person(caller.personId)
      : messageReferences.institution(caller.institutionId),
    noticeReference(caller.userId),
  ];
}

/**
 * The portal's notices to the account (user_messages: a schedule, a decision) read as one more
 * contact, number 0, «Уведомления»: each notice signed by its sender; nobody answers them.
 */
export const NOTICES_CONTACT = 0;
const NOTICES_NAME = 'Уведомления';

/** The pair (person, institution) of the caller and a contact. */
const pairOf = (caller: MessageCaller, contactId: number) =>
  caller.side === 'person'
    ? { personId: caller.personId, institutionId: contactId }
    : { personId: contactId, institutionId: caller.institutionId };

/** A message as the caller reads it: whether they (their side) wrote it and whether the other side read it. */
function asRead(caller: MessageCaller, m: MessageRow) {
  const mine = (caller.side === 'person') === m.fromPerson;
  return {
    id: m.id,
    noticeClass: null,
    mine,
    authorName: m.authorName,
    text: m.body,
    createdAt: m.createdAt,
    readAt: m.readAt,
    clientKey: mine ? m.clientKey : null,
    files: m.files,
  };
}

/** A notice of the portal as a message of the other side. */
const asNotice = (m: MessageRow & { noticeClass: NoticeClass | null }) => ({
  id: m.id,
  noticeClass: m.noticeClass,
  mine: false,
  authorName: m.authorName,
  text: m.body,
  createdAt: m.createdAt,
  readAt: m.readAt,
  clientKey: null,
  files: m.files,
});

export interface NewMessage {
  text: string;
  clientKey: string;
  fileIds?: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function messageService(db: Db, kind: ThreadKind = ThreadKind.Conversation) {
  /** The conversation of the caller with a contact, refused as missing when they may not correspond. */
  async function pair(caller: MessageCaller, contactId: number) {
    const { personId, institutionId } = pairOf(caller, contactId);
    if (!(await mayCorrespond(db, kind, personId, institutionId))) throw new HttpError(404, MESSAGE_MSG.notContact);
    const name = await contactName(db, caller.side === 'person' ? { institutionId } : { personId });
    if (name === undefined) throw new HttpError(404, MESSAGE_MSG.notContact);
    return { personId, institutionId, name, thread: await findThread(db, kind, personId, institutionId) };
  }

  return {
    caller: messageCaller,

    /** The caller's contacts with their last message and unread count (GET /message). */
    async contacts(auth: Auth, search?: string) {
      const caller = messageCaller(auth);
      const rows =
        caller.side === 'person'
          ? await listPersonContacts(db, caller.personId, kind)
          : await listInstitutionContacts(db, caller.institutionId, kind, search);
      const notices = kind === ThreadKind.Conversation && !search ? await noticesSummary(db, caller.userId) : undefined;
      return notices
        ? [
            {
              contactId: NOTICES_CONTACT,
              contactName: NOTICES_NAME,
              threadId: null,
              lastFromMe: false,
              ...notices,
            },
            ...rows,
          ]
        : rows;
    },

    /** A page of the conversation with a contact, newest first (GET /message/{contactId}). */
    async conversation(auth: Auth, contactId: number, before?: number, limit = MESSAGE_PAGE) {
      const caller = messageCaller(auth);
      const size = Math.min(Math.max(limit, 1), 200);
      if (contactId === NOTICES_CONTACT) {
        const notices = await listNotices(db, caller.userId, { before }, size + 1);
        return {
          contactId,
          contactName: NOTICES_NAME,
          side: caller.side,
          messages: notices.slice(0, size).map(asNotice),
          hasMore: notices.length > size,
        };
      }
      const { name, thread } = await pair(caller, contactId);
      const rows = thread ? await listThreadMessages(db, thread.id, before ?? null, size + 1) : [];
      return {
        contactId,
        contactName: name,
        side: caller.side,
        messages: rows.slice(0, size).map((m) => asRead(caller, m)),
        hasMore: rows.length > size,
      };
    },

    /** The messages newer than one the caller holds: the catch-up after a lost connection. */
    async newer(auth: Auth, contactId: number, after: number) {
      const caller = messageCaller(auth);
      if (contactId === NOTICES_CONTACT) return (await listNotices(db, caller.userId, { after }, 500)).map(asNotice);
      const { thread } = await pair(caller, contactId);
      return thread ? (await listThreadMessagesAfter(db, thread.id, after)).map((m) => asRead(caller, m)) : [];
    },

    /** Marks read what the contact wrote (GET /message/read/{contactId}); the number marked. */
    async read(auth: Auth, contactId: number) {
      const caller = messageCaller(auth);
      if (contactId === NOTICES_CONTACT) return markNoticesRead(db, caller.userId);
      const { thread } = await pair(caller, contactId);
      return thread ? markThreadRead(db, thread, caller.side === 'person') : 0;
    },

    /** Sends a message to a contact (POST /message/create/{contactId}), once per client key. */
    async send(auth: Auth, contactId: number, input: NewMessage) {
      const caller = messageCaller(auth);
      if (contactId === NOTICES_CONTACT) throw new HttpError(400, MESSAGE_MSG.noticesReadOnly);
      const text = input.text.replace(/\r\n?/g, '\n').trim();
      if (!text) throw new HttpError(400, MESSAGE_MSG.empty);
      if (text.length > MAX_MESSAGE_LENGTH) throw new HttpError(400, MESSAGE_MSG.tooLong);
      if (!UUID.test(input.clientKey)) throw new HttpError(400, MESSAGE_MSG.badKey);
      const fileIds = [...new Set(input.fileIds ?? [])];
      if (fileIds.length > MAX_MESSAGE_FILES) throw new HttpError(400, MESSAGE_MSG.tooManyFiles);
      if (fileIds.some((id) => !UUID.test(id))) throw new HttpError(400, MESSAGE_MSG.fileNotYours);
      const { personId, institutionId } = await pair(caller, contactId);
      const stored = await db.transaction(async (tx) => {
        const thread: ThreadRow = await ensureThread(tx, kind, personId, institutionId);
        const own = await ownUnattachedFiles(tx, caller.userId, fileIds);
        const sent = await insertMessage(tx, thread, {
          authorUserId: caller.userId,
          fromPerson: caller.side === 'person',
          body: text,
          clientKey: input.clientKey.toLowerCase(),
          fileIds: own,
        });
        // A file of someone else, or one another message carries, is refused, unless this is the
        // same message sent again (its files are already its own).
        if (sent.inserted && own.length !== fileIds.length) throw new HttpError(400, MESSAGE_MSG.fileNotYours);
        return sent;
      });
      const message = await findMessage(db, stored.id);
      if (!message || message.threadId === undefined) throw new HttpError(404, MESSAGE_MSG.notContact);
      return asRead(caller, message);
    },

    /** Whether anything is unread for the caller: conversations and the portal's own notices. */
    async unread(auth: Auth) {
      const caller = messageSide(auth);
      // The portal's notices are the account's own, in any role; conversations are the side's.
      const notices = await countUnreadMessages(db, auth.user.userId);
      if (!caller) return notices;
      const threads = await countUnread(
        db,
        caller.side === 'person' ? { personId: caller.personId } : { institutionId: caller.institutionId },
      );
      return threads + notices;
    },

    /** A message's files for its archive, if the caller's side is in its conversation; undefined when it is not a conversation's. */
    async messageFiles(auth: Auth, messageId: number) {
      const message = await findMessage(db, messageId);
      if (!message) return undefined;
      const caller = messageCaller(auth);
      const own =
        caller.side === 'person'
          ? message.personId === caller.personId
          : message.institutionId === caller.institutionId;
      if (!own) throw new HttpError(404, MESSAGE_MSG.notContact);
      const files = await listMessageFiles(db, messageId);
      if (!files.length) throw new HttpError(404, MESSAGE_MSG.noFiles);
      return files;
    },
  };
}
