/**
 * JSON Schemas of messages (server/routes/messages.ts), written once.
 */
import { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, NOTICE_CLASSES } from '../../common/messages/messages.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const boolOrNull = { type: ['boolean', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const messageId = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

/** A contact: an institution's or a person's id, or 0 for the portal's notices. */
export const contactParams = {
  type: 'object',
  required: ['contactId'],
  properties: { contactId: { type: 'integer', minimum: 0, maximum: 2147483647 } },
} as const;
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const contactsQuery = {
  type: 'object',
  properties: { search: { type: 'string', maxLength: 100 } },
} as const;

export const pageQuery = {
  type: 'object',
  properties: {
    before: messageId,
    after: messageId,
    limit: { type: 'integer', minimum: 1, maximum: 200 },
  },
} as const;

export const contact = {
  type: 'object',
  additionalProperties: false,
  required: ['contactId', 'contactName', 'threadId', 'lastMessage', 'lastMessageAt', 'lastFromMe', 'unread'],
  properties: {
    contactId: int,
    contactName: str,
    threadId: intOrNull,
    lastMessage: strOrNull,
    lastMessageAt: strOrNull,
    lastFromMe: boolOrNull,
    unread: int,
  },
} as const;
export const contacts = { type: 'array', items: contact } as const;

export const message = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'noticeClass', 'mine', 'authorName', 'text', 'createdAt', 'readAt', 'clientKey', 'files'],
  properties: {
    id: int,
    /** A notice of the portal names its class (contact 0); a message of a conversation has none. */
    noticeClass: { type: ['string', 'null'], enum: [...Object.keys(NOTICE_CLASSES), null] },
    mine: bool,
    authorName: str,
    text: str,
    createdAt: str,
    readAt: strOrNull,
    clientKey: strOrNull,
    files: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'size'],
        properties: { id: str, name: str, size: int },
      },
    },
  },
} as const;
export const messages = { type: 'array', items: message } as const;

export const conversation = {
  type: 'object',
  additionalProperties: false,
  required: ['contactId', 'contactName', 'side', 'messages', 'hasMore'],
  properties: {
    contactId: int,
    contactName: str,
    side: { type: 'string', enum: ['person', 'institution'] },
    messages,
    hasMore: bool,
  },
} as const;

/** The body of a new message: its text, the sender's key of it, the files uploaded for it. */
export const newMessage = {
  type: 'object',
  required: ['text', 'clientKey'],
  additionalProperties: false,
  properties: {
    // The service trims and counts characters and answers in Russian; the schema only bounds the size.
    text: { type: 'string', maxLength: MAX_MESSAGE_LENGTH * 2 },
    clientKey: { type: 'string', maxLength: 64 },
    fileIds: { type: 'array', maxItems: MAX_MESSAGE_FILES * 2, items: { type: 'string', maxLength: 64 } },
  },
} as const;
