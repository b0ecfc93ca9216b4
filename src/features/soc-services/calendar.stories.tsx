import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CitizenCalendar } from './citizen-calendar';
import { EmployeeGrid } from './employee-calendar';
import { RecordChip } from './record-chip';
import { RegistrationCard } from './registration-requests';
import type { RegistrationRequest } from './api';
import { clients, records, WINDOW } from './calendar-fixtures';

const people = clients(6);
const all = records(people);

const meta: Meta<typeof EmployeeGrid> = {
  title: 'Календарь/Календарь сотрудника',
  component: EmployeeGrid,
  args: {
    clients: people,
    days: WINDOW.days,
    records: all,
    view: 'days',
    day: '2026-11-28',
    onOpen: fn(),
    onAdd: fn(),
    onQr: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof EmployeeGrid>;

/** Clients by the window's 14 days; Saturdays and Sundays greyed, today tinted. */
export const ByDays: Story = {};
/** Clients by the 16 slots of one day. */
export const BySlots: Story = { args: { view: 'slots', day: '2026-11-26' } };
export const NoClients: Story = { args: { clients: [], records: [] } };
export const Loading: Story = { args: { loading: true } };

export const Chips: StoryObj<typeof RecordChip> = {
  render: () => (
    <div style={{ width: 140 }}>
      <RecordChip record={all.find((r) => r.status === 2)!} onOpen={fn()} />
      <RecordChip record={all.find((r) => r.status === 1)!} onOpen={fn()} />
      <RecordChip record={all.find((r) => r.status === 1)!} compact onOpen={fn()} />
    </div>
  ),
};

/** The citizen's own services, signed and waiting for the signature. */
export const Citizen: StoryObj<typeof CitizenCalendar> = {
  render: () => (
    <CitizenCalendar days={WINDOW.days} records={all.filter((r) => r.personId === people[0].id)} onChanged={fn()} />
  ),
};
export const CitizenNothing: StoryObj<typeof CitizenCalendar> = {
  render: () => <CitizenCalendar days={WINDOW.days} records={[]} onChanged={fn()} />,
};

const REQUEST: RegistrationRequest = {
  id: 1,
  number: 'ЗЗУ-2026/000001',
  institutionId: 5,
  institution: 'АНО «Северная забота»',
  institutionServiceId: 67,
  service: 'Сурдоперевод при посещении врача и учреждений',
  personId: 1,
  personFio: 'Иванова Мария Петровна',
  status: 1,
  statusCaption: 'На рассмотрении',
  version: 1,
  createdAt: '2026-11-26T05:15:00Z',
  wishedDate: '2026-12-01',
  phone: '+79220511234',
  comment: 'Нужен сурдопереводчик на приём к врачу-сурдологу',
  reason: null,
  filesCount: 1,
  allowedActions: ['accept', 'reject'],
};

/** A request to be registered, as the institution sees it (to decide) and as the applicant sees a refusal. */
export const RegistrationForInstitution: StoryObj<typeof RegistrationCard> = {
  render: () => <RegistrationCard request={REQUEST} employee onAct={fn()} />,
};
export const RegistrationRejected: StoryObj<typeof RegistrationCard> = {
  render: () => (
    <RegistrationCard
      request={{
        ...REQUEST,
        status: 3,
        statusCaption: 'Отклонена',
        reason: 'Услуга оказывается жителям Ноябрьска',
        allowedActions: [],
      }}
      employee={false}
      onAct={fn()}
    />
  ),
};
