import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusHistory, type StatusHistoryEntry } from './status-history';

const entries: StatusHistoryEntry[] = [
  {
    at: '2026-11-19T03:47:00Z',
    who: 'Иванова Мария Петровна (заявитель)',
    action: 'Заявление подано',
    status: 'Новое заявление',
  },
  {
    at: '2026-11-20T05:05:00Z',
    who: 'Смирнова Екатерина Александровна (поставщик)',
    action: 'Заявление принято',
    status: 'Принято поставщиком',
  },
  {
    at: '2026-11-21T09:30:00Z',
    who: 'Смирнова Екатерина Александровна (поставщик)',
    action: 'Заявление отклонено: нет свободных автомобилей с пандусом на декабрь, предлагаем начать с 15 января',
    status: 'Отклонено',
  },
];

const meta: Meta<typeof StatusHistory> = {
  title: 'Общие/История статусов',
  component: StatusHistory,
  args: { label: 'История заявления', entries },
};
export default meta;
type Story = StoryObj<typeof StatusHistory>;

/** A wide screen: a table «Когда / Кто / Действие / Статус». */
export const Wide: Story = {};
/** A phone (390 px): one card per step, headed by its time; a long note wraps. */
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
/** A history without actions names its third column otherwise. */
export const OtherCaptions: Story = {
  args: {
    label: 'История статусов',
    captions: { action: 'Примечание' },
    entries: [
      { at: '2026-07-06T06:00:00Z', who: 'Администратор', action: '—', status: 'Зарегистрирован: На заключении' },
      {
        at: '2026-07-07T06:00:00Z',
        who: 'Администратор',
        action: 'Договор подписан сторонами',
        status: 'На заключении → Действует',
      },
    ],
  },
};
export const Empty: Story = { args: { entries: [] } };
