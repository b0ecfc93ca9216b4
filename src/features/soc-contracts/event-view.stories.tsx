import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITIZEN_PATHS, INSTITUTION_PATHS } from './api';
import { EventDetails } from './event-view';
import { STORY_CARD } from './story-data';

const meta: Meta<typeof EventDetails> = {
  title: 'Социальные контракты/Мероприятие',
  component: EventDetails,
  args: { card: STORY_CARD, event: STORY_CARD.events[1], paths: CITIZEN_PATHS },
};
export default meta;

/** An overdue event with a returned report: the citizen may add another. */
export const Overdue: StoryObj<typeof EventDetails> = {};
export const WithoutReports: StoryObj<typeof EventDetails> = { args: { event: STORY_CARD.events[2] } };
/** The institution reads the event; it adds no reports. */
export const Institution: StoryObj<typeof EventDetails> = {
  args: { card: { ...STORY_CARD, side: 'employee' }, paths: INSTITUTION_PATHS },
};
export const Phone: StoryObj<typeof EventDetails> = { globals: { viewport: { value: 'mobile' } } };
