import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestActions } from './request-actions';

const meta: Meta<typeof RequestActions> = {
  title: 'Заявления/Действия с заявлением',
  component: RequestActions,
  args: { allowed: ['socialContract', 'satisfy', 'refuse'], onAction: async () => true },
};
export default meta;
type Story = StoryObj<typeof RequestActions>;

/** An employee on a request in work: the decisions; a refusal asks for its reason. */
export const Deciding: Story = {};
/** A request just filed, for the employee: register or return it. */
export const Filed: Story = { args: { allowed: ['register', 'returnRequest'] } };
/** The applicant may only withdraw. */
export const Applicant: Story = { args: { allowed: ['withdraw'] } };
