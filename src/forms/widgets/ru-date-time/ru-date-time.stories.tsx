import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { DateTimeWidget } from './date-time-widget';

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Дата и время (ruDateTime)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Дата и время посещения', required: true }), widget: DateTimeWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '2026-03-12T14:05' } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: '2026-03-12T14:05', disabled: true } };
export const ReadOnly: Story = { args: { value: '2026-03-12T14:05', readonly: true } };
export const Mobile: Story = { args: { value: '2026-03-12T14:05' }, globals: { viewport: { value: 'mobile' } } };
