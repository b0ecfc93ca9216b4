import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './error-page';

const meta: Meta<typeof ErrorPage> = { title: 'Общие/Страница ошибки', component: ErrorPage };
export default meta;

export const NotFound: StoryObj<typeof ErrorPage> = {
  args: { code: '404', title: 'Страница не найдена', text: 'Запрошенная страница не существует или была перемещена.' },
};

export const Denied: StoryObj<typeof ErrorPage> = {
  args: { code: '403', title: 'Доступ запрещён', text: 'У вас нет прав для просмотра этой страницы.' },
};

export const Mobile: StoryObj<typeof ErrorPage> = {
  args: NotFound.args,
  globals: { viewport: { value: 'mobile' } },
};
