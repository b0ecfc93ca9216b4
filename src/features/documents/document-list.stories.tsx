import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentTable } from './document-list';
import { CHILD_APPLICATION, CONTRACT, DECISION, IDENTITY, ORDERS } from './document-fixtures';

const meta: Meta<typeof DocumentTable> = {
  title: 'Документы/Мои документы',
  component: DocumentTable,
  args: { page: { total: 5, items: [ORDERS, CONTRACT, CHILD_APPLICATION, DECISION, IDENTITY] } },
};
export default meta;
type Story = StoryObj<typeof DocumentTable>;

/** Every way a document downloads: a report job's PDF, an archive, or its card only; a child's application names the child. */
export const Citizen: Story = {};
/** Nothing found. */
export const Empty: Story = { args: { page: { total: 0, items: [] } } };
