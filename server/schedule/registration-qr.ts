/**
 * Registration for a service by a QR code (workflows.md section 7; platform.md section 2, /qr/…):
 * an institution's employee issues a ticket for a client and a service (on screen and as a
 * printable PDF); its link /qr/{payload}/{digest} is signed by the server (HMAC-SHA256 under the key
 * of the configuration, QR_SIGNING_KEY, or the one the portal keeps), so a changed or made-up link
 * is refused. An employee of that institution opens the link or scans the code with the browser's
 * camera: the page shows the service and the person and registers the visit in the calendar, in the
 * slot of the moment, once: the code's digest is then used (GET /reg-service/check-used-qr/{qr}).
 */
import { randomBytes } from 'node:crypto';
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { digestMatches, digestOf, linkKey, SIGNED_DIGEST as DIGEST } from '../auth/signed-links.ts';
import {
  addInstitutionClient,
  findScheduleInstitution,
  findSchedulePerson,
  findScheduleService,
  findUsedQr,
  insertServiceRecord,
  insertUsedQr,
  isInstitutionClient,
} from '../repositories/service-records.ts';
import { surnameWithInitials } from '../../common/identities/identity-kinds.ts';
import { QR_VALID_DAYS, SCHEDULE_MSG } from '../../common/schedule/messages.ts';
import { SERVICE_RECORD_TABLE, ServiceRecordStatus } from '../../common/schedule/service-record-machine.ts';
import { addDays, regionWallTime, slotAt, slotRange } from '../../common/schedule/slots.ts';
import { regionToday } from '../../common/time-zone.ts';
import { scheduleCaller } from './service-records.ts';
import { recordCreated } from '../workflow/transition.ts';

const KEY_PURPOSE = 'service-registration-qr';
/** The domain word of these links' digests (server/auth/signed-links.ts). */
const DOMAIN = 'reg-qr';
/** institution.service.person.validUntil(YYYYMMDD).nonce */
const PAYLOAD = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{8})\.([a-z0-9]{8})$/;

/** What a code names. */
export interface QrTicket {
  institutionId: number;
  serviceId: number;
  personId: number;
  validUntil: string;
}

/** Signs a ticket: its payload and digest. */
export function signQr(key: string, ticket: QrTicket, nonce = randomBytes(6).toString('hex').slice(0, 8)) {
  const payload = [
    ticket.institutionId,
    ticket.serviceId,
    ticket.personId,
    ticket.validUntil.replaceAll('-', ''),
    nonce,
  ].join('.');
  return { payload, digest: digestOf(key, DOMAIN, payload) };
}

/** The ticket a link names when the key signed it; undefined for any other link. */
export function verifyQr(key: string, payload: string, digest: string): QrTicket | undefined {
  const m = PAYLOAD.exec(payload);
  if (!m || !digestMatches(key, DOMAIN, payload, digest)) return undefined;
  const ids = [m[1], m[2], m[3]].map(Number);
  if (ids.some((id) => id > 2147483647)) return undefined;
  const day = m[4];
  return {
    institutionId: ids[0],
    serviceId: ids[1],
    personId: ids[2],
    validUntil: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
  };
}

export const qrPath = (payload: string, digest: string) => `/qr/${payload}/${digest}`;

/** The registration by QR over the database, with the key of the configuration if given. */
export function registrationQrService(db: Db, configuredKey?: string, now: () => Date = () => new Date()) {
  const qrKey = linkKey(db, KEY_PURPOSE, configuredKey);

  function employeeOf(auth: Auth) {
    const caller = scheduleCaller(auth);
    if (caller.side !== 'employee') throw new HttpError(403, SCHEDULE_MSG.employeesOnly);
    return caller;
  }

  /** The ticket of a link, or the refusal: forged (404), expired (410 reads as 409 here). */
  async function ticketOf(payload: string, digest: string) {
    const ticket = verifyQr(await qrKey(), payload, digest);
    if (!ticket) throw new HttpError(404, SCHEDULE_MSG.qrInvalid);
    return ticket;
  }

  async function described(ticket: QrTicket, digest: string, institutionId: number) {
    const [institution, service, person, used] = await Promise.all([
      findScheduleInstitution(db, ticket.institutionId),
      findScheduleService(db, ticket.institutionId, ticket.serviceId),
      findSchedulePerson(db, ticket.personId),
      findUsedQr(db, digest),
    ]);
    if (!institution || !service || !person) throw new HttpError(404, SCHEDULE_MSG.qrInvalid);
    const expired = ticket.validUntil < regionToday(now());
    const sameInstitution = ticket.institutionId === institutionId;
    return {
      institution: institution.caption,
      service: service.caption,
      institutionServiceId: service.id,
      person: surnameWithInitials(person),
      personId: person.id,
      validUntil: ticket.validUntil,
      expired,
      used: used ?? null,
      sameInstitution,
      canRegister: sameInstitution && !expired && !used,
      refusal: !sameInstitution
        ? SCHEDULE_MSG.qrOtherInstitution
        : used
          ? SCHEDULE_MSG.qrUsed
          : expired
            ? SCHEDULE_MSG.qrExpired
            : null,
    };
  }

  return {
    /** A ticket for a client and a service of the employee's institution: the link its QR code holds. */
    async issue(auth: Auth, serviceId: number, personId: number) {
      const caller = employeeOf(auth);
      const service = await findScheduleService(db, caller.institutionId, serviceId);
      if (!service) throw new HttpError(400, SCHEDULE_MSG.serviceNotFound);
      if (!(await isInstitutionClient(db, caller.institutionId, personId)))
        throw new HttpError(403, SCHEDULE_MSG.notClient);
      const validUntil = addDays(regionToday(now()), QR_VALID_DAYS);
      const { payload, digest } = signQr(await qrKey(), {
        institutionId: caller.institutionId,
        serviceId,
        personId,
        validUntil,
      });
      const person = await findSchedulePerson(db, personId);
      const institution = await findScheduleInstitution(db, caller.institutionId);
      return {
        payload,
        digest,
        path: qrPath(payload, digest),
        validUntil,
        service: service.caption,
        institution: institution?.caption ?? '',
        person: person ? surnameWithInitials(person) : '',
      };
    },

    /** What a link names, for the employee who opened it (for-registration). */
    async forRegistration(auth: Auth, payload: string, digest: string) {
      const caller = employeeOf(auth);
      return described(await ticketOf(payload, digest), digest, caller.institutionId);
    },

    /** Whether a code (its digest) has registered someone (check-used-qr). */
    async checkUsed(auth: Auth, digest: string) {
      employeeOf(auth);
      if (!DIGEST.test(digest)) throw new HttpError(400, SCHEDULE_MSG.qrInvalid);
      const used = await findUsedQr(db, digest);
      return { used: Boolean(used), usedAt: used?.usedAt ?? null, recordId: used?.recordId ?? null };
    },

    /** Registers the visit in the slot of the moment, once (register-by-qr). */
    async register(auth: Auth, payload: string, digest: string) {
      const caller = employeeOf(auth);
      const ticket = await ticketOf(payload, digest);
      const seen = await described(ticket, digest, caller.institutionId);
      if (!seen.sameInstitution) throw new HttpError(403, SCHEDULE_MSG.qrOtherInstitution);
      if (seen.used) throw new HttpError(409, SCHEDULE_MSG.qrUsed);
      if (seen.expired) throw new HttpError(409, SCHEDULE_MSG.qrExpired);
      // The visit is recorded when the person came, whatever the day: the holidays rule plans, it does not turn people away.
      const wall = regionWallTime(now());
      const slot = slotAt(wall.time);
      const range = slotRange(wall.date, slot);
      try {
        const id = await db.transaction(async (tx) => {
          await addInstitutionClient(tx, caller.institutionId, ticket.personId);
          const row = await insertServiceRecord(
            tx,
            {
              institutionSourceType: caller.sourceType,
              institutionId: caller.institutionId,
              institutionServiceId: ticket.serviceId,
              personId: ticket.personId,
              employeeId: caller.employeeId,
              startDate: range.start,
              endDate: range.end,
              payed: false,
              comment: null,
              institutionRequestId: null,
              registeredByQr: true,
            },
            [range.start],
          );
          await insertUsedQr(tx, digest, row.id, caller.userId);
          await recordCreated(
            tx,
            'serviceRecord',
            SERVICE_RECORD_TABLE,
            row.id,
            'employee',
            { personId: null, userId: caller.userId },
            'Записан по QR-коду',
          );
          return row.id;
        });
        return ok(
          { id, status: ServiceRecordStatus.Recorded, day: wall.date, slot: slot.caption, person: seen.person },
          { severity: 'Success', text: `Запись по QR-коду сделана: ${seen.person}, «${seen.service}»` },
        );
      } catch (error) {
        if (error instanceof StatementError && error.code === '23505') {
          // Two scans at once: the code's digest or the person's slot is taken.
          if (await findUsedQr(db, digest)) throw new HttpError(409, SCHEDULE_MSG.qrUsed);
          throw new HttpError(409, SCHEDULE_MSG.slotTaken);
        }
        throw error;
      }
    },
  };
}
