import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractFacts } from './contract-card';
import { STORY_CARD } from './story-data';

const meta: Meta<typeof ContractFacts> = {
  title: 'Социальные контракты/Сведения о контракте',
  component: ContractFacts,
  args: { card: STORY_CARD },
};
export default meta;

export const Facts: StoryObj<typeof ContractFacts> = {};
export const Phone: StoryObj<typeof ContractFacts> = { globals: { viewport: { value: 'mobile' } } };
