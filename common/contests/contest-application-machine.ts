/**
 * The life of a provider's application to a subsidy contest (workflows.md sections 2, 7): an
 * institution's employee (a service provider) fills the application while the contest accepts
 * applications, attaches the documents and signs it with the simple electronic signature; a signed
 * application is submitted and locked. The department (an administrator of the portal) accepts it or
 * rejects it with the reason. The specification names no statuses: they are designed here as one
 * state table of the kernel (common/workflow/state-table.ts), drawn in
 * docs/contest-application-states.md (a test keeps the two equal). The server applies every action,
 * editing included, only through this table (server/workflow/transition.ts).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

export const ContestApplicationStatus = { Draft: 1, Submitted: 2, Accepted: 3, Rejected: 4 } as const;
export type ContestApplicationStatus = (typeof ContestApplicationStatus)[keyof typeof ContestApplicationStatus];
const S = ContestApplicationStatus;

/** Every status, in the order a list's filter offers them. */
export const CONTEST_APPLICATION_STATUSES: readonly ContestApplicationStatus[] =
  Object.values(ContestApplicationStatus);

export const CONTEST_APPLICATION_STATUS_CAPTIONS: Readonly<Record<ContestApplicationStatus, string>> = {
  [S.Draft]: 'Черновик',
  [S.Submitted]: 'Подписана и подана',
  [S.Accepted]: 'Допущена к конкурсу',
  [S.Rejected]: 'Отклонена',
};

/** Who acts on an application: the institution's employee, or the department that holds the contest. */
export type ContestApplicationSide = 'provider' | 'department';

export type ContestApplicationAction = 'edit' | 'sign' | 'accept' | 'reject';

/** What the table reads of an application. */
export interface ContestApplicationFacts {
  status: ContestApplicationStatus;
  /** Whether the contest accepts applications today (its period, by the region's clock). */
  contestOpen: boolean;
  /** How many documents are attached. */
  files: number;
}

/** What an action brings beyond its name. */
export interface ContestApplicationInput {
  /** A rejection's reason. */
  reason?: string;
}

export type ContestApplicationTransition = Transition<
  ContestApplicationStatus,
  ContestApplicationAction,
  ContestApplicationSide,
  ContestApplicationFacts,
  ContestApplicationInput
>;

export const CONTEST_APPLICATION_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе заявки: подписанная заявка не изменяется',
  notYourAction: 'Это действие выполняет другая сторона',
  contestClosed: 'Приём заявок на этот конкурс закрыт: заявку нельзя подать или изменить',
  noFiles: 'Приложите к заявке хотя бы один документ',
  noReason: 'Укажите причину отклонения заявки',
} as const;

const contestOpen = {
  name: 'приём заявок открыт',
  holds: (f: ContestApplicationFacts) => f.contestOpen,
  refusal: CONTEST_APPLICATION_REFUSALS.contestClosed,
  status: 409,
} as const;

const hasFiles = {
  name: 'приложены документы',
  holds: (f: ContestApplicationFacts) => f.files > 0,
  refusal: CONTEST_APPLICATION_REFUSALS.noFiles,
  status: 409,
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: ContestApplicationFacts, i: ContestApplicationInput) => Boolean(i.reason?.trim()),
  refusal: CONTEST_APPLICATION_REFUSALS.noReason,
  status: 400,
} as const;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const CONTEST_APPLICATION_TABLE: StateTable<
  ContestApplicationStatus,
  ContestApplicationAction,
  ContestApplicationSide,
  ContestApplicationFacts,
  ContestApplicationInput
> = {
  statuses: ContestApplicationStatus,
  statusCaptions: CONTEST_APPLICATION_STATUS_CAPTIONS,
  initial: S.Draft,
  created: 'Черновик заявки создан',
  sides: { provider: 'учреждение', department: 'департамент соцзащиты' },
  actions: {
    edit: { caption: 'Сохранить', message: 'Заявка на конкурс сохранена', history: 'Заявка изменена' },
    sign: {
      caption: 'Подписать и подать',
      message: 'Заявка подписана простой электронной подписью и подана на конкурс',
      history: 'Заявка подписана и подана',
    },
    accept: {
      caption: 'Допустить к конкурсу',
      message: 'Заявка допущена к конкурсу',
      history: 'Заявка допущена к конкурсу',
    },
    reject: {
      caption: 'Отклонить',
      message: 'Заявка отклонена',
      history: 'Заявка отклонена',
      negative: true,
    },
  },
  refusals: {
    notInStatus: CONTEST_APPLICATION_REFUSALS.notInStatus,
    notYourAction: CONTEST_APPLICATION_REFUSALS.notYourAction,
  },
  rows: [
    // The provider edits and signs a draft while the contest accepts applications; a signed one is locked.
    { action: 'edit', by: 'provider', from: [S.Draft], to: 'same', when: [contestOpen] },
    { action: 'sign', by: 'provider', from: [S.Draft], to: S.Submitted, when: [contestOpen, hasFiles] },
    // The department decides on a submitted application.
    { action: 'accept', by: 'department', from: [S.Submitted], to: S.Accepted, when: [] },
    {
      action: 'reject',
      by: 'department',
      from: [S.Submitted],
      to: S.Rejected,
      when: [reasonGiven],
      note: (i) => i.reason?.trim() || null,
    },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const CONTEST_APPLICATION_ACTIONS: readonly ContestApplicationAction[] =
  workflow.actionNames(CONTEST_APPLICATION_TABLE);

/** The department's decisions (POST /application-contests/update). */
export const CONTEST_DECISIONS = ['accept', 'reject'] as const satisfies readonly ContestApplicationAction[];
export type ContestDecision = (typeof CONTEST_DECISIONS)[number];

export const CONTEST_APPLICATION_MESSAGES = {
  create: 'Черновик заявки на конкурс создан',
  ...(Object.fromEntries(
    CONTEST_APPLICATION_ACTIONS.map((a) => [a, CONTEST_APPLICATION_TABLE.actions[a].message]),
  ) as Record<ContestApplicationAction, string>),
} as const satisfies Record<ContestApplicationAction | 'create', string>;

/** The actions the card offers this side now. */
export function allowedContestApplicationActions(
  facts: ContestApplicationFacts,
  by: ContestApplicationSide,
): ContestApplicationAction[] {
  return workflow.allowed(CONTEST_APPLICATION_TABLE, facts, by);
}

/** Whether the provider may still change the application (a draft; whether the contest is open is a fact of the table). */
export const contestApplicationEditable = (status: number): boolean =>
  CONTEST_APPLICATION_TABLE.rows.some(
    (row) => row.action === 'edit' && row.from.includes(status as ContestApplicationStatus),
  );

/** The table as a Mermaid state diagram (docs/contest-application-states.md holds its output). */
export function contestApplicationDiagram(): string {
  return workflow.diagram(CONTEST_APPLICATION_TABLE);
}

/** Whether a contest accepts applications on a day ('YYYY-MM-DD' of the region's clock). */
export function contestOpenOn(
  period: { applicationsFrom: string; applicationsTo: string } | null | undefined,
  today: string,
): boolean {
  return Boolean(period && period.applicationsFrom <= today && today <= period.applicationsTo);
}
