/**
 * The life of a service contract: who may do what in which status, and where it leads.
 *
 * The specification gives the eleven statuses and the actions but not the transitions
 * (workflows.md, section 4); they are designed here as one state table of the kernel
 * (common/workflow/state-table.ts), reviewed as a diagram in docs/service-contract-states.md
 * (generated from this table, a test keeps the two the same). The server applies every action only
 * through this table (server/workflow/transition.ts), and a card shows exactly the actions it
 * allows the signed-in side (`allowedActions`).
 */
import * as workflow from '../workflow/state-table.ts';
import type { Condition, StateTable, Transition } from '../workflow/state-table.ts';

export const ServiceContractStatus = {
  Waiting: 1,
  Signing: 2,
  Active: 3,
  TerminatedByPerson: 4,
  Terminated: 5,
  Rejected: 6,
  Closed: 7,
  SignedByPerson: 8,
  SignedByServiceProvider: 9,
  Requested: 10,
  Missed: 11,
} as const;
export type ServiceContractStatus = (typeof ServiceContractStatus)[keyof typeof ServiceContractStatus];
const S = ServiceContractStatus;

/** What a person reads for each status (lists, the card, the history). */
export const SERVICE_CONTRACT_STATUS_CAPTIONS: Readonly<Record<ServiceContractStatus, string>> = {
  [S.Waiting]: 'На заключении',
  [S.Signing]: 'На подписании',
  [S.Active]: 'Действует',
  [S.TerminatedByPerson]: 'Расторгнут получателем услуг',
  [S.Terminated]: 'Расторгнут',
  [S.Rejected]: 'Отклонён',
  [S.Closed]: 'Исполнен',
  [S.SignedByPerson]: 'Подписан получателем услуг',
  [S.SignedByServiceProvider]: 'Подписан поставщиком услуг',
  [S.Requested]: 'Запрошено расторжение',
  [S.Missed]: 'Услуга не оказана',
};

/**
 * The statuses of a contract in force: concluded and not ended (a requested termination is still
 * in force until the provider terminates). The provider's list and the register extract count
 * recipients by these.
 */
export const SERVICE_CONTRACT_IN_FORCE: readonly ServiceContractStatus[] = [S.Active, S.Requested];

/** The two sides of a contract: the citizen (the recipient or their representative) and the provider's employee. */
export type ContractSide = 'person' | 'provider';

export type ServiceContractAction =
  | 'sendForSigning'
  | 'sign'
  | 'reject'
  | 'terminate'
  | 'requestTermination'
  | 'signActByProvider'
  | 'signAct'
  | 'markMissed'
  | 'rate'
  | 'feedback'
  | 'removeService'
  | 'extendValidity'
  | 'changeMembers';

/** What the table's conditions read of a contract besides its status. */
export interface ServiceContractFacts {
  status: ServiceContractStatus;
  signedByPerson: boolean;
  signedByServiceProvider: boolean;
  actSignedByProvider: boolean;
  actSignedByPerson: boolean;
  /** The citizen's rating 1-5, once given. */
  rateByPerson: number | null;
  /** Services of the contract not yet rendered or removed. */
  openServices: number;
  /** A tour contract (tourism certificate): termination is requested, and a tour can be missed. */
  isTour: boolean;
  /** Last day of validity, YYYY-MM-DD. */
  dateTo: string;
}

/** What an action brings beyond its name (checked by the route's schema first). */
export interface ServiceContractActionInput {
  /** reject: why, in the person's words. */
  reason?: string;
  /** rate: 1-5. */
  rating?: number;
  /** extendValidity: the new last day, YYYY-MM-DD. */
  dateTo?: string;
  /** feedback: the citizen's words. */
  text?: string;
  /** removeService: the removed service's name, for the history's note. */
  serviceName?: string;
  /** changeMembers: who goes on the tour now, named for the history's note. */
  members?: string;
}

type ServiceContractCondition = Condition<ServiceContractFacts, ServiceContractActionInput>;

/** The conditions of the rows, named so the table reads as a review; each carries its refusal. */
const C = {
  hasServices: {
    name: 'в договоре есть услуги',
    holds: (c) => c.openServices > 0,
    refusal: 'В договоре нет услуг',
    status: 409,
  },
  otherServiceLeft: {
    name: 'остаётся хотя бы одна услуга',
    holds: (c) => c.openServices > 1,
    refusal: 'Нельзя исключить единственную услугу договора: его можно отклонить или расторгнуть',
    status: 409,
  },
  actSignedByProvider: {
    name: 'акт подписан поставщиком',
    holds: (c) => c.actSignedByProvider,
    refusal: 'Акт оказанных услуг ещё не подписан поставщиком',
    status: 409,
  },
  actNotSignedByProvider: {
    name: 'акт ещё не подписан поставщиком',
    holds: (c) => !c.actSignedByProvider,
    refusal: 'Акт оказанных услуг уже подписан',
    status: 409,
  },
  tour: {
    name: 'договор на тур',
    holds: (c) => c.isTour,
    refusal: 'Действие доступно только для договора на тур',
    status: 409,
  },
  notTour: {
    name: 'не договор на тур',
    holds: (c) => !c.isTour,
    refusal: 'Договор на тур расторгается по запросу',
    status: 409,
  },
  notRated: {
    name: 'оценки ещё нет',
    holds: (c) => c.rateByPerson === null,
    refusal: 'Договор уже оценён',
    status: 409,
  },
  reasonGiven: {
    name: 'указана причина',
    holds: (_c, i) => typeof i.reason === 'string' && i.reason.trim().length > 0,
    refusal: 'Укажите причину отклонения',
    status: 400,
  },
  ratingGiven: {
    name: 'оценка от 1 до 5',
    holds: (_c, i) => Number.isInteger(i.rating) && i.rating! >= 1 && i.rating! <= 5,
    refusal: 'Оценка — целое число от 1 до 5',
    status: 400,
  },
  laterDateTo: {
    name: 'новая дата позже прежней',
    holds: (c, i) => typeof i.dateTo === 'string' && i.dateTo > c.dateTo,
    refusal: 'Новая дата окончания должна быть позже прежней',
    status: 400,
  },
} satisfies Record<string, ServiceContractCondition>;

/** One row of the table. */
export type ServiceContractTransition = Transition<
  ServiceContractStatus,
  ServiceContractAction,
  ContractSide,
  ServiceContractFacts,
  ServiceContractActionInput
>;

const AFTER_SERVICE = [S.Closed, S.Terminated, S.TerminatedByPerson] as const;

/** The notes the history keeps of what an action carried. */
const NOTE = {
  reason: (i: ServiceContractActionInput) => i.reason?.trim() ?? null,
  rating: (i: ServiceContractActionInput) => `Оценка: ${i.rating}`,
  text: (i: ServiceContractActionInput) => i.text?.trim() || null,
  service: (i: ServiceContractActionInput) => `Исключена услуга: ${i.serviceName}`,
  dateTo: (i: ServiceContractActionInput) => `Новая дата окончания: ${i.dateTo!.split('-').reverse().join('.')}`,
  members: (i: ServiceContractActionInput) => (i.members ? `Участники: ${i.members}` : null),
};

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const SERVICE_CONTRACT_TABLE: StateTable<
  ServiceContractStatus,
  ServiceContractAction,
  ContractSide,
  ServiceContractFacts,
  ServiceContractActionInput
> = {
  statuses: ServiceContractStatus,
  statusCaptions: SERVICE_CONTRACT_STATUS_CAPTIONS,
  initial: S.Waiting,
  created: 'Договор сформирован',
  sides: { person: 'гражданин', provider: 'поставщик' },
  actions: {
    sendForSigning: {
      caption: 'Отправить на подписание',
      message: 'Договор отправлен на подписание',
      history: 'Отправлен на подписание',
    },
    sign: { caption: 'Подписать договор', message: 'Договор подписан', history: 'Подписан' },
    reject: { caption: 'Отклонить', message: 'Договор отклонён', history: 'Отклонён', negative: true },
    terminate: { caption: 'Расторгнуть договор', message: 'Договор расторгнут', history: 'Расторгнут', negative: true },
    requestTermination: {
      caption: 'Запросить расторжение',
      message: 'Запрос отправлен',
      history: 'Запрошено расторжение',
    },
    signActByProvider: {
      caption: 'Подписать акт оказанных услуг',
      message: 'Акт оказанных услуг подписан',
      history: 'Акт подписан поставщиком',
    },
    signAct: {
      caption: 'Подписать акт оказанных услуг',
      message: 'Акт оказанных услуг подписан',
      history: 'Акт подписан получателем услуг',
    },
    markMissed: {
      caption: 'Услуга не оказана',
      message: 'Заявление «Услуга не оказана» принято',
      history: 'Отмечено: услуга не оказана',
    },
    rate: { caption: 'Оценить', message: 'Оценка сохранена', history: 'Поставлена оценка' },
    feedback: { caption: 'Оставить отзыв', message: 'Отзыв отправлен', history: 'Оставлен отзыв' },
    removeService: {
      caption: 'Исключить услугу',
      message: 'Услуга исключена из договора',
      history: 'Исключена услуга',
    },
    extendValidity: {
      caption: 'Продлить срок действия',
      message: 'Срок действия договора продлён',
      history: 'Продлён срок действия',
    },
    changeMembers: {
      caption: 'Изменить состав участников',
      message: 'Состав участников договора изменён',
      history: 'Изменён состав участников',
    },
  },
  refusals: {
    notInStatus: 'Действие недоступно в текущем статусе договора',
    notYourAction: 'Это действие выполняет другая сторона договора',
  },
  rows: [
    // Concluding: the provider prepares and sends; each side signs once; both signatures make it active.
    { action: 'sendForSigning', by: 'provider', from: [S.Waiting], to: S.Signing, when: [C.hasServices] },
    {
      action: 'sign',
      by: 'provider',
      from: [S.Waiting, S.Signing],
      to: S.SignedByServiceProvider,
      when: [C.hasServices],
      effect: () => ({ signedByServiceProvider: true }),
    },
    {
      action: 'sign',
      by: 'provider',
      from: [S.SignedByPerson],
      to: S.Active,
      when: [],
      effect: () => ({ signedByServiceProvider: true }),
    },
    {
      action: 'sign',
      by: 'person',
      from: [S.Signing],
      to: S.SignedByPerson,
      when: [],
      effect: () => ({ signedByPerson: true }),
    },
    {
      action: 'sign',
      by: 'person',
      from: [S.SignedByServiceProvider],
      to: S.Active,
      when: [],
      effect: () => ({ signedByPerson: true }),
    },
    // Refusing before it is concluded: a side rejects what it has not signed yet, with a reason.
    {
      action: 'reject',
      by: 'provider',
      from: [S.Waiting, S.Signing, S.SignedByPerson],
      to: S.Rejected,
      when: [C.reasonGiven],
      note: NOTE.reason,
    },
    {
      action: 'reject',
      by: 'person',
      from: [S.Signing, S.SignedByServiceProvider],
      to: S.Rejected,
      when: [C.reasonGiven],
      note: NOTE.reason,
    },
    // While it is in force: services change, the period is extended.
    {
      action: 'removeService',
      by: 'provider',
      from: [S.Waiting, S.Signing, S.Active],
      to: 'same',
      when: [C.otherServiceLeft],
      effect: (c) => ({ openServices: c.openServices - 1 }),
      note: NOTE.service,
    },
    // A tour's holder changes who goes until anyone signs; the places move with them.
    {
      action: 'changeMembers',
      by: 'person',
      from: [S.Waiting, S.Signing],
      to: 'same',
      when: [C.tour],
      note: NOTE.members,
    },
    {
      action: 'extendValidity',
      by: 'provider',
      from: [S.Active],
      to: 'same',
      when: [C.laterDateTo],
      effect: (_c, i) => ({ dateTo: i.dateTo! }),
      note: NOTE.dateTo,
    },
    // Ending it: the act of rendered services, signed by the provider first, closes it once the person signs.
    {
      action: 'signActByProvider',
      by: 'provider',
      from: [S.Active],
      to: 'same',
      when: [C.actNotSignedByProvider],
      effect: () => ({ actSignedByProvider: true }),
    },
    {
      action: 'signAct',
      by: 'person',
      from: [S.Active],
      to: S.Closed,
      when: [C.actSignedByProvider],
      effect: () => ({ actSignedByPerson: true }),
    },
    // Termination needs a concluded contract; a tour's is requested by the person and done by the provider.
    { action: 'terminate', by: 'person', from: [S.Active], to: S.TerminatedByPerson, when: [C.notTour] },
    { action: 'requestTermination', by: 'person', from: [S.Active], to: S.Requested, when: [C.tour] },
    { action: 'terminate', by: 'provider', from: [S.Active, S.Requested], to: S.Terminated, when: [] },
    {
      action: 'markMissed',
      by: 'provider',
      from: [S.Active],
      to: S.Missed,
      when: [C.tour, C.actNotSignedByProvider],
    },
    // After the service: one rating, feedback any time it is in force or over.
    {
      action: 'rate',
      by: 'person',
      from: AFTER_SERVICE,
      to: 'same',
      when: [C.notRated, C.ratingGiven],
      effect: (_c, i) => ({ rateByPerson: i.rating! }),
      note: NOTE.rating,
    },
    {
      action: 'feedback',
      by: 'person',
      from: [S.Active, ...AFTER_SERVICE, S.Missed],
      to: 'same',
      when: [],
      note: NOTE.text,
    },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const SERVICE_CONTRACT_ACTIONS: readonly ServiceContractAction[] = workflow.actionNames(SERVICE_CONTRACT_TABLE);

/** The button of each action, as the card shows it. */
export const SERVICE_CONTRACT_ACTION_CAPTIONS = captionsOf('caption');
/** The success message of each action, through the answer's envelope. */
export const SERVICE_CONTRACT_ACTION_MESSAGES = captionsOf('message');

function captionsOf(field: 'caption' | 'message'): Readonly<Record<ServiceContractAction, string>> {
  return Object.fromEntries(
    SERVICE_CONTRACT_ACTIONS.map((action) => [action, SERVICE_CONTRACT_TABLE.actions[action][field]]),
  ) as Record<ServiceContractAction, string>;
}

/** The rows of the table. */
export const SERVICE_CONTRACT_TRANSITIONS: readonly ServiceContractTransition[] = SERVICE_CONTRACT_TABLE.rows;

/** Statuses no action leads out of (rate and feedback keep the status). */
export const FINAL_STATUSES: readonly ServiceContractStatus[] = workflow.finalStatuses(SERVICE_CONTRACT_TABLE);

export type Decision = workflow.Decision<
  ServiceContractStatus,
  ServiceContractAction,
  ContractSide,
  ServiceContractFacts,
  ServiceContractActionInput
>;

/**
 * Decides an action by one side on a contract, only from the table: the next facts, or why not
 * (400 when the input breaks a condition of its own, 403 when the action is the other side's,
 * 409 when the contract's status or facts do not allow it now).
 */
export function decide(
  c: ServiceContractFacts,
  by: ContractSide,
  action: ServiceContractAction,
  input: ServiceContractActionInput = {},
): Decision {
  return workflow.decide(SERVICE_CONTRACT_TABLE, c, by, action, input);
}

/** The actions the card offers this side now: a row allows it and every condition on the contract itself holds. */
export function allowedActions(c: ServiceContractFacts, by: ContractSide): ServiceContractAction[] {
  return workflow.allowed(SERVICE_CONTRACT_TABLE, c, by);
}

/** The table as a Mermaid state diagram (docs/service-contract-states.md holds its output). */
export function serviceContractDiagram(): string {
  return workflow.diagram(SERVICE_CONTRACT_TABLE);
}
