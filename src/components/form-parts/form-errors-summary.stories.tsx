import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorsSummary } from './form-errors-summary';

const meta = {
  title: 'Общие/Сводка ошибок формы',
  component: FormErrorsSummary,
  args: {
    id: 'summary',
    fieldIdPrefix: 'form',
    errors: [
      { field: 'institution', label: 'Учреждение', text: 'Обязательное поле' },
      { field: 'phone', label: 'Контактный телефон', text: 'Неверный формат телефона' },
    ],
  },
} satisfies Meta<typeof FormErrorsSummary>;
export default meta;

/** Two fields in error, each a link to its field. */
export const TwoErrors: StoryObj<typeof meta> = {};
