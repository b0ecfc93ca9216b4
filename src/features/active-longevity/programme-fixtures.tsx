import type { DefaultService, JoinFormData, Programme, ProgrammeRequest } from './api';

/** The programme as the server answers it, for the stories and the component tests. */
export const REQUEST: ProgrammeRequest = {
  id: 11,
  personId: 1,
  number: 'ЗГ-2026/000005',
  kind: 'active-longevity',
  kindCaption: 'Участие в программе «Активное долголетие»',
  certTypeId: null,
  status: 5,
  statusCaption: 'Удовлетворено',
  deliveryStatus: 1,
  deliveryStatusCaption: 'Зарегистрировано в учреждении',
  submittedOn: '2026-10-01',
  createdAt: '2026-10-01T05:00:00Z',
  personFio: 'Иванова Мария Петровна',
  targetPersonId: null,
  targetFio: null,
  institutionId: 1,
  institution: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
  services: ['Оздоровительная гимнастика «Бодрость»', 'Компьютерная грамотность: Госуслуги и безопасный интернет'],
  decisionType: 1,
  decisionCaption: 'Удовлетворить',
  decisionOn: '2026-10-06',
  decisionNumber: 'РЕШ-2026/000004',
  version: 3,
  term: { termDays: 10, daysPassed: 3, percent: 30, dueDate: '2026-10-15', overdue: false },
};

export const PROGRAMME: Programme = {
  types: [
    { id: 2262, caption: 'Физическая активность' },
    { id: 2263, caption: 'Компьютерная и финансовая грамотность' },
    { id: 2264, caption: 'Творчество и рукоделие' },
    { id: 2267, caption: 'Танцы и музыка' },
  ],
  institutions: [
    {
      id: 1,
      caption: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
      address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
      phone: '+7 (34922) 4-11-20',
      services: [
        { id: 42, caption: 'Оздоровительная гимнастика «Бодрость»', serviceTypeCode: 2262 },
        { id: 43, caption: 'Компьютерная грамотность: Госуслуги и безопасный интернет', serviceTypeCode: 2263 },
        { id: 44, caption: 'Творческая мастерская: национальное шитьё бисером', serviceTypeCode: 2264 },
      ],
    },
    {
      id: 9,
      caption: 'ГБУ ЯНАО «КЦСОН Пуровского района»',
      address: '629850, ЯНАО, Пуровский р-н, г. Тарко-Сале, ул. Мезенцева, д. 11',
      phone: '+73499724516',
      services: [],
    },
  ],
  requests: [
    REQUEST,
    {
      ...REQUEST,
      id: 14,
      number: 'ЗГ-2026/000013',
      status: 1,
      statusCaption: 'Принято',
      targetPersonId: 2,
      targetFio: 'Иванов Артём Андреевич',
      services: ['Творческая мастерская: национальное шитьё бисером'],
      submittedOn: '2026-11-27',
      decisionType: null,
      decisionCaption: null,
      decisionOn: null,
      decisionNumber: null,
      term: { termDays: 10, daysPassed: 1, percent: 10, dueDate: '2026-12-11', overdue: false },
    },
  ],
};

export const FORM: JoinFormData = {
  recipients: [
    { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1964-03-12', relation: 'self' },
    { personId: 2, fio: 'Иванов Артём Андреевич', birthDate: '2012-05-20', relation: 'child' },
  ],
  phone: '+79220511234',
};

export const SERVICES: DefaultService[] = [
  { id: 42, caption: 'Оздоровительная гимнастика «Бодрость»', serviceTypeCode: 2262, selected: false },
  {
    id: 43,
    caption: 'Компьютерная грамотность: Госуслуги и безопасный интернет',
    serviceTypeCode: 2263,
    selected: true,
  },
  { id: 44, caption: 'Творческая мастерская: национальное шитьё бисером', serviceTypeCode: 2264, selected: true },
];
