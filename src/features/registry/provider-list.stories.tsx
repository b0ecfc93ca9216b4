import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProviderList } from './provider-list';

const meta: Meta<typeof ProviderList> = {
  title: 'Реестр/Список поставщиков',
  component: ProviderList,
  args: { cardPath: (row) => `/registry/${row.id}` },
};
export default meta;

const rows = [
  {
    id: 1,
    caption:
      'Государственное бюджетное учреждение Ямало-Ненецкого автономного округа «Центр социального обслуживания граждан пожилого возраста и инвалидов в г. Салехард»',
    shortCaption: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
    institutionTypeId: 0,
    inn: '8901003812',
    ogrn: '1028900508713',
    city: 'Салехард',
    address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
    phone: '+7 (34922) 4-11-20',
    rating: 4.8,
    ratingCount: 12,
  },
  {
    id: 18,
    caption: 'Индивидуальный предприниматель Худякова Ольга Петровна',
    shortCaption: 'ИП Худякова О.П.',
    institutionTypeId: 2,
    inn: '891304562105',
    ogrn: '321891300008412',
    city: 'Губкинский',
    address: '629830, ЯНАО, г. Губкинский, мкр. 5, д. 12, кв. 40',
    phone: null,
    rating: null,
    ratingCount: 0,
  },
];

export const Found: StoryObj<typeof ProviderList> = { args: { items: rows } };
export const Rating: StoryObj<typeof ProviderList> = { args: { items: rows, rankFrom: 1 } };
export const NothingFound: StoryObj<typeof ProviderList> = { args: { items: [] } };
