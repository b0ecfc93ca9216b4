import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstitutionCard } from './programme-view';
import { PROGRAMME } from './programme-fixtures';

const meta: Meta<typeof InstitutionCard> = {
  title: 'Активное долголетие/Карточка учреждения',
  component: InstitutionCard,
  args: { institution: PROGRAMME.institutions[0] },
};
export default meta;
type Story = StoryObj<typeof InstitutionCard>;

/** Its classes, address, phone and the way to join. */
export const WithServices: Story = {};
/** No classes announced yet: the request cannot be filed. */
export const NoServices: Story = { args: { institution: PROGRAMME.institutions[1] } };
