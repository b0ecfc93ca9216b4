import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { RadioWidget } from './radio-widget';

const schema = {
  type: 'integer' as const,
  oneOf: [
    { const: 1, title: 'Стационарная форма социального обслуживания' },
    { const: 2, title: 'Форма социального обслуживания на дому' },
    { const: 3, title: 'Полустационарная форма социального обслуживания' },
  ],
};
const enumOptions = schema.oneOf.map((o) => ({ value: o.const, label: o.title }));

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Выбор одного варианта (radio)',
  component: StatefulWidget,
  args: {
    ...widgetProps({ label: 'Форма социального обслуживания', required: true, schema, options: { enumOptions } }),
    widget: RadioWidget,
  },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: 2 } };
export const Mobile: Story = { args: { value: 2 }, globals: { viewport: { value: 'mobile' } } };
