import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** A contact of the list: the other side, the last message, what is unread. */
export type Contact = ApiAnswer<'/message', 'get'>[number];
/** A page of a conversation, newest first. */
export type Conversation = ApiAnswer<'/message/{contactId}', 'get'>;
export type Message = Conversation['messages'][number];
export type NewMessageBody =
  paths['/api/message/create/{contactId}']['post']['requestBody']['content']['application/json'];

export const CONTACTS_KEY = '/message';

export const useContacts = (search: string) =>
  useSWR([CONTACTS_KEY, search], () => api.get('/message', { query: search ? { search } : {}, quiet: true }), {
    keepPreviousData: true,
  });

/** The newest page of a conversation. */
export const loadConversation = (contactId: number, before?: number) =>
  api.get('/message/{contactId}', {
    params: { contactId },
    query: before === undefined ? {} : { before },
    quiet: true,
  });

export const markRead = (contactId: number) =>
  api.get('/message/read/{contactId}', { params: { contactId }, quiet: true });

// Quiet: the conversation marks the message failed and offers to send it again.
export const sendMessage = (contactId: number, body: NewMessageBody) =>
  api.post('/message/create/{contactId}', { params: { contactId }, body, quiet: true });
