import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegistryFilters } from './registry-filters';

const meta: Meta<typeof RegistryFilters> = {
  title: 'Реестр/Поиск и фильтры',
  component: RegistryFilters,
  args: {
    search: '',
    districts: [
      { code: 1, caption: 'Городской округ Салехард', cityIds: [1] },
      { code: 2, caption: 'Городской округ Ноябрьск', cityIds: [2] },
      { code: 8, caption: 'Пуровский район', cityIds: [8] },
      { code: 13, caption: 'Шурышкарский район', cityIds: [] },
    ],
    cities: [
      { code: 1, caption: 'Салехард' },
      { code: 2, caption: 'Ноябрьск' },
      { code: 3, caption: 'Новый Уренгой' },
      { code: 6, caption: 'Лабытнанги' },
      { code: 8, caption: 'Тарко-Сале' },
    ],
    onSearch: fn(),
    onDistrict: fn(),
    onCity: fn(),
    onArea: fn(),
  },
};
export default meta;

export const Empty: StoryObj<typeof RegistryFilters> = {};
export const Filled: StoryObj<typeof RegistryFilters> = { args: { search: 'сиделка', cityId: 2, area: 'medical' } };
/** A district chosen: the cities offered are only its own. */
export const District: StoryObj<typeof RegistryFilters> = { args: { districtId: 8 } };
export const WithoutArea: StoryObj<typeof RegistryFilters> = { args: { withArea: false } };
