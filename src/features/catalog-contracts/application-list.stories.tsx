import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationTable } from './application-list';

const row = {
  id: 1,
  personId: 1,
  number: 'ЗК-2026/000001',
  status: 1,
  statusCaption: 'Новое заявление',
  createdAt: '2026-11-23T15:14:00Z',
  personFio: 'Иванова Мария Петровна',
  targetPersonId: null,
  targetFio: null,
  institutionId: 5,
  serviceProvider: 'АНО «Северная забота»',
  serviceId: 60,
  serviceName: 'Социальное такси по Салехарду для инвалидов-колясочников',
  desiredDateFrom: '2026-12-07',
  version: 1,
};
const page = {
  total: 3,
  items: [
    row,
    {
      ...row,
      id: 2,
      number: 'ЗК-2026/000002',
      status: 2,
      statusCaption: 'Принято поставщиком',
      targetPersonId: 3,
      targetFio: 'Иванова Софья Андреевна',
      serviceName: 'Услуги сиделки на дому',
    },
    {
      ...row,
      id: 8,
      personId: 12,
      number: 'ЗК-2026/000008',
      status: 4,
      statusCaption: 'Оплачено',
      personFio: 'Соколов Николай Петрович',
      serviceName: 'Услуги сиделки на дому',
    },
  ],
};

const meta: Meta<typeof ApplicationTable> = {
  title: 'Каталог услуг/Список заявлений',
  component: ApplicationTable,
  args: { page },
};
export default meta;
type Story = StoryObj<typeof ApplicationTable>;

/** The provider's list names the recipient (and the applicant for a child). */
export const ForProvider: Story = { args: { side: 'provider' } };
/** The citizen's list names the provider. */
export const ForCitizen: Story = { args: { side: 'person' } };
/** Nothing found. */
export const Empty: Story = { args: { side: 'person', page: { total: 0, items: [] } } };
