/**
 * The consent to receive payments (workflows.md section 2: /user/consent-to-payments; the
 * specification gives no calls, they are designed under /api/consent-to-payments). A person gives a
 * consent (a new record, numbered, in status «Действует») and may withdraw it; a withdrawn consent
 * stays in the history, and a new one may be given. One state table of the kernel
 * (common/workflow/state-table.ts), drawn in docs/consent-to-payments-states.md.
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable } from '../workflow/state-table.ts';

export const ConsentStatus = { Given: 1, Withdrawn: 2 } as const;
export type ConsentStatus = (typeof ConsentStatus)[keyof typeof ConsentStatus];
const S = ConsentStatus;

export const CONSENT_STATUS_CAPTIONS: Readonly<Record<ConsentStatus, string>> = {
  [S.Given]: 'Действует',
  [S.Withdrawn]: 'Отозвано',
};

/** Only the person acts on their consent. */
export type ConsentSide = 'person';
export type ConsentAction = 'withdraw';
export interface ConsentFacts {
  status: ConsentStatus;
}
/** A withdrawal brings nothing beyond the version. */
export type ConsentInput = Record<string, unknown>;

/** The text a person agrees to; the form asks for it to be ticked, never ticks it itself. */
export const CONSENT_TEXT =
  'Даю согласие на получение назначенных мне мер социальной поддержки в виде денежных выплат на банковский счёт, указанный в назначениях, и на обработку моих персональных данных, необходимых для этих выплат.';

export const CONSENT_MESSAGES = {
  given: 'Согласие на получение выплат дано',
  alreadyGiven: 'Согласие на получение выплат уже дано: чтобы дать новое, отзовите действующее',
  notAgreed: 'Отметьте, что вы даёте согласие',
} as const;

export const CONSENT_TABLE: StateTable<ConsentStatus, ConsentAction, ConsentSide, ConsentFacts, ConsentInput> = {
  statuses: ConsentStatus,
  statusCaptions: CONSENT_STATUS_CAPTIONS,
  initial: S.Given,
  created: 'Согласие дано',
  sides: { person: 'получатель' },
  actions: {
    withdraw: {
      caption: 'Отозвать согласие',
      message: 'Согласие на получение выплат отозвано',
      history: 'Согласие отозвано',
      negative: true,
    },
  },
  refusals: {
    notInStatus: 'Согласие уже отозвано',
    notYourAction: 'Это действие выполняет другая сторона',
  },
  rows: [{ action: 'withdraw', by: 'person', from: [S.Given], to: S.Withdrawn, when: [] }],
};

/** The actions offered on a consent in a status. */
export function allowedConsentActions(status: ConsentStatus): ConsentAction[] {
  return workflow.allowed(CONSENT_TABLE, { status }, 'person');
}

/** The table as a Mermaid state diagram (docs/consent-to-payments-states.md holds its output). */
export function consentDiagram(): string {
  return workflow.diagram(CONSENT_TABLE);
}
