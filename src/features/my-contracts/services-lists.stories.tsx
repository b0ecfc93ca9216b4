import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReceivedService, RenderedService } from './api';
import { ReceivedServiceList, RenderedServiceList } from './services-lists';

const received: ReceivedService[] = [
  {
    contractId: 1,
    contractPersonId: 1,
    contractNumber: 'ДЕМО-СД-2026/0001',
    contractStatus: 3,
    contractStatusCaption: 'Действует',
    serviceId: 3,
    serviceName: 'Услуги сиделки на дому',
    institutionId: 5,
    provider: 'АНО «ЦСУ „Северная забота“»',
    recipientPersonId: 1,
    recipientFio: 'Иванова Мария Петровна',
    rateUnit: 'hour',
    unitCaption: 'час',
    price: '350.00',
    rateCaption: '350,00 р. за час',
    quantity: '120',
    rendered: '64',
    dateFrom: '2026-09-01',
    dateTo: '2026-12-31',
  },
  {
    contractId: 13,
    contractPersonId: 1,
    contractNumber: 'ДЕМО-ТУР-2026/0031',
    contractStatus: 10,
    contractStatusCaption: 'Запрошено расторжение',
    serviceId: 26,
    serviceName: 'Этнотур «Стойбище оленеводов»',
    institutionId: 14,
    provider: 'ООО «Ямал-Тур»',
    recipientPersonId: 2,
    recipientFio: 'Иванов Артём Андреевич',
    rateUnit: null,
    unitCaption: null,
    price: null,
    rateCaption: 'по социальному сертификату',
    quantity: '3',
    rendered: '0',
    dateFrom: '2026-12-12',
    dateTo: '2026-12-14',
  },
];
const rendered: RenderedService[] = [
  {
    serviceId: 3,
    serviceName: 'Услуги сиделки на дому',
    rateUnit: 'hour',
    unitCaption: 'час',
    price: '350.00',
    rateCaption: '350,00 р. за час',
    recipients: 2,
    contracts: 3,
  },
  {
    serviceId: 4,
    serviceName: 'Сопровождение на приём к врачу',
    rateUnit: 'piece',
    unitCaption: 'услуга',
    price: '900.00',
    rateCaption: '900,00 р. за услугу',
    recipients: 0,
    contracts: 0,
  },
];

const meta: Meta = { title: 'Договоры гражданина/Мои услуги' };
export default meta;

/** The citizen's services under contracts in force, each with its contract. */
export const Citizen: StoryObj<typeof ReceivedServiceList> = {
  render: () => <ReceivedServiceList rows={received} personId={1} />,
};
export const CitizenPhone: StoryObj<typeof ReceivedServiceList> = {
  render: () => <ReceivedServiceList rows={received} personId={1} />,
  globals: { viewport: { value: 'mobile' } },
};
/** The provider's services with how many people receive each. */
export const Provider: StoryObj<typeof RenderedServiceList> = { render: () => <RenderedServiceList rows={rendered} /> };
export const Nothing: StoryObj<typeof ReceivedServiceList> = { render: () => <ReceivedServiceList rows={[]} /> };
