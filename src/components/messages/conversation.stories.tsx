import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { ConversationView, type Conversation, type ConversationApi, type Message } from './conversation';
import { addDays, regionInstant } from '@common/schedule/slots';
import { regionToday } from '@common/time-zone';

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

/** Everyday exchanges of a long conversation, the person and the centre in turn. */
const LONG_LINES = [
  'Добрый день! Социальный работник придёт завтра в обычное время?',
  'Здравствуйте! Да, с 10:00 до 12:00, придёт Светлана Игоревна.',
  'Список продуктов оставлю на кухне, деньги как обычно.',
  'Хорошо, всё купим, чек и сдачу оставим в папке.',
  'Можно перенести уборку с пятницы на понедельник?',
  'Перенесли на понедельник, 14:00.',
  'Спасибо, всё сделали аккуратно.',
  'Спасибо за добрые слова, передадим.',
];
const LONG_TOTAL = 5_000;
const PER_DAY = 12;

/** The n-th message of the long conversation (1 the oldest): twelve a day up to today, from 08:30 every 50 minutes. */
function longMessage(n: number): Message {
  const daysAgo = Math.floor((LONG_TOTAL - n) / PER_DAY);
  const minutes = 8 * 60 + 30 + ((n - 1) % PER_DAY) * 50;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const createdAt = regionInstant(addDays(regionToday(), -daysAgo), time);
  return message({
    id: 80_000 + n,
    mine: n % 2 === 1,
    authorName: n % 2 === 1 ? 'Иванова Мария Петровна' : 'Смирнова Екатерина Александровна',
    text: LONG_LINES[(n - 1) % LONG_LINES.length],
    createdAt,
    readAt: createdAt,
  });
}

/** The long conversation's pages as the server gives them: 50 newest first before a message. */
const longApi: ConversationApi = {
  key: ['story:conversation', 4],
  load: (before) => {
    const last = before === undefined ? LONG_TOTAL : before - 80_001;
    const first = Math.max(1, last - 49);
    const messages = Array.from({ length: last - first + 1 }, (_, i) => longMessage(last - i));
    return Promise.resolve({
      ...PAGE,
      contactName: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
      hasMore: first > 1,
      messages,
    });
  },
  markRead: () => Promise.resolve(0),
  send: () => Promise.reject(new Error('Нет связи с сервером')),
};

/**
 * 5,000 messages over more than a year: it opens on the newest 50, only the rows in sight are
 * rendered, and scrolling to the top (or the button above) brings the 50 before them.
 */
export const LongConversation: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720 }}>
      <ConversationView api={longApi} />
    </Box>
  ),
};
