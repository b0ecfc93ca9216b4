/**
 * Demo social contracts (workflows.md sections 3, 4): the demo citizen's contract in force with an
 * adaptation programme of six events (two done, one overdue, two due within the week, one ahead; four
 * executor kinds) and reports in every status with documents, and more of their contracts so that
 * every status appears; another client's contract in force. The days count from the seeding day, so
 * the demo reads the same whatever the date.
 *
 * Every contract's and every report's history is replayed through its state table
 * (common/soc-contracts/social-contract-machine.ts): a step the table refuses stops the server at
 * start, so the demo never shows an impossible state.
 */
import { formatDocumentNumber } from '../../../common/numbering.ts';
import {
  decideContract,
  decideReport,
  SOCIAL_CONTRACT_TABLE,
  SOCIAL_REPORT_TABLE,
  type SocialContractAction,
  type SocialContractFacts,
  type SocialContractSide,
  type SocialReportAction,
  type SocialReportFacts,
} from '../../../common/soc-contracts/social-contract-machine.ts';
import { ExecutorKind as K } from '../../../common/soc-contracts/adaptation-programme.ts';
import { SEED_TODAY, seedDay } from './contest-periods.ts';
import { PERSON } from './people.ts';
import { INSTITUTION } from './institutions.ts';
import type { DemoFileSeed } from './platform.ts';

const YEAR = Number(SEED_TODAY.slice(0, 4));
/** The demo citizen's user (people.ts: «citizen») uploaded the reports' documents. */
const CITIZEN_USER = 1;
/** The social worker of ЦСО Салехард acts for the institution. */
const WORKER = PERSON.worker;

/** A moment `offset` days from the seeding day at a time of the region's day. */
const at = (offset: number, time: string) => `${seedDay(offset)} ${time}:00+05`;

export interface SocialContractSeed {
  id: number;
  number: string;
  personId: number;
  institutionId: number;
  status: number;
  version: number;
  purpose: string;
  contractDate: string;
  dateFrom: string;
  dateTo: string;
  amount: string;
  reason: string | null;
  approvedAt: string | null;
}

export interface SocialEventSeed {
  id: number;
  contractId: number;
  name: string;
  dueDate: string;
  executorKind: number;
  doneOn: string | null;
}

export interface SocialReportSeed {
  id: number;
  number: string;
  eventId: number;
  status: number;
  version: number;
  text: string;
  createdAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewComment: string | null;
}

export interface HistorySeed {
  id: number;
  action: string;
  side: SocialContractSide;
  actorPersonId: number;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

interface Step<A> {
  action: A;
  by: SocialContractSide;
  at: string;
  reason?: string;
  comment?: string;
}

interface ContractHead {
  id: number;
  personId: number;
  institutionId: number;
  purpose: string;
  contractDate: number;
  dateFrom: number;
  dateTo: number;
  amount: string;
  events: Array<[name: string, due: number, kind: number]>;
  steps: Step<SocialContractAction>[];
}

const step = <A>(action: A, by: SocialContractSide, when: string, extra: Partial<Step<A>> = {}): Step<A> => ({
  action,
  by,
  at: when,
  ...extra,
});

/** The demo contracts by id: 1 is the citizen's contract in force. */
export const SOC_CONTRACT = { inForce: 1, project: 2, closed: 3, terminated: 4, rejected: 5, otherClient: 6 } as const;

const HEADS: ContractHead[] = [
  {
    id: SOC_CONTRACT.inForce,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    purpose: 'Поиск работы',
    contractDate: -62,
    dateFrom: -60,
    dateTo: 120,
    amount: '99252.00',
    events: [
      ['Постановка на учёт в центре занятости населения в качестве ищущего работу', -50, K.Recipient],
      ['Составление резюме и размещение его на портале «Работа России»', -30, K.EmploymentCentre],
      ['Прохождение профессионального обучения по программе «Оператор ЭВМ»', -5, K.EmploymentCentre],
      ['Консультация специалиста по социальной работе о мерах поддержки', 4, K.Institution],
      ['Прохождение профилактического медицинского осмотра', 4, K.Recipient],
      ['Трудоустройство и представление копии трудового договора', 90, K.Recipient],
    ],
    steps: [step('approve', 'employee', at(-60, '10:15'))],
  },
  {
    id: SOC_CONTRACT.project,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    purpose: 'Осуществление индивидуальной предпринимательской деятельности',
    contractDate: -2,
    dateFrom: 10,
    dateTo: 375,
    amount: '350000.00',
    events: [
      [
        'Регистрация в качестве индивидуального предпринимателя или плательщика налога на профессиональный доход',
        40,
        K.Recipient,
      ],
      ['Приобретение оборудования по бизнес-плану и представление платёжных документов', 100, K.Recipient],
      ['Консультация в центре «Мой бизнес»', 30, K.Other],
    ],
    steps: [],
  },
  {
    id: SOC_CONTRACT.closed,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    purpose: 'Ведение личного подсобного хозяйства',
    contractDate: -420,
    dateFrom: -415,
    dateTo: -70,
    amount: '200000.00',
    events: [
      ['Регистрация личного подсобного хозяйства в администрации поселения', -380, K.Recipient],
      ['Приобретение птицы и кормов, представление платёжных документов', -300, K.Recipient],
    ],
    steps: [step('approve', 'employee', at(-415, '11:00')), step('close', 'employee', at(-69, '15:30'))],
  },
  {
    id: SOC_CONTRACT.terminated,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    purpose: 'Преодоление трудной жизненной ситуации',
    contractDate: -700,
    dateFrom: -695,
    dateTo: -515,
    amount: '45000.00',
    events: [['Оформление пособия по временной нетрудоспособности', -650, K.Recipient]],
    steps: [
      step('approve', 'employee', at(-695, '09:40')),
      step('terminate', 'employee', at(-600, '16:10'), {
        reason: 'Получатель переехал за пределы автономного округа',
      }),
    ],
  },
  {
    id: SOC_CONTRACT.rejected,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    purpose: 'Поиск работы',
    contractDate: -800,
    dateFrom: -795,
    dateTo: -615,
    amount: '90000.00',
    events: [['Постановка на учёт в центре занятости населения', -780, K.Recipient]],
    steps: [
      step('reject', 'employee', at(-798, '12:00'), {
        reason: 'Среднедушевой доход семьи выше величины прожиточного минимума',
      }),
    ],
  },
  {
    id: SOC_CONTRACT.otherClient,
    personId: PERSON.otherClient1,
    institutionId: INSTITUTION.csoSalekhard,
    purpose: 'Поиск работы',
    contractDate: -20,
    dateFrom: -18,
    dateTo: 160,
    amount: '99252.00',
    events: [
      ['Постановка на учёт в центре занятости населения', -10, K.Recipient],
      ['Прохождение курсов повышения квалификации', 45, K.EmploymentCentre],
    ],
    steps: [step('approve', 'employee', at(-18, '14:20'))],
  },
];

interface ReportHead {
  id: number;
  /** The event by its contract and its place in the head's list. */
  contractId: number;
  event: number;
  text: string;
  created: string;
  files: Array<[name: string, title: string, ...lines: string[]]>;
  steps: Step<SocialReportAction>[];
}

const REPORT_HEADS: ReportHead[] = [
  {
    id: 1,
    contractId: SOC_CONTRACT.inForce,
    event: 0,
    text: 'Встал на учёт в центре занятости населения г. Салехарда, получил направление на собеседования.',
    created: at(-49, '18:20'),
    files: [
      [
        'Справка о постановке на учёт.pdf',
        'Справка о постановке на учёт в качестве ищущего работу',
        'ГКУ ЯНАО «Центр занятости населения» г. Салехард',
        'Выдана Иванову Ивану Петровичу',
      ],
    ],
    steps: [step('submit', 'person', at(-49, '18:25')), step('accept', 'employee', at(-48, '10:05'))],
  },
  {
    id: 2,
    contractId: SOC_CONTRACT.inForce,
    event: 1,
    text: 'Резюме размещено на портале «Работа России», откликнулся на четыре вакансии.',
    created: at(-29, '20:00'),
    files: [['Резюме.pdf', 'Резюме', 'Желаемая должность: оператор ЭВМ', 'Опыт работы: 6 лет']],
    steps: [
      step('submit', 'person', at(-29, '20:05')),
      step('return', 'employee', at(-28, '09:30'), { comment: 'Приложите снимок страницы с опубликованным резюме' }),
    ],
  },
  {
    id: 3,
    contractId: SOC_CONTRACT.inForce,
    event: 1,
    text: 'Резюме размещено на портале «Работа России», прилагаю снимок страницы с опубликованным резюме.',
    created: at(-28, '19:10'),
    files: [
      [
        'Страница резюме на портале.pdf',
        'Резюме на портале «Работа России»',
        'Статус: опубликовано',
        'Просмотров работодателями: 12',
      ],
    ],
    steps: [
      step('submit', 'person', at(-28, '19:12')),
      step('accept', 'employee', at(-27, '11:40'), { comment: 'Принято, спасибо' }),
    ],
  },
  {
    id: 4,
    contractId: SOC_CONTRACT.inForce,
    event: 2,
    text: 'Прошёл первый модуль курсов, итоговая аттестация перенесена центром занятости.',
    created: at(-6, '17:45'),
    files: [
      ['Справка об обучении.pdf', 'Справка об обучении', 'Программа «Оператор ЭВМ», 72 часа', 'Пройдено: 36 часов'],
    ],
    steps: [
      step('submit', 'person', at(-6, '17:50')),
      step('return', 'employee', at(-4, '10:00'), {
        comment: 'Обучение не завершено: приложите свидетельство после итоговой аттестации',
      }),
    ],
  },
  {
    id: 5,
    contractId: SOC_CONTRACT.inForce,
    event: 4,
    text: 'Прошёл профилактический медицинский осмотр в поликлинике по месту жительства.',
    created: at(-1, '12:30'),
    files: [
      [
        'Заключение медицинского осмотра.pdf',
        'Заключение по результатам медицинского осмотра',
        'ГБУЗ ЯНАО «Салехардская окружная клиническая больница»',
        'Противопоказаний к работе не выявлено',
      ],
    ],
    steps: [step('submit', 'person', at(-1, '12:35'))],
  },
  {
    id: 6,
    contractId: SOC_CONTRACT.inForce,
    event: 5,
    text: 'Прошёл собеседование в АО «Ямалкоммунэнерго», жду решения.',
    created: at(-1, '18:10'),
    files: [],
    steps: [],
  },
  {
    id: 7,
    contractId: SOC_CONTRACT.otherClient,
    event: 0,
    text: 'Встала на учёт в центре занятости населения.',
    created: at(-9, '16:00'),
    files: [
      [
        'Справка из центра занятости.pdf',
        'Справка о постановке на учёт',
        'ГКУ ЯНАО «Центр занятости населения» г. Салехард',
      ],
    ],
    steps: [step('submit', 'person', at(-9, '16:02'))],
  },
];

const fileId = (n: number) => `00000000-0000-4000-8039-${String(n).padStart(12, '0')}`;

function replay() {
  const contracts: SocialContractSeed[] = [];
  const events: SocialEventSeed[] = [];
  const reports: SocialReportSeed[] = [];
  const contractHistory: Array<HistorySeed & { contractId: number }> = [];
  const reportHistory: Array<HistorySeed & { reportId: number }> = [];
  const files: DemoFileSeed[] = [];
  const reportFiles: Array<{ reportId: number; fileId: string }> = [];
  let eventId = 0;
  const eventIds = new Map<number, number[]>();
  for (const head of HEADS) {
    const ids = head.events.map(([name, due, kind]) => {
      eventId += 1;
      events.push({ id: eventId, contractId: head.id, name, dueDate: seedDay(due), executorKind: kind, doneOn: null });
      return eventId;
    });
    eventIds.set(head.id, ids);
  }
  // Reports first: an accepted one makes its event done, which closing a contract needs.
  for (const [index, head] of REPORT_HEADS.entries()) {
    const eventRow = events.find((e) => e.id === eventIds.get(head.contractId)![head.event])!;
    let facts: SocialReportFacts = { status: SOCIAL_REPORT_TABLE.initial, contractInForce: true, hasContent: true };
    const row = (s: Omit<HistorySeed, 'id'>) =>
      reportHistory.push({ id: reportHistory.length + 1, reportId: head.id, ...s });
    row({
      action: 'create',
      side: 'person',
      actorPersonId: PERSON.citizen,
      actedAt: head.created,
      fromStatus: null,
      toStatus: facts.status,
      note: null,
    });
    let submittedAt: string | null = null;
    let reviewedAt: string | null = null;
    let reviewComment: string | null = null;
    for (const s of head.steps) {
      const decision = decideReport(facts, s.by, s.action, { comment: s.comment });
      if (!decision.ok) throw new Error(`Демо-отчёт ${head.id}: ${s.action} (${s.by}) — ${decision.message}`);
      const person = HEADS.find((c) => c.id === head.contractId)!.personId;
      row({
        action: s.action,
        side: s.by,
        actorPersonId: s.by === 'person' ? person : WORKER,
        actedAt: s.at,
        fromStatus: facts.status,
        toStatus: decision.next.status,
        note: decision.note,
      });
      facts = decision.next;
      if (s.action === 'submit') submittedAt = s.at;
      if (s.action === 'accept' || s.action === 'return') {
        reviewedAt = s.at;
        reviewComment = s.comment ?? null;
      }
      if (s.action === 'accept') eventRow.doneOn = s.at.slice(0, 10);
    }
    reports.push({
      id: head.id,
      number: formatDocumentNumber('social-contract-report', YEAR, index + 1),
      eventId: eventRow.id,
      status: facts.status,
      version: head.steps.length + 1,
      text: head.text,
      createdAt: head.created,
      submittedAt,
      reviewedAt,
      reviewComment,
    });
    for (const [name, title, ...lines] of head.files) {
      const id = fileId(files.length + 1);
      files.push({
        id,
        originalName: name,
        storageKey: id,
        sizeBytes: 0,
        contentType: 'application/pdf',
        uploadedBy: CITIZEN_USER,
        text: { title, lines },
      });
      reportFiles.push({ reportId: head.id, fileId: id });
    }
  }
  // The older contracts' events were done in their time.
  for (const head of HEADS.filter((c) => c.steps.some((s) => s.action === 'close')))
    for (const e of events.filter((x) => x.contractId === head.id)) e.doneOn ??= seedDay(-70);
  for (const [index, head] of HEADS.entries()) {
    const own = events.filter((e) => e.contractId === head.id);
    let facts: SocialContractFacts = {
      status: SOCIAL_CONTRACT_TABLE.initial,
      events: own.length,
      openEvents: own.filter((e) => !e.doneOn).length,
    };
    const row = (s: Omit<HistorySeed, 'id'>) =>
      contractHistory.push({ id: contractHistory.length + 1, contractId: head.id, ...s });
    row({
      action: 'create',
      side: 'employee',
      actorPersonId: WORKER,
      actedAt: at(head.contractDate, '09:00'),
      fromStatus: null,
      toStatus: facts.status,
      note: null,
    });
    let reason: string | null = null;
    let approvedAt: string | null = null;
    for (const s of head.steps) {
      const decision = decideContract(facts, s.by, s.action, { reason: s.reason });
      if (!decision.ok) throw new Error(`Демо-контракт ${head.id}: ${s.action} (${s.by}) — ${decision.message}`);
      row({
        action: s.action,
        side: s.by,
        actorPersonId: s.by === 'person' ? head.personId : WORKER,
        actedAt: s.at,
        fromStatus: facts.status,
        toStatus: decision.next.status,
        note: decision.note,
      });
      facts = decision.next;
      if (s.reason) reason = s.reason;
      if (s.action === 'approve') approvedAt = s.at;
    }
    contracts.push({
      id: head.id,
      number: formatDocumentNumber('social-contract', YEAR, index + 1),
      personId: head.personId,
      institutionId: head.institutionId,
      status: facts.status,
      version: head.steps.length + 1,
      purpose: head.purpose,
      contractDate: seedDay(head.contractDate),
      dateFrom: seedDay(head.dateFrom),
      dateTo: seedDay(head.dateTo),
      amount: head.amount,
      reason,
      approvedAt,
    });
  }
  return { contracts, events, reports, contractHistory, reportHistory, files, reportFiles };
}

const REPLAYED = replay();
export const SOCIAL_CONTRACTS = REPLAYED.contracts;
export const SOCIAL_CONTRACT_EVENTS = REPLAYED.events;
export const SOCIAL_CONTRACT_REPORTS = REPLAYED.reports;
export const SOCIAL_CONTRACT_HISTORY = REPLAYED.contractHistory;
export const SOCIAL_CONTRACT_REPORT_HISTORY = REPLAYED.reportHistory;
/** The reports' documents: rows of `files`, their PDFs written at start (server/system/demo-files.ts). */
export const SOCIAL_CONTRACT_DEMO_FILES = REPLAYED.files;
export const SOCIAL_CONTRACT_REPORT_FILES = REPLAYED.reportFiles;
