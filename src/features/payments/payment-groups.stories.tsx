import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentGroups } from './payment-groups';
import { SAMPLE_GROUPS } from './samples';

const meta: Meta<typeof PaymentGroups> = {
  title: 'Выплаты/Выплаты по мерам поддержки',
  component: PaymentGroups,
  args: { groups: SAMPLE_GROUPS },
};
export default meta;
type Story = StoryObj<typeof PaymentGroups>;

export const ByMeasure: Story = {};
/** A year without payments. */
export const Empty: Story = { args: { groups: [] } };
