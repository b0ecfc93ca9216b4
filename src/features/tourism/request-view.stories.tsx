import type { Meta, StoryObj } from '@storybook/react-vite';
import { TourismRequestView } from './request-view';
import { INCLUDED, IN_REVIEW, REFUSED } from './fixtures';

const meta: Meta<typeof TourismRequestView> = {
  title: 'Заявления туроператоров/Карточка заявления',
  component: TourismRequestView,
  args: { request: IN_REVIEW },
};
export default meta;
type Story = StoryObj<typeof TourismRequestView>;

/** Under review: the organisation, when it was sent, the form folded, the history. */
export const InReview: Story = {};
/** Refused by the department with its reason. */
export const Refused: Story = { args: { request: REFUSED } };
/** Included: the inclusion date in the register. */
export const Included: Story = { args: { request: INCLUDED } };
