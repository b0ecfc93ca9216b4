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
