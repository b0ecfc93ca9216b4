import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestCardView } from './request-card';
import { RECEIVED_CARD, REFUSED_CARD } from './request-fixtures';

const meta: Meta<typeof RequestCardView> = {
  title: 'Заявления/Карточка заявления',
  component: RequestCardView,
  args: { card: RECEIVED_CARD, onAction: async () => true },
};
export default meta;
type Story = StoryObj<typeof RequestCardView>;

/** A request for a child just filed, as the institution's employee sees it: register it or return it. */
export const ReceivedForEmployee: Story = {};
/** A refused request as the applicant sees it: the numbered decision, its reason and the notice to download. */
export const RefusedForApplicant: Story = { args: { card: REFUSED_CARD } };
