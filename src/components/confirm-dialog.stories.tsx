import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './confirm-dialog';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Общие/Подтверждение действия',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Удалить публикацию?',
    text: 'Публикация и её файлы будут удалены без возможности восстановления.',
    confirmCaption: 'Удалить',
    onConfirm: () => {},
    onClose: () => {},
  },
};
export default meta;

export const Open: StoryObj<typeof ConfirmDialog> = {};

/** While the deletion runs. */
export const Busy: StoryObj<typeof ConfirmDialog> = { args: { busy: true } };
