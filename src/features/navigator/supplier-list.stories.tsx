import type { Meta, StoryObj } from '@storybook/react-vite';
import { SupplierList } from './supplier-list';
import { DEMO_SUPPLIERS } from './demo-suppliers';

const meta: Meta<typeof SupplierList> = {
  title: 'Навигатор/Список учреждений',
  component: SupplierList,
};
export default meta;

export const NearestFirst: StoryObj<typeof SupplierList> = { args: { items: DEMO_SUPPLIERS } };
export const ChosenOnTheMap: StoryObj<typeof SupplierList> = { args: { items: DEMO_SUPPLIERS, selectedId: 8 } };
export const NothingFound: StoryObj<typeof SupplierList> = { args: { items: [] } };
