import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntryTable } from './entry-list';
import { APPROVED_ROW, DRAFT_ROW, EDITED_PUBLISHED_ROW, ON_MODERATION_ROW, RETURNED_ROW } from './entry-fixtures';

const meta: Meta<typeof EntryTable> = {
  title: 'Каталог услуг учреждения/Список услуг',
  component: EntryTable,
  args: {
    side: 'provider',
    page: { total: 5, items: [DRAFT_ROW, ON_MODERATION_ROW, RETURNED_ROW, APPROVED_ROW, EDITED_PUBLISHED_ROW] },
  },
};
export default meta;
type Story = StoryObj<typeof EntryTable>;

/** The institution's cards in every status. */
export const Provider: Story = {};
/** The moderators' queue names the institution. */
export const ModerationQueue: Story = { args: { side: 'moderator', page: { total: 1, items: [ON_MODERATION_ROW] } } };
/** Nothing found. */
export const Empty: Story = { args: { page: { total: 0, items: [] } } };
