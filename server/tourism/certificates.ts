/**
 * Tourism certificates (workflows.md sections 2, 3, 6, 7; docs/tourism-certificate-states.md): the
 * region pays for a tour of a citizen and the members of their family who travel with them.
 *
 * A citizen (a person acting for themself) applies for a certificate of a type (POST /cert-tourism/new)
 * with the form of schemas/forms/tourism-certificate (phone, address, members with their relation
 * degree, documents), numbered 'tourism-certificate' in its transaction; one certificate of a type
 * is pending, issued, or used in a year. The applicant may withdraw the application before the
 * decision; the department (an administrator) issues it, which gives its validity from the day of
 * issue for the type's valid days, or refuses with the reason (the transition helper's hook tells the
 * applicant, common/messages/notice-rules.ts). A tour contract concluded under an issued certificate
 * in force uses it (`markTourismCertificateUsed`, in the contract's transaction); an issued one past its
 * last day expires (`expireOverdueTourismCertificates`, the deadline sweep). Every change is an
 * action of the table (common/tourism/certificate-machine.ts) applied by the transition helper.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { ValidationRefusal } from '../acts/engine.ts';
import { filesUploadedBy } from '../repositories/acts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  cityExists,
  findApplicantDraft,
  findBlockingCertificate,
  findContractNumber,
  findHolderPerson,
  findStreetCity,
  findTourismCertificate,
  insertTourismCertificate,
  linkTourContract,
  listApplicantRelatives,
  listOverdueTourismCertificates,
  listRelationDegrees,
  listTourismCertificates,
  listTourismCertificateTypes,
  lockApplicant,
  updateTourismCertificate,
  type RelativeRow,
  type TourismCertificateCardRow,
  type TourismCertificateFilter,
  type TourismCertificateRow,
  type TourismCertificateScope,
  type TourismCertificateType,
} from '../repositories/tourism-certificates.ts';
import { HOME_REGION_ID } from '../../common/navigator/constants.ts';
import { listCities, listStreets } from '../system/reference.ts';
import { uploadLimits } from '../system/settings.ts';
import {
  applyTransition,
  applyTransitionIn,
  historyView,
  recordCreated,
  type TransitionPlan,
} from '../workflow/transition.ts';
import { TOURISM_CERT_MSG } from './certificate-messages.ts';
import { validateForm } from '../../common/acts/generated/forms/tourism-certificate.validators.js';
import { schema as formSchema } from '../../common/acts/generated/forms/tourism-certificate.ts';
import { errorsAtFields } from '../../common/acts/error-fields.ts';
import { fieldLabel } from '../../common/acts/field-labels.ts';
import { errorsToMessages } from '../../common/ajv/index.ts';
import { regionToday } from '../../common/time-zone.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { normalizePhone } from '../../common/validation/phone.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import { applicationRefusal, holderRefusal, type HolderFacts } from '../../common/tourism/certificate-holders.ts';
import {
  allowedTourismCertificateActions,
  TOURISM_CERTIFICATE_TABLE,
  tourismCertificateInForce,
  TourismCertificateStatus,
  validPeriodText,
  type TourismCertificateAction,
  type TourismCertificateFacts,
  type TourismCertificateInput,
  type TourismCertificateSide,
  type TourismCertificateStatus as Status,
} from '../../common/tourism/certificate-machine.ts';

/** The relation degrees the draft names a relative by (schemas/common/relation-degree.json). */
export const RELATION_DEGREE = { son: 2, daughter: 3, ward: 16 } as const;

/** The user of an action nobody made (an expiry by the clock): no person in its history. */
const NO_USER = 0;

const statusCaption = (status: number) => workflowStatusCaption(TOURISM_CERTIFICATE_TABLE, status);

/** A positive id from a path's text; null for anything else. */
const idOf = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** Who calls: a citizen (their own certificates) or the department (every one). */
export interface TourismCertificateCaller {
  side: TourismCertificateSide;
  scope: TourismCertificateScope;
  personId: number | null;
  userId: number;
}

export function tourismCertificateCaller({ user }: Auth): TourismCertificateCaller | null {
  if (user.administrator)
    return { side: 'department', scope: { kind: 'all' }, personId: user.personId, userId: user.userId };
  if (user.publicPerson && !user.selectedInstitution && user.personId !== null)
    return {
      side: 'applicant',
      scope: { kind: 'person', personId: user.personId },
      personId: user.personId,
      userId: user.userId,
    };
  return null;
}

const factsOf = (row: TourismCertificateRow, today: string): TourismCertificateFacts => ({
  status: row.status as Status,
  dateFrom: row.dateFrom,
  dateToIncluded: row.dateToIncluded,
  validDays: row.validDays,
  today,
});

/** The relation degree the draft proposes for a relative. */
const degreeOf = (r: RelativeRow) =>
  r.kind === 'ward' ? RELATION_DEGREE.ward : r.gender === 2 ? RELATION_DEGREE.daughter : RELATION_DEGREE.son;

/** A certificate as a list shows it. */
const described = <R extends TourismCertificateRow>(row: R, today: string) => ({
  ...row,
  statusCaption: statusCaption(row.status),
  inForce: tourismCertificateInForce(factsOf(row, today)),
});

/** What the form sends, checked by its schema. */
interface Filing {
  phone: string;
  address: { regionId: number; cityId: number; streetId?: number; house: string; room?: string };
  members?: Array<{ personId: number; relationDegreeId: number }>;
  documents?: Array<{ id: string }>;
}

function checkedFiling(fields: Record<string, unknown>): Filing {
  const trimmed = JSON.parse(
    JSON.stringify(fields, (_k, v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
  ) as Record<string, unknown>;
  if (!validateForm(trimmed)) {
    const errors = errorsAtFields(formSchema, errorsToMessages(validateForm.errors));
    throw new ValidationRefusal(
      errors,
      errors.map((f) => `${fieldLabel(formSchema, f.pointer)}: ${f.message}`),
    );
  }
  return trimmed as unknown as Filing;
}

/** The plan of an action on one certificate, locked by `lock`. */
function certificatePlan(
  lock: (tx: Queryable) => Promise<TourismCertificateCardRow | undefined>,
  side: TourismCertificateSide | null,
  actor: { personId: number | null; userId: number },
  today: string,
  extra: { contractId?: number } = {},
): TransitionPlan<
  Status,
  TourismCertificateAction,
  TourismCertificateSide,
  TourismCertificateFacts,
  TourismCertificateInput,
  TourismCertificateCardRow
> {
  return {
    table: TOURISM_CERTIFICATE_TABLE,
    history: 'tourismCertificate',
    lock,
    facts: (row) => factsOf(row, today),
    side: () => side,
    noSide: TOURISM_CERT_MSG.noSide,
    actor,
    write: (tx, row, { action, next, note, version, input }) =>
      updateTourismCertificate(tx, row.id, version, {
        status: next.status,
        ...(action === 'issue' && next.dateFrom && next.dateToIncluded
          ? {
              validity: {
                dateFrom: next.dateFrom,
                dateToIncluded: next.dateToIncluded,
                validPeriod: validPeriodText(next.dateFrom, next.dateToIncluded),
                nominal: row.nominal,
              },
            }
          : {}),
        ...(action === 'issue' || action === 'refuse'
          ? { decision: { userId: actor.userId, reason: action === 'refuse' ? note : null } }
          : {}),
        ...(action === 'withdraw' ? { reason: input.reason?.trim() || null } : {}),
        ...(action === 'use' ? { contractId: extra.contractId } : {}),
      }),
  };
}

/**
 * A tour contract concluded under a certificate uses it, in the contract's transaction: the table's
 * 'use' by the portal (the certificate must be issued and in force), with the contract's number in
 * the history and the contract linked to it. A refusal (HttpError) undoes the contract with it.
 */
export async function markTourismCertificateUsed(
  tx: Queryable,
  certificateId: number,
  contractId: number,
  actor: { personId: number | null; userId: number },
): Promise<void> {
  const today = regionToday();
  const current = await findTourismCertificate(tx, { kind: 'all' }, certificateId, true);
  if (!current) throw new HttpError(404, TOURISM_CERT_MSG.notFound(certificateId));
  await applyTransitionIn(
    tx,
    certificatePlan(async () => current, 'system', actor, today, { contractId }),
    'use',
    { version: current.version, contractNumber: await findContractNumber(tx, contractId) },
  );
  await linkTourContract(tx, contractId, certificateId);
}

/** Closes the issued certificates past their last day (the deadline sweep); how many were closed. */
export async function expireOverdueTourismCertificates(db: Db, today: string = regionToday()): Promise<number> {
  let expired = 0;
  for (const row of await listOverdueTourismCertificates(db, today))
    await applyTransition(
      db,
      certificatePlan(
        (tx) => findTourismCertificate(tx, { kind: 'all' }, row.id, true),
        'system',
        { personId: null, userId: NO_USER },
        today,
      ),
      'expire',
      { version: row.version },
    ).then(
      () => (expired += 1),
      (error: unknown) => {
        // Someone else changed it meanwhile: it is read as it now is.
        if (!(error instanceof HttpError)) throw error;
      },
    );
  return expired;
}

export interface TourismCertificateResult {
  id: number;
  number: string;
  status: number;
  statusCaption: string;
  version: number;
}

/** The tourism certificates' service over the database. */
export function tourismCertificateService(db: Db, config: { maxReportFileSizeMb: number }, clock = () => new Date()) {
  const today = () => regionToday(clock());

  function caller(auth: Auth): TourismCertificateCaller {
    const found = tourismCertificateCaller(auth);
    if (!found) throw new HttpError(403, TOURISM_CERT_MSG.citizensOnly);
    return found;
  }

  function citizen(auth: Auth): TourismCertificateCaller & { personId: number } {
    const found = tourismCertificateCaller(auth);
    if (!found || found.side !== 'applicant' || found.personId === null)
      throw new HttpError(403, TOURISM_CERT_MSG.citizensOnly);
    return found as TourismCertificateCaller & { personId: number };
  }

  function department(auth: Auth): TourismCertificateCaller {
    const found = tourismCertificateCaller(auth);
    if (found?.side !== 'department') throw new HttpError(403, TOURISM_CERT_MSG.departmentOnly);
    return found;
  }

  async function typeOf(text: string | number | undefined): Promise<TourismCertificateType> {
    const id = typeof text === 'number' ? text : idOf(text);
    const type = id === null ? undefined : (await listTourismCertificateTypes(db)).find((t) => t.id === id);
    if (!type) throw new HttpError(400, TOURISM_CERT_MSG.typeNotGiven);
    return type;
  }

  /** What the type's holder rule reads of the person today (common/tourism/certificate-holders.ts). */
  async function holderFacts(q: Queryable, personId: number): Promise<HolderFacts> {
    const day = today();
    const [person, relatives] = await Promise.all([
      findHolderPerson(q, personId, day),
      listApplicantRelatives(q, personId),
    ]);
    if (!person) throw new HttpError(403, TOURISM_CERT_MSG.citizensOnly);
    return {
      today: day,
      birthDate: person.birthDate,
      gender: person.gender,
      livesInRegion: person.regionId === HOME_REGION_ID,
      largeFamilyIdentity: person.largeFamilyIdentity,
      children: relatives.map((r) => ({ personId: r.personId, birthDate: r.birthDate, kind: r.kind })),
    };
  }

  /**
   * Why the person may not apply for a type now, or null: one certificate of a type in a year, and
   * the type's holder rule.
   */
  async function refusalFor(q: Queryable, personId: number, typeId: number): Promise<string | null> {
    const year = Number(today().slice(0, 4));
    const blocking = await findBlockingCertificate(q, personId, typeId, year);
    if (!blocking) return holderRefusal(typeId, await holderFacts(q, personId));
    if (blocking.status === TourismCertificateStatus.Submitted) return TOURISM_CERT_MSG.alreadyPending(blocking.number);
    if (blocking.status === TourismCertificateStatus.Issued) {
      const found = await findTourismCertificate(q, { kind: 'person', personId }, blocking.id);
      return TOURISM_CERT_MSG.alreadyIssued(blocking.number, found?.validPeriod ?? '');
    }
    return TOURISM_CERT_MSG.alreadyUsed(blocking.number);
  }

  async function found(c: TourismCertificateCaller, idText: string, forUpdate = false, q: Queryable = db) {
    const id = idOf(idText);
    if (id === null) throw new HttpError(400, TOURISM_CERT_MSG.certificateNotGiven);
    const row = await findTourismCertificate(q, c.scope, id, forUpdate);
    // Someone else's certificate reads as absent.
    if (!row) throw new HttpError(404, TOURISM_CERT_MSG.notFound(id));
    return row;
  }

  async function act(
    c: TourismCertificateCaller,
    idText: string,
    action: TourismCertificateAction,
    input: { version: number; reason?: string },
  ): Promise<Answer<TourismCertificateResult>> {
    const id = idOf(idText);
    if (id === null) throw new HttpError(400, TOURISM_CERT_MSG.certificateNotGiven);
    const applied = await applyTransition(
      db,
      certificatePlan(
        async (tx) => {
          const row = await findTourismCertificate(tx, c.scope, id, true);
          if (!row) throw new HttpError(404, TOURISM_CERT_MSG.notFound(id));
          return row;
        },
        c.side,
        { personId: c.personId, userId: c.userId },
        today(),
      ),
      action,
      input,
    );
    return ok(
      {
        id,
        number: applied.record.number,
        status: applied.next.status,
        statusCaption: statusCaption(applied.next.status),
        version: applied.version,
      },
      applied.message,
    );
  }

  return {
    /** GET /cert-tourism: the caller's certificates, newest first. */
    async mine(auth: Auth) {
      const c = citizen(auth);
      const { items, total } = await listTourismCertificates(db, c.scope, { page: 1, pageSize: 100 });
      return { total, items: items.map((row) => described(row, today())) };
    },

    /** GET /cert-tourism/{from}/{to}: the caller's certificates whose validity overlaps the period. */
    async inPeriod(auth: Auth, from: string, to: string) {
      const c = citizen(auth);
      if (!isDay(from) || !isDay(to) || from > to) throw new HttpError(400, TOURISM_CERT_MSG.badPeriod);
      const { items, total } = await listTourismCertificates(db, c.scope, { from, to, page: 1, pageSize: 100 });
      return { total, items: items.map((row) => described(row, today())) };
    },

    /** GET /admin list: every certificate for the department, filtered and paged. */
    async list(auth: Auth, filter: TourismCertificateFilter) {
      const c = department(auth);
      const { items, total } = await listTourismCertificates(db, c.scope, filter);
      return { total, items: items.map((row) => described(row, today())) };
    },

    /** GET /cert-tourism/{id}: the card with its members, documents, history and the caller's actions now. */
    async card(auth: Auth, idText: string) {
      const c = caller(auth);
      const row = await found(c, idText);
      return {
        ...described(row, today()),
        side: c.side,
        allowedActions: allowedTourismCertificateActions(factsOf(row, today()), c.side),
        history: await historyView(db, TOURISM_CERTIFICATE_TABLE, 'tourismCertificate', row.id),
      };
    },

    /** GET /cert-tourism/documents/{id}: the documents attached to a certificate. */
    async documents(auth: Auth, idText: string) {
      return (await found(caller(auth), idText)).files;
    },

    /** GET /cert-tourism/draft/{typeId}: the form's start for a type: the type, the applicant, their family. */
    async draft(auth: Auth, typeText: string) {
      const c = citizen(auth);
      const type = await typeOf(typeText);
      const [applicant, relatives, refusal] = await Promise.all([
        findApplicantDraft(db, c.personId),
        listApplicantRelatives(db, c.personId),
        refusalFor(db, c.personId, type.id),
      ]);
      if (!applicant) throw new HttpError(403, TOURISM_CERT_MSG.citizensOnly);
      return {
        type,
        applicant: {
          personId: applicant.personId,
          fio: applicant.fio,
          birthDate: applicant.birthDate,
          snils: applicant.snils,
        },
        family: relatives.map((r) => ({
          personId: r.personId,
          fio: r.fio,
          birthDate: r.birthDate,
          relationDegreeId: degreeOf(r),
        })),
        allowed: refusal === null,
        reason: refusal,
        fields: {
          ...(applicant.phone ? { phone: applicant.phone } : {}),
          address: {
            regionId: HOME_REGION_ID,
            ...(applicant.cityId ? { cityId: applicant.cityId } : {}),
            ...(applicant.streetId ? { streetId: applicant.streetId } : {}),
            ...(applicant.house ? { house: applicant.house } : {}),
            ...(applicant.flat ? { room: applicant.flat } : {}),
          },
          members: relatives.map((r) => ({ personId: r.personId, relationDegreeId: degreeOf(r) })),
          documents: [],
        },
      };
    },

    /** GET /cert-tourism/family: the applicant's relatives as a lookup of the form. */
    async family(auth: Auth) {
      const c = citizen(auth);
      return (await listApplicantRelatives(db, c.personId)).map((r) => ({ code: r.personId, caption: r.fio }));
    },

    /** GET /cert-tourism/allowed-creation-certificate: for each type, whether the caller may apply now and why not. */
    async allowedCreation(auth: Auth) {
      const c = citizen(auth);
      const types = await listTourismCertificateTypes(db);
      const rows = await Promise.all(
        types.map(async (type) => {
          const reason = await refusalFor(db, c.personId, type.id);
          return {
            typeId: type.id,
            caption: type.caption,
            nominal: type.nominal,
            validDays: type.validDays,
            holders: type.holders,
            allowed: reason === null,
            reason,
          };
        }),
      );
      return { allowed: rows.some((r) => r.allowed), types: rows };
    },

    relationDegrees: async () => (await listRelationDegrees(db)).map((d) => ({ code: d.id, caption: d.caption })),

    cities: async () =>
      (await listCities(db, HOME_REGION_ID)).map(({ code, caption, type }) => ({ code, caption, type })),

    async streets(cityText: string, search: string) {
      const cityId = idOf(cityText);
      if (cityId === null) throw new HttpError(400, TOURISM_CERT_MSG.badCity);
      return listStreets(db, cityId, search.trim().slice(0, 100), 50);
    },

    /** POST /cert-tourism/new: a certificate of a type, Submitted, numbered in its transaction. */
    async create(
      auth: Auth,
      body: { typeId?: number; fields: Record<string, unknown> },
    ): Promise<Answer<TourismCertificateResult>> {
      const c = citizen(auth);
      if (body.typeId === undefined) throw new HttpError(400, TOURISM_CERT_MSG.typeNotGiven);
      const type = await typeOf(body.typeId);
      const filing = checkedFiling(body.fields);
      const { cityId, streetId } = filing.address;
      if (!(await cityExists(db, cityId))) throw new HttpError(400, TOURISM_CERT_MSG.cityNotFound);
      if (streetId !== undefined && (await findStreetCity(db, streetId)) !== cityId)
        throw new HttpError(400, TOURISM_CERT_MSG.streetNotInCity);
      const members = filing.members ?? [];
      const relatives = await listApplicantRelatives(db, c.personId);
      if (new Set(members.map((m) => m.personId)).size !== members.length)
        throw new HttpError(400, TOURISM_CERT_MSG.memberTwice);
      for (const m of members)
        if (!relatives.some((r) => r.personId === m.personId))
          throw new HttpError(400, TOURISM_CERT_MSG.memberNotRelative(m.personId));
      // The type's holder rule: the person (409, as the list of types says) before the chosen members (400).
      const facts = await holderFacts(db, c.personId);
      const notHolder = holderRefusal(type.id, facts);
      if (notHolder) throw new HttpError(409, notHolder);
      const membersMisfit = applicationRefusal(
        type.id,
        facts,
        members.map((m) => m.personId),
      );
      if (membersMisfit) throw new HttpError(400, membersMisfit);
      const fileIds = [...new Set((filing.documents ?? []).map((d) => d.id))];
      const tooMany = checkFileCount(
        fileIds.length,
        (await uploadLimits(db, config.maxReportFileSizeMb)).maxReportFilesCount,
      );
      if (tooMany) throw new HttpError(400, tooMany);
      if ((await filesUploadedBy(db, fileIds, c.userId)).length !== fileIds.length)
        throw new HttpError(400, TOURISM_CERT_MSG.foreignFiles);
      const created = await db.transaction(async (tx) => {
        // Two applications of one person at once wait for each other: the second sees the first.
        await lockApplicant(tx, c.personId);
        const refusal = await refusalFor(tx, c.personId, type.id);
        if (refusal) throw new HttpError(409, refusal);
        const number = await assignDocumentNumber(tx, 'tourism-certificate', clock());
        const row = await insertTourismCertificate(tx, {
          number,
          typeId: type.id,
          personId: c.personId,
          phone: normalizePhone(filing.phone),
          cityId,
          streetId: streetId ?? null,
          house: filing.address.house,
          flat: filing.address.room ?? null,
          members,
          fileIds,
        });
        await recordCreated(tx, 'tourismCertificate', TOURISM_CERTIFICATE_TABLE, row.id, 'applicant', {
          personId: c.personId,
          userId: c.userId,
        });
        return { ...row, number };
      });
      return ok(
        {
          id: created.id,
          number: created.number,
          status: TOURISM_CERTIFICATE_TABLE.initial,
          statusCaption: statusCaption(TOURISM_CERTIFICATE_TABLE.initial),
          version: created.version,
        },
        { severity: 'Success', text: TOURISM_CERT_MSG.created },
      );
    },

    /** The applicant withdraws their application before the decision. */
    withdraw: (auth: Auth, idText: string, body: { version: number; reason?: string }) =>
      act(citizen(auth), idText, 'withdraw', body),

    /** The department issues a certificate. */
    issue: (auth: Auth, idText: string, body: { version: number }) => act(department(auth), idText, 'issue', body),

    /** The department refuses with the reason. */
    refuse: (auth: Auth, idText: string, body: { version: number; reason?: string }) =>
      act(department(auth), idText, 'refuse', body),
  };
}
