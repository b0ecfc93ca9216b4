import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntryCardView } from './entry-card';
import { EDITED_PUBLISHED_CARD, MODERATION_CARD, RETURNED_CARD } from './entry-fixtures';

const meta: Meta<typeof EntryCardView> = {
  title: 'Каталог услуг учреждения/Карточка услуги',
  component: EntryCardView,
  args: { card: RETURNED_CARD, onAction: async () => true },
};
export default meta;
type Story = StoryObj<typeof EntryCardView>;

/** A card returned to its author: the moderator's comment, «Изменить» and «Отправить на модерацию». */
export const ReturnedForAuthor: Story = {};
/** A card on moderation as the moderator sees it: approve, or return with a comment. */
export const OnModerationForModerator: Story = { args: { card: MODERATION_CARD } };
/** A published service edited since: the catalogue keeps the approved version until the next approval. */
export const EditedAfterPublication: Story = { args: { card: EDITED_PUBLISHED_CARD } };
