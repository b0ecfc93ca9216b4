import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITIZEN_PATHS, INSTITUTION_PATHS } from './api';
import { SocContractTable } from './contract-list';
import { STORY_PAGE } from './story-data';

const meta: Meta<typeof SocContractTable> = {
  title: 'Социальные контракты/Список контрактов',
  component: SocContractTable,
  args: { side: 'person', paths: CITIZEN_PATHS, page: STORY_PAGE },
};
export default meta;

export const Citizen: StoryObj<typeof SocContractTable> = {};
/** The institution's list names the recipient and the reports waiting for review. */
export const Institution: StoryObj<typeof SocContractTable> = { args: { side: 'employee', paths: INSTITUTION_PATHS } };
export const Empty: StoryObj<typeof SocContractTable> = { args: { page: { total: 0, items: [] } } };
/** A phone: one card per contract. */
export const Phone: StoryObj<typeof SocContractTable> = { globals: { viewport: { value: 'mobile' } } };
