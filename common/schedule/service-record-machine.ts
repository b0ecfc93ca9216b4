/**
 * The life of a record of the calendar of provisions (workflows.md sections 2, 3 and 4: «a schedule
 * card can be added, edited, signed, deleted»). The specification gives the actions but no statuses
 * or transitions: they are designed here as one state table of the kernel
 * (common/workflow/state-table.ts), drawn in docs/service-record-states.md (a test keeps the two
 * equal). The server applies every action only through this table (server/workflow/transition.ts).
 *
 * An employee records a service given to a person; until the person signs it the employee may
 * change or delete it. The person signs it on a phone or a tablet with a stylus or a finger: on
 * their own device (their calendar), or on the employee's device handed to them. A signed record is
 * no longer edited or deleted; a deleted one stays in the history with its time of deletion.
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

export const ServiceRecordStatus = { Recorded: 1, Signed: 2, Deleted: 3 } as const;
export type ServiceRecordStatus = (typeof ServiceRecordStatus)[keyof typeof ServiceRecordStatus];
const S = ServiceRecordStatus;

export const SERVICE_RECORD_STATUSES: readonly ServiceRecordStatus[] = Object.values(ServiceRecordStatus);

export const SERVICE_RECORD_STATUS_CAPTIONS: Readonly<Record<ServiceRecordStatus, string>> = {
  [S.Recorded]: 'Ожидает подписи',
  [S.Signed]: 'Подписана получателем',
  [S.Deleted]: 'Удалена',
};

/** Who acts: the person who receives the service, or the institution's employee. */
export type ServiceRecordSide = 'person' | 'employee';

export type ServiceRecordAction = 'edit' | 'sign' | 'remove';

export interface ServiceRecordFacts {
  status: ServiceRecordStatus;
  /** The service has begun: a signature confirms a service given, not one planned. */
  started: boolean;
}

export interface ServiceRecordInput {
  /** The signature drawn on the pad, as a PNG data URL. */
  signatureDataUrl?: string;
}

export type ServiceRecordTransition = Transition<
  ServiceRecordStatus,
  ServiceRecordAction,
  ServiceRecordSide,
  ServiceRecordFacts,
  ServiceRecordInput
>;

export const SERVICE_RECORD_REFUSALS = {
  notInStatus: 'Подписанную или удалённую услугу изменить нельзя',
  notYourAction: 'Это действие выполняет другая сторона',
  noSignature: 'Распишитесь в поле для подписи',
  notStarted: 'Подписать услугу можно, когда она началась',
} as const;

const started = {
  name: 'услуга началась',
  holds: (f: ServiceRecordFacts) => f.started,
  refusal: SERVICE_RECORD_REFUSALS.notStarted,
  status: 409,
} as const;

const signatureGiven = {
  name: 'подпись нарисована',
  holds: (_f: ServiceRecordFacts, i: ServiceRecordInput) => Boolean(i.signatureDataUrl),
  refusal: SERVICE_RECORD_REFUSALS.noSignature,
  status: 400,
} as const;

export const SERVICE_RECORD_TABLE: StateTable<
  ServiceRecordStatus,
  ServiceRecordAction,
  ServiceRecordSide,
  ServiceRecordFacts,
  ServiceRecordInput
> = {
  statuses: ServiceRecordStatus,
  statusCaptions: SERVICE_RECORD_STATUS_CAPTIONS,
  initial: S.Recorded,
  created: 'Услуга записана в календарь',
  sides: { person: 'получатель услуги', employee: 'учреждение' },
  actions: {
    edit: { caption: 'Изменить', message: 'Изменения сохранены', history: 'Запись изменена' },
    sign: { caption: 'Подписать', message: 'Услуга подписана', history: 'Получатель подписал оказание услуги' },
    remove: { caption: 'Удалить', message: 'Услуга удалена из календаря', history: 'Запись удалена', negative: true },
  },
  refusals: SERVICE_RECORD_REFUSALS,
  rows: [
    // The employee corrects a record until the person signs it.
    { action: 'edit', by: 'employee', from: [S.Recorded], to: 'same', when: [] },
    // The person signs on their own device, or on the employee's device handed to them.
    { action: 'sign', by: 'person', from: [S.Recorded], to: S.Signed, when: [started, signatureGiven] },
    { action: 'sign', by: 'employee', from: [S.Recorded], to: S.Signed, when: [started, signatureGiven] },
    // A record entered by mistake is deleted before it is signed.
    { action: 'remove', by: 'employee', from: [S.Recorded], to: S.Deleted, when: [] },
  ],
};

export const SERVICE_RECORD_ACTIONS: readonly ServiceRecordAction[] = workflow.actionNames(SERVICE_RECORD_TABLE);

/** The actions the card offers this side now. */
export function allowedServiceRecordActions(facts: ServiceRecordFacts, by: ServiceRecordSide): ServiceRecordAction[] {
  return workflow.allowed(SERVICE_RECORD_TABLE, facts, by);
}

/** The table as a Mermaid state diagram (docs/service-record-states.md holds its output). */
export function serviceRecordDiagram(): string {
  return workflow.diagram(SERVICE_RECORD_TABLE);
}
