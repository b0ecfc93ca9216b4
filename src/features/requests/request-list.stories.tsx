import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestTable } from './request-list';
import { OVERDUE_ROW, RECEIVED_ROW, REFUSED_ROW, SATISFIED_ROW } from './request-fixtures';

const meta: Meta<typeof RequestTable> = {
  title: 'Заявления/Список заявлений',
  component: RequestTable,
  args: { side: 'person', page: { total: 4, items: [RECEIVED_ROW, OVERDUE_ROW, SATISFIED_ROW, REFUSED_ROW] } },
};
export default meta;
type Story = StoryObj<typeof RequestTable>;

/** The citizen's requests: just filed, overdue, satisfied, refused. */
export const Citizen: Story = {};
/** The institution's list names the applicant and whom the request is for. */
export const Institution: Story = { args: { side: 'employee' } };
/** Nothing found. */
export const Empty: Story = { args: { page: { total: 0, items: [] } } };
