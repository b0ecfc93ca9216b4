import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import type { PatronageChat, PatronageData, PatronageEmployee } from './api';
import { ChatList, EmployeeCard, FeedbackForm, FeedbackHistory, PatronageDataCard } from './patronage-cards';

/** The patronage page's parts: the specialist, the record, the feedback, the specialist's families. */
const meta: Meta = { title: 'Патронаж/Карточки' };
export default meta;
type Story = StoryObj;

const EMPLOYEE: PatronageEmployee = {
  recordId: 1,
  employeeId: 1,
  name: 'Петров Сергей Викторович',
  position: 'специалист по социальной работе',
  institutionName: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
  phone: '+7 (902) 814-33-56',
  institutionPhone: '+7 (34922) 4-11-20',
  email: 's.petrov@cso-salekhard.ru',
};

const DATA: PatronageData = {
  id: 1,
  familyName: 'Григорьев Алексей Викторович',
  institutionName: EMPLOYEE.institutionName,
  employeeName: EMPLOYEE.name,
  since: '2026-09-23',
  until: null,
  category: 'Многодетная семья',
  reason: 'Сопровождение семьи после рождения третьего ребёнка: оформление мер поддержки, консультации',
  visits: 'Посещение на дому раз в две недели по вторникам, с 10:00 до 12:00',
  period: '2026-12-01',
  rating: 5,
  ratingComment: 'Очень помог с документами',
  feedback: [
    {
      id: 3,
      period: '2026-12-01',
      rating: 5,
      comment: 'Очень помог с документами',
      createdAt: '2026-12-05T07:12:00.000Z',
    },
    {
      id: 2,
      period: null,
      rating: null,
      comment: 'Просим переносить визиты на вторую половину дня: утром дети в детском саду, дома никого нет.',
      createdAt: '2026-11-18T12:40:00.000Z',
    },
    { id: 1, period: '2026-11-01', rating: 4, comment: '', createdAt: '2026-11-30T15:05:00.000Z' },
  ],
};

const CHATS: PatronageChat[] = [
  {
    id: 1,
    contactName: 'Григорьев Алексей Викторович',
    institutionName: EMPLOYEE.institutionName,
    category: 'Многодетная семья',
    lastMessage: 'Спасибо, ждём.',
    lastMessageAt: '2026-12-07T04:31:00.000Z',
    lastFromMe: false,
    unread: 1,
  },
  {
    id: 2,
    contactName: 'Яптунэ Ирина Олеговна',
    institutionName: EMPLOYEE.institutionName,
    category: 'Семья в трудной жизненной ситуации',
    lastMessage: null,
    lastMessageAt: null,
    lastFromMe: null,
    unread: 0,
  },
];

/** The family's specialist with phones a person can tap. */
export const Specialist: Story = {
  render: () => (
    <Box sx={{ maxWidth: 420 }}>
      <EmployeeCard employee={EMPLOYEE} />
    </Box>
  ),
};

/** The record as the family sees it, and as the specialist sees it (with the family's name). */
export const Record: Story = {
  render: () => (
    <Box sx={{ maxWidth: 420, display: 'grid', gap: 2 }}>
      <PatronageDataCard data={DATA} />
      <PatronageDataCard data={{ ...DATA, rating: null }} staff />
    </Box>
  ),
};

/** The feedback form: a mark of the month with a comment, or a comment alone. */
export const Feedback: Story = {
  render: () => (
    <Box sx={{ maxWidth: 420 }}>
      <FeedbackForm period="2026-12-01" rated={4} onSend={() => Promise.resolve()} />
    </Box>
  ),
};

/** The family's last words: as the family reads them, and none yet as the specialist reads them. */
export const FeedbackList: Story = {
  render: () => (
    <Box sx={{ maxWidth: 420, display: 'grid', gap: 2 }}>
      <FeedbackHistory feedback={DATA.feedback} />
      <FeedbackHistory feedback={[]} staff />
    </Box>
  ),
};

/** The specialist's families: one with an unread message, one without a conversation yet. */
export const Families: Story = {
  render: () => <ChatList chats={CHATS} />,
};
