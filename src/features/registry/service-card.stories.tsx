import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceCard } from './service-card';

const meta: Meta<typeof ServiceCard> = {
  title: 'Реестр/Карточка услуги',
  component: ServiceCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const ByTheHour: StoryObj<typeof ServiceCard> = {
  args: {
    service: {
      id: 3,
      caption: 'Услуги сиделки на дому',
      description: 'Гигиенический уход, кормление, контроль приёма лекарств.',
      area: 'medical',
      rateType: 'rate',
      rateUnit: 'hour',
      price: 350,
    },
  },
};

export const Free: StoryObj<typeof ServiceCard> = {
  args: {
    service: {
      id: 33,
      caption: 'Скандинавская ходьба для старшего поколения',
      description: 'Групповые занятия с инструктором.',
      area: 'sport',
      rateType: 'free',
      rateUnit: null,
      price: null,
    },
  },
};

export const ByContract: StoryObj<typeof ServiceCard> = {
  args: {
    service: {
      id: 30,
      caption: 'Стационарное социальное обслуживание',
      description: 'Круглосуточное проживание, питание и уход.',
      area: 'social',
      rateType: 'contract',
      rateUnit: 'month',
      price: 38500,
    },
  },
};

export const Tour: StoryObj<typeof ServiceCard> = {
  args: {
    service: {
      id: 26,
      caption: 'Этнотур на стойбище оленеводов',
      description: 'Поездка на вездеходе на стойбище ненецкой семьи.',
      area: 'culture',
      rateType: 'fixed',
      rateUnit: 'day',
      price: 12500,
      nextDate: '2026-12-05',
      placesLeft: 17,
    },
    to: '/registry/tour/14/services/26',
  },
};

export const SoldOutTour: StoryObj<typeof ServiceCard> = {
  args: { service: { ...Tour.args!.service!, nextDate: null, placesLeft: 0 }, to: '/registry/tour/14/services/26' },
};
