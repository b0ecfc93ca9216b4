import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { TimeWidget } from './time-widget';

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Время (timeHm)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Время начала приёма', required: true }), widget: TimeWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '09:30' } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: '09:30', disabled: true } };
export const ReadOnly: Story = { args: { value: '09:30', readonly: true } };
export const Mobile: Story = { args: { value: '09:30' }, globals: { viewport: { value: 'mobile' } } };
