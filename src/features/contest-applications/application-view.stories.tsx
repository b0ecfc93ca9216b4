import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContestApplicationView } from './application-view';
import { HISTORY, SUBMITTED } from './fixtures';

const meta: Meta<typeof ContestApplicationView> = {
  title: 'Заявки на конкурс/Подписанная заявка',
  component: ContestApplicationView,
  args: { application: SUBMITTED, history: HISTORY },
};
export default meta;
type Story = StoryObj<typeof ContestApplicationView>;

/** Signed and submitted: the form read only, the signature, the document and the history. */
export const Submitted: Story = {};
/** Rejected by the department with its reason. */
export const Rejected: Story = {
  args: {
    application: {
      ...SUBMITTED,
      status: 4,
      statusCaption: 'Отклонена',
      rejectReason: 'Не приложена смета расходов',
    },
  },
};
