/**
 * JSON Schemas of patronage (server/routes/patronage.ts); a message is the messages' own.
 */
import { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH } from '../../common/messages/messages.ts';
import { MAX_FAMILY_SEARCH, MAX_FEEDBACK_LENGTH } from '../../common/patronage/patronage.ts';
import { conversation, message, messages, pageQuery } from './messages.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const boolOrNull = { type: ['boolean', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const key = { type: 'string', maxLength: 64 } as const;
const text = { type: 'string', maxLength: MAX_MESSAGE_LENGTH * 2 } as const;

export { conversation, message, messages, pageQuery };

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
/** A record named, or the caller's first one. */
export const idQuery = { type: 'object', properties: { id } } as const;

export const chat = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'contactName',
    'institutionName',
    'category',
    'lastMessage',
    'lastMessageAt',
    'lastFromMe',
    'unread',
  ],
  properties: {
    id: int,
    contactName: str,
    institutionName: str,
    category: str,
    lastMessage: strOrNull,
    lastMessageAt: strOrNull,
    lastFromMe: boolOrNull,
    unread: int,
  },
} as const;
export const chats = { type: 'array', items: chat } as const;
/** The specialist's search over their families by name. */
export const chatsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: MAX_FAMILY_SEARCH } },
} as const;

export const readBody = { type: 'object', required: ['id'], additionalProperties: false, properties: { id } } as const;

export const newMessage = {
  type: 'object',
  required: ['id', 'text', 'clientKey'],
  additionalProperties: false,
  properties: { id, text, clientKey: key },
} as const;

export const newMail = {
  type: 'object',
  required: ['id', 'text', 'clientKey', 'fileIds'],
  additionalProperties: false,
  properties: {
    id,
    text,
    clientKey: key,
    fileIds: { type: 'array', minItems: 1, maxItems: MAX_MESSAGE_FILES * 2, items: key },
  },
} as const;

export const sendFile = {
  type: 'object',
  required: ['id', 'fileId', 'clientKey'],
  additionalProperties: false,
  properties: { id, fileId: key, clientKey: key, text },
} as const;

export const feedbackBody = {
  type: 'object',
  required: ['id', 'comment'],
  additionalProperties: false,
  properties: { id, comment: { type: 'string', maxLength: MAX_FEEDBACK_LENGTH * 2 } },
} as const;

export const ratingBody = {
  type: 'object',
  required: ['id', 'rating'],
  additionalProperties: false,
  properties: {
    id,
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: 'string', maxLength: MAX_FEEDBACK_LENGTH * 2 },
  },
} as const;

export const feedback = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'period', 'rating', 'comment', 'createdAt'],
  properties: { id: int, period: strOrNull, rating: intOrNull, comment: str, createdAt: str },
} as const;

export const employee = {
  type: 'object',
  additionalProperties: false,
  required: ['recordId', 'employeeId', 'name', 'position', 'institutionName', 'phone', 'institutionPhone', 'email'],
  properties: {
    recordId: int,
    employeeId: int,
    name: str,
    position: str,
    institutionName: str,
    phone: strOrNull,
    institutionPhone: strOrNull,
    email: strOrNull,
  },
} as const;

export const patronageData = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'familyName',
    'institutionName',
    'employeeName',
    'since',
    'until',
    'category',
    'reason',
    'visits',
    'period',
    'rating',
    'ratingComment',
    'feedback',
  ],
  properties: {
    id: int,
    familyName: str,
    institutionName: str,
    employeeName: str,
    since: str,
    until: strOrNull,
    category: str,
    reason: str,
    visits: str,
    period: str,
    rating: intOrNull,
    ratingComment: strOrNull,
    feedback: { type: 'array', items: feedback },
  },
} as const;
