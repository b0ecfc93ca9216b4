/**
 * A person's request to be registered for a service of an institution (workflows.md section 7,
 * /reg-service/request/*): the person files it with documents, the institution accepts it (the
 * person becomes its client and may be booked in the calendar) or rejects it with the reason; the
 * person may withdraw it (the spec's «delete») while it waits. The specification names the calls
 * only; the statuses and transitions are designed here as one state table of the kernel, drawn in
 * docs/registration-request-states.md (a test keeps the two equal).
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable } from '../workflow/state-table.ts';

export const RegistrationStatus = { Filed: 1, Accepted: 2, Rejected: 3, Withdrawn: 4 } as const;
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];
const S = RegistrationStatus;

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = Object.values(RegistrationStatus);

export const REGISTRATION_STATUS_CAPTIONS: Readonly<Record<RegistrationStatus, string>> = {
  [S.Filed]: 'На рассмотрении',
  [S.Accepted]: 'Принята',
  [S.Rejected]: 'Отклонена',
  [S.Withdrawn]: 'Отозвана',
};

export type RegistrationSide = 'person' | 'employee';
export type RegistrationAction = 'accept' | 'reject' | 'withdraw';

export interface RegistrationFacts {
  status: RegistrationStatus;
}

export interface RegistrationInput {
  reason?: string;
}

export const REGISTRATION_REFUSALS = {
  notInStatus: 'Заявка уже рассмотрена или отозвана',
  notYourAction: 'Это действие выполняет другая сторона',
  noReason: 'Укажите причину отказа',
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: RegistrationFacts, i: RegistrationInput) => Boolean(i.reason?.trim()),
  refusal: REGISTRATION_REFUSALS.noReason,
  status: 400,
} as const;

export const REGISTRATION_TABLE: StateTable<
  RegistrationStatus,
  RegistrationAction,
  RegistrationSide,
  RegistrationFacts,
  RegistrationInput
> = {
  statuses: RegistrationStatus,
  statusCaptions: REGISTRATION_STATUS_CAPTIONS,
  initial: S.Filed,
  created: 'Заявка на запись подана',
  sides: { person: 'заявитель', employee: 'учреждение' },
  actions: {
    accept: { caption: 'Записать на услугу', message: 'Заявитель записан на услугу', history: 'Заявка принята' },
    reject: { caption: 'Отклонить', message: 'Заявка отклонена', history: 'Заявка отклонена', negative: true },
    withdraw: { caption: 'Отозвать заявку', message: 'Заявка отозвана', history: 'Заявка отозвана', negative: true },
  },
  refusals: REGISTRATION_REFUSALS,
  rows: [
    { action: 'accept', by: 'employee', from: [S.Filed], to: S.Accepted, when: [] },
    {
      action: 'reject',
      by: 'employee',
      from: [S.Filed],
      to: S.Rejected,
      when: [reasonGiven],
      note: (i) => i.reason?.trim() || null,
    },
    { action: 'withdraw', by: 'person', from: [S.Filed], to: S.Withdrawn, when: [] },
  ],
};

export const REGISTRATION_ACTIONS: readonly RegistrationAction[] = workflow.actionNames(REGISTRATION_TABLE);

export function allowedRegistrationActions(facts: RegistrationFacts, by: RegistrationSide): RegistrationAction[] {
  return workflow.allowed(REGISTRATION_TABLE, facts, by);
}

export function registrationDiagram(): string {
  return workflow.diagram(REGISTRATION_TABLE);
}
