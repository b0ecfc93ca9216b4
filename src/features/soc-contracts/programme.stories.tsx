import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITIZEN_PATHS } from './api';
import { AdaptationProgramme } from './programme';
import { STORY_CARD } from './story-data';

const meta: Meta<typeof AdaptationProgramme> = {
  title: 'Социальные контракты/Программа социальной адаптации',
  component: AdaptationProgramme,
  args: { contractId: 1, events: STORY_CARD.events, paths: CITIZEN_PATHS },
};
export default meta;

/** Events by due date; done green, overdue red, due soon orange; reports newest first. */
export const Programme: StoryObj<typeof AdaptationProgramme> = {};
export const Empty: StoryObj<typeof AdaptationProgramme> = { args: { events: [] } };
export const Phone: StoryObj<typeof AdaptationProgramme> = { globals: { viewport: { value: 'mobile' } } };
