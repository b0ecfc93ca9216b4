import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransferTable } from './transfer-list';

const row = {
  id: 1,
  paymentId: 1,
  transferredOn: '2026-11-21',
  amount: 4312,
  mspTypeId: 1,
  mspName: 'Региональное ежемесячное пособие на ребёнка',
  period: '2026-11-01',
  bankName: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
  bankAccount: '40817810367450021935',
  status: 1 as const,
};

const meta: Meta<typeof TransferTable> = {
  title: 'Выплаты/Перечисления',
  component: TransferTable,
  args: {
    items: [
      row,
      { ...row, id: 2, transferredOn: '2026-03-27', period: '2026-03-01' },
      {
        ...row,
        id: 3,
        transferredOn: '2026-03-21',
        period: '2026-03-01',
        bankName: 'Филиал Западно-Сибирский ПАО «Запсибкомбанк»',
        bankAccount: '40817810456700312847',
        status: 2 as const,
      },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof TransferTable>;

/** Credited transfers and one returned by the bank. */
export const Transfers: Story = {};
export const Empty: Story = { args: { items: [] } };
