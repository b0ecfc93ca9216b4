import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractServices } from './contract-services';

const meta: Meta<typeof ContractServices> = {
  title: 'Договоры на услуги/Услуги договора',
  component: ContractServices,
  args: {
    canRemove: false,
    onRemove: () => undefined,
    services: [
      {
        serviceId: 21,
        serviceName: 'Социально-медицинские услуги на дому',
        rateUnit: 'hour',
        unitCaption: 'час',
        price: '238.90',
        priceCaption: '238,90 р.',
        quantity: '64',
        rendered: '30',
        removed: false,
        removedAt: null,
      },
      {
        serviceId: 8,
        serviceName: 'Сопровождение замещающих семей',
        rateUnit: null,
        unitCaption: null,
        price: null,
        priceCaption: 'бесплатно',
        quantity: '8',
        rendered: '3',
        removed: false,
        removedAt: null,
      },
      {
        serviceId: 13,
        serviceName: 'Клуб «Серебряный возраст»: творческие мастерские',
        rateUnit: null,
        unitCaption: null,
        price: null,
        priceCaption: 'бесплатно',
        quantity: '16',
        rendered: '6',
        removed: true,
        removedAt: '2026-10-20T10:00:00Z',
      },
    ],
  },
};
export default meta;

export const ForTheCitizen: StoryObj<typeof ContractServices> = {};
/** The provider of a contract in force may remove a service while another is left. */
export const ProviderMayRemove: StoryObj<typeof ContractServices> = { args: { canRemove: true } };
