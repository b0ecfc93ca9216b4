import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Ippsu } from './api';
import { IppsuView } from './ippsu-view';

const org = (id: number, caption: string, hasActiveServiceContract: boolean) => ({
  id,
  caption,
  address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
  phone: '+73492240000',
  hasActiveServiceContract,
});

const ippsu: Ippsu = {
  id: 2,
  number: 'ИППСУ-2026/0021',
  person: { id: 1, fio: 'Иванова Мария Петровна', birthDate: '1988-04-12' },
  institution: { id: 1, caption: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»' },
  actId: null,
  issuedOn: '2026-09-08',
  dateFrom: '2026-09-15',
  dateTo: '2027-09-14',
  status: 'active',
  statusCaption: 'Действует',
  serviceForm: 3,
  serviceFormCaption: 'Полустационарная форма социального обслуживания',
  services: [
    {
      serviceTypeId: 3001,
      caption: 'Социально-психологическое консультирование, в том числе по вопросам внутрисемейных отношений',
      amount: 2,
      periodicityAmountId: 3,
      periodicity: 'В месяц',
      oneOff: false,
      standardMinutes: 60,
      minutesPerMonth: 120,
    },
    {
      serviceTypeId: 4004,
      caption: 'Формирование позитивных интересов (в том числе в сфере досуга)',
      amount: 1,
      periodicityAmountId: 2,
      periodicity: 'В неделю',
      oneOff: false,
      standardMinutes: 60,
      minutesPerMonth: 261,
    },
    {
      serviceTypeId: 3005,
      caption: 'Психологическая диагностика и обследование личности',
      amount: 1,
      periodicityAmountId: 6,
      periodicity: 'Однократно',
      oneOff: true,
      standardMinutes: 90,
      minutesPerMonth: null,
    },
  ],
  totalMinutesPerMonth: 381,
  allRecommendedOrganisations: [
    org(2, 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»', true),
    org(4, 'ГБУ ЯНАО «СРЦН „Доверие“ г. Надым»', false),
  ],
  otherOrganisationsWithContracts: [org(5, 'АНО «ЦСУ „Северная забота“»', true)],
};

const meta = { component: IppsuView, args: { ippsu } } satisfies Meta<typeof IppsuView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In force: a recommended provider with a contract («Договор заключён»), one without, another with a contract. */
export const InForce: Story = {};

/** Ended: the person is told to ask for a new programme; no other organisations. */
export const Expired: Story = {
  args: {
    ippsu: {
      ...ippsu,
      status: 'expired',
      statusCaption: 'Срок действия истёк',
      dateFrom: '2025-09-01',
      dateTo: '2026-08-31',
      otherOrganisationsWithContracts: [],
    },
  },
};
