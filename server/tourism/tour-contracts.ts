/**
 * Tour contracts (workflows.md sections 2, 3, 4, 7): a service contract with is_tour on an
 * operator's tour for its members, one place each. Concluding one takes its places in the same
 * transaction that writes it (server/repositories/tour-services.ts: the database refuses the last
 * place twice); the actions after that are the service contract's table
 * (common/contracts/service-contract-machine.ts) through server/contracts/service-contracts.ts,
 * which gives the places back when it is rejected or terminated. Every change carries the
 * contract's version; a stale one is 409 STALE_VERSION.
 *
 * A citizen's contract is born «На подписании» (Signing 2): the citizen signs first, the operator
 * after. One the operator makes for a tourist (create-contract-auto) is born «На заключении»
 * (Waiting 1): the operator signs first, the tourist after.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { findTourismCertificate } from '../repositories/tourism-certificates.ts';
import { markTourismCertificateUsed } from './certificates.ts';
import { TOURISM_CERT_MSG } from './certificate-messages.ts';
import { TourismCertificateStatus } from '../../common/tourism/certificate-machine.ts';
import { HttpError, ok, staleVersion } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { contractCaller, serviceContractService } from '../contracts/service-contracts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { insertServiceContract } from '../repositories/service-contracts.ts';
import { releasePlaces, takePlaces } from '../repositories/tour-services.ts';
import {
  attachTour,
  findLiveContractOnTour,
  findInstitutionIncludedOn,
  findPersonBySnils,
  findTourForContract,
  findTourHold,
  listAvailableMembers,
  listContractMembers,
  listTourContracts,
  listTourAnswers,
  listTourQuestions,
  insertTourAnswers,
  setTourContractMembers,
  type TourForContract,
} from '../repositories/tour-contracts.ts';
import { recordCreated } from '../workflow/transition.ts';
import { checkSnils, normalizeSnils } from '../../common/validation/snils.ts';
import { regionToday } from '../../common/time-zone.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';
import { tourismCabinetAvailable } from '../../common/roles.ts';
import {
  SERVICE_CONTRACT_TABLE,
  ServiceContractStatus,
  type ServiceContractStatus as Status,
} from '../../common/contracts/service-contract-machine.ts';
import {
  answersRefusal,
  membersRefusal,
  TOUR_CONTRACT_MSG as M,
  tourRefusal,
} from '../../common/tourism/tour-contract-rules.ts';

const S = ServiceContractStatus;

/** A SNILS as typed, checked and written as the register stores it; 400 with the form's message otherwise. */
function snilsOf(text: string): string {
  const wrong = checkSnils(text) ?? (text.trim() ? undefined : 'Укажите СНИЛС');
  if (wrong) throw new HttpError(400, wrong);
  return normalizeSnils(text);
}

/** The statuses of a contract that still holds its places and stands in the way of a second one on the tour. */
const LIVE: readonly Status[] = [
  S.Waiting,
  S.Signing,
  S.SignedByPerson,
  S.SignedByServiceProvider,
  S.Active,
  S.Requested,
];

/** The statuses in which the members may still change (no one has signed): the table's rows of changeMembers. */
const MEMBERS_OPEN: readonly Status[] = SERVICE_CONTRACT_TABLE.rows.find((row) => row.action === 'changeMembers')!.from;

/** The tour of a contract as a person reads it. */
const tourView = (tour: TourForContract, today: string) => ({
  id: tour.id,
  institutionId: tour.institutionId,
  institution: tour.institution,
  name: tour.name,
  dateFrom: tour.dateFrom,
  dateTo: tour.dateTo,
  placesLeft: tour.placesLeft,
  price: tour.price,
  refusal: tourRefusal(tour, today),
});

export interface TourContractSave {
  /** The contract to change (its members); absent for a new one. */
  id?: number;
  personId?: number;
  version?: number;
  serviceId: number;
  memberIds: number[];
}

export function tourContractService(db: Db) {
  const contracts = serviceContractService(db);

  /** The citizen acting for themself: their person id, or 403. */
  function citizenOf(auth: Auth): number {
    const caller = contractCaller(auth);
    if (caller.side !== 'person' || !caller.actorPersonId) throw new HttpError(403, M.citizensOnly);
    return caller.actorPersonId;
  }

  /** The operator's institution, or 403. */
  function operatorOf(auth: Auth): number {
    const caller = contractCaller(auth);
    if (caller.side !== 'provider' || caller.scope.kind !== 'institution') throw new HttpError(403, M.operatorsOnly);
    return caller.scope.institutionId;
  }

  async function mustFindTour(serviceId: number, institutionId?: number) {
    const tour = await findTourForContract(db, serviceId);
    if (!tour || (institutionId !== undefined && tour.institutionId !== institutionId))
      throw new HttpError(404, M.tourNotFound);
    return tour;
  }

  /**
   * Writes a new tour contract for `holder` with its members, taking their places; refuses a tour
   * that cannot be taken, a second live contract on it, and too few places left.
   */
  async function conclude(
    holder: number,
    tourServiceId: number,
    memberIds: number[],
    born: {
      status: Status;
      side: 'person' | 'provider';
      actor: { personId: number | null; userId: number };
      paymentKind?: 'contract' | 'certificate';
      /** What else the same transaction does with the new contract (a certificate's use). */
      alsoIn?: (tx: Queryable, contractId: number) => Promise<void>;
    },
  ) {
    const today = regionToday();
    const available = (await listAvailableMembers(db, holder)).map((m) => m.personId);
    const membersWrong = membersRefusal(memberIds, available);
    if (membersWrong) throw new HttpError(400, membersWrong);
    return db.transaction(async (tx) => {
      const tour = await findTourForContract(tx, tourServiceId);
      if (!tour) throw new HttpError(404, M.tourNotFound);
      const refusal = tourRefusal(tour, today);
      if (refusal) throw new HttpError(409, refusal);
      const live = await findLiveContractOnTour(tx, holder, tour.id, LIVE);
      if (live) throw new HttpError(409, M.alreadyHas(live));
      // The places first: the row's lock queues concurrent takers, and the CHECK refuses the last place twice.
      const taken = await takePlaces(tx, tour.id, memberIds.length);
      if (!taken) {
        const now = await findTourForContract(tx, tour.id);
        throw new HttpError(409, M.noPlaces(now?.placesLeft ?? 0));
      }
      const created = await insertServiceContract(tx, {
        number: await assignDocumentNumber(tx, 'tour-contract'),
        contractDate: today,
        personId: holder,
        targetPersonId: null,
        institutionId: tour.institutionId,
        status: born.status,
        dateFrom: tour.dateFrom,
        dateTo: tour.dateTo,
        paymentKind: born.paymentKind ?? 'contract',
        services: [],
      });
      await attachTour(tx, created.id, tour.id, memberIds);
      await born.alsoIn?.(tx, created.id);
      await recordCreated(
        tx,
        'serviceContract',
        { initial: born.status },
        created.id,
        born.side,
        born.actor,
        `Тур «${tour.name}», участников: ${memberIds.length}`,
      );
      return { ...created, status: born.status, personId: holder };
    });
  }

  const answer = (c: { id: number; personId: number; number: string; status: Status; version: number }) => ({
    id: c.id,
    personId: c.personId,
    number: c.number,
    status: c.status,
    statusCaption: statusCaption(SERVICE_CONTRACT_TABLE, c.status),
    version: c.version,
  });

  return {
    /** The caller's tour contracts (a citizen's, or the operator's) whose tour days overlap the period. */
    async list(auth: Auth, period: { dateFrom: string; dateTo: string; status?: number }) {
      if (period.dateTo < period.dateFrom)
        throw new HttpError(400, 'Дата окончания периода не может быть раньше даты начала');
      const { scope } = contractCaller(auth);
      const rows = await listTourContracts(db, scope, period);
      return rows.map((row) => ({ ...row, statusCaption: statusCaption(SERVICE_CONTRACT_TABLE, row.status) }));
    },

    /** The people the citizen may take on a tour of this operator: themself, their children and wards. */
    async availableMembers(auth: Auth, institutionId: number, serviceId: number) {
      const personId = citizenOf(auth);
      await mustFindTour(serviceId, institutionId);
      return listAvailableMembers(db, personId);
    },

    /** The members of a contract of the caller's scope. */
    async members(auth: Auth, personId: number, id: number) {
      const contract = await contracts.mustFind(contractCaller(auth), personId, id);
      return listContractMembers(db, contract.id);
    },

    /** The draft of a contract on a tour: the tour, whether it can be taken, who may go. */
    async draftByTarget(auth: Auth, serviceId: number) {
      const personId = citizenOf(auth);
      const tour = await mustFindTour(serviceId);
      const today = regionToday();
      const live = await findLiveContractOnTour(db, personId, tour.id, LIVE);
      return {
        tour: tourView(tour, today),
        members: await listAvailableMembers(db, personId),
        existing: live ?? null,
        version: 0,
      };
    },

    /** Whether contracts with this operator can be concluded now (it is included in the register this year). */
    async isAvailable(institutionId: number) {
      const included = await findInstitutionIncludedOn(db, institutionId);
      if (included === undefined) throw new HttpError(404, MSG.notFound);
      const available = tourismCabinetAvailable(included, new Date(`${regionToday()}T12:00:00Z`));
      return { available, reason: available ? null : M.operatorNotIncluded };
    },

    questions: () => listTourQuestions(db),

    /**
     * The tourist's rating of the tour with the answers to its questions (and words, if any): the
     * table's rate (once) and feedback in one transaction with the answers.
     */
    async rate(
      auth: Auth,
      personId: number,
      id: number,
      input: {
        version: number;
        rating: number;
        text?: string;
        answers?: Array<{ questionId: number; answer: number }>;
      },
    ) {
      const answers = input.answers ?? [];
      const wrong = answersRefusal(answers, await listTourQuestions(db));
      if (wrong) throw new HttpError(400, wrong);
      const caller = contractCaller(auth);
      return contracts.feedback(auth, personId, id, input, async (tx) => {
        if (!(await findTourHold(tx, caller.scope, personId, id, false))) throw new HttpError(404, MSG.notFound);
        await insertTourAnswers(tx, id, answers);
      });
    },

    /** The answers given on a tour contract its parties may read. */
    async answers(auth: Auth, personId: number, id: number) {
      const caller = contractCaller(auth);
      if (!(await findTourHold(db, caller.scope, personId, id, false))) throw new HttpError(404, MSG.notFound);
      return listTourAnswers(db, id);
    },

    /** POST /tour-contract/update: a citizen's new contract on a tour, or a change of its members before it is signed. */
    async save(auth: Auth, body: TourContractSave) {
      const personId = citizenOf(auth);
      if (body.id === undefined) {
        const user = auth.user;
        const created = await conclude(personId, body.serviceId, body.memberIds, {
          status: S.Signing,
          side: 'person',
          actor: { personId, userId: user.userId },
        });
        return ok(answer(created), { severity: 'Success', text: M.created });
      }
      return changeMembers(auth, personId, body);
    },

    /**
     * POST /cert-tourism/create-contract/{certificateId}/{serviceId}: a citizen's contract on a tour
     * paid by an issued tourism certificate of theirs, for its holder and members (or those of them
     * chosen); the tour's days must lie within the certificate's validity. The certificate is used
     * in the same transaction (server/tourism/certificates.ts).
     */
    async createUnderCertificate(auth: Auth, certificateId: number, serviceId: number, chosen?: number[]) {
      const personId = citizenOf(auth);
      const certificate = await findTourismCertificate(db, { kind: 'person', personId }, certificateId);
      if (!certificate) throw new HttpError(404, TOURISM_CERT_MSG.notFound(certificateId));
      if (
        certificate.status !== TourismCertificateStatus.Issued ||
        !certificate.dateFrom ||
        !certificate.dateToIncluded
      )
        throw new HttpError(409, M.certificateNotValid);
      const tour = await mustFindTour(serviceId);
      if (tour.dateFrom < certificate.dateFrom || tour.dateTo > certificate.dateToIncluded)
        throw new HttpError(409, M.outsideCertificate(certificate.validPeriod ?? ''));
      const named = [personId, ...certificate.members.map((m) => m.personId)];
      const memberIds = chosen ?? named;
      if (memberIds.some((id) => !named.includes(id))) throw new HttpError(400, M.notOnCertificate);
      const created = await conclude(personId, tour.id, memberIds, {
        status: S.Signing,
        side: 'person',
        actor: { personId, userId: auth.user.userId },
        paymentKind: 'certificate',
        alsoIn: (tx, contractId) =>
          markTourismCertificateUsed(tx, certificate.id, contractId, { personId, userId: auth.user.userId }),
      });
      return ok(answer(created), { severity: 'Success', text: M.created });
    },

    /** POST /tour-contract/create-contract-auto: the operator's contract for a tourist found by SNILS. */
    async createAuto(auth: Auth, body: { snils: string; serviceId: number; memberIds?: number[] }) {
      const institutionId = operatorOf(auth);
      const tour = await mustFindTour(body.serviceId);
      if (tour.institutionId !== institutionId) throw new HttpError(403, M.notYourTour);
      const person = await findPersonBySnils(db, snilsOf(body.snils));
      if (!person) throw new HttpError(404, M.personNotFound);
      const created = await conclude(person.id, tour.id, body.memberIds ?? [person.id], {
        status: S.Waiting,
        side: 'provider',
        actor: { personId: auth.user.personId ?? null, userId: auth.user.userId },
      });
      return ok(answer(created), { severity: 'Success', text: M.createdByOperator });
    },

    /** The operator's view of a tourist by SNILS for a new contract: who they may take. */
    async tourist(auth: Auth, snils: string) {
      operatorOf(auth);
      const person = await findPersonBySnils(db, snilsOf(snils));
      if (!person) throw new HttpError(404, M.personNotFound);
      return { personId: person.id, fio: person.fio, members: await listAvailableMembers(db, person.id) };
    },
  };

  /** A change of the members of an unsigned contract: the places move with them; a stale version is 409. */
  async function changeMembers(auth: Auth, personId: number, body: TourContractSave) {
    const caller = contractCaller(auth);
    const holder = body.personId ?? personId;
    if (body.version === undefined) throw staleVersion(MSG.versionConflict);
    const available = await listAvailableMembers(db, holder);
    const membersWrong = membersRefusal(
      body.memberIds,
      available.map((m) => m.personId),
    );
    if (membersWrong) throw new HttpError(400, membersWrong);
    const names = body.memberIds.map((memberId) => available.find((m) => m.personId === memberId)!.fio).join(', ');
    const saved = await db.transaction(async (tx) => {
      const hold = await findTourHold(tx, caller.scope, holder, body.id!, true);
      if (!hold) throw new HttpError(404, MSG.notFound);
      if (hold.version !== body.version) throw staleVersion(MSG.versionConflict);
      if (!MEMBERS_OPEN.includes(hold.status as Status)) throw new HttpError(409, M.membersLocked);
      // The action of the table: the version grows and the history names who goes now.
      await contracts.applyIn(tx, caller, holder, hold.contractId, 'changeMembers', {
        version: body.version,
        members: names,
      });
      const more = body.memberIds.length - hold.places;
      if (more > 0 && !(await takePlaces(tx, hold.tourServiceId, more))) {
        const now = await findTourForContract(tx, hold.tourServiceId);
        throw new HttpError(409, M.noPlaces(now?.placesLeft ?? 0));
      }
      if (more < 0) await releasePlaces(tx, hold.tourServiceId, -more);
      await setTourContractMembers(tx, hold.contractId, body.memberIds);
      return hold;
    });
    const contract = await contracts.mustFind(caller, holder, saved.contractId);
    return ok(answer({ ...contract, status: contract.status as Status }), {
      severity: 'Success',
      text: M.membersSaved,
    });
  }
}
