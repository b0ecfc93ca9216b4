import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PageSwitcher, type PageSwitcherProps } from './page-switcher';

/** The switcher with its page kept, as a list keeps it. */
function Kept(args: PageSwitcherProps) {
  const [page, setPage] = useState(args.page);
  return <PageSwitcher {...args} page={page} onPage={setPage} />;
}

const meta: Meta<typeof PageSwitcher> = {
  title: 'Общие/Переключатель страниц',
  component: PageSwitcher,
  args: { page: 1, pageSize: 10, total: 95 },
  render: (args) => <Kept {...args} />,
};
export default meta;

export const TenPages: StoryObj<typeof PageSwitcher> = {};
/** In the middle: one neighbour on each side, so it fits a 360 px phone. */
export const Middle: StoryObj<typeof PageSwitcher> = { args: { page: 5 }, globals: { viewport: { value: 'mobile' } } };
/** At the end of a caption line (the contract lists' footer). */
export const AtTheEnd: StoryObj<typeof PageSwitcher> = { args: { align: 'end', total: 23 } };
/** Everything fits on one page: no switcher at all (the story shows an empty canvas). */
export const OnePage: StoryObj<typeof PageSwitcher> = {
  args: { total: 7 },
  render: (args) => (
    <>
      <p>Все записи на одной странице: переключателя нет.</p>
      <Kept {...args} />
    </>
  ),
};
