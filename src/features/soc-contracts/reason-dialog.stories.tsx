import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReasonDialog } from './reason-dialog';

const meta: Meta<typeof ReasonDialog> = {
  title: 'Социальные контракты/Причина действия',
  component: ReasonDialog,
  args: {
    title: 'Вернуть отчёт на доработку',
    label: 'Что нужно доработать',
    required: 'Укажите, что нужно доработать в отчёте',
    confirm: 'Вернуть на доработку',
    onClose: fn(),
    onConfirm: fn(),
  },
};
export default meta;

export const ReturnReport: StoryObj<typeof ReasonDialog> = {};
export const TerminateContract: StoryObj<typeof ReasonDialog> = {
  args: {
    title: 'Расторгнуть контракт',
    label: 'Причина расторжения',
    required: 'Укажите причину расторжения',
    confirm: 'Расторгнуть контракт',
  },
};
