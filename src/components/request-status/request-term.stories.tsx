import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestTermBar } from './request-term';

const meta: Meta<typeof RequestTermBar> = {
  title: 'Общие/Срок рассмотрения заявления',
  component: RequestTermBar,
  args: { term: { termDays: 5, daysPassed: 2, percent: 40, dueDate: '2026-12-03', overdue: false }, decided: false },
};
export default meta;
type Story = StoryObj<typeof RequestTermBar>;

/** Two of five working days passed. */
export const Waiting: Story = {};
/** The due day passed without a decision: red. */
export const Overdue: Story = {
  args: { term: { termDays: 5, daysPassed: 6, percent: 100, dueDate: '2026-11-27', overdue: true } },
};
/** Decided in time. */
export const Decided: Story = {
  args: { decided: true, term: { termDays: 10, daysPassed: 3, percent: 30, dueDate: '2026-12-10', overdue: false } },
};
