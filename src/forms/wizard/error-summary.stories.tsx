import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { validationMessages } from '@common/validation';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { ErrorSummary } from './error-summary';

const meta: Meta<typeof ErrorSummary> = {
  title: 'Формы/Сводка ошибок',
  component: ErrorSummary,
  args: {
    onSelect: fn(),
    errors: [
      {
        pointer: '/person/birthDate',
        label: 'Сведения о гражданине — Дата рождения',
        message: WIDGET_TEXTS.dateAfterMax('27.11.2026'),
      },
      {
        pointer: '/signatures/employee/image',
        label: 'Подписи — Подпись специалиста, проводившего оценку',
        message: validationMessages.required,
      },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Each error as the field says it, a link to the field. */
export const TwoErrors: Story = {};

/** On a phone long errors wrap: each bullet stands at the first line of its error. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    errors: [
      {
        pointer: '/decision/serviceNeedReason',
        label:
          'Решение о признании гражданина нуждающимся в социальном обслуживании — Обстоятельство, ухудшающее условия жизнедеятельности',
        message: validationMessages.required,
      },
      { pointer: '/actDate', label: 'Дата составления акта', message: validationMessages.required },
    ],
  },
};
