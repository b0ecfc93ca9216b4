import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractTable } from './contract-list';

const row = {
  id: 7,
  personId: 1,
  number: 'ДЕМО-СД-2026/0027',
  date: '2026-11-24',
  status: 9,
  statusCaption: 'Подписан поставщиком услуг',
  personFio: 'Иванова Мария Петровна',
  targetFio: null,
  serviceProviderId: 5,
  serviceProvider: 'АНО «ЦСУ „Северная забота“»',
  serviceName: 'Услуги сиделки на дому',
  dateFrom: '2026-12-01',
  dateTo: '2027-02-28',
  version: 2,
};

const meta: Meta<typeof ContractTable> = {
  title: 'Договоры на услуги/Список договоров',
  component: ContractTable,
  args: {
    side: 'person',
    cardPath: (r) => `/user/service-contracts/${r.id}`,
    page: {
      total: 2,
      items: [
        row,
        {
          ...row,
          id: 8,
          number: 'ДЕМО-КЦСОН-2026/0038',
          status: 8,
          statusCaption: 'Подписан получателем услуг',
          targetFio: 'Иванов Артём Андреевич',
          serviceProvider: 'КЦСОН «Участие»',
          serviceName: 'Сопровождение замещающих семей',
        },
      ],
    },
  },
};
export default meta;

export const Citizen: StoryObj<typeof ContractTable> = {};
/** The provider's list names the recipient and, for a child, the representative. */
export const Provider: StoryObj<typeof ContractTable> = { args: { side: 'provider' } };
export const Empty: StoryObj<typeof ContractTable> = { args: { page: { total: 0, items: [] } } };
/** A phone: one card per contract instead of a table that scrolls sideways. */
export const Phone: StoryObj<typeof ContractTable> = { globals: { viewport: { value: 'mobile' } } };
