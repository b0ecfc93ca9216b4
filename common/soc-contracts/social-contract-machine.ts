/**
 * The life of a social contract and of a report on one of its adaptation events.
 *
 * The specification gives the contract's five statuses (workflows.md, section 4: 1 Project,
 * 2 Approved, 3 Closed, 4 Terminated, 5 Rejected) but not the transitions, and nothing of a report's
 * review; both are designed here as state tables of the kernel (common/workflow/state-table.ts),
 * reviewed as diagrams in docs/social-contract-states.md (generated from these tables, a test keeps
 * them the same). The server applies every action only through these tables
 * (server/workflow/transition.ts), and a card shows exactly the actions they allow the caller's side.
 *
 * The two sides: the citizen who concluded the contract, and an employee of the institution that
 * concluded it (a social worker or a provider's employee acting for it).
 */
import * as workflow from '../workflow/state-table.ts';
import type { Condition, StateTable } from '../workflow/state-table.ts';

export const SocialContractStatus = {
  Project: 1,
  Approved: 2,
  Closed: 3,
  Terminated: 4,
  Rejected: 5,
} as const;
export type SocialContractStatus = (typeof SocialContractStatus)[keyof typeof SocialContractStatus];
const S = SocialContractStatus;

/** The two sides of a social contract. */
export type SocialContractSide = 'person' | 'employee';
const SIDES: Readonly<Record<SocialContractSide, string>> = { person: 'получатель', employee: 'учреждение' };

export type SocialContractAction = 'approve' | 'reject' | 'decline' | 'close' | 'terminate';

/** What the contract's table reads besides the status. */
export interface SocialContractFacts {
  status: SocialContractStatus;
  /** Events of the adaptation programme. */
  events: number;
  /** Events not done yet. */
  openEvents: number;
}

/** What an action brings: the reason of a refusal or of a termination. */
export interface SocialContractInput {
  reason?: string;
}

type ContractCondition = Condition<SocialContractFacts, SocialContractInput>;

const reasonGiven = (refusal: string): ContractCondition => ({
  name: 'указана причина',
  holds: (_c, i) => typeof i.reason === 'string' && i.reason.trim().length > 0,
  refusal,
  status: 400,
});

const CC = {
  hasEvents: {
    name: 'в программе есть мероприятия',
    holds: (c) => c.events > 0,
    refusal: 'В программе социальной адаптации нет мероприятий',
    status: 409,
  },
  allEventsDone: {
    name: 'все мероприятия выполнены',
    holds: (c) => c.openEvents === 0,
    refusal: 'Не все мероприятия программы социальной адаптации выполнены',
    status: 409,
  },
} satisfies Record<string, ContractCondition>;

const reasonNote = (i: SocialContractInput) => i.reason?.trim() || null;

/** The contract's table: «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const SOCIAL_CONTRACT_TABLE: StateTable<
  SocialContractStatus,
  SocialContractAction,
  SocialContractSide,
  SocialContractFacts,
  SocialContractInput
> = {
  statuses: SocialContractStatus,
  statusCaptions: {
    [S.Project]: 'Проект',
    [S.Approved]: 'Действует',
    [S.Closed]: 'Исполнен',
    [S.Terminated]: 'Расторгнут',
    [S.Rejected]: 'Отклонён',
  },
  initial: S.Project,
  created: 'Проект контракта сформирован',
  sides: SIDES,
  actions: {
    approve: { caption: 'Утвердить контракт', message: 'Социальный контракт утверждён', history: 'Утверждён' },
    reject: {
      caption: 'Отклонить проект',
      message: 'Проект социального контракта отклонён',
      history: 'Отклонён учреждением',
      negative: true,
    },
    decline: {
      caption: 'Отказаться от контракта',
      message: 'Вы отказались от заключения социального контракта',
      history: 'Получатель отказался от заключения',
      negative: true,
    },
    close: {
      caption: 'Завершить: программа выполнена',
      message: 'Социальный контракт исполнен',
      history: 'Исполнен',
    },
    terminate: {
      caption: 'Расторгнуть контракт',
      message: 'Социальный контракт расторгнут',
      history: 'Расторгнут',
      negative: true,
    },
  },
  refusals: {
    notInStatus: 'Действие недоступно в текущем статусе социального контракта',
    notYourAction: 'Это действие выполняет другая сторона социального контракта',
  },
  rows: [
    // The project: the institution approves it with its programme, or either side refuses it with a reason.
    { action: 'approve', by: 'employee', from: [S.Project], to: S.Approved, when: [CC.hasEvents] },
    {
      action: 'reject',
      by: 'employee',
      from: [S.Project],
      to: S.Rejected,
      when: [reasonGiven('Укажите причину отклонения')],
      note: reasonNote,
    },
    {
      action: 'decline',
      by: 'person',
      from: [S.Project],
      to: S.Rejected,
      when: [reasonGiven('Укажите причину отказа')],
      note: reasonNote,
    },
    // In force: it ends when the whole programme is done, or is terminated with a reason.
    { action: 'close', by: 'employee', from: [S.Approved], to: S.Closed, when: [CC.allEventsDone] },
    {
      action: 'terminate',
      by: 'employee',
      from: [S.Approved],
      to: S.Terminated,
      when: [reasonGiven('Укажите причину расторжения')],
      note: reasonNote,
    },
  ],
};

export const SocialReportStatus = {
  Draft: 1,
  Submitted: 2,
  Accepted: 3,
  Returned: 4,
} as const;
export type SocialReportStatus = (typeof SocialReportStatus)[keyof typeof SocialReportStatus];
const R = SocialReportStatus;

export type SocialReportAction = 'edit' | 'submit' | 'accept' | 'return';

/** What the report's table reads besides the status. */
export interface SocialReportFacts {
  status: SocialReportStatus;
  /** The contract is in force (Approved): reports are filed and reviewed only then. */
  contractInForce: boolean;
  /** The report says something: a text or at least one document. */
  hasContent: boolean;
}

/** What a report's action brings: the new text and documents (edit), the employee's comment (return, accept). */
export interface SocialReportInput {
  text?: string;
  documents?: number;
  comment?: string;
}

type ReportCondition = Condition<SocialReportFacts, SocialReportInput>;

const RC = {
  contractInForce: {
    name: 'контракт действует',
    holds: (r) => r.contractInForce,
    refusal: 'Отчёты принимаются только по действующему социальному контракту',
    status: 409,
  },
  hasContent: {
    name: 'в отчёте есть текст или документ',
    holds: (r) => r.hasContent,
    refusal: 'Опишите, что сделано, или приложите документ',
    status: 409,
  },
  contentGiven: {
    name: 'дан текст или документ',
    holds: (_r, i) => (i.text ?? '').trim().length > 0 || (i.documents ?? 0) > 0,
    refusal: 'Опишите, что сделано, или приложите документ',
    status: 400,
  },
  commentGiven: {
    name: 'указан комментарий',
    holds: (_r, i) => typeof i.comment === 'string' && i.comment.trim().length > 0,
    refusal: 'Укажите, что нужно доработать в отчёте',
    status: 400,
  },
} satisfies Record<string, ReportCondition>;

/** The report's table: the citizen writes and sends it, the institution accepts it or returns it for rework. */
export const SOCIAL_REPORT_TABLE: StateTable<
  SocialReportStatus,
  SocialReportAction,
  SocialContractSide,
  SocialReportFacts,
  SocialReportInput
> = {
  statuses: SocialReportStatus,
  statusCaptions: {
    [R.Draft]: 'Черновик',
    [R.Submitted]: 'На проверке',
    [R.Accepted]: 'Принят',
    [R.Returned]: 'Возвращён на доработку',
  },
  initial: R.Draft,
  created: 'Отчёт создан',
  sides: SIDES,
  actions: {
    edit: { caption: 'Сохранить черновик', message: 'Черновик отчёта сохранён', history: 'Отчёт изменён' },
    submit: { caption: 'Отправить отчёт', message: 'Отчёт отправлен на проверку', history: 'Отправлен на проверку' },
    accept: { caption: 'Принять отчёт', message: 'Отчёт принят', history: 'Принят' },
    return: {
      caption: 'Вернуть на доработку',
      message: 'Отчёт возвращён на доработку',
      history: 'Возвращён на доработку',
      negative: true,
    },
  },
  refusals: {
    notInStatus: 'Действие недоступно в текущем статусе отчёта',
    notYourAction: 'Это действие выполняет другая сторона социального контракта',
  },
  rows: [
    {
      action: 'edit',
      by: 'person',
      from: [R.Draft, R.Returned],
      to: 'same',
      when: [RC.contractInForce, RC.contentGiven],
      effect: () => ({ hasContent: true }),
    },
    {
      action: 'submit',
      by: 'person',
      from: [R.Draft, R.Returned],
      to: R.Submitted,
      when: [RC.contractInForce, RC.hasContent],
    },
    {
      action: 'accept',
      by: 'employee',
      from: [R.Submitted],
      to: R.Accepted,
      when: [RC.contractInForce],
      note: (i) => i.comment?.trim() || null,
    },
    {
      action: 'return',
      by: 'employee',
      from: [R.Submitted],
      to: R.Returned,
      when: [RC.contractInForce, RC.commentGiven],
      note: (i) => i.comment!.trim(),
    },
  ],
};

export const SOCIAL_CONTRACT_ACTIONS = workflow.actionNames(SOCIAL_CONTRACT_TABLE);
export const SOCIAL_REPORT_ACTIONS = workflow.actionNames(SOCIAL_REPORT_TABLE);

export const decideContract = (
  facts: SocialContractFacts,
  by: SocialContractSide,
  action: SocialContractAction,
  input: SocialContractInput = {},
) => workflow.decide(SOCIAL_CONTRACT_TABLE, facts, by, action, input);

export const decideReport = (
  facts: SocialReportFacts,
  by: SocialContractSide,
  action: SocialReportAction,
  input: SocialReportInput = {},
) => workflow.decide(SOCIAL_REPORT_TABLE, facts, by, action, input);

export const contractActionsFor = (facts: SocialContractFacts, by: SocialContractSide) =>
  workflow.allowed(SOCIAL_CONTRACT_TABLE, facts, by);
export const reportActionsFor = (facts: SocialReportFacts, by: SocialContractSide) =>
  workflow.allowed(SOCIAL_REPORT_TABLE, facts, by);

/** Both tables as Mermaid diagrams (docs/social-contract-states.md holds their output). */
export const socialContractDiagram = () => workflow.diagram(SOCIAL_CONTRACT_TABLE);
export const socialReportDiagram = () => workflow.diagram(SOCIAL_REPORT_TABLE);
