import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractActions } from './contract-actions';

const meta: Meta<typeof ContractActions> = {
  title: 'Договоры на услуги/Действия карточки',
  component: ContractActions,
  args: { dateTo: '2027-02-28', onAction: async () => true, onSign: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ContractActions>;

/** Status 9 for the citizen: sign (opens the document to read and sign) or reject (with a reason). */
export const CitizenSignsOrRejects: Story = { args: { allowed: ['sign', 'reject'] } };
/** Status 3 for the provider: the act, termination, extension (asks a date); removing a service sits on the service's row. */
export const ProviderInForce: Story = {
  args: { allowed: ['removeService', 'extendValidity', 'signActByProvider', 'terminate'] },
};
/** Status 7 for the citizen: one rating (1-5) with feedback. */
export const CitizenRates: Story = { args: { allowed: ['rate', 'feedback'] } };
/** While an action runs the buttons wait. */
export const Busy: Story = { args: { allowed: ['sign', 'reject'], busy: true } };
