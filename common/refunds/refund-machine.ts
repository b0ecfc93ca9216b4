/**
 * The life of a provider's refund (compensation) request (workflows.md sections 2, 3, 4, 9): an
 * institution asks the social protection department to compensate the services it rendered in a
 * reporting month (request type 100). The specification names no statuses: they are designed here as
 * one state table of the kernel (common/workflow/state-table.ts), drawn in docs/refund-states.md (a
 * test keeps the two equal). The server applies every action, editing included, only through this
 * table (server/workflow/transition.ts); a card shows exactly the actions it allows the caller's side.
 *
 * The provider drafts the request (Draft 1), edits it and sends it (Sent 2); the department (an
 * administrator of the portal) accepts it (Accepted 3) or returns it with the reason (Returned 4), and
 * the provider corrects a returned request and sends it again; an accepted request is paid (Paid 5).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

/** The request type of a refund request (workflows.md section 9). */
export const REFUND_REQUEST_TYPE = 100;

export const RefundStatus = { Draft: 1, Sent: 2, Accepted: 3, Returned: 4, Paid: 5 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
const S = RefundStatus;

/** Every status, in the order a list's filter offers them. */
export const REFUND_STATUSES: readonly RefundStatus[] = Object.values(RefundStatus);

export const REFUND_STATUS_CAPTIONS: Readonly<Record<RefundStatus, string>> = {
  [S.Draft]: 'Черновик',
  [S.Sent]: 'На рассмотрении',
  [S.Accepted]: 'Принято к оплате',
  [S.Returned]: 'Возвращено на доработку',
  [S.Paid]: 'Оплачено',
};

/** Who acts on a refund request: the institution's employee, or the department that compensates. */
export type RefundSide = 'provider' | 'department';

export type RefundAction = 'edit' | 'send' | 'accept' | 'returnRequest' | 'pay';

/** What the table reads of a request. */
export interface RefundFacts {
  status: RefundStatus;
  /** How many services the request lists. */
  services: number;
}

/** What an action brings beyond its name. */
export interface RefundInput {
  /** A return's reason. */
  reason?: string;
}

export type RefundTransition = Transition<RefundStatus, RefundAction, RefundSide, RefundFacts, RefundInput>;

export const REFUND_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе заявления на компенсацию',
  notYourAction: 'Это действие выполняет другая сторона',
  noServices: 'Добавьте в заявление хотя бы одну оказанную услугу',
  noReason: 'Укажите причину возврата',
} as const;

const hasServices = {
  name: 'есть услуги',
  holds: (f: RefundFacts) => f.services > 0,
  refusal: REFUND_REFUSALS.noServices,
  status: 409,
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: RefundFacts, i: RefundInput) => Boolean(i.reason?.trim()),
  refusal: REFUND_REFUSALS.noReason,
  status: 400,
} as const;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const REFUND_TABLE: StateTable<RefundStatus, RefundAction, RefundSide, RefundFacts, RefundInput> = {
  statuses: RefundStatus,
  statusCaptions: REFUND_STATUS_CAPTIONS,
  initial: S.Draft,
  created: 'Черновик заявления создан',
  sides: { provider: 'учреждение', department: 'управление соцзащиты' },
  actions: {
    edit: { caption: 'Сохранить', message: 'Заявление на компенсацию сохранено', history: 'Заявление изменено' },
    send: {
      caption: 'Отправить на рассмотрение',
      message: 'Заявление на компенсацию отправлено',
      history: 'Заявление отправлено',
    },
    accept: {
      caption: 'Принять к оплате',
      message: 'Заявление на компенсацию принято к оплате',
      history: 'Заявление принято к оплате',
    },
    returnRequest: {
      caption: 'Вернуть на доработку',
      message: 'Заявление на компенсацию возвращено на доработку',
      history: 'Заявление возвращено на доработку',
      negative: true,
    },
    pay: { caption: 'Отметить оплату', message: 'Компенсация оплачена', history: 'Компенсация оплачена' },
  },
  refusals: { notInStatus: REFUND_REFUSALS.notInStatus, notYourAction: REFUND_REFUSALS.notYourAction },
  rows: [
    // The provider edits a draft, or a returned request before sending it again.
    { action: 'edit', by: 'provider', from: [S.Draft, S.Returned], to: 'same', when: [] },
    { action: 'send', by: 'provider', from: [S.Draft, S.Returned], to: S.Sent, when: [hasServices] },
    // The department decides on a sent request.
    { action: 'accept', by: 'department', from: [S.Sent], to: S.Accepted, when: [] },
    {
      action: 'returnRequest',
      by: 'department',
      from: [S.Sent],
      to: S.Returned,
      when: [reasonGiven],
      note: (i) => i.reason?.trim() || null,
    },
    { action: 'pay', by: 'department', from: [S.Accepted], to: S.Paid, when: [] },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const REFUND_ACTIONS: readonly RefundAction[] = workflow.actionNames(REFUND_TABLE);

/** The actions of the card's buttons (editing is the form's own «Сохранить»). */
export const REFUND_BUTTON_ACTIONS: readonly RefundAction[] = REFUND_ACTIONS.filter((a) => a !== 'edit');

export const REFUND_MESSAGES = {
  create: 'Черновик заявления на компенсацию создан',
  ...(Object.fromEntries(REFUND_ACTIONS.map((a) => [a, REFUND_TABLE.actions[a].message])) as Record<
    RefundAction,
    string
  >),
} as const satisfies Record<RefundAction | 'create', string>;

/** The actions the card offers this side now. */
export function allowedRefundActions(facts: RefundFacts, by: RefundSide): RefundAction[] {
  return workflow.allowed(REFUND_TABLE, facts, by);
}

/** Whether the provider may still change the request (a draft or a returned one). */
export const refundEditable = (status: number): boolean =>
  REFUND_TABLE.rows.some((row) => row.action === 'edit' && row.from.includes(status as RefundStatus));

/** The table as a Mermaid state diagram (docs/refund-states.md holds its output). */
export function refundDiagram(): string {
  return workflow.diagram(REFUND_TABLE);
}

/** The kinds of document that back the services of a request (platform.md section 9: contract, ippsu, certificate). */
export const REFUND_DOCUMENT_KINDS = {
  contract: 'Договор',
  ippsu: 'ИППСУ',
  certificate: 'Сертификат',
} as const;
export type RefundDocumentKind = keyof typeof REFUND_DOCUMENT_KINDS;
