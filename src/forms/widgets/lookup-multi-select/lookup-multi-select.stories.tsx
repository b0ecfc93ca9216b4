import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { LookupMultiSelectWidget } from './lookup-multi-select-widget';

const areas = {
  type: 'array' as const,
  uniqueItems: true,
  items: {
    type: 'string' as const,
    oneOf: [
      { const: 'social', title: 'Социальная' },
      { const: 'education', title: 'Образование' },
      { const: 'sport', title: 'Спорт' },
      { const: 'medical', title: 'Медицина' },
      { const: 'work', title: 'Трудоустройство' },
      { const: 'culture', title: 'Культура' },
    ],
  },
};

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Выбор нескольких (lookupMultiSelect)',
  component: StatefulWidget,
  args: {
    ...widgetProps({ label: 'Сферы услуг', required: true, schema: areas, value: [] }),
    widget: LookupMultiSelectWidget,
  },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: ['sport', 'culture'] } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: ['sport', 'culture'], disabled: true } };
export const ReadOnly: Story = { args: { value: ['sport', 'culture'], readonly: true } };
export const Mobile: Story = { args: { value: ['sport', 'culture'] }, globals: { viewport: { value: 'mobile' } } };

/** Everything chosen on a phone: the chips wrap inside the field, before and after the real field takes over. */
export const ManyChosenMobile: Story = {
  args: { value: ['social', 'education', 'sport', 'medical', 'work', 'culture'] },
  globals: { viewport: { value: 'mobile' } },
};
