/**
 * The life of a service contract: who may do what in which status, and where it leads.
 *
 * The specification gives the eleven statuses and the actions but not the transitions
 * (workflows.md, section 4); they are designed here as one table, reviewed as a diagram in
 * docs/service-contract-states.md (generated from this table, a test keeps the two the same). The
 * server decides every action only from this table (`decide`), and a card shows exactly the
 * actions it allows the signed-in side (`allowedActions`).
 */

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
  | 'extendValidity';

/** The button of each action, as the card shows it. */
export const SERVICE_CONTRACT_ACTION_CAPTIONS: Readonly<Record<ServiceContractAction, string>> = {
  sendForSigning: 'Отправить на подписание',
  sign: 'Подписать договор',
  reject: 'Отклонить',
  terminate: 'Расторгнуть договор',
  requestTermination: 'Запросить расторжение',
  signActByProvider: 'Подписать акт оказанных услуг',
  signAct: 'Подписать акт оказанных услуг',
  markMissed: 'Услуга не оказана',
  rate: 'Оценить',
  feedback: 'Оставить отзыв',
  removeService: 'Исключить услугу',
  extendValidity: 'Продлить срок действия',
};

/** The success message of each action, through the answer's envelope. */
export const SERVICE_CONTRACT_ACTION_MESSAGES: Readonly<Record<ServiceContractAction, string>> = {
  sendForSigning: 'Договор отправлен на подписание',
  sign: 'Договор подписан',
  reject: 'Договор отклонён',
  terminate: 'Договор расторгнут',
  requestTermination: 'Запрос отправлен',
  signActByProvider: 'Акт оказанных услуг подписан',
  signAct: 'Акт оказанных услуг подписан',
  markMissed: 'Заявление «Услуга не оказана» принято',
  rate: 'Оценка сохранена',
  feedback: 'Отзыв отправлен',
  removeService: 'Услуга исключена из договора',
  extendValidity: 'Срок действия договора продлён',
};

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
}

/** A condition of a row, named so the table reads as a review. The message is what a refusal says. */
interface Condition {
  name: string;
  holds: (c: ServiceContractFacts, input: ServiceContractActionInput) => boolean;
  refusal: string;
}

const C = {
  hasServices: { name: 'в договоре есть услуги', holds: (c) => c.openServices > 0, refusal: 'В договоре нет услуг' },
  otherServiceLeft: {
    name: 'остаётся хотя бы одна услуга',
    holds: (c) => c.openServices > 1,
    refusal: 'Нельзя исключить единственную услугу договора: его можно отклонить или расторгнуть',
  },
  actSignedByProvider: {
    name: 'акт подписан поставщиком',
    holds: (c) => c.actSignedByProvider,
    refusal: 'Акт оказанных услуг ещё не подписан поставщиком',
  },
  actNotSignedByProvider: {
    name: 'акт ещё не подписан поставщиком',
    holds: (c) => !c.actSignedByProvider,
    refusal: 'Акт оказанных услуг уже подписан',
  },
  tour: { name: 'договор на тур', holds: (c) => c.isTour, refusal: 'Действие доступно только для договора на тур' },
  notTour: { name: 'не договор на тур', holds: (c) => !c.isTour, refusal: 'Договор на тур расторгается по запросу' },
  notRated: { name: 'оценки ещё нет', holds: (c) => c.rateByPerson === null, refusal: 'Договор уже оценён' },
  reasonGiven: {
    name: 'указана причина',
    holds: (_c, i) => typeof i.reason === 'string' && i.reason.trim().length > 0,
    refusal: 'Укажите причину отклонения',
  },
  ratingGiven: {
    name: 'оценка от 1 до 5',
    holds: (_c, i) => Number.isInteger(i.rating) && i.rating! >= 1 && i.rating! <= 5,
    refusal: 'Оценка — целое число от 1 до 5',
  },
  laterDateTo: {
    name: 'новая дата позже прежней',
    holds: (c, i) => typeof i.dateTo === 'string' && i.dateTo > c.dateTo,
    refusal: 'Новая дата окончания должна быть позже прежней',
  },
} satisfies Record<string, Condition>;

/** One row: this side may do this action in these statuses, when the conditions hold; `to` is the next status ('same' keeps it). */
export interface ServiceContractTransition {
  action: ServiceContractAction;
  by: ContractSide;
  from: readonly ServiceContractStatus[];
  to: ServiceContractStatus | 'same';
  when: readonly Condition[];
}

const AFTER_SERVICE = [S.Closed, S.Terminated, S.TerminatedByPerson] as const;

/** The table. Read it as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const SERVICE_CONTRACT_TRANSITIONS: readonly ServiceContractTransition[] = [
  // Concluding: the provider prepares and sends; each side signs once; both signatures make it active.
  { action: 'sendForSigning', by: 'provider', from: [S.Waiting], to: S.Signing, when: [C.hasServices] },
  {
    action: 'sign',
    by: 'provider',
    from: [S.Waiting, S.Signing],
    to: S.SignedByServiceProvider,
    when: [C.hasServices],
  },
  { action: 'sign', by: 'provider', from: [S.SignedByPerson], to: S.Active, when: [] },
  { action: 'sign', by: 'person', from: [S.Signing], to: S.SignedByPerson, when: [] },
  { action: 'sign', by: 'person', from: [S.SignedByServiceProvider], to: S.Active, when: [] },
  // Refusing before it is concluded: a side rejects what it has not signed yet, with a reason.
  {
    action: 'reject',
    by: 'provider',
    from: [S.Waiting, S.Signing, S.SignedByPerson],
    to: S.Rejected,
    when: [C.reasonGiven],
  },
  {
    action: 'reject',
    by: 'person',
    from: [S.Signing, S.SignedByServiceProvider],
    to: S.Rejected,
    when: [C.reasonGiven],
  },
  // While it is in force: services change, the period is extended.
  {
    action: 'removeService',
    by: 'provider',
    from: [S.Waiting, S.Signing, S.Active],
    to: 'same',
    when: [C.otherServiceLeft],
  },
  { action: 'extendValidity', by: 'provider', from: [S.Active], to: 'same', when: [C.laterDateTo] },
  // Ending it: the act of rendered services, signed by the provider first, closes it once the person signs.
  { action: 'signActByProvider', by: 'provider', from: [S.Active], to: 'same', when: [C.actNotSignedByProvider] },
  { action: 'signAct', by: 'person', from: [S.Active], to: S.Closed, when: [C.actSignedByProvider] },
  // Termination needs a concluded contract; a tour's is requested by the person and done by the provider.
  { action: 'terminate', by: 'person', from: [S.Active], to: S.TerminatedByPerson, when: [C.notTour] },
  { action: 'requestTermination', by: 'person', from: [S.Active], to: S.Requested, when: [C.tour] },
  { action: 'terminate', by: 'provider', from: [S.Active, S.Requested], to: S.Terminated, when: [] },
  { action: 'markMissed', by: 'provider', from: [S.Active], to: S.Missed, when: [C.tour, C.actNotSignedByProvider] },
  // After the service: one rating, feedback any time it is in force or over.
  { action: 'rate', by: 'person', from: AFTER_SERVICE, to: 'same', when: [C.notRated, C.ratingGiven] },
  { action: 'feedback', by: 'person', from: [S.Active, ...AFTER_SERVICE, S.Missed], to: 'same', when: [] },
];

/** Statuses no action leads out of (rate and feedback keep the status). */
export const FINAL_STATUSES: readonly ServiceContractStatus[] = [
  S.Rejected,
  S.Closed,
  S.Terminated,
  S.TerminatedByPerson,
  S.Missed,
];

export type Decision =
  | { ok: true; next: ServiceContractFacts; row: ServiceContractTransition }
  | { ok: false; message: string; status: 403 | 409 | 400 };

const NOT_IN_STATUS = 'Действие недоступно в текущем статусе договора';
const NOT_YOUR_ACTION = 'Это действие выполняет другая сторона договора';

/** What the action changes beside the status. */
function effects(
  c: ServiceContractFacts,
  action: ServiceContractAction,
  by: ContractSide,
  input: ServiceContractActionInput,
): Partial<ServiceContractFacts> {
  switch (action) {
    case 'sign':
      return by === 'person' ? { signedByPerson: true } : { signedByServiceProvider: true };
    case 'signActByProvider':
      return { actSignedByProvider: true };
    case 'signAct':
      return { actSignedByPerson: true };
    case 'rate':
      return { rateByPerson: input.rating! };
    case 'removeService':
      return { openServices: c.openServices - 1 };
    case 'extendValidity':
      return { dateTo: input.dateTo! };
    default:
      return {};
  }
}

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
  const rows = SERVICE_CONTRACT_TRANSITIONS.filter((row) => row.action === action && row.from.includes(c.status));
  if (rows.length === 0) return { ok: false, status: 409, message: NOT_IN_STATUS };
  const own = rows.filter((row) => row.by === by);
  if (own.length === 0) return { ok: false, status: 403, message: NOT_YOUR_ACTION };
  let refusal: Condition | undefined;
  for (const row of own) {
    const failed = row.when.find((condition) => !condition.holds(c, input));
    if (!failed) {
      const next = { ...c, ...effects(c, action, by, input), status: row.to === 'same' ? c.status : row.to };
      return { ok: true, next, row };
    }
    refusal ??= failed;
  }
  const inputConditions: readonly Condition[] = [C.reasonGiven, C.ratingGiven, C.laterDateTo];
  return { ok: false, status: inputConditions.includes(refusal!) ? 400 : 409, message: refusal!.refusal };
}

/** Conditions that read the action's input: a card shows the action and asks for the input. */
const ASKS_INPUT = new Set<Condition>([C.reasonGiven, C.ratingGiven, C.laterDateTo]);

/** The actions the card offers this side now: a row allows it and every condition on the contract itself holds. */
export function allowedActions(c: ServiceContractFacts, by: ContractSide): ServiceContractAction[] {
  const actions = new Set<ServiceContractAction>();
  for (const row of SERVICE_CONTRACT_TRANSITIONS) {
    if (row.by !== by || !row.from.includes(c.status)) continue;
    if (row.when.every((condition) => ASKS_INPUT.has(condition) || condition.holds(c, {}))) actions.add(row.action);
  }
  return [...actions];
}

/** The table as a Mermaid state diagram (docs/service-contract-states.md holds its output). */
export function serviceContractDiagram(): string {
  const name = (s: ServiceContractStatus) => `s${s}`;
  const lines = ['stateDiagram-v2'];
  for (const [key, value] of Object.entries(ServiceContractStatus))
    lines.push(`  state "${value} ${key}: ${SERVICE_CONTRACT_STATUS_CAPTIONS[value]}" as ${name(value)}`);
  lines.push(`  [*] --> ${name(S.Waiting)}`);
  for (const row of SERVICE_CONTRACT_TRANSITIONS) {
    for (const from of row.from) {
      const to = row.to === 'same' ? from : row.to;
      const when = row.when.length ? ` [${row.when.map((c) => c.name).join(', ')}]` : '';
      lines.push(
        `  ${name(from)} --> ${name(to)}: ${row.by === 'person' ? 'гражданин' : 'поставщик'}: ${row.action}${when}`,
      );
    }
  }
  for (const status of FINAL_STATUSES) lines.push(`  ${name(status)} --> [*]`);
  return lines.join('\n');
}
