import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MonthBar } from './act-person-page';

const meta: Meta<typeof MonthBar> = {
  title: 'Дневник ухода/Месяц',
  component: MonthBar,
  args: { month: '2026-11', onMonth: fn(), onCreate: fn(), createLabel: 'Новая запись' },
};
export default meta;
type Story = StoryObj<typeof MonthBar>;

/** The diary's month with the previous and next ones and «Новая запись». */
export const November: Story = {};
/** While an entry is being started. */
export const Busy: Story = { args: { busy: true } };
