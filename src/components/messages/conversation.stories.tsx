import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { ConversationView, type Conversation, type ConversationApi, type Message } from './conversation';

/** The conversation screen shared by the messages and the patronage: its calls come as props. */
const meta: Meta = { title: 'Сообщения/Окно переписки' };
export default meta;
type Story = StoryObj;

const message = (over: Partial<Message>): Message => ({
  id: 90_201,
  noticeClass: null,
  mine: false,
  authorName: 'Петров Сергей Викторович',
  text: 'Алексей Викторович, добрый день! Во вторник приду к вам в 10:00, как договаривались.',
  createdAt: '2026-12-03T05:15:00.000Z',
  readAt: '2026-12-03T06:15:00.000Z',
  clientKey: null,
  files: [],
  ...over,
});

const PAGE: Conversation = {
  contactId: 1,
  contactName: 'Петров Сергей Викторович',
  side: 'person',
  hasMore: false,
  messages: [
    message({
      id: 90_203,
      text: 'Напоминаю: до конца месяца подайте заявление на ежемесячную выплату на третьего ребёнка.',
      createdAt: '2026-12-05T11:05:00.000Z',
      readAt: '2026-12-05T12:00:00.000Z',
    }),
    message({
      id: 90_202,
      mine: true,
      authorName: 'Григорьев Алексей Викторович',
      text: 'Здравствуйте! Ждём вас, будем дома.',
      createdAt: '2026-12-03T07:40:00.000Z',
      clientKey: '00000000-0000-4000-8000-000000090202',
    }),
    message({}),
  ],
};

const storyApi = (id: number, page: Conversation): ConversationApi => ({
  key: ['story:conversation', id],
  load: () => Promise.resolve(page),
  markRead: () => Promise.resolve(0),
  send: () => Promise.reject(new Error('Нет связи с сервером')),
});

/** A conversation with the other side's messages, the caller's read one and a composer without files. */
export const WithMessages: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <ConversationView api={storyApi(1, PAGE)} initial={PAGE} />
    </Box>
  ),
};

/** No messages yet: the invitation to write first. */
export const Empty: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <ConversationView api={storyApi(2, { ...PAGE, messages: [] })} initial={{ ...PAGE, messages: [] }} />
    </Box>
  ),
};

/** The portal's notices: read-only, the composer gives way to the notice. */
export const ReadOnly: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <ConversationView
        api={{
          ...storyApi(3, PAGE),
          readOnlyNotice:
            'На уведомления ответить нельзя. Вопрос по уведомлению задайте учреждению, которое его прислало.',
        }}
        initial={PAGE}
      />
    </Box>
  ),
};
