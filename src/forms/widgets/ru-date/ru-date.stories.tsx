import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { DateWidget } from './date-widget';

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Дата (ruDate)',
  component: StatefulWidget,
  args: {
    ...widgetProps({ label: 'Дата рождения', required: true, options: { maxDate: 'today' } }),
    widget: DateWidget,
  },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '1985-06-14' } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: '1985-06-14', disabled: true } };
export const ReadOnly: Story = { args: { value: '1985-06-14', readonly: true } };
export const Mobile: Story = { args: { value: '1985-06-14' }, globals: { viewport: { value: 'mobile' } } };
