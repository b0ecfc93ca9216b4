import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionBar } from './action-bar';

type Action = 'accept' | 'pay' | 'reject';
const captions: Record<Action, string> = { accept: 'Принять заявление', pay: 'Оплачено', reject: 'Отклонить' };

const meta: Meta<typeof ActionBar<Action>> = {
  title: 'Общие/Кнопки действий карточки',
  component: ActionBar<Action>,
  args: { actions: ['accept', 'reject'], captions, negative: ['reject'], onAction: fn() },
};
export default meta;
type Story = StoryObj<typeof ActionBar<Action>>;

/** A new application: accept, or reject (outlined in red). */
export const Offered: Story = {};
/** While an action runs every button waits. */
export const Busy: Story = { args: { busy: true } };
/** A phone: the buttons wrap instead of running off the screen. */
export const Phone: Story = {
  args: { actions: ['accept', 'pay', 'reject'] },
  globals: { viewport: { value: 'mobile' } },
};
