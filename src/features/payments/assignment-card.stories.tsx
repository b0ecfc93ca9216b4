import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatusHistory } from '@/components/status-history/status-history';
import { AssignmentCard } from './assignment-card';
import { SAMPLE_ASSIGNMENTS } from './samples';

const meta: Meta<typeof AssignmentCard> = {
  title: 'Выплаты/Назначение',
  component: AssignmentCard,
  args: {
    assignment: SAMPLE_ASSIGNMENTS[0],
    onAction: fn(),
    history: () => (
      <StatusHistory
        label="История назначения"
        entries={[
          {
            at: '2025-08-22T06:30:00Z',
            who: 'орган социальной защиты',
            action: 'Мера социальной поддержки назначена',
            status: 'Выплачивается',
          },
        ]}
      />
    ),
  },
};
export default meta;
type Story = StoryObj<typeof AssignmentCard>;

/** Paid now: the person may stop it or change its account. */
export const Active: Story = {};
/** Suspended by the authority: the same actions. */
export const Suspended: Story = { args: { assignment: SAMPLE_ASSIGNMENTS[1] } };
/** The person asked to stop it: no actions, the application's number. */
export const CloseRequested: Story = { args: { assignment: SAMPLE_ASSIGNMENTS[2] } };
/** While an action runs. */
export const Busy: Story = { args: { busy: true } };
