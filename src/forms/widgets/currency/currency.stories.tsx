import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { CurrencyWidget } from './currency-widget';

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Сумма в рублях (currency)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Среднемесячный доход', required: true }), widget: CurrencyWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 1234567.5 } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: 1234567.5, disabled: true } };
export const ReadOnly: Story = { args: { value: 1234567.5, readonly: true } };
export const Mobile: Story = { args: { value: 1234567.5 }, globals: { viewport: { value: 'mobile' } } };
