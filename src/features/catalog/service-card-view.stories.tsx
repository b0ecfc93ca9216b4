import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceCardView } from './service-card-page';

const meta: Meta<typeof ServiceCardView> = {
  title: 'Каталог услуг/Карточка услуги',
  component: ServiceCardView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

const provider = {
  id: 5,
  shortCaption: 'АНО «ЦСУ „Северная забота“»',
  address: '629007, ЯНАО, г. Салехард, ул. Матросова, д. 27, офис 3',
  phone: '+7 (34922) 3-05-17',
  email: 'info@sev-zabota.ru',
  site: 'sev-zabota.ru',
  director: 'Лаптандер Ирина Николаевна',
  workHours: 'пн–пт 9:00–18:00',
  latitude: 66.53,
  longitude: 66.6,
};

export const WithPrice: StoryObj<typeof ServiceCardView> = {
  args: {
    card: {
      id: 67,
      institutionId: 5,
      caption: 'Сурдоперевод при посещении врача и учреждений',
      description:
        'Переводчик русского жестового языка сопровождает глухого человека в поликлинику, МФЦ, суд или банк.',
      catalogGroup: 5,
      serviceTypeCode: null,
      area: 'social',
      rateType: 'rate',
      rateUnit: 'hour',
      price: 650,
      places: 2,
      schedule: 'Пн–Пт 9:00–18:00, по предварительной записи за день',
      photos: [],
      provider,
    },
  },
};

/** A free service of a provider with no site or hours on record. */
export const FreeWithGaps: StoryObj<typeof ServiceCardView> = {
  args: {
    card: {
      ...WithPrice.args!.card!,
      rateType: 'free',
      rateUnit: null,
      price: null,
      provider: { ...provider, site: null, workHours: null, email: null },
    },
  },
};

/** A photo drawn by the story: the portal serves the real ones. */
const placeholder = (fileId: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c5d9ee"/><text x="200" y="160" font-size="28" text-anchor="middle" fill="#1d3f63">Фото ${fileId.slice(-1)}</text></svg>`,
  )}`;

/** An approved service with its photos, places and schedule. */
export const WithPhotos: StoryObj<typeof ServiceCardView> = {
  args: {
    photoUrl: placeholder,
    card: {
      ...WithPrice.args!.card!,
      photos: [
        { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Переводчик в поликлинике.jpg' },
        { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Консультация.jpg' },
        { id: 'a1b2c3d4-0000-4000-8000-000000000003', name: 'В МФЦ.jpg' },
      ],
    },
  },
};
