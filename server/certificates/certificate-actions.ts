/**
 * How a certificate's actions are applied (common/certificates/certificate-machine.ts) through the
 * transition helper (server/workflow/transition.ts): the plan that locks and writes a certificate
 * (issuing numbers it from the numbering service, 'certificate', and gives it a year's validity and
 * its type's value), the hook on `afterTransition` by which a decision on a certificate request decides
 * its certificate in the same transaction, and the expiry of issued certificates past their last day.
 */
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { CERT_MSG } from '../messages.ts';
import {
  findCertificate,
  findCertificateOfRequest,
  listOverdueCertificates,
  updateCertificate,
  type CertificateRow,
} from '../repositories/certificates.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  afterTransition,
  applyTransition,
  applyTransitionIn,
  type AfterTransition,
  type TransitionPlan,
} from '../workflow/transition.ts';
import {
  CERTIFICATE_ACTION_OF_REQUEST,
  CERTIFICATE_TABLE,
  SIDE_OF_ACTION,
  type CertificateAction,
  type CertificateFacts,
  type CertificateInput,
  type CertificateSide,
  type CertificateStatus,
} from '../../common/certificates/certificate-machine.ts';
import { certificateType, certificateValidity } from '../../common/certificates/types.ts';
import { regionToday } from '../../common/time-zone.ts';

/** The user of an action nobody made (a certificate's expiry by the clock): no person in its history. */
const NO_USER = 0;

const factsOf = (c: CertificateRow, today: string): CertificateFacts => ({
  status: c.status as CertificateStatus,
  validTo: c.validTo,
  today,
});

/** The plan of an action on one certificate: locked by `lock`, written with the issue's number and dates. */
function certificatePlan(
  lock: (tx: Queryable) => Promise<CertificateRow | undefined>,
  side: CertificateSide,
  actor: { personId: number | null; userId: number },
): TransitionPlan<
  CertificateStatus,
  CertificateAction,
  CertificateSide,
  CertificateFacts,
  CertificateInput,
  CertificateRow
> {
  const today = regionToday();
  return {
    table: CERTIFICATE_TABLE,
    history: 'certificate',
    lock,
    facts: (c) => factsOf(c, today),
    side: () => side,
    noSide: CERT_MSG.citizensOnly,
    actor,
    write: async (tx, c, { action, next, note, version }) => {
      if (action !== 'issue')
        return updateCertificate(tx, c.id, version, {
          status: next.status,
          refuseReason: action === 'refuse' ? note : null,
        });
      const type = certificateType(c.certTypeId)!;
      return updateCertificate(tx, c.id, version, {
        status: next.status,
        issue: {
          number: await assignDocumentNumber(tx, 'certificate'),
          issuedOn: today,
          ...certificateValidity(today),
          amount: type.amount,
          volume: type.volume,
        },
      });
    },
  };
}

/**
 * The hook on the transition helper: a decision on a certificate request decides its certificate in
 * the same transaction (a refusal by the table undoes the decision too).
 */
const decideCertificateOfRequest: AfterTransition = async (tx, event) => {
  if (event.history !== 'personRequest') return;
  const action = CERTIFICATE_ACTION_OF_REQUEST[event.action];
  if (!action) return;
  const certificate = await findCertificateOfRequest(tx, event.recordId);
  if (!certificate) return;
  await applyTransitionIn(
    tx,
    certificatePlan(() => findCertificateOfRequest(tx, event.recordId), SIDE_OF_ACTION[action], {
      personId: null,
      userId: event.actorUserId,
    }),
    action,
    { reason: event.note ?? undefined, version: certificate.version },
  );
};
if (!afterTransition.includes(decideCertificateOfRequest)) afterTransition.push(decideCertificateOfRequest);

/**
 * Closes the issued certificates past their last day (the person's, or everyone's for null: the
 * deadline sweep), each by the table in its own transaction.
 */
export async function expireOverdue(db: Db, personId: number | null): Promise<number> {
  let expired = 0;
  for (const row of await listOverdueCertificates(db, personId, regionToday()))
    await applyTransition(
      db,
      certificatePlan((tx) => findCertificate(tx, row.personId, row.id, true), 'system', {
        personId: null,
        userId: NO_USER,
      }),
      'expire',
      { version: row.version },
    ).then(
      () => (expired += 1),
      (error: unknown) => {
        // Someone else closed or changed it meanwhile: it is read as it now is.
        if (!(error instanceof HttpError)) throw error;
      },
    );
  return expired;
}
