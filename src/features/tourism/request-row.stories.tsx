import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestRow } from './pages';
import { LIST_ITEM } from './fixtures';

const meta: Meta<typeof RequestRow> = {
  title: 'Заявления туроператоров/Строка списка',
  component: RequestRow,
  args: { item: LIST_ITEM },
};
export default meta;
type Story = StoryObj<typeof RequestRow>;

/** A request under review in the department's list. */
export const InReview: Story = {};
/** A long name wraps on a phone. */
export const LongName: Story = {
  args: {
    item: {
      ...LIST_ITEM,
      caption: 'Автономная некоммерческая организация «Центр развития этнографического и экологического туризма Ямала»',
    },
  },
};
