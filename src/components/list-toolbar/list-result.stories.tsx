import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { ListResult } from './list-result';

interface Page {
  items: string[];
  total: number;
}

const page: Page = {
  items: ['№ 2026/0011 — Услуги сиделки', '№ 2026/0012 — Социальное такси', '№ 2026/0013 — Доставка продуктов'],
  total: 23,
};

const meta: Meta<typeof ListResult<Page>> = {
  title: 'Общие/Результат списка',
  component: ListResult<Page>,
  args: {
    load: { data: page, isLoading: false },
    page: 2,
    errorText: 'Не удалось загрузить договоры.',
    onPage: fn(),
    children: (loaded: Page) => (
      <List>
        {loaded.items.map((item) => (
          <ListItem key={item}>{item}</ListItem>
        ))}
      </List>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof ListResult<Page>>;

/** A loaded page with the range «Показаны 11–20 из 23» and the page numbers. */
export const Loaded: Story = {};
/** The server did not answer. */
export const Failed: Story = { args: { load: { isLoading: false, error: new Error('503') } } };
/** Nothing matched. */
export const Empty: Story = { args: { page: 1, load: { data: { items: [], total: 0 }, isLoading: false } } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
