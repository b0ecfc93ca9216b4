/**
 * The calendar of provisions (workflows.md sections 2, 3, 7, 9): an institution's employee (a
 * provider, a social worker, a tourism provider in the institution's role) records each service
 * given to a client in the slot grid of the region's day; the person sees their own services and
 * signs them with a stylus or a finger. Every action on a record goes through the table
 * (common/schedule/service-record-machine.ts) and the transition helper (server/workflow/transition.ts);
 * one person is not booked twice in a slot (the database's constraint: two bookings at once, one
 * passes, the other hears why).
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import {
  deleteServiceRecord,
  findScheduleInstitution,
  findSchedulePerson,
  findScheduleService,
  findServiceRecord,
  findSignatureImage,
  insertServiceRecord,
  isInstitutionClient,
  listBusySlots,
  listInstitutionRecords,
  listPersonRecords,
  listScheduleClients,
  listScheduleServices,
  signServiceRecord,
  updateServiceRecord,
  serviceRecordReferences,
  type NewServiceRecord,
  type ServiceRecordRow,
} from '../repositories/service-records.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { SystemRole } from '../../common/roles.ts';
import { regionToday } from '../../common/time-zone.ts';
import { SCHEDULE_MSG } from '../../common/schedule/messages.ts';
import {
  addDays,
  DAY_SLOTS,
  daysBetween,
  isHoliday,
  isIsoDay,
  regionEnd,
  regionInstant,
  regionWallTime,
  slotAt,
  slotRange,
  slotsBetween,
  WINDOW_DAYS_BEFORE,
  weekDayOf,
  type Slot,
} from '../../common/schedule/slots.ts';
import {
  allowedServiceRecordActions,
  SERVICE_RECORD_TABLE,
  ServiceRecordStatus,
  type ServiceRecordAction,
  type ServiceRecordFacts,
  type ServiceRecordInput,
  type ServiceRecordSide,
} from '../../common/schedule/service-record-machine.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';

/** The longest period one read covers, in days. */
export const MAX_PERIOD_DAYS = 62;
/** The largest signature image, bytes. */
export const MAX_SIGNATURE_BYTES = 300 * 1024;
const COMMENT_MAX = 1000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Who calls: an institution's employee, or a person for their own services. */
export type ScheduleCaller =
  | {
      side: 'employee';
      institutionId: number;
      sourceType: number;
      employeeId: number;
      personId: number | null;
      userId: number;
    }
  | { side: 'person'; personId: number; userId: number };

const STAFF_ROLES: readonly number[] = [
  SystemRole.ServiceProvider,
  SystemRole.SocialWorker,
  SystemRole.TourismProvider,
];

export function scheduleCaller({ user }: Auth): ScheduleCaller {
  const inst = user.selectedInstitution;
  if (inst && STAFF_ROLES.includes(inst.institutionRole))
    return {
      side: 'employee',
      institutionId: inst.institutionId,
      sourceType: inst.institutionSourceType,
      employeeId: inst.employeeId,
      personId: user.personId,
      userId: user.userId,
    };
  const personId = user.personId ?? user.tourismPersonId;
  if (!inst && personId !== null) return { side: 'person', personId, userId: user.userId };
  throw new HttpError(403, user.administrator ? SCHEDULE_MSG.noInstitution : SCHEDULE_MSG.noPerson);
}

function employee(auth: Auth) {
  const caller = scheduleCaller(auth);
  if (caller.side !== 'employee') throw new HttpError(403, SCHEDULE_MSG.employeesOnly);
  return caller;
}

function citizen(auth: Auth) {
  const caller = scheduleCaller(auth);
  if (caller.side !== 'person') throw new HttpError(403, SCHEDULE_MSG.citizensOnly);
  return caller;
}

/**
 * The institution's calendar as its staff read it (read-all-for-period) is the same for all of
 * them: the route keeps the answer per institution (scopedCache) until a write of its records,
 * and no longer than until the next of its services begins (signing is allowed from then on).
 */
export const institutionCalendarCache = {
  scope(auth: Auth | null): string | null {
    if (!auth) return null;
    try {
      const caller = scheduleCaller(auth);
      return caller.side === 'employee' ? `institution-calendar:${caller.institutionId}` : null;
    } catch {
      return null;
    }
  },
  references(auth: Auth | null): string[] {
    const caller = auth ? scheduleCaller(auth) : undefined;
    return caller?.side === 'employee' ? [serviceRecordReferences.institution(caller.institutionId)] : [];
  },
  /** Seconds until the first record of the answer that has not begun yet begins. */
  maxAgeSeconds(records: readonly { startDate: string }[], at: Date = new Date()): number | undefined {
    let next = Infinity;
    for (const record of records) {
      const start = Date.parse(record.startDate);
      if (start > at.getTime() && start < next) next = start;
    }
    return Number.isFinite(next) ? (next - at.getTime()) / 1000 : undefined;
  },
};

/** A period of days (inclusive) as instants; refused when wrong or too long. */
export function periodOf(from: string, to: string) {
  if (!isIsoDay(from) || !isIsoDay(to)) throw new HttpError(400, SCHEDULE_MSG.badDay);
  const length = daysBetween(from, to);
  if (length < 0) throw new HttpError(400, SCHEDULE_MSG.badPeriod);
  if (length + 1 > MAX_PERIOD_DAYS) throw new HttpError(400, SCHEDULE_MSG.periodTooLong);
  return { from: regionInstant(from, '00:00'), to: regionInstant(addDays(to, 1), '00:00') };
}

const side = (caller: ScheduleCaller, record: ServiceRecordRow): ServiceRecordSide | null => {
  if (caller.side === 'employee') return record.institutionId === caller.institutionId ? 'employee' : null;
  return record.personId === caller.personId ? 'person' : null;
};

/** What the table reads of a record at a moment. */
const factsOf = (record: ServiceRecordRow, at: Date): ServiceRecordFacts => ({
  status: record.status as ServiceRecordStatus,
  started: Date.parse(record.startDate) <= at.getTime(),
});

/** A record as the calendar reads it: its day and slots on the region's clock, captions and the caller's actions. */
function described(record: ServiceRecordRow, by: ServiceRecordSide | null, at: Date) {
  const start = regionWallTime(record.startDate);
  const end = regionEnd(record.endDate);
  const slots = slotsBetween(start.time, end.time) ?? [slotAt(start.time)];
  return {
    ...record,
    day: start.date,
    startTime: start.time,
    endTime: end.time,
    slotIndexes: slots.map((s) => s.index),
    statusCaption: statusCaption(SERVICE_RECORD_TABLE, record.status),
    allowedActions: by ? allowedServiceRecordActions(factsOf(record, at), by) : [],
  };
}

/** What store-service brings: a new record (no id) or an edit of one. */
export interface ServiceInput {
  id?: number;
  version?: number;
  institutionSourceType: number;
  institutionId: number;
  institutionServiceId: number;
  personId: number;
  startDate: string;
  endDate: string;
  payed: boolean;
  comment?: string | null;
}

/** The slots a service occupies, checked against the grid, the holidays and the allowed days. */
export function placeOnGrid(startDate: string, endDate: string, today: string): { day: string; slots: Slot[] } {
  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new HttpError(400, SCHEDULE_MSG.badMoment);
  const from = regionWallTime(start);
  const to = regionEnd(end);
  if (end <= start || to.date !== from.date) throw new HttpError(400, SCHEDULE_MSG.oneDay);
  const slots = slotsBetween(from.time, to.time);
  if (!slots || from.seconds !== '00') throw new HttpError(400, SCHEDULE_MSG.offGrid);
  if (isHoliday(from.date)) throw new HttpError(400, SCHEDULE_MSG.holiday);
  if (daysBetween(today, from.date) < -WINDOW_DAYS_BEFORE) throw new HttpError(400, SCHEDULE_MSG.tooEarly);
  if (daysBetween(today, from.date) > 366) throw new HttpError(400, SCHEDULE_MSG.tooLate);
  return { day: from.date, slots };
}

const slotStarts = (day: string, slots: readonly Slot[]) => slots.map((slot) => slotRange(day, slot).start);
const rangeOf = (day: string, slots: readonly Slot[]) => ({
  startDate: slotRange(day, slots[0]).start,
  endDate: slotRange(day, slots[slots.length - 1]).end,
});

/** A slot taken twice (the primary key of service_record_slots) reads as the person's busy time. */
function slotTaken(error: unknown): never {
  if (error instanceof StatementError && error.code === '23505') throw new HttpError(409, SCHEDULE_MSG.slotTaken);
  throw error;
}

/** A signature's data URL as the PNG it holds; refused when it is not one or too large. */
export function signatureImage(dataUrl: string | undefined): Buffer | undefined {
  if (dataUrl === undefined || dataUrl === '') return undefined;
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) throw new HttpError(400, SCHEDULE_MSG.badSignature);
  const image = Buffer.from(match[1], 'base64');
  if (image.length > MAX_SIGNATURE_BYTES || image.length < PNG.length || !image.subarray(0, 8).equals(PNG))
    throw new HttpError(400, SCHEDULE_MSG.badSignature);
  return image;
}

/** The calendar's service over the database. */
export function serviceRecordService(db: Db, now: () => Date = () => new Date()) {
  const today = () => regionToday(now());

  async function ownService(caller: { institutionId: number }, serviceId: number) {
    const service = await findScheduleService(db, caller.institutionId, serviceId);
    if (!service) throw new HttpError(400, SCHEDULE_MSG.serviceNotFound);
    return service;
  }

  async function ownClient(caller: { institutionId: number }, personId: number) {
    if (!(await isInstitutionClient(db, caller.institutionId, personId)))
      throw new HttpError(403, SCHEDULE_MSG.notClient);
  }

  /** The record named by a path or a body, the caller's and matching every id given; else absent. */
  async function matching(
    caller: ScheduleCaller,
    ids: { id: number; sourceType?: number; institutionId?: number; institutionServiceId?: number; personId?: number },
  ) {
    const record = await findServiceRecord(db, ids.id);
    const differs =
      !record ||
      (ids.sourceType !== undefined && record.institutionSourceType !== ids.sourceType) ||
      (ids.institutionId !== undefined && record.institutionId !== ids.institutionId) ||
      (ids.institutionServiceId !== undefined && record.institutionServiceId !== ids.institutionServiceId) ||
      (ids.personId !== undefined && record.personId !== ids.personId);
    if (differs || !side(caller, record)) throw new HttpError(404, SCHEDULE_MSG.recordNotFound);
    return record;
  }

  /** Applies an action of the table to a record at the version the caller saw. */
  async function act(
    caller: ScheduleCaller,
    record: ServiceRecordRow,
    action: ServiceRecordAction,
    version: number,
    input: ServiceRecordInput,
    write: (tx: Queryable, version: number) => Promise<boolean>,
  ) {
    const plan: TransitionPlan<
      ServiceRecordStatus,
      ServiceRecordAction,
      ServiceRecordSide,
      ServiceRecordFacts,
      ServiceRecordInput,
      ServiceRecordRow
    > = {
      table: SERVICE_RECORD_TABLE,
      history: 'serviceRecord',
      lock: async (tx) => {
        const locked = await findServiceRecord(tx, record.id, true);
        return locked && side(caller, locked) ? locked : undefined;
      },
      facts: (r) => factsOf(r, now()),
      side: (r) => side(caller, r),
      noSide: SCHEDULE_MSG.recordNotFound,
      actor: { personId: caller.side === 'person' ? caller.personId : null, userId: caller.userId },
      write: (tx, _r, change) => write(tx, change.version),
    };
    try {
      const applied = await applyTransition(db, plan, action, { ...input, version });
      return { id: record.id, version: applied.version, status: applied.next.status, message: applied.message };
    } catch (error) {
      return slotTaken(error);
    }
  }

  return {
    /** The employee's clients: the calendar's rows (GET /reg-service/all-clients). */
    async clients(auth: Auth, search?: string) {
      const caller = employee(auth);
      const [institution, clients, services] = await Promise.all([
        findScheduleInstitution(db, caller.institutionId),
        listScheduleClients(db, caller.institutionId, search),
        listScheduleServices(db, caller.institutionId),
      ]);
      if (!institution) throw new HttpError(404, SCHEDULE_MSG.noInstitution);
      return { institution, clients, services };
    },

    /** The institution's records of a period (read-all-for-period). */
    async institutionPeriod(auth: Auth, from: string, to: string) {
      const caller = employee(auth);
      const rows = await listInstitutionRecords(db, caller.institutionId, periodOf(from, to));
      return rows.map((row) => described(row, 'employee', now()));
    },

    /** One client's records of a period at the employee's institution (read-for-period). */
    async clientPeriod(auth: Auth, from: string, to: string, personId: number) {
      const caller = employee(auth);
      const period = periodOf(from, to);
      await ownClient(caller, personId);
      const rows = await listInstitutionRecords(db, caller.institutionId, period, personId);
      return rows.map((row) => described(row, 'employee', now()));
    },

    /** The citizen's own records of every institution in a period (read-for-period-single). */
    async ownPeriod(auth: Auth, from: string, to: string) {
      const caller = citizen(auth);
      const rows = await listPersonRecords(db, caller.personId, periodOf(from, to));
      return rows.map((row) => described(row, 'person', now()));
    },

    /** The days of a period with the slots still free for a person (get-available-days[-single]). */
    async availableDays(auth: Auth, from: string, to: string, personId?: number) {
      const caller = personId === undefined ? citizen(auth) : employee(auth);
      const period = periodOf(from, to);
      const who = personId ?? (caller as { personId: number }).personId;
      if (caller.side === 'employee') await ownClient(caller, who);
      const busy = new Set((await listBusySlots(db, who, period)).map((s) => Date.parse(s.slotStart)));
      const first = today();
      const days = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const holiday = isHoliday(day);
        const open = !holiday && daysBetween(first, day) >= -WINDOW_DAYS_BEFORE;
        const freeSlots = open
          ? DAY_SLOTS.filter((slot) => !busy.has(Date.parse(slotRange(day, slot).start))).map((s) => s.index)
          : [];
        days.push({ date: day, weekDay: weekDayOf(day), holiday, available: freeSlots.length > 0, freeSlots });
      }
      return days;
    },

    /** What a new card starts with at a moment (get-service-defaults). */
    async defaults(auth: Auth, sourceType: number, institutionId: number, personId: number, moment: string) {
      const caller = employee(auth);
      if (caller.institutionId !== institutionId || caller.sourceType !== sourceType)
        throw new HttpError(403, SCHEDULE_MSG.notClient);
      await ownClient(caller, personId);
      const at = Date.parse(moment);
      if (Number.isNaN(at)) throw new HttpError(400, SCHEDULE_MSG.badMoment);
      const wall = regionWallTime(at);
      const slot = slotAt(wall.time);
      const [person, services, clients] = await Promise.all([
        findSchedulePerson(db, personId),
        listScheduleServices(db, institutionId),
        listScheduleClients(db, institutionId),
      ]);
      if (!person) throw new HttpError(404, SCHEDULE_MSG.notClient);
      const last = clients.find((c) => c.id === personId)?.lastServiceId ?? null;
      return {
        institutionSourceType: sourceType,
        institutionId,
        personId,
        person,
        institutionServiceId: last ?? services[0]?.id ?? null,
        day: wall.date,
        startTime: slot.start,
        endTime: slot.end,
        ...rangeOf(wall.date, [slot]),
        payed: false,
        comment: '',
        holiday: isHoliday(wall.date),
        services,
      };
    },

    /** A new record, or an edit of one still unsigned (store-service). */
    async store(auth: Auth, input: ServiceInput): Promise<Answer<{ id: number; version: number; status: number }>> {
      const caller = employee(auth);
      if (input.institutionId !== caller.institutionId || input.institutionSourceType !== caller.sourceType)
        throw new HttpError(403, SCHEDULE_MSG.notClient);
      const comment = input.comment?.trim() || null;
      if (comment && comment.length > COMMENT_MAX) throw new HttpError(400, SCHEDULE_MSG.commentTooLong);
      await ownService(caller, input.institutionServiceId);
      await ownClient(caller, input.personId);
      const { day, slots } = placeOnGrid(input.startDate, input.endDate, today());
      const range = rangeOf(day, slots);
      if (input.id === undefined) {
        const record: NewServiceRecord = {
          institutionSourceType: caller.sourceType,
          institutionId: caller.institutionId,
          institutionServiceId: input.institutionServiceId,
          personId: input.personId,
          employeeId: caller.employeeId,
          ...range,
          payed: input.payed,
          comment,
          institutionRequestId: null,
          registeredByQr: false,
        };
        try {
          const created = await db.transaction(async (tx) => {
            const row = await insertServiceRecord(tx, record, slotStarts(day, slots));
            await recordCreated(tx, 'serviceRecord', SERVICE_RECORD_TABLE, row.id, 'employee', {
              personId: null,
              userId: caller.userId,
            });
            return row;
          });
          return ok(
            { id: created.id, version: created.version, status: ServiceRecordStatus.Recorded },
            { severity: 'Success', text: 'Услуга записана в календарь' },
          );
        } catch (error) {
          return slotTaken(error);
        }
      }
      const record = await matching(caller, {
        id: input.id,
        sourceType: input.institutionSourceType,
        institutionId: input.institutionId,
        personId: input.personId,
      });
      const done = await act(caller, record, 'edit', input.version ?? record.version, {}, (tx, version) =>
        updateServiceRecord(
          tx,
          record.id,
          record.personId,
          version,
          { institutionServiceId: input.institutionServiceId, ...range, payed: input.payed, comment },
          slotStarts(day, slots),
        ),
      );
      return ok({ id: done.id, version: done.version, status: done.status }, done.message);
    },

    /** The person's signature drawn on the pad (sign-service). */
    async sign(
      auth: Auth,
      input: {
        id: number;
        institutionServiceId: number;
        personId: number;
        institutionId: number;
        institutionSourceType: number;
        signatureDataUrl: string;
        version?: number;
      },
    ): Promise<Answer<{ id: number; version: number; status: number }>> {
      const caller = scheduleCaller(auth);
      const image = signatureImage(input.signatureDataUrl);
      const record = await matching(caller, {
        id: input.id,
        sourceType: input.institutionSourceType,
        institutionId: input.institutionId,
        institutionServiceId: input.institutionServiceId,
        personId: input.personId,
      });
      const done = await act(
        caller,
        record,
        'sign',
        input.version ?? record.version,
        { signatureDataUrl: image ? input.signatureDataUrl : undefined },
        (tx, version) => signServiceRecord(tx, record.id, version, image as Buffer),
      );
      return ok({ id: done.id, version: done.version, status: done.status }, done.message);
    },

    /** Deletes an unsigned record (delete-service). */
    async remove(
      auth: Auth,
      ids: { sourceType: number; institutionId: number; institutionServiceId: number; id: number },
      version?: number,
    ): Promise<Answer<{ id: number; version: number; status: number }>> {
      const caller = employee(auth);
      const record = await matching(caller, ids);
      const done = await act(caller, record, 'remove', version ?? record.version, {}, (tx, v) =>
        deleteServiceRecord(tx, record.id, v),
      );
      return ok({ id: done.id, version: done.version, status: done.status }, done.message);
    },

    /** One record with its history (the card). */
    async card(auth: Auth, id: number) {
      const caller = scheduleCaller(auth);
      const record = await matching(caller, { id });
      return {
        ...described(record, side(caller, record), now()),
        history: await historyView(db, SERVICE_RECORD_TABLE, 'serviceRecord', record.id),
      };
    },

    /** The signature image of a record (get-service-signature). */
    async signature(
      auth: Auth,
      ids: { sourceType: number; institutionId: number; institutionServiceId: number; id: number },
    ) {
      const record = await matching(scheduleCaller(auth), ids);
      const image = record.status === ServiceRecordStatus.Signed ? await findSignatureImage(db, record.id) : undefined;
      if (!image) throw new HttpError(404, 'Услуга ещё не подписана');
      return image;
    },
  };
}
