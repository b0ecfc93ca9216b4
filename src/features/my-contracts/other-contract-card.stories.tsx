import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OtherContractCard } from './api';
import { OtherContractCardView } from './other-contract-card';

const card: OtherContractCard = {
  id: 6,
  number: 'ДЕМО-СД-2026/Р-015',
  date: '2026-07-06',
  kind: 'Договор возмездного оказания услуг (разовый)',
  subject: 'Услуги сиделки в период после плановой операции (14 дней по 6 часов)',
  status: 3,
  statusCaption: 'Исполнен',
  personId: 1,
  personFio: 'Иванова Мария Петровна',
  targetFio: null,
  institutionId: 5,
  institution: 'АНО «ЦСУ „Северная забота“»',
  dateFrom: '2026-07-07',
  dateTo: '2026-07-20',
  snils: '127-456-381 32',
  personPhone: '+79220511234',
  personEmail: 'm.ivanova@mail.ru',
  targetBirthDate: null,
  institutionFull: 'Автономная некоммерческая организация «Центр социальных услуг „Северная забота“»',
  institutionAddress: '629807, ЯНАО, г. Ноябрьск, ул. Ленина, д. 30',
  institutionPhone: '+7 (3496) 42-18-07',
  institutionEmail: null,
  amount: '29400.00',
  amountCaption: '29 400,00 р.',
  history: [
    {
      fromStatus: null,
      fromStatusCaption: null,
      toStatus: 1,
      toStatusCaption: 'На заключении',
      at: '2026-07-06T12:45:00Z',
      who: 'Смирнова Екатерина Александровна, руководитель службы сиделок',
      note: null,
    },
    {
      fromStatus: 1,
      fromStatusCaption: 'На заключении',
      toStatus: 2,
      toStatusCaption: 'Действует',
      at: '2026-07-07T03:30:00Z',
      who: 'Смирнова Екатерина Александровна, руководитель службы сиделок',
      note: null,
    },
    {
      fromStatus: 2,
      fromStatusCaption: 'Действует',
      toStatus: 3,
      toStatusCaption: 'Исполнен',
      at: '2026-07-21T05:00:00Z',
      who: 'Смирнова Екатерина Александровна, руководитель службы сиделок',
      note: 'Услуги оказаны в полном объёме, оплата получена',
    },
  ],
  documents: [
    {
      fileId: '00000000-0000-4000-8000-000000001409',
      caption: 'Акт об оказании услуг',
      fileName: 'Акт об оказании услуг № ДЕМО-СД-2026-Р-015.pdf',
      size: 24576,
    },
    {
      fileId: '00000000-0000-4000-8000-000000001408',
      caption: 'Договор',
      fileName: 'Договор № ДЕМО-СД-2026-Р-015.pdf',
      size: 23100,
    },
  ],
};

const meta: Meta<typeof OtherContractCardView> = {
  title: 'Договоры гражданина/Карточка прочего договора',
  component: OtherContractCardView,
  args: { card },
};
export default meta;

export const Fulfilled: StoryObj<typeof OtherContractCardView> = {};
/** Concluded for a child, open-ended, without documents yet. */
export const ForAChild: StoryObj<typeof OtherContractCardView> = {
  args: {
    card: {
      ...card,
      status: 1,
      statusCaption: 'На заключении',
      targetFio: 'Иванов Артём Андреевич',
      targetBirthDate: '2014-09-03',
      dateTo: null,
      amount: null,
      amountCaption: null,
      documents: [],
      history: card.history.slice(0, 1),
    },
  },
};
export const Phone: StoryObj<typeof OtherContractCardView> = { globals: { viewport: { value: 'mobile' } } };
