/**
 * A person's requests to be registered for a service (workflows.md section 7, /reg-service/request/*):
 * the person files one for a service of an institution with documents; the institution accepts it
 * (the person becomes its client, to be booked in the calendar) or rejects it with the reason; the
 * person may withdraw it while it waits (the spec's «delete»). Every action goes through the table
 * (common/schedule/registration-request-machine.ts) and the transition helper.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { insertFile, type StoredFile } from '../repositories/files.ts';
import {
  attachRegistrationFile,
  findRegistrationFile,
  findRegistrationRequest,
  insertRegistrationRequest,
  listRegistrationFiles,
  listRegistrationRequests,
  updateRegistrationStatus,
  type RegistrationRow,
} from '../repositories/registration-requests.ts';
import { addInstitutionClient, findScheduleInstitution, findScheduleService } from '../repositories/service-records.ts';
import { uploadLimits } from '../system/settings.ts';
import { applyTransition, historyView, recordCreated } from '../workflow/transition.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { checkPhone, normalizePhone } from '../../common/validation/phone.ts';
import { isIsoDay } from '../../common/schedule/slots.ts';
import { regionToday } from '../../common/time-zone.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';
import {
  allowedRegistrationActions,
  REGISTRATION_TABLE,
  RegistrationStatus,
  type RegistrationAction,
  type RegistrationSide,
} from '../../common/schedule/registration-request-machine.ts';
import { scheduleCaller, type ScheduleCaller } from './service-records.ts';

export const REGISTRATION_MSG = {
  notFound: 'Заявка на запись не найдена',
  institutionNotFound: 'Учреждение не найдено',
  serviceNotFound: 'У этого учреждения нет такой услуги',
  alreadyFiled: 'Заявка на эту услугу уже подана и ещё не рассмотрена',
  badWishedDate: 'Желаемая дата не может быть раньше сегодняшнего дня',
  notEditable: 'Документы прикладывают к заявке, пока она на рассмотрении',
  citizensFile: 'Заявку на запись подаёт получатель услуги',
  filed: 'Заявка на запись отправлена',
  attached: 'Документ приложен к заявке',
} as const;

const sideOf = (caller: ScheduleCaller, r: RegistrationRow): RegistrationSide | null =>
  caller.side === 'employee'
    ? r.institutionId === caller.institutionId
      ? 'employee'
      : null
    : r.personId === caller.personId
      ? 'person'
      : null;

const described = (r: RegistrationRow, side: RegistrationSide | null) => ({
  ...r,
  statusCaption: statusCaption(REGISTRATION_TABLE, r.status),
  allowedActions: side ? allowedRegistrationActions({ status: r.status as RegistrationStatus }, side) : [],
});

export interface RegistrationFiling {
  institutionId: number;
  institutionServiceId: number;
  wishedDate?: string | null;
  phone?: string | null;
  comment?: string | null;
}

export function registrationRequestService(db: Db, config: { maxReportFileSizeMb: number }) {
  /** The caller's request named by institution and id, else absent. */
  async function own(caller: ScheduleCaller, institutionId: number, id: number) {
    const r = await findRegistrationRequest(db, id);
    if (!r || r.institutionId !== institutionId || !sideOf(caller, r))
      throw new HttpError(404, REGISTRATION_MSG.notFound);
    return r;
  }

  async function act(
    auth: Auth,
    institutionId: number,
    id: number,
    action: RegistrationAction,
    input: { version?: number; reason?: string },
  ) {
    const caller = scheduleCaller(auth);
    const found = await own(caller, institutionId, id);
    const applied = await applyTransition(
      db,
      {
        table: REGISTRATION_TABLE,
        history: 'registrationRequest',
        lock: async (tx) => {
          const r = await findRegistrationRequest(tx, id, true);
          return r && sideOf(caller, r) ? r : undefined;
        },
        facts: (r) => ({ status: r.status as RegistrationStatus }),
        side: (r) => sideOf(caller, r),
        noSide: REGISTRATION_MSG.notFound,
        actor: { personId: caller.side === 'person' ? caller.personId : null, userId: caller.userId },
        write: async (tx, r, change) => {
          const written = await updateRegistrationStatus(tx, r.id, change.version, change.next.status, change.note);
          // An accepted applicant becomes the institution's client: the calendar may book them.
          if (written && change.next.status === RegistrationStatus.Accepted)
            await addInstitutionClient(tx, r.institutionId, r.personId);
          return written;
        },
      },
      action,
      { version: input.version ?? found.version, reason: input.reason },
    );
    return ok(
      {
        id,
        version: applied.version,
        status: applied.next.status,
        statusCaption: statusCaption(REGISTRATION_TABLE, applied.next.status),
      },
      applied.message,
    );
  }

  return {
    /** The applicant's own requests, or the institution's. */
    async list(auth: Auth) {
      const caller = scheduleCaller(auth);
      const rows = await listRegistrationRequests(
        db,
        caller.side === 'employee' ? { institutionId: caller.institutionId } : { personId: caller.personId },
      );
      return rows.map((r) => described(r, sideOf(caller, r)));
    },

    /** One request with its documents and history. */
    async card(auth: Auth, institutionId: number, id: number) {
      const caller = scheduleCaller(auth);
      const r = await own(caller, institutionId, id);
      return {
        ...described(r, sideOf(caller, r)),
        files: await listRegistrationFiles(db, r.id),
        history: await historyView(db, REGISTRATION_TABLE, 'registrationRequest', r.id),
      };
    },

    /** A new request of the signed-in person (store). */
    async store(
      auth: Auth,
      input: RegistrationFiling,
    ): Promise<Answer<{ id: number; number: string; version: number }>> {
      const caller = scheduleCaller(auth);
      if (caller.side !== 'person') throw new HttpError(403, REGISTRATION_MSG.citizensFile);
      if (!(await findScheduleInstitution(db, input.institutionId)))
        throw new HttpError(404, REGISTRATION_MSG.institutionNotFound);
      if (!(await findScheduleService(db, input.institutionId, input.institutionServiceId)))
        throw new HttpError(400, REGISTRATION_MSG.serviceNotFound);
      const wished = input.wishedDate || null;
      if (wished !== null && (!isIsoDay(wished) || wished < regionToday()))
        throw new HttpError(400, REGISTRATION_MSG.badWishedDate);
      const phone = input.phone?.trim() || null;
      if (phone) {
        const wrong = checkPhone(phone);
        if (wrong) throw new HttpError(400, wrong);
      }
      try {
        const created = await db.transaction(async (tx) => {
          const number = await assignDocumentNumber(tx, 'registration-request');
          const row = await insertRegistrationRequest(tx, {
            number,
            institutionId: input.institutionId,
            institutionServiceId: input.institutionServiceId,
            personId: caller.personId,
            wishedDate: wished,
            phone: phone ? normalizePhone(phone) : null,
            comment: input.comment?.trim() || null,
          });
          await recordCreated(tx, 'registrationRequest', REGISTRATION_TABLE, row.id, 'person', {
            personId: caller.personId,
          });
          return { ...row, number };
        });
        return ok(created, { severity: 'Success', text: REGISTRATION_MSG.filed });
      } catch (error) {
        if (error instanceof StatementError && error.code === '23505')
          throw new HttpError(409, REGISTRATION_MSG.alreadyFiled);
        throw error;
      }
    },

    /** Checks the caller may attach a document now (before the upload is read). */
    async checkMayAttach(auth: Auth, institutionId: number, id: number) {
      const caller = scheduleCaller(auth);
      const r = await own(caller, institutionId, id);
      if (sideOf(caller, r) !== 'person' || r.status !== RegistrationStatus.Filed)
        throw new HttpError(409, REGISTRATION_MSG.notEditable);
      const limit = (await uploadLimits(db, config.maxReportFileSizeMb)).maxReportFilesCount;
      const tooMany = checkFileCount(r.filesCount + 1, limit);
      if (tooMany) throw new HttpError(400, tooMany);
      return r;
    },

    /** Records an uploaded document and attaches it (store-documents). */
    async attach(auth: Auth, request: RegistrationRow, file: StoredFile) {
      await db.transaction(async (tx) => {
        await insertFile(tx, file, { userId: auth.user.userId, institutionId: null });
        await attachRegistrationFile(tx, request.id, file.id);
      });
      return ok(
        { files: await listRegistrationFiles(db, request.id) },
        { severity: 'Success', text: REGISTRATION_MSG.attached },
      );
    },

    /** A document of the caller's request (preload-file). */
    async file(auth: Auth, institutionId: number, id: number, fileId: string) {
      const r = await own(scheduleCaller(auth), institutionId, id);
      const file = await findRegistrationFile(db, r.id, fileId);
      if (!file) throw new HttpError(404, 'Документ не найден');
      return file;
    },

    /** The applicant withdraws a waiting request (delete). */
    withdraw: (auth: Auth, institutionId: number, id: number, version?: number) =>
      act(auth, institutionId, id, 'withdraw', { version }),

    /** The institution accepts or rejects. */
    decide: (
      auth: Auth,
      institutionId: number,
      id: number,
      action: 'accept' | 'reject',
      version: number,
      reason?: string,
    ) => act(auth, institutionId, id, action, { version, reason }),
  };
}
