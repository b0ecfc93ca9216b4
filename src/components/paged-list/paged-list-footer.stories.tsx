import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PagedListFooter, type PagedListFooterProps } from './paged-list-footer';

/** The footer with its page kept, as a list keeps it. */
function PagedFooter(args: PagedListFooterProps) {
  const [page, setPage] = useState(args.page);
  return <PagedListFooter {...args} page={page} onPage={setPage} />;
}

const meta: Meta<typeof PagedListFooter> = {
  title: 'Общие/Страницы списка',
  component: PagedListFooter,
  args: { page: 1, pageSize: 10, total: 23 },
  render: (args) => <PagedFooter {...args} />,
};
export default meta;

export const SeveralPages: StoryObj<typeof PagedListFooter> = {};
/** One page: only the count, no page buttons. */
export const OnePage: StoryObj<typeof PagedListFooter> = { args: { total: 7 } };
export const Nothing: StoryObj<typeof PagedListFooter> = { args: { total: 0 } };
