import type { Meta, StoryObj } from '@storybook/react-vite';
import SupplierMap from './supplier-map';
import { DEMO_SUPPLIERS } from './demo-suppliers';

const meta: Meta<typeof SupplierMap> = {
  title: 'Навигатор/Карта учреждений',
  component: SupplierMap,
  args: {
    suppliers: DEMO_SUPPLIERS,
    origin: { lat: 66.53, lon: 66.6019 },
    originSource: 'region',
    tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© участники OpenStreetMap' },
    height: 420,
  },
};
export default meta;
type Story = StoryObj<typeof SupplierMap>;

export const AroundTheRegionCentre: Story = {};
export const ChosenSupplier: Story = { args: { selectedId: 8, originSource: 'browser' } };
/** As in tests: the tile server cannot be reached, the pins and the point are still there. */
export const NoTilesReachable: Story = {
  args: { tiles: { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Плитки недоступны' } },
};
