import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailsList } from './details-list';
import { SiteLink } from './site-link';
import { tariffRows } from './tariff-rows';

const meta: Meta<typeof DetailsList> = {
  title: 'Общие/Сведения карточки',
  component: DetailsList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

/** A supplier's contacts: a long address and e-mail wrap, missing values read «отсутствует». */
export const Contacts: StoryObj<typeof DetailsList> = {
  args: {
    rows: [
      ['Адрес', '629007, Ямало-Ненецкий автономный округ, г. Салехард, ул. Матросова, д. 27, офис 3'],
      ['Телефон', '+7 (34922) 3-05-17'],
      ['Электронная почта', 'priemnaya.centra.socialnogo.obsluzhivaniya@sev-zabota.yanao.ru'],
      ['Сайт', <SiteLink key="site" site="sev-zabota.ru" />],
      ['Руководитель', null],
      ['Режим работы', ''],
    ],
  },
};

/** A card that says «не указано» for what it lacks. */
export const NotGiven: StoryObj<typeof DetailsList> = {
  args: {
    emptyText: 'не указано',
    rows: [
      ['Телефон', null],
      ['Часы работы', 'пн–пт 9:00–18:00'],
    ],
  },
};

/** A service's tariff inside a list item: label beside value at every width, three to a line from a tablet up. */
export const CompactTariff: StoryObj<typeof DetailsList> = {
  args: { variant: 'compact', pairsPerLine: 3, rows: tariffRows({ rateType: 'rate', rateUnit: 'hour', price: 650 }) },
};
