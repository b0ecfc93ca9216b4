import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { FloatWidget } from './float-widget';

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Дробное число (floatRu)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Общая площадь жилья, кв. м' }), widget: FloatWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 54.3 } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: 54.3, disabled: true } };
export const ReadOnly: Story = { args: { value: 54.3, readonly: true } };
export const Mobile: Story = { args: { value: 54.3 }, globals: { viewport: { value: 'mobile' } } };
