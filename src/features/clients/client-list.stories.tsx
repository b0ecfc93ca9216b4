import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClientTable } from './client-list';
import { CLIENT_ROWS } from './client-fixtures';

const meta: Meta<typeof ClientTable> = {
  title: 'Получатели услуг/Список получателей',
  component: ClientTable,
  args: { page: { total: 2, items: CLIENT_ROWS } },
};
export default meta;
type Story = StoryObj<typeof ClientTable>;

/** The institution's clients; an address the record lacks reads «отсутствует». */
export const Clients: Story = {};
/** Nothing found. */
export const Empty: Story = { args: { page: { total: 0, items: [] } } };
