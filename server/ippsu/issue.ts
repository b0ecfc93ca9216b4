/**
 * Issuing the programme a needs assessment's decision produces (workflows.md section 3, «Decision
 * record»): in the transaction that signs the act, the programme takes the next IPPSU number of the
 * numbering service, the decision's period and form and the act's service lines, and recommends the
 * institution that assessed the person, then the region's other providers of those services.
 */
import type { Queryable } from '../db/db.ts';
import { ippsuFromDecision } from '../../common/acts/ippsu.ts';
import { programmeOf } from '../../common/acts/service-classifier.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { institutionRegion } from '../repositories/service-norms.ts';
import { findIppsuOfAct, insertIppsu, listRegionProviderIds } from '../repositories/ippsu.ts';

/** How many organisations a new programme recommends at most. */
const MAX_RECOMMENDED = 5;

/** The act a programme is issued from: a needs assessment with its decision. */
export interface AssessmentAct {
  id: number;
  personId: number;
  institutionId: number | null;
  data: Record<string, unknown>;
}

/**
 * The programme of a needs assessment: the one issued before, or a new one; undefined while the
 * act's decision lacks its date, period or form, or the act belongs to no institution.
 */
export async function issueIppsuFromAssessment(
  tx: Queryable,
  act: AssessmentAct,
  at: Date = new Date(),
): Promise<{ id: number; number: string } | undefined> {
  const issued = await findIppsuOfAct(tx, act.id);
  if (issued) return issued;
  const drawn = ippsuFromDecision(act.data);
  if (!drawn || act.institutionId === null) return undefined;
  const codes = [...new Set(drawn.services.map((s) => programmeOf(s.serviceTypeId!)))];
  const region = await institutionRegion(tx, act.institutionId);
  const others = region === null ? [] : await listRegionProviderIds(tx, codes, region);
  const recommended = [act.institutionId, ...others.filter((id) => id !== act.institutionId)].slice(0, MAX_RECOMMENDED);
  const number = await assignDocumentNumber(tx, 'ippsu', at);
  const id = await insertIppsu(
    tx,
    { number, personId: act.personId, institutionId: act.institutionId, actId: act.id, ...drawn },
    recommended,
  );
  return { id, number };
}
