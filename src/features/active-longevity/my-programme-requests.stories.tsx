import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyProgrammeRequests } from './programme-view';
import { PROGRAMME } from './programme-fixtures';

const meta: Meta<typeof MyProgrammeRequests> = {
  title: 'Активное долголетие/Мои заявки',
  component: MyProgrammeRequests,
  args: { requests: PROGRAMME.requests },
};
export default meta;
type Story = StoryObj<typeof MyProgrammeRequests>;

/** A satisfied request of her own and a new one for her son. */
export const Requests: Story = {};
/** None yet. */
export const Empty: Story = { args: { requests: [] } };
