import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgrammeView } from './programme-view';
import { PROGRAMME } from './programme-fixtures';

const meta: Meta<typeof ProgrammeView> = {
  title: 'Активное долголетие/Программа',
  component: ProgrammeView,
  args: { programme: PROGRAMME },
};
export default meta;
type Story = StoryObj<typeof ProgrammeView>;

/** The intro, the directions, two institutions (one without classes yet) and the citizen's requests. */
export const WithRequests: Story = {};
/** A citizen who has not asked to join yet. */
export const NoRequests: Story = { args: { programme: { ...PROGRAMME, requests: [] } } };
