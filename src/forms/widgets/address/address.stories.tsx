import type { Meta, StoryObj } from '@storybook/react-vite';
import { lookupCache } from '@/forms/lookup-cache';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { ADDRESS_LOOKUPS } from './address-value';
import { AddressWidget } from './address-widget';

// Storybook has no API: the address lists are put in the shared lookup cache beforehand.
function primeAddressLists() {
  lookupCache.prime(ADDRESS_LOOKUPS.regions, undefined, [
    { code: 1, caption: 'Ненецкий автономный округ' },
    { code: 2, caption: 'Ямало-Ненецкий автономный округ' },
  ]);
  lookupCache.prime(ADDRESS_LOOKUPS.cities, { regionId: 1 }, [
    { code: 10, caption: 'Нарьян-Мар' },
    { code: 11, caption: 'Искателей' },
  ]);
  lookupCache.prime(ADDRESS_LOOKUPS.cities, { regionId: 2 }, [{ code: 20, caption: 'Салехард' }]);
  lookupCache.prime(ADDRESS_LOOKUPS.streets, { cityId: 10 }, [
    { code: 100, caption: 'Ленина', type: 'ул.' },
    { code: 101, caption: 'Смидовича', type: 'ул.' },
    { code: 102, caption: 'Рыбников', type: 'ул.' },
  ]);
}

const filled = { regionId: 1, cityId: 10, streetId: 100, house: '27', building: 'А', room: '4' };
const addressSchema = { type: 'object' as const, required: ['regionId', 'cityId', 'house'], properties: {} };

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Адрес (address)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Адрес проживания', required: true, schema: addressSchema }), widget: AddressWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
  beforeEach: primeAddressLists,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: filled } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: filled, disabled: true } };
export const ReadOnly: Story = { args: { value: filled, readonly: true } };
export const Mobile: Story = { args: { value: filled }, globals: { viewport: { value: 'mobile' } } };
