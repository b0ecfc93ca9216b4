import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsList } from './news-list';

const meta: Meta<typeof NewsList> = { title: 'Новости/Список новостей', component: NewsList };
export default meta;

export const Filled: StoryObj<typeof NewsList> = {
  args: {
    items: [
      {
        id: 1,
        title: 'Открыт приём заявлений на социальное такси',
        content: 'Жители Салехарда могут записаться на поездку…',
        publishedAt: '2026-11-20T09:00:00Z',
      },
      {
        id: 2,
        title: 'Конкурс субсидий для негосударственных поставщиков',
        content: 'Департамент объявляет конкурс…',
        publishedAt: '2026-11-12T09:00:00Z',
      },
    ],
  },
};

export const Empty: StoryObj<typeof NewsList> = { args: { items: [] } };
