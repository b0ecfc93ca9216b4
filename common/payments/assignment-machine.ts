/**
 * The life of an assignment of a measure of social support (workflows.md sections 2, 3, 7:
 * /user/assignments, GET /assignment, POST /assignment/close, POST /assignment/update-payreqs). The
 * specification names the calls but neither the statuses nor the transitions; they are designed here
 * as one state table of the kernel (common/workflow/state-table.ts), drawn in
 * docs/assignment-states.md (a test keeps the two equal). The social protection authority assigns,
 * suspends, resumes and stops the payments (its rows are replayed by the demo data); the person asks
 * to stop a payment and changes the account it goes to. The server applies every action only through
 * this table (server/workflow/transition.ts), and the list offers exactly what it allows.
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

export const AssignmentStatus = {
  Active: 1,
  Suspended: 2,
  CloseRequested: 3,
  Closed: 4,
  Expired: 5,
} as const;
export type AssignmentStatus = (typeof AssignmentStatus)[keyof typeof AssignmentStatus];
const S = AssignmentStatus;

/** Every status, in the order a list shows them. */
export const ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = [
  S.Active,
  S.Suspended,
  S.CloseRequested,
  S.Closed,
  S.Expired,
];

/** What a person reads for each status. */
export const ASSIGNMENT_STATUS_CAPTIONS: Readonly<Record<AssignmentStatus, string>> = {
  [S.Active]: 'Выплачивается',
  [S.Suspended]: 'Выплата приостановлена',
  [S.CloseRequested]: 'Подано заявление о прекращении',
  [S.Closed]: 'Выплата прекращена',
  [S.Expired]: 'Срок назначения истёк',
};

/** The sides: the person who receives the payment, and the social protection authority that assigned it. */
export type AssignmentSide = 'person' | 'authority';

/** The person stops the payment or changes its account; the authority suspends, resumes, stops and ends it. */
export type AssignmentAction = 'close' | 'changeAccount' | 'suspend' | 'resume' | 'confirmClose' | 'expire';

/** What the table reads of an assignment. */
export interface AssignmentFacts {
  status: AssignmentStatus;
  /** The last day of the assignment (ISO), null when it is open-ended. */
  dateTo: string | null;
  /** The region's today (ISO): the table compares it with dateTo. */
  today: string;
}

/** What an action brings beyond its name. */
export interface AssignmentInput {
  /** close: why, in the person's words (optional). */
  reason?: string;
  /** changeAccount: the new account as the history shows it («ПАО Сбербанк, счёт …1234»). */
  account?: string;
  /** suspend, confirmClose: the authority's grounds. */
  grounds?: string;
}

export type AssignmentTransition = Transition<
  AssignmentStatus,
  AssignmentAction,
  AssignmentSide,
  AssignmentFacts,
  AssignmentInput
>;

export const ASSIGNMENT_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе назначения',
  notYourAction: 'Это действие выполняет орган социальной защиты',
  termOver: 'Срок назначения истёк: выплата завершена',
  noAccount: 'Укажите новые реквизиты счёта',
  noGrounds: 'Укажите основание решения',
} as const;

const termNotOver = {
  name: 'срок назначения не истёк',
  holds: (f: AssignmentFacts) => f.dateTo === null || f.dateTo >= f.today,
  refusal: ASSIGNMENT_REFUSALS.termOver,
  status: 409,
} as const;
const termOver = {
  name: 'срок назначения истёк',
  holds: (f: AssignmentFacts) => f.dateTo !== null && f.dateTo < f.today,
  refusal: ASSIGNMENT_REFUSALS.notInStatus,
  status: 409,
} as const;
const accountGiven = {
  name: 'указан счёт',
  holds: (_f: AssignmentFacts, i: AssignmentInput) => Boolean(i.account?.trim()),
  refusal: ASSIGNMENT_REFUSALS.noAccount,
  status: 400,
} as const;
const groundsGiven = {
  name: 'указано основание',
  holds: (_f: AssignmentFacts, i: AssignmentInput) => Boolean(i.grounds?.trim()),
  refusal: ASSIGNMENT_REFUSALS.noGrounds,
  status: 400,
} as const;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const ASSIGNMENT_TABLE: StateTable<
  AssignmentStatus,
  AssignmentAction,
  AssignmentSide,
  AssignmentFacts,
  AssignmentInput
> = {
  statuses: AssignmentStatus,
  statusCaptions: ASSIGNMENT_STATUS_CAPTIONS,
  initial: S.Active,
  created: 'Мера социальной поддержки назначена',
  sides: { person: 'получатель', authority: 'орган социальной защиты' },
  actions: {
    close: {
      caption: 'Отказаться от выплаты',
      message: 'Заявление о прекращении выплаты направлено в орган социальной защиты',
      history: 'Подано заявление о прекращении выплаты',
      negative: true,
    },
    changeAccount: {
      caption: 'Сменить банковский счёт',
      message: 'Реквизиты для выплаты изменены',
      history: 'Изменены реквизиты для выплаты',
    },
    suspend: { caption: 'Приостановить', message: 'Выплата приостановлена', history: 'Выплата приостановлена' },
    resume: { caption: 'Возобновить', message: 'Выплата возобновлена', history: 'Выплата возобновлена' },
    confirmClose: {
      caption: 'Прекратить выплату',
      message: 'Выплата прекращена',
      history: 'Выплата прекращена по заявлению получателя',
      negative: true,
    },
    expire: { caption: 'Завершить', message: 'Срок назначения истёк', history: 'Срок назначения истёк' },
  },
  refusals: ASSIGNMENT_REFUSALS,
  rows: [
    // The person asks to stop a payment that still runs (or is suspended) within its term.
    {
      action: 'close',
      by: 'person',
      from: [S.Active, S.Suspended],
      to: S.CloseRequested,
      when: [termNotOver],
      note: (i) => i.reason?.trim() || null,
    },
    // A new account for a payment that goes on: the status stays.
    {
      action: 'changeAccount',
      by: 'person',
      from: [S.Active, S.Suspended],
      to: 'same',
      when: [termNotOver, accountGiven],
      note: (i) => i.account!.trim(),
    },
    // The authority's decisions.
    {
      action: 'suspend',
      by: 'authority',
      from: [S.Active],
      to: S.Suspended,
      when: [groundsGiven],
      note: (i) => i.grounds!.trim(),
    },
    { action: 'resume', by: 'authority', from: [S.Suspended], to: S.Active, when: [termNotOver] },
    {
      action: 'confirmClose',
      by: 'authority',
      from: [S.CloseRequested],
      to: S.Closed,
      when: [groundsGiven],
      note: (i) => i.grounds!.trim(),
    },
    { action: 'expire', by: 'authority', from: [S.Active, S.Suspended], to: S.Expired, when: [termOver] },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const ASSIGNMENT_ACTIONS: readonly AssignmentAction[] = workflow.actionNames(ASSIGNMENT_TABLE);

/** Decides an action by one side on an assignment, only from the table. */
export function decideAssignment(
  facts: AssignmentFacts,
  by: AssignmentSide,
  action: AssignmentAction,
  input: AssignmentInput = {},
) {
  return workflow.decide(ASSIGNMENT_TABLE, facts, by, action, input);
}

/** The actions the list offers this side on an assignment now. */
export function allowedAssignmentActions(facts: AssignmentFacts, by: AssignmentSide): AssignmentAction[] {
  return workflow.allowed(ASSIGNMENT_TABLE, facts, by);
}

/** The table as a Mermaid state diagram (docs/assignment-states.md holds its output). */
export function assignmentDiagram(): string {
  return workflow.diagram(ASSIGNMENT_TABLE);
}
