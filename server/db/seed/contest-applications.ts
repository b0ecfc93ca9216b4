/**
 * Demo applications to subsidy contests: the periods when the demo contests (news.ts 10, 11, 12)
 * accept applications — two open now, one closed three months ago (contest-periods.ts, counted
 * from the region's today) — and applications of
 * the demo provider's two institutions (АНО «Северная забота» and КЦСОН «Участие») in every status
 * of the table. Each application's history is replayed through the table
 * (common/contests/contest-application-machine.ts) on the day it happened, with the contest's
 * period as the table's fact: a step it does not allow stops the seed, so the demo holds no
 * impossible state.
 */
import { decide } from '../../../common/workflow/state-table.ts';
import {
  CONTEST_APPLICATION_TABLE,
  ContestApplicationStatus,
  contestOpenOn,
  type ContestApplicationAction,
  type ContestApplicationSide,
} from '../../../common/contests/contest-application-machine.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';
import type { DemoFileSeed } from './platform.ts';
import { CONTEST_PERIODS, contestPeriod, SEED_YEAR, seedDay } from './contest-periods.ts';

export { CONTEST_PERIODS };

/** A moment of the demo's history: `offset` days from the seeding day, at a time of the region's day. */
const at = (offset: number, time: string) => `${seedDay(offset)} ${time}`;
/** The projects run in the year after the seeding one. */
const NEXT_YEAR = SEED_YEAR + 1;

/** The provider's user (people.ts: «provider») and their employee ids in the two institutions. */
const PROVIDER_USER = 4;
const EMPLOYEE = { severnayaZabota: 2, kcsonNoyabrsk: 3 } as const;

const fileId = (n: number) => `00000000-0000-4000-8029-${String(n).padStart(12, '0')}`;
const demoFile = (n: number, originalName: string, title: string, ...lines: string[]): DemoFileSeed => ({
  id: fileId(n),
  originalName,
  storageKey: fileId(n),
  sizeBytes: 0,
  contentType: 'application/pdf',
  uploadedBy: PROVIDER_USER,
  text: { title, lines },
});

/** The documents the demo applications carry (generated as PDFs at start). */
export const CONTEST_APPLICATION_DEMO_FILES: DemoFileSeed[] = [
  demoFile(
    1,
    'Смета расходов.pdf',
    'Смета расходов проекта',
    'Оплата труда сиделок: 1 820 000 р.',
    'Расходные материалы: 180 000 р.',
  ),
  demoFile(
    2,
    'Устав организации.pdf',
    'Устав АНО «Северная забота»',
    'Утверждён общим собранием учредителей 12.03.2019',
  ),
  demoFile(
    3,
    'Программа смены.pdf',
    'Программа летней оздоровительной смены',
    `Заезд: 1–21 июля ${NEXT_YEAR} года`,
    '40 детей',
  ),
  demoFile(4, 'Смета расходов КЦСОН.pdf', 'Смета расходов проекта', 'Социальные услуги на дому: 2 400 000 р.'),
];

interface Head {
  id: number;
  contestId: number;
  institutionId: number;
  employeeId: number;
  created: string;
  fields: Record<string, unknown>;
  files: number[];
  status: ContestApplicationStatus;
  steps: Array<[ContestApplicationAction, ContestApplicationSide, string, string?]>;
}

const contact = {
  contactPerson: 'Соколова Елена Викторовна',
  contactPhone: '+79091234567',
  contactEmail: 'zabota@example.ru',
};

const HEADS: Head[] = [
  {
    id: 1,
    contestId: 12,
    institutionId: INSTITUTION.severnayaZabota,
    employeeId: EMPLOYEE.severnayaZabota,
    created: at(-93, '10:00'),
    fields: {
      projectTitle: 'Сиделка рядом: уход за одинокими пожилыми людьми',
      services: [{ service: 'Услуги сиделки на дому', volume: 4800, unit: 'час' }],
      recipients: 24,
      amountRequested: 2000000,
      periodFrom: `${NEXT_YEAR}-01-01`,
      periodTo: `${NEXT_YEAR}-12-31`,
      description: 'Ежедневный уход на дому за одинокими гражданами старше 80 лет в Салехарде.',
      ...contact,
    },
    files: [1, 2],
    status: ContestApplicationStatus.Accepted,
    steps: [
      ['sign', 'provider', at(-88, '16:30')],
      ['accept', 'department', at(-63, '11:00')],
    ],
  },
  {
    id: 2,
    contestId: 12,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    employeeId: EMPLOYEE.kcsonNoyabrsk,
    created: at(-86, '09:15'),
    fields: {
      projectTitle: 'Социальное обслуживание на дому в отдалённых микрорайонах Ноябрьска',
      services: [{ service: 'Социально-бытовые услуги на дому', volume: 2600, unit: 'услуга' }],
      recipients: 60,
      amountRequested: 2400000,
      periodFrom: `${NEXT_YEAR}-01-01`,
      periodTo: `${NEXT_YEAR}-12-31`,
      description: 'Выездная бригада для граждан, проживающих в микрорайонах без отделения социального обслуживания.',
      contactPerson: 'Бондаренко Игорь Сергеевич',
      contactPhone: '+73496421100',
    },
    files: [4],
    status: ContestApplicationStatus.Rejected,
    steps: [
      ['sign', 'provider', at(-70, '12:00')],
      [
        'reject',
        'department',
        at(-62, '15:20'),
        'Государственное учреждение не может участвовать в конкурсе для СОНКО',
      ],
    ],
  },
  {
    id: 3,
    contestId: 10,
    institutionId: INSTITUTION.severnayaZabota,
    employeeId: EMPLOYEE.severnayaZabota,
    created: at(-34, '11:40'),
    fields: {
      projectTitle: 'Помощь на дому для маломобильных граждан',
      services: [
        { service: 'Услуги сиделки на дому', volume: 3600, unit: 'час' },
        { service: 'Доставка продуктов и лекарств', volume: 900, unit: 'услуга' },
      ],
      recipients: 30,
      amountRequested: 2800000,
      periodFrom: `${NEXT_YEAR}-01-15`,
      periodTo: `${NEXT_YEAR}-12-15`,
      description: 'Уход и бытовая помощь маломобильным гражданам Салехарда и Лабытнанги.',
      ...contact,
    },
    files: [1, 2],
    status: ContestApplicationStatus.Submitted,
    steps: [['sign', 'provider', at(-27, '17:05')]],
  },
  {
    id: 4,
    contestId: 11,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    employeeId: EMPLOYEE.kcsonNoyabrsk,
    created: at(-13, '14:10'),
    fields: {
      projectTitle: 'Летняя смена «Северное сияние»',
      services: [{ service: 'Организация отдыха и оздоровления детей', volume: 40, unit: 'путёвка' }],
      recipients: 40,
      amountRequested: 1500000,
      periodFrom: `${NEXT_YEAR}-07-01`,
      periodTo: `${NEXT_YEAR}-07-21`,
      description: 'Смена для детей из многодетных и малообеспеченных семей: спорт, творчество, экскурсии.',
      contactPerson: 'Бондаренко Игорь Сергеевич',
      contactPhone: '+73496421100',
    },
    files: [],
    status: ContestApplicationStatus.Draft,
    steps: [],
  },
];

/** The applications' numbers: per year of their creation, in the order of HEADS (as the server numbers them). */
const NUMBERS = numbersInOrder(
  HEADS,
  () => 'contest-application',
  (head) => `${head.created.replace(' ', 'T')}:00+05:00`,
);

function replay() {
  const applications = [];
  const files: Array<{ applicationId: number; fileId: string }> = [];
  const history = [];
  let historyId = 1;
  for (const head of HEADS) {
    const period = contestPeriod(head.contestId);
    let status: ContestApplicationStatus = CONTEST_APPLICATION_TABLE.initial;
    let rejectReason: string | null = null;
    let signedAt: string | null = null;
    history.push({
      id: historyId++,
      applicationId: head.id,
      action: 'create',
      side: 'provider',
      actorPersonId: PERSON.provider,
      actedAt: `${head.created}+05`,
      fromStatus: null,
      toStatus: status,
      note: null,
    });
    for (const [action, by, at, reason] of head.steps) {
      const facts = { status, contestOpen: contestOpenOn(period, at.slice(0, 10)), files: head.files.length };
      const decided = decide(CONTEST_APPLICATION_TABLE, facts, by, action, { reason });
      if (!decided.ok) throw new Error(`Демо-заявка на конкурс ${head.id}: ${action} — ${decided.message}`);
      history.push({
        id: historyId++,
        applicationId: head.id,
        action,
        side: by,
        actorPersonId: by === 'provider' ? PERSON.provider : PERSON.admin,
        actedAt: `${at}+05`,
        fromStatus: status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      if (action === 'reject') rejectReason = decided.note;
      if (action === 'sign') signedAt = `${at}+05`;
      status = decided.next.status;
    }
    if (status !== head.status)
      throw new Error(`Демо-заявка на конкурс ${head.id}: статус ${status}, ожидался ${head.status}`);
    applications.push({
      id: head.id,
      number: NUMBERS[HEADS.indexOf(head)],
      contestId: head.contestId,
      institutionId: head.institutionId,
      employeeId: head.employeeId,
      createdBy: PROVIDER_USER,
      createdAt: `${head.created}+05`,
      fields: head.fields,
      status,
      signatureType: signedAt ? 1 : null,
      signedBy: signedAt ? PROVIDER_USER : null,
      signerName: signedAt ? 'Смирнова Екатерина Александровна' : null,
      signedAt,
      rejectReason,
      version: 1 + head.steps.length,
    });
    for (const n of head.files) files.push({ applicationId: head.id, fileId: fileId(n) });
  }
  return { applications, files, history };
}

const REPLAYED = replay();
export const CONTEST_APPLICATIONS = REPLAYED.applications;
export const CONTEST_APPLICATION_FILES = REPLAYED.files;
export const CONTEST_APPLICATION_HISTORY = REPLAYED.history;
