import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OtherContractRow } from './api';
import { OtherContractList } from './other-contract-list';

const row: OtherContractRow = {
  id: 1,
  number: 'ДЕМО-ДП-2026/0114',
  date: '2026-09-08',
  kind: 'Договор о предоставлении социальных услуг в полустационарной форме',
  subject:
    'Социально-реабилитационные занятия в отделении дневного пребывания для несовершеннолетних (3 раза в неделю)',
  status: 2,
  statusCaption: 'Действует',
  personId: 1,
  personFio: 'Иванова Мария Петровна',
  targetFio: 'Иванов Артём Андреевич',
  institutionId: 2,
  institution: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
  dateFrom: '2026-09-14',
  dateTo: '2027-05-31',
};
const rows: OtherContractRow[] = [
  row,
  {
    ...row,
    id: 3,
    number: 'ДЕМО-НЯ-2026/0208',
    status: 1,
    statusCaption: 'На заключении',
    kind: 'Договор о компенсации расходов на оплату услуг няни',
    subject: 'Компенсация расходов на услуги няни',
    targetFio: null,
  },
  {
    ...row,
    id: 5,
    number: 'ДЕМО-СС-2026/0031',
    status: 4,
    statusCaption: 'Отклонён',
    kind: 'Договор о социальном сопровождении семьи',
    subject: 'Содействие в получении психологической помощи',
    dateTo: null,
    institution: 'ГБУ ЯНАО «ЦСПСиД „Радуга“ г. Новый Уренгой»',
  },
  {
    ...row,
    id: 6,
    number: 'ДЕМО-СД-2026/Р-015',
    status: 3,
    statusCaption: 'Исполнен',
    kind: 'Договор возмездного оказания услуг (разовый)',
    subject: 'Услуги сиделки после плановой операции',
    institution: 'АНО «ЦСУ „Северная забота“»',
    dateFrom: '2026-07-07',
    dateTo: '2026-07-20',
  },
];

const meta: Meta<typeof OtherContractList> = {
  title: 'Договоры гражданина/Список прочих договоров',
  component: OtherContractList,
  args: { rows, side: 'person' },
};
export default meta;

/** The citizen's list: every status 1-4 with its chip. */
export const Citizen: StoryObj<typeof OtherContractList> = {};
/** The provider's list names the citizen and whom the contract is for. */
export const Provider: StoryObj<typeof OtherContractList> = { args: { side: 'provider' } };
export const Phone: StoryObj<typeof OtherContractList> = { globals: { viewport: { value: 'mobile' } } };
export const Empty: StoryObj<typeof OtherContractList> = { args: { rows: [] } };
