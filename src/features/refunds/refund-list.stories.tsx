import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefundTable } from './refund-list';
import { LIST_ROWS } from './refund-fixtures';

const meta: Meta<typeof RefundTable> = {
  title: 'Заявления на компенсацию/Список',
  component: RefundTable,
  args: { page: { total: LIST_ROWS.length, items: LIST_ROWS } },
};
export default meta;
type Story = StoryObj<typeof RefundTable>;

/** Three months: returned with its reason, accepted, paid. */
export const Months: Story = {};
/** Nothing found. */
export const Empty: Story = { args: { page: { total: 0, items: [] } } };
