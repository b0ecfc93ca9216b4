import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { ScoreScaleWidget } from './score-scale-widget';

const bartelFeeding = {
  type: 'integer' as const,
  oneOf: [
    {
      const: 10,
      title: 'Не нуждается в помощи, способен самостоятельно пользоваться всеми необходимыми столовыми приборами',
    },
    { const: 5, title: 'Частично нуждается в помощи, например, при разрезании пищи' },
    { const: 0, title: 'Полностью зависим от окружающих (необходимо кормление с посторонней помощью)' },
  ],
};

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Пункт шкалы (scoreScale)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Приём пищи', required: true, schema: bartelFeeding }), widget: ScoreScaleWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 5 } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: 5, disabled: true } };
export const ReadOnly: Story = { args: { value: 5, readonly: true } };
export const Mobile: Story = { args: { value: 5 }, globals: { viewport: { value: 'mobile' } } };
