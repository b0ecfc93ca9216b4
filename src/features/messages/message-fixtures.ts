import type { Contact, Message } from './api';
import type { PendingMessage } from '@/components/messages/conversation';

/** The stories' contacts: one unread, one read, one without a conversation yet. */
export const CONTACTS: Contact[] = [
  {
    contactId: 5,
    contactName: 'АНО «ЦСУ „Северная забота“»',
    threadId: 1,
    lastMessage: 'Напоминаем: завтра в 10:00 визит сиделки. После визита подпишите, пожалуйста, услугу в календаре.',
    lastMessageAt: '2026-12-06T13:30:00.000Z',
    lastFromMe: false,
    unread: 1,
  },
  {
    contactId: 1,
    contactName: 'ГБУ ЯНАО «ЦСО г. Салехарда»',
    threadId: 2,
    lastMessage: 'Добрый вечер! Справку получу в МФЦ на этой неделе и сразу пришлю.',
    lastMessageAt: '2026-12-01T12:48:00.000Z',
    lastFromMe: true,
    unread: 0,
  },
  {
    contactId: 2,
    contactName: 'ГБУ ЯНАО «КЦСОН г. Ноябрьска»',
    threadId: null,
    lastMessage: null,
    lastMessageAt: null,
    lastFromMe: null,
    unread: 0,
  },
];

const message = (over: Partial<Message>): Message => ({
  id: 90_001,
  noticeClass: null,
  mine: false,
  authorName: 'Петров Сергей Викторович',
  text: 'Добрый день, Мария Петровна! Да, перенесём на пятницу, 10:00.',
  createdAt: '2026-12-03T05:40:00.000Z',
  readAt: '2026-12-03T06:40:00.000Z',
  clientKey: null,
  files: [],
  ...over,
});

export const THEIRS = message({});
export const MINE_READ = message({
  id: 90_002,
  mine: true,
  authorName: 'Иванова Мария Петровна',
  text: 'Спасибо, пятница подходит.',
  clientKey: '00000000-0000-4000-8000-000000090002',
});
export const MINE_WITH_FILE = message({
  id: 90_003,
  mine: true,
  authorName: 'Иванова Мария Петровна',
  text: 'Справку прикладываю.',
  readAt: null,
  clientKey: '00000000-0000-4000-8000-000000090003',
  files: [{ id: 'f1', name: 'Справка о составе семьи.pdf', size: 182_044 }],
});

/** A notice of the portal with its class. */
export const NOTICE = message({
  id: 1,
  authorName: 'АНО «ЦСУ „Северная забота“»',
  text: 'Договор № ДУ-2026/000412 подписан обеими сторонами и действует.',
  noticeClass: 'accepted',
  clientKey: null,
});

export const SENDING: PendingMessage = {
  clientKey: 'k1',
  text: 'Сиделка может прийти на полчаса позже?',
  files: [],
  state: 'sending',
};
export const FAILED: PendingMessage = {
  ...SENDING,
  clientKey: 'k2',
  state: 'failed',
  reason: 'Потеряно соединение с сервером',
};
