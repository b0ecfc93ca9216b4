/**
 * The consent to receive payments (workflows.md section 2, /user/consent-to-payments; calls designed
 * under /api/consent-to-payments): a person gives a numbered consent and may withdraw it; every
 * consent keeps its history. The withdrawal goes through the table (common/payments/consent-machine.ts)
 * and the transition helper; at most one consent is in force (a unique index guards two at once).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  findConsent,
  findGivenConsent,
  insertConsent,
  listConsents,
  updateConsent,
  type ConsentRow,
} from '../repositories/payments.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { paymentsPerson } from './payments.ts';
import {
  allowedConsentActions,
  CONSENT_MESSAGES,
  CONSENT_TABLE,
  ConsentStatus,
  type ConsentAction,
  type ConsentFacts,
  type ConsentInput,
  type ConsentSide,
} from '../../common/payments/consent-machine.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';

const view = (c: ConsentRow) => ({
  ...c,
  statusCaption: statusCaption(CONSENT_TABLE, c.status),
  allowedActions: allowedConsentActions(c.status as ConsentStatus),
});

/** The consents' service over the database. */
export function consentService(db: Db) {
  return {
    /** The person's consents, newest first, each with its history and allowed actions. */
    async list(auth: Auth) {
      const personId = paymentsPerson(auth);
      const consents = await listConsents(db, personId);
      const items = await Promise.all(
        consents.map(async (c) => ({
          ...view(c),
          history: await historyView(db, CONSENT_TABLE, 'paymentConsent', c.id),
        })),
      );
      return { given: items.some((c) => c.status === ConsentStatus.Given), items };
    },

    /** Gives a new consent (the person ticked the text): numbered, with its first history row; refused while one is in force. */
    async give(auth: Auth, agree: boolean) {
      const personId = paymentsPerson(auth);
      if (!agree) throw new HttpError(400, CONSENT_MESSAGES.notAgreed);
      try {
        const consent = await db.transaction(async (tx) => {
          if (await findGivenConsent(tx, personId)) throw new HttpError(409, CONSENT_MESSAGES.alreadyGiven);
          const row = await insertConsent(tx, personId, await assignDocumentNumber(tx, 'payment-consent'));
          await recordCreated(tx, 'paymentConsent', CONSENT_TABLE, row.id, 'person', { personId: personId });
          return row;
        });
        return ok(view(consent), { severity: 'Success', text: `${CONSENT_MESSAGES.given}. № ${consent.number}` });
      } catch (error) {
        // Two consents given at once: the unique index lets one through.
        if (error instanceof StatementError && error.code === '23505')
          throw new HttpError(409, CONSENT_MESSAGES.alreadyGiven);
        throw error;
      }
    },

    /** Withdraws a consent in force, at the version the person saw. */
    async withdraw(auth: Auth, input: { id: number; version: number }) {
      const personId = paymentsPerson(auth);
      const plan: TransitionPlan<ConsentStatus, ConsentAction, ConsentSide, ConsentFacts, ConsentInput, ConsentRow> = {
        table: CONSENT_TABLE,
        history: 'paymentConsent',
        lock: (tx) => findConsent(tx, personId, input.id, true),
        facts: (c) => ({ status: c.status as ConsentStatus }),
        side: (c) => (c.personId === personId ? 'person' : null),
        noSide: MSG.notFound,
        actor: { personId, userId: auth.user.userId },
        write: (tx, c, change) => updateConsent(tx, c.id, change.version, change.next.status),
      };
      const { record, message } = await applyTransition(db, plan, 'withdraw', { version: input.version });
      // Read back for the moment of the withdrawal the database wrote.
      const withdrawn = await findConsent(db, personId, record.id);
      return ok(view(withdrawn!), message);
    },
  };
}
