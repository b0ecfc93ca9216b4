import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import {
  findPersonRequest,
  findReportInstitution,
  findReportPerson,
  findTourContract,
} from '../repositories/report-documents.ts';
import { findServiceContractById } from '../repositories/service-contracts.ts';
import type { CurrentUser } from '../../common/current-user.ts';
import type { ReportJobType } from '../../common/report-jobs.ts';
import { ACT_STATUSES, DECISION } from '../reports/contracts.ts';
import { JOB_MSG } from './messages.ts';

/** The body of POST /jobs: a type and the parameters it needs. */
export interface ReportJobRequest {
  type: ReportJobType;
  institutionSourceType?: number;
  institutionId?: number;
  personId?: number;
  serviceContractId?: number;
  certTypeId?: number;
  requestId?: number;
  source?: string;
}

/** Employee roles that may print the institution extract: ServiceProvider 2, SocialWorker 3. */
const EXTRACT_ROLES = [2, 3];

/** The people a user acts for: themselves, their children and wards. */
const ownPeople = (user: CurrentUser): number[] => [
  ...(user.personId ? [user.personId] : []),
  ...user.kids.map((kid) => kid.personId),
];

/** A party of a contract or request: one of its people, or an employee of its institution. */
function isParty(user: CurrentUser, personIds: Array<number | null>, institutionId: number): boolean {
  if (user.administrator) return true;
  if (user.selectedInstitution?.institutionId === institutionId) return true;
  const own = ownPeople(user);
  return personIds.some((id) => id !== null && own.includes(id));
}

const required = (value: number | undefined, message: string): number => {
  if (value === undefined) throw new HttpError(400, message);
  return value;
};

/**
 * Checks, before a job is queued, that the user may have this report and that its subject exists:
 * answers the parameters the job keeps, or refuses (400 bad input, 403 not theirs, 404 no such
 * subject, or one of another person or institution: its existence is not revealed), so a refused
 * request queues nothing.
 */
export async function authorizeReportJob(
  db: Queryable,
  user: CurrentUser,
  body: ReportJobRequest,
): Promise<Record<string, number | string>> {
  switch (body.type) {
    case 'institutionInformation': {
      const role = user.selectedInstitution?.institutionRole;
      if (!user.administrator && (role === undefined || !EXTRACT_ROLES.includes(role)))
        throw new HttpError(403, JOB_MSG.institutionExtractRole);
      const institutionId = body.institutionId ?? user.selectedInstitution?.institutionId;
      if (institutionId === undefined) throw new HttpError(400, JOB_MSG.noInstitution);
      if (!user.administrator && institutionId !== user.selectedInstitution?.institutionId)
        throw new HttpError(403, JOB_MSG.institutionNotSelected);
      if (!(await findReportInstitution(db, institutionId))) throw new HttpError(404, JOB_MSG.institutionNotFound);
      return {
        institutionId,
        institutionSourceType: body.institutionSourceType ?? user.selectedInstitution?.institutionSourceType ?? 1,
      };
    }
    case 'personServiceInformation': {
      if (!user.administrator && (!user.publicPerson || !user.personId))
        throw new HttpError(403, JOB_MSG.personExtractRole);
      const personId = body.personId ?? user.personId;
      if (personId === null || personId === undefined) throw new HttpError(400, JOB_MSG.personNotOwn);
      if (!user.administrator && !ownPeople(user).includes(personId)) throw new HttpError(403, JOB_MSG.personNotOwn);
      if (!(await findReportPerson(db, personId))) throw new HttpError(404, JOB_MSG.personNotFound);
      return { personId };
    }
    case 'personRequestDecisionAssign':
    case 'personRequestDecisionReject': {
      const requestId = required(body.requestId, JOB_MSG.noRequest);
      const request = await findPersonRequest(db, requestId);
      // Someone else's request reads as absent, as the request itself does.
      if (!request || !isParty(user, [request.personId], request.institutionId))
        throw new HttpError(404, JOB_MSG.requestNotFound);
      const assign = body.type === 'personRequestDecisionAssign';
      if (request.decisionType !== (assign ? DECISION.satisfied : DECISION.refused))
        throw new HttpError(400, assign ? JOB_MSG.noDecisionAssign : JOB_MSG.noDecisionReject);
      return { requestId };
    }
    case 'serviceContract':
    case 'serviceContractAct': {
      const serviceContractId = required(body.serviceContractId, JOB_MSG.noContract);
      const contract = await findServiceContractById(db, serviceContractId);
      // Someone else's contract reads as absent, as the contract itself does.
      if (!contract || !isParty(user, [contract.personId, contract.targetPersonId], contract.serviceProviderId))
        throw new HttpError(404, JOB_MSG.contractNotFound);
      if (body.type === 'serviceContractAct' && !ACT_STATUSES.includes(contract.status))
        throw new HttpError(400, JOB_MSG.actNotAvailable);
      return { serviceContractId };
    }
    case 'tourContract': {
      const serviceContractId = required(body.serviceContractId, JOB_MSG.noContract);
      const contract = await findTourContract(db, serviceContractId);
      if (!contract || !isParty(user, [contract.personId], contract.institutionId))
        throw new HttpError(404, JOB_MSG.contractNotFound);
      return { serviceContractId };
    }
  }
}
