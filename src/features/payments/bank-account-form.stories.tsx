import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BankAccountForm } from './bank-account-form';
import { SAMPLE_ASSIGNMENTS } from './samples';

const SBER = {
  bik: '047102651',
  caption: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
  corrAccount: '30101810800000000651',
  city: 'Тюмень',
};

const meta: Meta<typeof BankAccountForm> = {
  title: 'Выплаты/Смена банковского счёта',
  component: BankAccountForm,
  args: {
    assignments: SAMPLE_ASSIGNMENTS.slice(0, 2),
    lookupBank: async (bik: string) => (bik === SBER.bik ? SBER : `Банк с БИК ${bik} не найден в справочнике банков`),
    onSubmit: fn(async () => null),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof BankAccountForm>;

/** All the assignments that may change (type BIK 047102651 to see the bank filled in). */
export const AllAssignments: Story = {};
/** Opened from one assignment: it alone is chosen. */
export const FromOneAssignment: Story = { args: { preselected: 1 } };
/** The server refuses: its message is listed at the top. */
export const ServerRefuses: Story = {
  args: { onSubmit: fn(async () => ['Выплаты уже перечисляются на этот счёт']) },
};
