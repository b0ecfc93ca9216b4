import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnsavedBlockDialog } from './unsaved-block-dialog';

const meta: Meta<typeof UnsavedBlockDialog> = {
  title: 'Формы/«Далее» в блоке с ошибками',
  component: UnsavedBlockDialog,
  args: { block: 3, toReview: false, onStay: fn(), onGoOn: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** «Исправить ошибки» keeps the block; «Перейти без сохранения» opens the next one, the draft kept. */
export const NextBlock: Story = {};

/** From the last block 'Далее' leads to the review. */
export const ToReview: Story = { args: { block: 5, toReview: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
