import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClientCardView } from './client-card';
import { CLIENT_CARD } from './client-fixtures';

const meta: Meta<typeof ClientCardView> = {
  title: 'Получатели услуг/Карточка получателя',
  component: ClientCardView,
  args: { card: CLIENT_CARD },
};
export default meta;
type Story = StoryObj<typeof ClientCardView>;

/** A client with a contract, a request and an IPPSU, as a social worker sees it (the long-term plans linked too). */
export const WithDocuments: Story = { args: { showPlans: true } };
/** A client the institution has nothing of yet. */
export const Empty: Story = { args: { card: { ...CLIENT_CARD, documents: [] } } };
