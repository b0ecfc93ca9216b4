import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetProps } from '../widget-fixture';
import { ScoreTotalWidget } from './score-total-widget';

const barthel = {
  bands: [
    { from: 0, to: 20, meaning: 'полная зависимость' },
    { from: 21, to: 60, meaning: 'выраженная зависимость' },
    { from: 61, to: 90, meaning: 'умеренная зависимость' },
    { from: 91, to: 99, meaning: 'лёгкая зависимость' },
    { from: 100, to: 100, meaning: 'полная независимость' },
  ],
  source: 'Mahoney F. I., Barthel D. W. Functional evaluation: the Barthel Index. 1965; градации — Shah S. et al. 1989',
};

const meta: Meta<typeof ScoreTotalWidget> = {
  title: 'Формы/Виджеты/Итог шкалы (scoreTotal)',
  component: ScoreTotalWidget,
  args: widgetProps({
    label: 'Итого баллов по шкале Бартел',
    schema: { type: 'number', maximum: 100 },
    options: barthel,
    readonly: true,
  }),
  argTypes: { registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetFilled: Story = {};
export const Moderate: Story = { args: { value: 65 } };
export const Independent: Story = { args: { value: 100 } };
export const WithoutBands: Story = {
  args: {
    label: 'Итого баллов по шкале Лоутона',
    value: 21,
    schema: { type: 'number', maximum: 27 },
    options: { source: 'Lawton M. P., Brody E. M., 1969' },
  },
};
export const Mobile: Story = { args: { value: 45 }, globals: { viewport: { value: 'mobile' } } };
