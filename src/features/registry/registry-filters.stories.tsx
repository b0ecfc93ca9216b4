import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegistryFilters } from './registry-filters';

const meta: Meta<typeof RegistryFilters> = {
  title: 'Реестр/Поиск и фильтры',
  component: RegistryFilters,
  args: {
    search: '',
    cities: [
      { code: 1, caption: 'Салехард' },
      { code: 2, caption: 'Ноябрьск' },
      { code: 3, caption: 'Новый Уренгой' },
      { code: 6, caption: 'Лабытнанги' },
    ],
    onSearch: fn(),
    onCity: fn(),
    onArea: fn(),
  },
};
export default meta;

export const Empty: StoryObj<typeof RegistryFilters> = {};
export const Filled: StoryObj<typeof RegistryFilters> = { args: { search: 'сиделка', cityId: 2, area: 'medical' } };
export const WithoutArea: StoryObj<typeof RegistryFilters> = { args: { withArea: false } };
