import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PagedList } from './paged-list';

interface Item {
  id: number;
  title: string;
  place: string;
}

const items: Item[] = [
  {
    id: 1,
    title: 'ГБУ ЯНАО «Центр социального обслуживания „Забота“»',
    place: 'г. Салехард',
  },
  {
    id: 2,
    title: 'АНО «Служба помощи пожилым „Доверие“»',
    place: 'г. Ноябрьск',
  },
  { id: 3, title: 'ИП Салиндер Н.С.', place: 'с. Яр-Сале' },
];

/** Puts `?page=` into the URL of the stories' router, as a link to that page would. */
function AtPage({ page, children }: { page: number; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  useEffect(() => setParams({ page: String(page) }), [page, setParams]);
  return params.get('page') === String(page) ? children : null;
}

const meta: Meta<typeof PagedList<Item>> = {
  title: 'Общие/Список по страницам',
  component: PagedList<Item>,
  args: {
    items,
    total: 3,
    pageSize: 10,
    countText: (n: number) => `${n} записей`,
    itemKey: (item: Item) => item.id,
    itemPath: (item: Item) => `/registry/${item.id}`,
    renderItem: (item: Item) => (
      <>
        <Typography component="h2" variant="h6">
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.place}
        </Typography>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const OnePage: StoryObj<typeof PagedList<Item>> = {};
/** Page 3 of 25 (the page comes from the URL). */
export const ManyPages: StoryObj<typeof PagedList<Item>> = {
  args: { total: 250 },
  decorators: [
    (Story) => (
      <AtPage page={3}>
        <Story />
      </AtPage>
    ),
  ],
};
export const NothingFound: StoryObj<typeof PagedList<Item>> = {
  args: { items: [], total: 0 },
};
/** A link to a page past the end of the list. */
export const PastTheEnd: StoryObj<typeof PagedList<Item>> = {
  args: { items: [], total: 25 },
  decorators: [
    (Story) => (
      <AtPage page={9}>
        <Story />
      </AtPage>
    ),
  ],
};
