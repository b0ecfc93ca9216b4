import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApplicationCard } from './api';
import { ApplicationCardView } from './application-card';

const card: ApplicationCard = {
  id: 2,
  personId: 1,
  number: 'ЗК-2026/000002',
  status: 2,
  statusCaption: 'Принято поставщиком',
  createdAt: '2026-11-19T03:47:00Z',
  personFio: 'Иванова Мария Петровна',
  targetPersonId: 3,
  targetFio: 'Иванова Софья Андреевна',
  institutionId: 5,
  serviceProvider: 'АНО «Северная забота»',
  serviceId: 3,
  serviceName: 'Услуги сиделки на дому',
  desiredDateFrom: '2026-12-01',
  version: 2,
  phone: '+79220511234',
  comment: 'Дочь после операции, нужна сиделка с 9:00 до 18:00 в будни, пока я на работе',
  rejectReason: null,
  paidAt: null,
  rateType: 'fixed',
  rateUnit: 'hour',
  price: 350,
  targetBirthDate: '2019-02-21',
  providerPhone: '+7 (34922) 3-40-15',
  providerEmail: 'info@sev-zabota.ru',
  side: 'provider',
  allowedActions: ['reject', 'setPayed'],
  history: [
    {
      action: 'create',
      actionCaption: 'Заявление подано',
      side: 'person',
      who: 'Иванова Мария Петровна',
      at: '2026-11-19T03:47:00Z',
      fromStatus: null,
      toStatus: 1,
      toStatusCaption: 'Новое заявление',
      note: null,
    },
    {
      action: 'save',
      actionCaption: 'Заявление принято',
      side: 'provider',
      who: 'Смирнова Екатерина Александровна',
      at: '2026-11-20T05:05:00Z',
      fromStatus: 1,
      toStatus: 2,
      toStatusCaption: 'Принято поставщиком',
      note: null,
    },
  ],
};

const meta: Meta<typeof ApplicationCardView> = {
  title: 'Каталог услуг/Карточка заявления',
  component: ApplicationCardView,
  args: { card, onAction: async () => true },
};
export default meta;
type Story = StoryObj<typeof ApplicationCardView>;

/** An accepted application for a child, as the provider sees it: mark the payment or reject. */
export const AcceptedForProvider: Story = {};
/** A rejected application as the applicant sees it: the reason, no actions. */
export const RejectedForApplicant: Story = {
  args: {
    card: {
      ...card,
      status: 3,
      statusCaption: 'Отклонено',
      side: 'person',
      allowedActions: [],
      targetFio: null,
      targetPersonId: null,
      targetBirthDate: null,
      rejectReason: 'Нет свободных сиделок на декабрь, предлагаем начать с 15 января',
    },
  },
};
