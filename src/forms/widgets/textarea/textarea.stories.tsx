import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { TextareaWidget } from './textarea-widget';

const long = 'Нуждается в помощи при покупке продуктов и лекарств, уборке жилого помещения, стирке белья. '
  .repeat(8)
  .trim();

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Многострочный текст (textarea)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Иные меры социальной поддержки', options: { rows: 3 } }), widget: TextareaWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { value: 'Ежемесячная денежная выплата.\nКомпенсация расходов на оплату жилья.' },
};
/** A long text grows the field up to 15 lines, then it scrolls. */
export const LongText: Story = { args: { value: long } };
export const WithError: Story = { args: { required: true, rawErrors: [validationMessages.required] } };
export const ReadOnly: Story = { args: { value: 'Ежемесячная денежная выплата.', readonly: true } };
export const Mobile: Story = { args: { value: long }, globals: { viewport: { value: 'mobile' } } };
