import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';
import type { ConversationApi } from '@/components/messages/conversation';
import { messageFilesField } from './files-field';

/** A patronage conversation of the list: the specialist for a family, a family for the specialist. */
export type PatronageChat = ApiAnswer<'/patronage', 'get'>[number];
export type PatronageEmployee = ApiAnswer<'/patronage/get-employee', 'get'>;
export type PatronageData = ApiAnswer<'/patronage/get-patronage-data', 'get'>;
export type PatronageFeedback = PatronageData['feedback'][number];

export const CHATS_KEY = '/patronage';

/** The caller's conversations; the specialist's narrowed by a search over the families' names. */
export const useChats = (search = '') =>
  useSWR(search ? [CHATS_KEY, search] : CHATS_KEY, () =>
    api.get('/patronage', { query: search ? { search } : {}, quiet: true }),
  );

export const useEmployee = (id?: number) =>
  useSWR(['/patronage/get-employee', id ?? null], () =>
    api.get('/patronage/get-employee', { query: id === undefined ? {} : { id }, quiet: true }),
  );

export const usePatronageData = (id?: number) =>
  useSWR(['/patronage/get-patronage-data', id ?? null], () =>
    api.get('/patronage/get-patronage-data', { query: id === undefined ? {} : { id }, quiet: true }),
  );

/** The calls of the patronage chat of a record, for the shared conversation view. */
export function patronageApi(id: number): ConversationApi {
  return {
    key: ['/patronage/{id}', id],
    load: (before) =>
      api.get('/patronage/{id}', { params: { id }, query: before === undefined ? {} : { before }, quiet: true }),
    markRead: () => api.post('/patronage/read-messages', { body: { id }, quiet: true }),
    // With files, a letter (new-mail); without, a message (new-message). Quiet: the view offers a retry.
    send: ({ text, clientKey, fileIds }) =>
      fileIds.length
        ? api.post('/patronage/new-mail', { body: { id, text, clientKey, fileIds }, quiet: true })
        : api.post('/patronage/new-message', { body: { id, text, clientKey }, quiet: true }),
    listKey: CHATS_KEY,
    filesField: messageFilesField,
  };
}

/** The family's word: with a mark, the rating of this month (one a month); without, a comment. */
export const sendFeedback = (id: number, comment: string, rating: number | null) =>
  rating === null
    ? api.post('/patronage/feedback', { body: { id, comment } })
    : api.post('/patronage/patronage-feedback', { body: { id, rating, comment } });
