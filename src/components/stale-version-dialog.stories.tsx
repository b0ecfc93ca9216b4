import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StaleVersionDialog } from './stale-version-dialog';

const meta: Meta<typeof StaleVersionDialog> = {
  title: 'Общие/Данные изменились',
  component: StaleVersionDialog,
  args: {
    text: 'Договор изменён другим пользователем. Карточка обновлена — проверьте её и повторите действие.',
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof StaleVersionDialog>;

/** A card's action met a newer version: the card is already refreshed. */
export const Card: Story = {};
/** A form's save met a newer version: the person's unsaved changes stay within reach. */
export const FormWithDraft: Story = {
  args: {
    text: 'Акт изменён другим пользователем. Форма обновлена.',
    children: 'Ваши несохранённые изменения не потеряны: их можно восстановить кнопкой «Восстановить» над формой.',
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
