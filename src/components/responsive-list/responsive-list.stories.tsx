import type { Meta, StoryObj } from '@storybook/react-vite';
import Chip from '@mui/material/Chip';
import { ResponsiveList, type ListColumn } from './responsive-list';

interface Contract {
  id: number;
  number: string;
  party: string;
  subject: string;
  period: string;
  status: string;
}

const columns: ListColumn<Contract>[] = [
  { key: 'number', header: 'Номер и дата', render: (r) => `№ ${r.number}`, nowrap: true },
  { key: 'party', header: 'Сторона договора', render: (r) => r.party },
  { key: 'subject', header: 'Предмет', render: (r) => r.subject },
  { key: 'period', header: 'Срок действия', render: (r) => r.period, nowrap: true },
  { key: 'status', header: 'Статус', render: (r) => <Chip size="small" label={r.status} /> },
];

const rows: Contract[] = [
  {
    id: 1,
    number: 'ДЕМО-ДП-2026/0114',
    party: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
    subject: 'Социально-реабилитационные занятия в отделении дневного пребывания',
    period: '14.09.2026 — 31.05.2027',
    status: 'Действует',
  },
  {
    id: 2,
    number: 'ДЕМО-СД-2026/Р-015',
    party: 'АНО «ЦСУ „Северная забота“»',
    subject: 'Услуги сиделки в период после плановой операции',
    period: '07.07.2026 — 20.07.2026',
    status: 'Исполнен',
  },
];

const meta: Meta<typeof ResponsiveList<Contract>> = {
  title: 'Общие/Список: таблица или карточки',
  component: ResponsiveList<Contract>,
  args: { label: 'Договоры', rows, rowKey: (r: Contract) => r.id, columns, empty: 'Договоров не найдено.' },
};
export default meta;

type Story = StoryObj<typeof ResponsiveList<Contract>>;
/** A wide screen: a table. */
export const Wide: Story = {};
/** A phone (390 px): one card per row, the first column as its title. */
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Empty: Story = { args: { rows: [] } };
