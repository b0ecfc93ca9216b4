import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackButton } from './back-button';

const meta: Meta<typeof BackButton> = {
  title: 'Общие/Кнопка «Назад»',
  component: BackButton,
};
export default meta;

export const Default: StoryObj<typeof BackButton> = { args: { to: '/user' } };

export const WithCaption: StoryObj<typeof BackButton> = { args: { to: '/admin', caption: 'К администрированию' } };
