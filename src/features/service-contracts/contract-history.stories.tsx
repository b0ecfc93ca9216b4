import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractHistory } from './contract-history';

const meta: Meta<typeof ContractHistory> = {
  title: 'Договоры на услуги/История договора',
  component: ContractHistory,
};
export default meta;

export const RejectedWithReason: StoryObj<typeof ContractHistory> = {
  args: {
    history: [
      {
        action: 'create',
        actionCaption: 'Договор сформирован',
        side: 'provider',
        who: 'Смирнова Екатерина Александровна',
        at: '2026-10-30T03:30:00Z',
        fromStatus: null,
        toStatus: 1,
        toStatusCaption: 'На заключении',
        note: null,
      },
      {
        action: 'sendForSigning',
        actionCaption: 'Отправлен на подписание',
        side: 'provider',
        who: 'Смирнова Екатерина Александровна',
        at: '2026-10-30T10:20:00Z',
        fromStatus: 1,
        toStatus: 2,
        toStatusCaption: 'На подписании',
        note: null,
      },
      {
        action: 'reject',
        actionCaption: 'Отклонён',
        side: 'person',
        who: 'Иванова Мария Петровна',
        at: '2026-11-02T16:03:00Z',
        fromStatus: 2,
        toStatus: 6,
        toStatusCaption: 'Отклонён',
        note: 'Время посещений сиделки (с 8:00 до 10:00) не подходит: прошу предложить вечерние часы',
      },
    ],
  },
};
