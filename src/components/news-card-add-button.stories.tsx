import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsCardAddButton } from './news-card-add-button';

const meta: Meta<typeof NewsCardAddButton> = {
  title: 'Общие/Добавить публикацию',
  component: NewsCardAddButton,
  args: {
    heading: 'Новая публикация',
    create: async () => 1,
    cardPath: (id: number) => `/for-parents/every-mother/${id}`,
  },
};
export default meta;

/** «Добавить» above the list; it opens the empty card form. */
export const Closed: StoryObj<typeof NewsCardAddButton> = {};
