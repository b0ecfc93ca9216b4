/**
 * The life of a citizen's request (заявление) to an institution: for social services, for a
 * certificate, to join the active longevity programme (workflows.md sections 2, 4, 7; platform.md
 * section 9). The specification names the statuses (Received 1 .. Closed 6), the delivery statuses
 * (Delivered 1, Rejected 2, InWork 3) and the decision types (1 satisfied, 2 refused, 10 social
 * contract conclusion, 1..26 in all) but no transitions: they are designed here as one state table of
 * the kernel (common/workflow/state-table.ts), drawn in docs/request-states.md (a test keeps the two
 * equal). The server applies every action only through this table (server/workflow/transition.ts),
 * and a card shows exactly the actions it allows the signed-in side.
 *
 * Delivery is whether the request reached the institution's register: a filed request is on its way
 * (InWork 3); the institution registers it (Delivered 1) or returns it unregistered (Rejected 2).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

export const RequestStatus = {
  Received: 1,
  InWork: 2,
  SoccontractConstruct: 3,
  Reject: 4,
  Satisfied: 5,
  Closed: 6,
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
const S = RequestStatus;

/** Every status, in the order a list's filter offers them. */
export const REQUEST_STATUSES: readonly RequestStatus[] = Object.values(RequestStatus);

/** What a person reads for each status. */
export const REQUEST_STATUS_CAPTIONS: Readonly<Record<RequestStatus, string>> = {
  [S.Received]: 'Принято',
  [S.InWork]: 'На рассмотрении',
  [S.SoccontractConstruct]: 'Заключение социального контракта',
  [S.Reject]: 'Отказано',
  [S.Satisfied]: 'Удовлетворено',
  [S.Closed]: 'Закрыто',
};

export const DeliveryStatus = { Delivered: 1, Rejected: 2, InWork: 3 } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** What a person reads for each delivery status. */
export const DELIVERY_STATUS_CAPTIONS: Readonly<Record<DeliveryStatus, string>> = {
  [DeliveryStatus.Delivered]: 'Зарегистрировано в учреждении',
  [DeliveryStatus.Rejected]: 'Не зарегистрировано',
  [DeliveryStatus.InWork]: 'Передаётся в учреждение',
};

/**
 * The decision types 1..26 (platform.md section 9 names 1, 2 and 10; the rest follow the registers
 * of decisions of the region's social protection departments). The table's actions use some of them;
 * the others arrive with decisions made in the department's own system.
 */
export const DECISION_TYPES: Readonly<Record<number, string>> = {
  1: 'Удовлетворить',
  2: 'Отказать',
  3: 'Приостановить предоставление',
  4: 'Возобновить предоставление',
  5: 'Прекратить предоставление',
  6: 'Продлить срок предоставления',
  7: 'Произвести перерасчёт',
  8: 'Вернуть без рассмотрения',
  9: 'Направить межведомственный запрос',
  10: 'Заключить социальный контракт',
  11: 'Признать нуждающимся в социальном обслуживании на дому',
  12: 'Признать нуждающимся в полустационарном социальном обслуживании',
  13: 'Признать нуждающимся в стационарном социальном обслуживании',
  14: 'Признать нуждающимся в срочных социальных услугах',
  15: 'Отказать в признании нуждающимся',
  16: 'Выдать сертификат',
  17: 'Отказать в выдаче сертификата',
  18: 'Включить в программу «Активное долголетие»',
  19: 'Отказать во включении в программу «Активное долголетие»',
  20: 'Выдать удостоверение',
  21: 'Отказать в выдаче удостоверения',
  22: 'Изменить реквизиты для перечисления выплаты',
  23: 'Запросить дополнительные документы',
  24: 'Направить в другое учреждение по подведомственности',
  25: 'Прекратить рассмотрение по заявлению заявителя',
  26: 'Иное решение',
};

/** The decision types the table's actions make. */
export const Decision = { Satisfied: 1, Refused: 2, Returned: 8, SocialContract: 10, Withdrawn: 25 } as const;

/** The caption of a decision type; an unknown one reads as its number. */
export const decisionCaption = (type: number): string => DECISION_TYPES[type] ?? `Решение ${type}`;

/** Who acts on a request: the applicant, or the institution's employee. */
export type RequestSide = 'person' | 'employee';

export type RequestAction =
  | 'register'
  | 'returnRequest'
  | 'socialContract'
  | 'satisfy'
  | 'refuse'
  | 'close'
  | 'withdraw';

/** What the table reads of a request. */
export interface RequestFacts {
  status: RequestStatus;
  delivery: DeliveryStatus;
  /** The last decision's type; null before the first. */
  decisionType: number | null;
}

/** What an action brings beyond its name. */
export interface RequestInput {
  /** A refusal's or a return's reason; a withdrawal's optional words. */
  reason?: string;
}

export type RequestTransition = Transition<RequestStatus, RequestAction, RequestSide, RequestFacts, RequestInput>;

export const REQUEST_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе заявления',
  notYourAction: 'Это действие выполняет другая сторона',
  noReason: 'Укажите причину решения',
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: RequestFacts, i: RequestInput) => Boolean(i.reason?.trim()),
  refusal: REQUEST_REFUSALS.noReason,
  status: 400,
} as const;

const reason = (i: RequestInput) => i.reason?.trim() || null;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const REQUEST_TABLE: StateTable<RequestStatus, RequestAction, RequestSide, RequestFacts, RequestInput> = {
  statuses: RequestStatus,
  statusCaptions: REQUEST_STATUS_CAPTIONS,
  initial: S.Received,
  created: 'Заявление подано',
  sides: { person: 'заявитель', employee: 'учреждение' },
  actions: {
    register: {
      caption: 'Принять в работу',
      message: 'Заявление зарегистрировано и принято в работу',
      history: 'Заявление зарегистрировано',
    },
    returnRequest: {
      caption: 'Вернуть без рассмотрения',
      message: 'Заявление возвращено заявителю без рассмотрения',
      history: 'Заявление возвращено без рассмотрения',
      negative: true,
    },
    socialContract: {
      caption: 'Направить на заключение социального контракта',
      message: 'Принято решение о заключении социального контракта',
      history: 'Решение: заключить социальный контракт',
    },
    satisfy: { caption: 'Удовлетворить', message: 'Заявление удовлетворено', history: 'Решение: удовлетворить' },
    refuse: { caption: 'Отказать', message: 'По заявлению принят отказ', history: 'Решение: отказать', negative: true },
    close: { caption: 'Закрыть заявление', message: 'Заявление закрыто', history: 'Заявление закрыто' },
    withdraw: {
      caption: 'Отозвать заявление',
      message: 'Заявление отозвано',
      history: 'Заявление отозвано заявителем',
      negative: true,
    },
  },
  refusals: REQUEST_REFUSALS,
  rows: [
    // The institution registers a filed request, or returns it unregistered with the reason.
    {
      action: 'register',
      by: 'employee',
      from: [S.Received],
      to: S.InWork,
      when: [],
      effect: () => ({ delivery: DeliveryStatus.Delivered }),
    },
    {
      action: 'returnRequest',
      by: 'employee',
      from: [S.Received],
      to: S.Reject,
      when: [reasonGiven],
      effect: () => ({ delivery: DeliveryStatus.Rejected, decisionType: Decision.Returned }),
      note: reason,
    },
    // A need met best by a social contract goes to its conclusion first.
    {
      action: 'socialContract',
      by: 'employee',
      from: [S.InWork],
      to: S.SoccontractConstruct,
      when: [],
      effect: () => ({ decisionType: Decision.SocialContract }),
    },
    // The decision on the request: satisfied, or refused with the reason.
    {
      action: 'satisfy',
      by: 'employee',
      from: [S.InWork, S.SoccontractConstruct],
      to: S.Satisfied,
      when: [],
      effect: () => ({ decisionType: Decision.Satisfied }),
    },
    {
      action: 'refuse',
      by: 'employee',
      from: [S.InWork, S.SoccontractConstruct],
      to: S.Reject,
      when: [reasonGiven],
      effect: () => ({ decisionType: Decision.Refused }),
      note: reason,
    },
    // A satisfied request is closed when what it asked for has been provided.
    { action: 'close', by: 'employee', from: [S.Satisfied], to: S.Closed, when: [] },
    // The applicant may withdraw a request until a decision is made.
    {
      action: 'withdraw',
      by: 'person',
      from: [S.Received, S.InWork],
      to: S.Closed,
      when: [],
      effect: () => ({ decisionType: Decision.Withdrawn }),
      note: reason,
    },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const REQUEST_ACTIONS: readonly RequestAction[] = workflow.actionNames(REQUEST_TABLE);

/** The actions whose decision is a document with its own number and notice (the others change the status only). */
export const DECIDING_ACTIONS: readonly RequestAction[] = ['returnRequest', 'socialContract', 'satisfy', 'refuse'];

/** The success message of the creation and of each action. */
export const REQUEST_MESSAGES = {
  // workflows.md section 8: «request sent».
  create: 'Заявление отправлено',
  ...(Object.fromEntries(REQUEST_ACTIONS.map((a) => [a, REQUEST_TABLE.actions[a].message])) as Record<
    RequestAction,
    string
  >),
} as const satisfies Record<RequestAction | 'create', string>;

/** The actions the card offers this side now. */
export function allowedRequestActions(facts: RequestFacts, by: RequestSide): RequestAction[] {
  return workflow.allowed(REQUEST_TABLE, facts, by);
}

/** The table as a Mermaid state diagram (docs/request-states.md holds its output). */
export function requestDiagram(): string {
  return workflow.diagram(REQUEST_TABLE);
}

/** The kinds of request the portal files. */
export const REQUEST_KINDS = {
  service: 'Предоставление социальных услуг',
  certificate: 'Выдача сертификата',
  'active-longevity': 'Участие в программе «Активное долголетие»',
} as const;
export type RequestKind = keyof typeof REQUEST_KINDS;

/**
 * Working days the institution has to decide, by kind: five for social services (Federal Law
 * 442-FZ, article 15), ten for a certificate and for the programme (the region's regulations).
 */
export const REQUEST_TERM_WORKING_DAYS: Readonly<Record<RequestKind, number>> = {
  service: 5,
  certificate: 10,
  'active-longevity': 10,
};
