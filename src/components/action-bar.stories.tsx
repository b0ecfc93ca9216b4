import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionBar } from './action-bar';
import { CATALOG_CONTRACT_TABLE, type CatalogContractAction } from '@common/contracts/catalog-contract-machine';

const meta: Meta<typeof ActionBar<CatalogContractAction>> = {
  title: 'Общие/Кнопки действий карточки',
  component: ActionBar<CatalogContractAction>,
  args: { actions: ['save', 'reject'], table: CATALOG_CONTRACT_TABLE, onAction: fn() },
};
export default meta;
type Story = StoryObj<typeof ActionBar<CatalogContractAction>>;

/** A new application as the provider sees it: accept, or reject (outlined in red: the table marks it negative). */
export const Offered: Story = {};
/** While an action runs every button waits. */
export const Busy: Story = { args: { busy: true } };
/** A phone: the buttons wrap instead of running off the screen. */
export const Phone: Story = {
  args: { actions: ['save', 'setPayed', 'reject', 'cancel'] },
  globals: { viewport: { value: 'mobile' } },
};
