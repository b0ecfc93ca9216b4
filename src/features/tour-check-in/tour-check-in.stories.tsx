import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { TOUR_CHECK_IN_MSG } from '@common/tourism/tour-check-in';
import type { CheckInContract } from './api';
import { CheckInList } from './check-in-list';
import { CheckInDetails } from './qr-check-in-page';

const EXCURSION = {
  id: 4,
  name: 'Обзорная экскурсия по Салехарду: стела «Полярный круг» и музейно-выставочный комплекс',
  dateFrom: '2026-12-07',
  dateTo: '2026-12-07',
};
const POLAR_URAL = {
  id: 1,
  name: 'Салехард — Полярный Урал: 3 дня в горах',
  dateFrom: '2026-12-06',
  dateTo: '2026-12-08',
};

const contract = (change: Partial<CheckInContract>): CheckInContract => ({
  contractId: 3004,
  personId: 4,
  number: 'ДТ-2026/000004',
  version: 3,
  status: 3,
  statusCaption: 'Действует',
  holder: 'Соколова Ирина Викторовна',
  members: [
    { personId: 4, fio: 'Соколова Ирина Викторовна', birthDate: '1979-04-18', relation: 'self' },
    { personId: 6, fio: 'Лаптев Никита Сергеевич', birthDate: '2012-09-02', relation: 'ward' },
  ],
  tour: EXCURSION,
  checkedInAt: null,
  canCheckIn: true,
  refusal: null,
  ...change,
});

const DAY: CheckInContract[] = [
  contract({}),
  contract({
    contractId: 3012,
    personId: 18,
    number: 'ДТ-2026/000012',
    holder: 'Вануйто Алексей Николаевич',
    members: [{ personId: 18, fio: 'Вануйто Алексей Николаевич', birthDate: '1990-01-30', relation: 'self' }],
    checkedInAt: '2026-12-07T03:42:00Z',
    canCheckIn: false,
    refusal: TOUR_CHECK_IN_MSG.already('2026-12-07T03:42:00Z'),
  }),
  contract({
    contractId: 3001,
    personId: 1,
    number: 'ДТ-2026/000001',
    holder: 'Иванова Мария Петровна',
    tour: POLAR_URAL,
    members: [
      { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1985-06-12', relation: 'self' },
      { personId: 2, fio: 'Иванов Артём Сергеевич', birthDate: '2014-03-21', relation: 'child' },
      { personId: 3, fio: 'Иванова Ольга Сергеевна', birthDate: '2017-11-05', relation: 'child' },
    ],
  }),
];

const meta: Meta<typeof CheckInList> = {
  title: 'Туризм/Регистрация туристов',
  component: CheckInList,
  args: { rows: DAY, dayCaption: 'сегодня', busyId: null, onCheckIn: fn() },
};
export default meta;
type Story = StoryObj<typeof CheckInList>;

/** Today's tourists by tour: one arrived, two waiting for the desk or the code. */
export const Today: Story = {};
/** The button is off while its check-in is being written. */
export const Busy: Story = { args: { busyId: 3004 } };
export const NobodyThatDay: Story = { args: { rows: [], dayCaption: '12.12.2026' } };

/** What a scanned code names, before the operator confirms the arrival. */
export const ScannedCode: StoryObj<typeof CheckInDetails> = {
  render: () => (
    <Card variant="outlined">
      <CardContent>
        <CheckInDetails contract={contract({})} />
      </CardContent>
    </Card>
  ),
};
/** A code whose tourists have arrived already. */
export const UsedCode: StoryObj<typeof CheckInDetails> = {
  render: () => (
    <Card variant="outlined">
      <CardContent>
        <CheckInDetails contract={contract({ checkedInAt: '2026-12-07T03:42:00Z', canCheckIn: false })} />
      </CardContent>
    </Card>
  ),
};
