import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationActions } from './application-actions';

const meta: Meta<typeof ApplicationActions> = {
  title: 'Каталог услуг/Действия по заявлению',
  component: ApplicationActions,
  args: { onAction: async () => true },
};
export default meta;
type Story = StoryObj<typeof ApplicationActions>;

/** A new application for the provider: accept or reject (with a reason). */
export const NewForProvider: Story = { args: { allowed: ['save', 'reject'] } };
/** An accepted application for the provider: mark the payment, or still reject. */
export const AcceptedForProvider: Story = { args: { allowed: ['reject', 'setPayed'] } };
/** The applicant may withdraw until it is paid or rejected. */
export const ForApplicant: Story = { args: { allowed: ['cancel'] } };
