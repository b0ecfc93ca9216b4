/**
 * The tourists' check-in by the operator (workflows.md section 2: /user/check-in-tour,
 * /qr-check-in-tourism/{payload}/{digest}). The holder of a tour contract in force shows a QR code
 * whose link the server signed (server/auth/signed-links.ts: HMAC-SHA256 under the key of the
 * configuration, TOUR_CHECK_IN_SIGNING_KEY, or the one the portal keeps); the payload names the
 * contract and the first day of its tour. The operator's employee scans it or opens the link, sees
 * the tourists and confirms their arrival once; or checks them in from the list of the day at the
 * desk. The database keeps one check-in per contract (server/repositories/tour-check-ins.ts), so a
 * second one, also two scans at once, is refused.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { digestMatches, digestOf, linkKey } from '../auth/signed-links.ts';
import { HttpError, ok, staleVersion } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { contractCaller } from '../contracts/service-contracts.ts';
import {
  findCheckInContract,
  insertCheckIn,
  listCheckInDay,
  type CheckInContract,
} from '../repositories/tour-check-ins.ts';
import { checkInRefusal, TOUR_CHECK_IN_MSG as M } from '../../common/tourism/tour-check-in.ts';
import { regionToday } from '../../common/time-zone.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';
import { SERVICE_CONTRACT_TABLE, ServiceContractStatus } from '../../common/contracts/service-contract-machine.ts';

const KEY_PURPOSE = 'tour-check-in-qr';
/** The domain word of these links' digests. */
const DOMAIN = 'tour-check-in';
/** contract.tourFirstDay(YYYYMMDD) */
const PAYLOAD = /^([1-9]\d{0,9})\.(\d{8})$/;
const NOT_FOUND = 'Договор на тур не найден';

/** What a check-in code names: the contract and the first day of its tour. */
export interface CheckInTicket {
  contractId: number;
  tourDay: string;
}

export function signCheckIn(key: string, ticket: CheckInTicket) {
  const payload = `${ticket.contractId}.${ticket.tourDay.replaceAll('-', '')}`;
  return { payload, digest: digestOf(key, DOMAIN, payload) };
}

/** The ticket a link names when the key signed it; undefined for any other link. */
export function verifyCheckIn(key: string, payload: string, digest: string): CheckInTicket | undefined {
  const m = PAYLOAD.exec(payload);
  if (!m || !digestMatches(key, DOMAIN, payload, digest)) return undefined;
  const contractId = Number(m[1]);
  if (contractId > 2147483647) return undefined;
  const day = m[2];
  return { contractId, tourDay: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` };
}

export const checkInPath = (payload: string, digest: string) => `/qr-check-in-tourism/${payload}/${digest}`;

/** A contract as the operator reads it at the check-in: the tourists, the tour, whether they may be checked in. */
function view(c: CheckInContract, refusal: string | null) {
  return {
    contractId: c.id,
    personId: c.personId,
    number: c.number,
    version: c.version,
    status: c.status,
    statusCaption: statusCaption(SERVICE_CONTRACT_TABLE, c.status),
    holder: c.holderFio,
    members: c.members,
    tour: { id: c.tourServiceId, name: c.tourName, dateFrom: c.dateFrom, dateTo: c.dateTo },
    checkedInAt: c.checkedInAt,
    canCheckIn: refusal === null,
    refusal,
  };
}

/** The check-in over the database, with the key of the configuration if given. */
export function tourCheckInService(db: Db, configuredKey?: string, now: () => Date = () => new Date()) {
  const key = linkKey(db, KEY_PURPOSE, configuredKey);

  /** The operator's institution and user, or 403. */
  function operatorOf(auth: Auth) {
    const caller = contractCaller(auth);
    if (caller.side !== 'provider' || caller.scope.kind !== 'institution') throw new HttpError(403, M.operatorsOnly);
    return { institutionId: caller.scope.institutionId, userId: caller.actorUserId };
  }

  /** Why this operator may not check the contract in today (a used code reads as used), or null. */
  function refusalOf(c: CheckInContract, institutionId: number, byQr: boolean) {
    const refusal = checkInRefusal(
      {
        institutionId: c.institutionId,
        inForce: c.status === ServiceContractStatus.Active,
        statusCaption: statusCaption(SERVICE_CONTRACT_TABLE, c.status),
        dateFrom: c.dateFrom,
        dateTo: c.dateTo,
        checkedInAt: c.checkedInAt,
      },
      institutionId,
      regionToday(now()),
    );
    if (refusal && byQr && c.checkedInAt) return { status: 409, text: M.used(c.checkedInAt) };
    return refusal;
  }

  /** The contract a link names, for this operator: 404 for a forged or altered link, 403 for another operator's. */
  async function scanned(payload: string, digest: string, institutionId: number) {
    const ticket = verifyCheckIn(await key(), payload, digest);
    if (!ticket) throw new HttpError(404, M.invalid);
    const contract = await findCheckInContract(db, ticket.contractId);
    if (!contract) throw new HttpError(404, M.invalid);
    if (contract.institutionId !== institutionId) throw new HttpError(403, M.otherOperator);
    // The tour moved to other days after the code was shown: the tourist opens a new one.
    const refusal =
      ticket.tourDay !== contract.dateFrom
        ? { status: 409, text: M.otherDates }
        : refusalOf(contract, institutionId, true);
    return { contract, refusal };
  }

  /** Writes the check-in once; a second one (an earlier or a concurrent request) is 409. */
  async function record(contract: CheckInContract, userId: number, digest: string | null) {
    const at = await insertCheckIn(db, contract.id, userId, digest);
    if (!at) {
      const now = await findCheckInContract(db, contract.id);
      const when = now?.checkedInAt ?? new Date().toISOString();
      throw new HttpError(409, digest ? M.used(when) : M.already(when));
    }
    return ok(
      { contractId: contract.id, checkedInAt: at },
      { severity: 'Success', text: M.done(contract.holderFio, contract.members.length) },
    );
  }

  return {
    /** The signed link of the holder's contract in force: its QR code is shown to the operator. */
    async qr(auth: Auth, personId: number, id: number) {
      const caller = contractCaller(auth);
      if (caller.side !== 'person' || caller.actorPersonId !== personId) throw new HttpError(403, M.holderOnly);
      const contract = await findCheckInContract(db, id);
      if (!contract || contract.personId !== personId) throw new HttpError(404, NOT_FOUND);
      if (contract.status !== ServiceContractStatus.Active)
        throw new HttpError(409, M.notInForce(statusCaption(SERVICE_CONTRACT_TABLE, contract.status)));
      const { payload, digest } = signCheckIn(await key(), { contractId: contract.id, tourDay: contract.dateFrom });
      return {
        payload,
        digest,
        path: checkInPath(payload, digest),
        number: contract.number,
        tour: contract.tourName,
        dateFrom: contract.dateFrom,
        dateTo: contract.dateTo,
        checkedInAt: contract.checkedInAt,
      };
    },

    /** What a scanned link names, for the operator who opened it. */
    async forCheckIn(auth: Auth, payload: string, digest: string) {
      const { institutionId } = operatorOf(auth);
      const { contract, refusal } = await scanned(payload, digest, institutionId);
      return view(contract, refusal?.text ?? null);
    },

    /** Checks the tourists of a scanned link in, once. */
    async checkIn(auth: Auth, payload: string, digest: string) {
      const { institutionId, userId } = operatorOf(auth);
      const { contract, refusal } = await scanned(payload, digest, institutionId);
      if (refusal) throw new HttpError(refusal.status, refusal.text);
      return record(contract, userId, digest);
    },

    /** The operator's tourists of a day: its contracts in force whose tour covers it. */
    async day(auth: Auth, day: string) {
      const { institutionId } = operatorOf(auth);
      const rows = await listCheckInDay(db, institutionId, day, ServiceContractStatus.Active);
      return rows.map((c) => view(c, refusalOf(c, institutionId, false)?.text ?? null));
    },

    /** Checks a contract's tourists in from the list (at the desk, without a code), with the version read. */
    async checkInByList(auth: Auth, body: { personId: number; id: number; version: number }) {
      const { institutionId, userId } = operatorOf(auth);
      const contract = await findCheckInContract(db, body.id);
      if (!contract || contract.personId !== body.personId || contract.institutionId !== institutionId)
        throw new HttpError(404, NOT_FOUND);
      if (contract.version !== body.version) throw staleVersion(MSG.versionConflict);
      const refusal = refusalOf(contract, institutionId, false);
      if (refusal) throw new HttpError(refusal.status, refusal.text);
      return record(contract, userId, null);
    },
  };
}
