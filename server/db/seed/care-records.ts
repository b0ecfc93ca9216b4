/**
 * Demo questionnaires, a plan of long-term care and a month of the care diary of the social
 * worker's clients (ЦСО г. Салехард, вход `worker`), ids 21..49 of the acts table (survey acts
 * 11..19, reports and passports 50..80). They are acts of their schemas (schemas/acts/
 * satisfaction-questionnaire, family-questionnaire, long-term-plan, care-diary), written as the
 * server stores them: the saved blocks' fields and the computed totals, signed with the worker's
 * drawing on her line. tests/server/db/seed-care-records.test.ts checks them against their schemas.
 */
import {
  ACTS,
  type CareDiary,
  type FamilyQuestionnaire,
  type LongTermPlan,
  type SatisfactionQuestionnaire,
} from '../../../common/acts/generated/acts.ts';
import { applyComputed } from '../../../common/acts/computed.ts';
import { actDocumentKind } from '../../../common/numbering.ts';
import { numbersInOrder } from './document-numbers.ts';
import { act, localTime, personOf, signature, WORKER_FIO, type ActArgs, type SurveyActSeed } from './acts.ts';

/** Морозова В. И. (85), served at home: both questionnaires, the plan and the diary. */
export const DIARY_PERSON = 11;
/** Соколов Н. П.: a satisfaction questionnaire in progress. */
const SOKOLOV = 12;
/** Козлова З. Ф.: a family questionnaire just started. */
const KOZLOVA = 20;

const MOROZOVA_FIO = 'Морозова Валентина Ивановна';

/** The server's totals over the data (the satisfaction points). */
const computed = <T extends object>(actType: keyof typeof ACTS, data: T): T =>
  applyComputed(data as Record<string, unknown>, ACTS[actType].definition.computed) as T;

const satisfactionMorozova: SatisfactionQuestionnaire = computed('satisfaction-questionnaire', {
  person: personOf(DIARY_PERSON),
  serviceTypeId: 1013,
  servicePeriodFrom: '2026-10-15',
  servicePeriodTo: '2026-11-30',
  respondent: 1,
  ratings: { timeliness: 5, completeness: 4, politeness: 5, competence: 5, information: 4, overall: 5 },
  wouldRecommend: true,
  liked: 'Социальный работник приходит вовремя, убирает аккуратно, всегда спрашивает, что ещё нужно.',
  improvements: 'Хотелось бы, чтобы мытьё окон было чаще, чем раз в квартал.',
  questionnaireDate: '2026-12-01',
  employeeSignature: signature(WORKER_FIO, '2026-12-01', 3),
  personSignature: signature(MOROZOVA_FIO, '2026-12-01', 5),
} as SatisfactionQuestionnaire);

const familyMorozova: FamilyQuestionnaire = {
  person: personOf(DIARY_PERSON),
  phone: '+79220143307',
  livesAlone: true,
  relatives: [
    {
      index: 1,
      lastName: 'Морозова',
      firstName: 'Ирина',
      middleName: 'Сергеевна',
      birthDate: '1964-03-12',
      relationDegree: 3,
    },
    {
      index: 2,
      lastName: 'Морозов',
      firstName: 'Андрей',
      middleName: 'Сергеевич',
      birthDate: '1968-08-30',
      relationDegree: 2,
    },
    {
      index: 3,
      lastName: 'Лаптева',
      firstName: 'Ольга',
      middleName: 'Андреевна',
      birthDate: '1992-05-17',
      relationDegree: 11,
    },
  ],
  familyHelp: 2,
  contactPerson: 'Дочь — Морозова Ирина Сергеевна, +79220148812',
  familyRelations: 1,
  familyNote: 'Дочь живёт в Лабытнанги, навещает по выходным; сын — в Тюмени, звонит ежедневно.',
  questionnaireDate: '2026-10-20',
  employeeSignature: signature(WORKER_FIO, '2026-10-20', 2),
} as FamilyQuestionnaire;

const satisfactionSokolov: Partial<SatisfactionQuestionnaire> = computed('satisfaction-questionnaire', {
  person: personOf(SOKOLOV),
  serviceTypeId: 1006,
  servicePeriodFrom: '2026-11-01',
  respondent: 3,
  ratings: { timeliness: 4, completeness: 4, politeness: 5, competence: 4, information: 3, overall: 4 },
  wouldRecommend: true,
});

const familyKozlova: Partial<FamilyQuestionnaire> = {
  person: personOf(KOZLOVA),
  livesAlone: false,
};

const planMorozova: LongTermPlan = {
  person: personOf(DIARY_PERSON),
  careLevel: 3,
  planDateFrom: '2026-10-15',
  planDateTo: '2027-10-14',
  reviewDate: '2027-04-15',
  goals: [
    {
      goal: 'Сохранить самостоятельное передвижение по квартире',
      expectedResult: 'Передвигается с ходунками без падений',
      dueDate: '2027-04-15',
    },
    {
      goal: 'Обеспечить регулярное питание и приём лекарств',
      expectedResult: 'Горячее питание ежедневно, лекарства по назначению врача',
      dueDate: '2027-01-31',
    },
    { goal: 'Поддерживать общение и интерес к жизни', expectedResult: 'Посещает клуб «Активное долголетие»' },
  ],
  services: [
    { serviceTypeId: 1006, periodicity: 2, timesPerPeriod: 3, responsible: WORKER_FIO, dateFrom: '2026-10-15' },
    { serviceTypeId: 1013, periodicity: 3, timesPerPeriod: 1, responsible: WORKER_FIO, dateFrom: '2026-10-15' },
    { serviceTypeId: 1009, periodicity: 3, timesPerPeriod: 1, responsible: WORKER_FIO },
    {
      serviceTypeId: 2008,
      periodicity: 4,
      timesPerPeriod: 1,
      responsible: 'Медицинская сестра отделения, Касьянова Т. В.',
    },
    { serviceTypeId: 6001, periodicity: 5, responsible: 'Юрисконсульт ЦСО' },
  ],
  familyParticipation: 'Дочь покупает лекарства и сопровождает к врачу по выходным.',
  planDate: '2026-10-15',
  employeeSignature: signature(WORKER_FIO, '2026-10-15', 4),
  personSignature: signature(MOROZOVA_FIO, '2026-10-15', 6),
} as LongTermPlan;

/** What the worker did on a visit, in turn. */
const CARE = [
  'Покупка и доставка продуктов питания, помощь в приготовлении обеда',
  'Влажная уборка кухни и комнаты, вынос мусора',
  'Помощь в гигиенических процедурах, смена постельного белья',
  'Покупка лекарств по рецепту, контроль приёма лекарств',
  'Приготовление горячего обеда, помощь в приёме пищи, прогулка во дворе 20 минут',
  'Оплата жилищно-коммунальных услуг, уборка ванной комнаты',
];
const NOTES = [
  'Давление 135/85, жалоб нет',
  'Жалуется на боли в коленях, мазь по назначению врача',
  'Аппетит хороший, спала хорошо',
  'Давление 150/90, рекомендовано обратиться к участковому врачу',
  'Настроение хорошее, разговаривала с дочерью по телефону',
];
/** Working days of the diary's month: 5 November to 4 December 2026. */
const DAYS = [
  '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13',
  '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24',
  '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03',
  '2026-12-04',
]; // prettier-ignore

/** One visit of the diary: signed by the worker (and mostly by Морозова) the same day, the last two still drafts. */
function diaryEntry(day: string, i: number): ActArgs {
  const draft = i >= DAYS.length - 2;
  const start = i % 2 === 0 ? '9:30' : '14:00';
  const end = i % 2 === 0 ? '11:00' : '15:30';
  const data: Partial<CareDiary> = {
    person: personOf(DIARY_PERSON),
    entryDate: day,
    timeFrom: start,
    timeTo: end,
    careGiven: CARE[i % CARE.length],
    condition: i % 7 === 3 ? 3 : i % 3 === 0 ? 1 : 2,
    mood: i % 5 === 1 ? 3 : 1,
    stateNote: NOTES[i % NOTES.length],
    ...(draft
      ? {}
      : {
          employeeSignature: signature(WORKER_FIO, day, i % 6),
          ...(i % 4 === 2 ? {} : { personSignature: signature(MOROZOVA_FIO, day, (i % 5) + 1) }),
        }),
  };
  const time = (hm: string) => `${day} ${hm.padStart(5, '0')}`;
  return {
    id: 26 + i,
    actType: 'care-diary',
    personId: DIARY_PERSON,
    data,
    saved: draft ? [1] : [1, 2],
    created: time(end),
    updated: time(end),
    ...(draft ? {} : { signed: `${day} ${String(Number(end.split(':')[0]) + 1).padStart(2, '0')}:00` }),
  };
}

const CARE_RECORD_ARGS: ActArgs[] = [
  {
    id: 21,
    actType: 'satisfaction-questionnaire',
    personId: DIARY_PERSON,
    data: satisfactionMorozova,
    saved: [1, 2, 3],
    created: '2026-12-01 10:00',
    updated: '2026-12-01 10:25',
    signed: '2026-12-01 10:30',
  },
  {
    id: 22,
    actType: 'family-questionnaire',
    personId: DIARY_PERSON,
    data: familyMorozova,
    saved: [1, 2, 3],
    created: '2026-10-20 11:00',
    updated: '2026-10-20 11:40',
    signed: '2026-10-20 11:45',
  },
  {
    id: 23,
    actType: 'satisfaction-questionnaire',
    personId: SOKOLOV,
    data: satisfactionSokolov,
    saved: [1, 2],
    created: '2026-12-02 15:00',
    updated: '2026-12-02 15:20',
  },
  {
    id: 24,
    actType: 'family-questionnaire',
    personId: KOZLOVA,
    data: familyKozlova,
    saved: [1],
    created: '2026-12-03 12:00',
    updated: '2026-12-03 12:10',
  },
  {
    id: 25,
    actType: 'long-term-plan',
    personId: DIARY_PERSON,
    data: planMorozova,
    saved: [1, 2, 3, 4],
    created: '2026-10-15 10:00',
    updated: '2026-10-15 12:00',
    signed: '2026-10-15 12:10',
  },
  ...DAYS.map(diaryEntry),
];

const NUMBERS = numbersInOrder(
  [...CARE_RECORD_ARGS].sort((a, b) => localTime(a.created).localeCompare(localTime(b.created))),
  (args) => actDocumentKind(args.actType, ACTS[args.actType].definition.recordKind),
  (args) => localTime(args.created),
);
const NUMBER_OF = new Map(
  [...CARE_RECORD_ARGS]
    .sort((a, b) => localTime(a.created).localeCompare(localTime(b.created)))
    .map((args, i) => [args.id, NUMBERS[i]]),
);

/** The questionnaires, the plan and the diary, numbered in the order they were made. */
export const CARE_RECORD_ACTS: SurveyActSeed[] = CARE_RECORD_ARGS.map((args) => act(args, NUMBER_OF.get(args.id)!));
