/**
 * Tour operators' requests to be included in the register of tourism service providers (request
 * type 101; workflows.md sections 2, 3, 5, 7, 8, 9; platform.md sections 2, 4, 6). The applicant is
 * a signed-in user (sign-in goes through the government identity provider, so the portal knows who
 * applies and whom to tell the decision): an organisation not yet in the register has no cabinet to
 * apply from, so any signed-in role may apply; an anonymous call is 401. Applications are accepted
 * and changed only inside the window of setting 2, and an organisation (its OGRN) has at most one
 * open request. The department (an administrator) takes a request into review and includes the
 * organisation (decision type 1) or refuses with the reason; an inclusion enters the organisation
 * in the register with today's inclusion date, which opens its tourism cabinet for the year, and the
 * applicant gets a notice (the transition helper's hook, common/messages/notice-rules.ts). Every
 * change of a stored request, editing included, is an action of the table
 * (common/tourism/provider-request-machine.ts) applied by the transition helper.
 */
import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { ValidationRefusal } from '../acts/engine.ts';
import { currentRecord, formPlan, migratedRecord, TOURISM_REQUEST_RECORDS } from '../acts/form-records.ts';
import type { MigrationPlan } from '../../common/acts/migrations/index.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { findSetting } from '../repositories/settings.ts';
import {
  findInstitutionByOgrn,
  findLatestTourismRequest,
  findOpenTourismRequest,
  findTourismRequest,
  includeOrganisation,
  insertTourismRequest,
  listTourismRequests,
  updateTourismRequest,
  type TourismRequestCardRow,
  type TourismRequestFilter,
  type TourismRequestHead,
  type TourismRequestRow,
  type TourismRequestScope,
} from '../repositories/tourism-provider-requests.ts';
import { SETTING } from '../system/settings.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { TOURISM_MSG } from './messages.ts';
import { validateForm } from '../../common/acts/generated/forms/tourism-provider-application.validators.js';
import { schema as applicationSchema } from '../../common/acts/generated/forms/tourism-provider-application.ts';
import { errorsAtFields } from '../../common/acts/error-fields.ts';
import { fieldLabel } from '../../common/acts/field-labels.ts';
import { errorsToMessages } from '../../common/ajv/index.ts';
import { HOME_REGION_ID } from '../../common/navigator/constants.ts';
import { ruDate } from '../../common/region-time.ts';
import { regionToday } from '../../common/time-zone.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import { checkApplicationRules } from '../../common/tourism/application-rules.ts';
import {
  allowedTourismRequestActions,
  inApplicationWindow,
  INDIVIDUAL_LEGAL_FORM,
  LEGAL_FORMS,
  TOURISM_REQUEST_REFUSALS,
  TOURISM_REQUEST_TABLE,
  TourismDecision,
  tourismRequestOpen,
  TourismRequestStatus,
  type TourismRequestAction,
  type TourismRequestFacts,
  type TourismRequestInput,
  type TourismRequestSide,
} from '../../common/tourism/provider-request-machine.ts';

/** Who calls: an applicant (their own requests), or the department (every request). */
export interface TourismCaller {
  side: TourismRequestSide;
  scope: TourismRequestScope;
  personId: number | null;
  userId: number;
}

export function tourismCaller({ user }: Auth): TourismCaller {
  if (user.administrator)
    return { side: 'department', scope: { kind: 'all' }, personId: user.personId, userId: user.userId };
  return {
    side: 'applicant',
    scope: { kind: 'applicant', userId: user.userId },
    personId: user.personId,
    userId: user.userId,
  };
}

/** The application window of setting 2, as stored, or null when it is not set. */
export interface ApplicationWindow {
  dateFrom: string;
  dateTo: string;
}

/** The window as the page shows it: its days, whether it is open today, and its caption. */
export interface WindowView {
  dateFrom: string | null;
  dateTo: string | null;
  open: boolean;
  caption: string | null;
}

const statusCaption = (status: number) => workflowStatusCaption(TOURISM_REQUEST_TABLE, status);
const legalFormCaption = (id: unknown) => LEGAL_FORMS.find((f) => f.id === id)?.caption ?? null;

const described = <R extends TourismRequestRow>(row: R) => ({
  ...row,
  statusCaption: statusCaption(row.status),
});

export interface TourismRequestResult {
  id: number;
  number: string;
  status: number;
  statusCaption: string;
  version: number;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The application's fields checked by the form's schema and the rules between fields; trimmed strings. */
function checkedFields(fields: Record<string, unknown>): { fields: Record<string, unknown>; head: TourismRequestHead } {
  const trimmed = Object.fromEntries(
    Object.entries(fields)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
  if (!validateForm(trimmed)) {
    const errors = errorsAtFields(applicationSchema, errorsToMessages(validateForm.errors));
    throw new ValidationRefusal(
      errors,
      errors.map((f) => `${fieldLabel(applicationSchema, f.pointer)}: ${f.message}`),
    );
  }
  const rules = checkApplicationRules(trimmed);
  if (rules.length)
    throw new ValidationRefusal(
      rules,
      rules.map((f) => `${fieldLabel(applicationSchema, f.pointer)}: ${f.message}`),
    );
  const data = trimmed as { ogrn: string; inn: string; caption: string };
  return { fields: trimmed, head: { ogrn: data.ogrn, inn: data.inn, caption: data.caption } };
}

/**
 * The tour operators' requests' service over the database. A request written under an older version
 * of the form is read in the current one and stored so by any action on it: server/acts/form-records.ts.
 * `formMigrations` is the form's generated plan; a test gives its own.
 */
export function tourismProviderRequestService(
  db: Db,
  clock: () => Date = () => new Date(),
  formMigrations: MigrationPlan = formPlan(TOURISM_REQUEST_RECORDS.formId),
) {
  /** The stored request in the current shape of the form (refused in Russian when it cannot be migrated). */
  const current = (row: TourismRequestCardRow | undefined) =>
    row && migratedRecord(TOURISM_REQUEST_RECORDS, row, formMigrations);

  async function applicationWindow(q: Queryable = db): Promise<ApplicationWindow | null> {
    const value = (await findSetting(q, SETTING.tourismApplicationWindow))?.value ?? {};
    return isDate(value.dateFrom) && isDate(value.dateTo) ? { dateFrom: value.dateFrom, dateTo: value.dateTo } : null;
  }

  async function windowView(): Promise<WindowView> {
    const w = await applicationWindow();
    return {
      dateFrom: w?.dateFrom ?? null,
      dateTo: w?.dateTo ?? null,
      open: inApplicationWindow(w, regionToday(clock())),
      caption: w ? `с ${ruDate(w.dateFrom)} по ${ruDate(w.dateTo)}` : null,
    };
  }

  function applicant(auth: Auth): TourismCaller {
    const caller = tourismCaller(auth);
    if (caller.side !== 'applicant') throw new HttpError(403, TOURISM_MSG.applicantOnly);
    return caller;
  }

  function department(auth: Auth): TourismCaller {
    const caller = tourismCaller(auth);
    if (caller.side !== 'department') throw new HttpError(403, TOURISM_MSG.departmentOnly);
    return caller;
  }

  /** The organisation must not be included already this year, nor have another open request. */
  async function organisationFree(q: Queryable, ogrn: string, exceptId: number | null): Promise<void> {
    const open = await findOpenTourismRequest(q, ogrn);
    if (open && open.id !== exceptId) throw new HttpError(409, TOURISM_MSG.alreadyOpen(open.number));
    const inst = await findInstitutionByOgrn(q, ogrn);
    const year = regionToday(clock()).slice(0, 4);
    if (inst?.dateIncluded && inst.dateIncluded.slice(0, 4) >= year)
      throw new HttpError(409, TOURISM_MSG.alreadyIncluded(ruDate(inst.dateIncluded)));
  }

  const uniqueOpen = async (error: unknown, ogrn: string): Promise<never> => {
    if (error instanceof StatementError && error.code === '23505') {
      const open = await findOpenTourismRequest(db, ogrn);
      throw new HttpError(409, TOURISM_MSG.alreadyOpen(open?.number ?? ''));
    }
    throw error;
  };

  async function card(caller: TourismCaller, row: TourismRequestCardRow, open: boolean) {
    const facts: TourismRequestFacts = { status: row.status as TourismRequestStatus, windowOpen: open };
    // The form's version stays inside the server: the card sends the fields already in the current one.
    const { schemaVersion: _, ...shown } = row;
    return {
      ...described(shown),
      fields: row.fields,
      legalFormCaption: legalFormCaption(row.fields.legalForm),
      side: caller.side,
      allowedActions: allowedTourismRequestActions(facts, caller.side),
      history: await historyView(db, TOURISM_REQUEST_TABLE, 'tourismProviderRequest', row.id),
    };
  }

  async function act(
    caller: TourismCaller,
    id: number,
    action: TourismRequestAction,
    input: { version: number; reason?: string },
    content?: { fields: Record<string, unknown>; head: TourismRequestHead },
  ): Promise<Answer<TourismRequestResult>> {
    const open = inApplicationWindow(await applicationWindow(), regionToday(clock()));
    const plan: TransitionPlan<
      TourismRequestStatus,
      TourismRequestAction,
      TourismRequestSide,
      TourismRequestFacts,
      TourismRequestInput,
      TourismRequestCardRow
    > = {
      table: TOURISM_REQUEST_TABLE,
      history: 'tourismProviderRequest',
      lock: async (tx) => {
        const row = await findTourismRequest(tx, caller.scope, id, true);
        return row && currentRecord(tx, TOURISM_REQUEST_RECORDS, row, formMigrations, true);
      },
      facts: (r) => ({ status: r.status as TourismRequestStatus, windowOpen: open }),
      side: () => caller.side,
      noSide: TOURISM_MSG.noSide,
      actor: { personId: caller.personId, userId: caller.userId },
      prepare: async (tx, r, _action, given) => {
        if (content) await organisationFree(tx, content.head.ogrn, r.id);
        return given;
      },
      write: async (tx, r, { next, note, action: done, version }) => {
        let institutionId: number | null = null;
        if (done === 'include') institutionId = await include(tx, r);
        return updateTourismRequest(tx, r.id, version, {
          status: next.status,
          ...(content
            ? { content: { ...content.head, fields: content.fields, schemaVersion: formMigrations.version } }
            : {}),
          ...(done === 'include' || done === 'refuse'
            ? {
                decision: {
                  type: done === 'include' ? TourismDecision.Included : TourismDecision.Refused,
                  reason: done === 'refuse' ? note : null,
                  userId: caller.userId,
                  institutionId,
                },
              }
            : {}),
        });
      },
    };
    try {
      const { record, next, version, message } = await applyTransition(db, plan, action, input);
      return ok(result(record, next.status, version), message);
    } catch (error) {
      return uniqueOpen(error, content?.head.ogrn ?? '');
    }
  }

  /** Enters the request's organisation in the register today; its id. */
  function include(tx: Queryable, r: TourismRequestCardRow): Promise<number> {
    const f = r.fields as Record<string, string | number | undefined>;
    const s = (key: string) => (typeof f[key] === 'string' ? (f[key] as string) : null);
    return includeOrganisation(
      tx,
      {
        ogrn: r.ogrn,
        inn: r.inn,
        kpp: s('kpp'),
        caption: r.caption,
        shortCaption: s('shortCaption') ?? r.caption,
        institutionTypeId: f.legalForm === INDIVIDUAL_LEGAL_FORM ? 2 : 1,
        address: s('address') ?? '',
        phone: s('phone'),
        email: s('email'),
        site: s('site'),
        director: s('director'),
        requisites: {
          dirFullFioGen: s('dirFullFioGen'),
          foundationDoc: s('foundationDoc'),
          oktmo: s('oktmo'),
          bankAccount: s('bankAccount'),
          bankPAccount: s('bankPAccount'),
          ks: s('ks'),
          eks: s('eks'),
          bankBik: s('bankBik'),
          bankName: s('bankName'),
        },
      },
      r.applicantUserId,
      regionToday(clock()),
      HOME_REGION_ID,
    );
  }

  return {
    legalForms: () => LEGAL_FORMS.map((f) => ({ ...f })),

    /** The caller's latest request with its card, the window, and whether a new one may be made now. */
    async current(auth: Auth) {
      const caller = tourismCaller(auth);
      const window = await windowView();
      const row = caller.side === 'applicant' ? current(await findLatestTourismRequest(db, caller.userId)) : undefined;
      return {
        window,
        request: row ? await card(caller, row, window.open) : null,
        canApply: caller.side === 'applicant' && window.open && !(row && tourismRequestOpen(row.status)),
      };
    },

    /** A new request (Sent), numbered in its transaction; only inside the window. */
    async create(auth: Auth, body: { fields: Record<string, unknown> }): Promise<Answer<TourismRequestResult>> {
      const caller = applicant(auth);
      const window = await applicationWindow();
      if (!window) throw new HttpError(409, TOURISM_MSG.noWindow);
      if (!inApplicationWindow(window, regionToday(clock())))
        throw new HttpError(409, TOURISM_REQUEST_REFUSALS.windowClosed);
      const { fields, head } = checkedFields(body.fields);
      try {
        const created = await db.transaction(async (tx) => {
          await organisationFree(tx, head.ogrn, null);
          const inst = await findInstitutionByOgrn(tx, head.ogrn);
          const row = await insertTourismRequest(
            tx,
            {
              ...head,
              number: await assignDocumentNumber(tx, 'tourism-provider-request', clock()),
              userId: caller.userId,
              institutionId: inst?.id ?? null,
            },
            fields,
            formMigrations.version,
          );
          await recordCreated(tx, 'tourismProviderRequest', TOURISM_REQUEST_TABLE, row.id, 'applicant', {
            personId: caller.personId,
            userId: caller.userId,
          });
          return row;
        });
        const row = (await findTourismRequest(db, caller.scope, created.id))!;
        return ok(result(row, TourismRequestStatus.Sent, created.version), {
          severity: 'Success',
          text: TOURISM_MSG.created,
        });
      } catch (error) {
        return uniqueOpen(error, head.ogrn);
      }
    },

    /** The applicant's changes to their own request not yet decided: the table's «edit» at the version they saw. */
    async update(auth: Auth, body: { id: number; version: number; fields: Record<string, unknown> }) {
      const caller = applicant(auth);
      const content = checkedFields(body.fields);
      return act(caller, body.id, 'edit', { version: body.version }, content);
    },

    /** The applicant withdraws their own request not yet decided. */
    withdraw: (auth: Auth, body: { id: number; version: number }) =>
      act(applicant(auth), body.id, 'withdraw', { version: body.version }),

    /** Every request for the department, newest first. */
    async list(auth: Auth, filter: TourismRequestFilter) {
      const caller = department(auth);
      const { items, total } = await listTourismRequests(db, caller.scope, filter);
      return { total, items: items.map(described) };
    },

    /** One request with its form, history and the actions the table allows the caller now. */
    async card(auth: Auth, id: number) {
      const caller = tourismCaller(auth);
      const row = current(await findTourismRequest(db, caller.scope, id));
      if (!row) throw new HttpError(404, MSG.notFound);
      return card(caller, row, (await windowView()).open);
    },

    /** The department takes a sent request into review. */
    review: (auth: Auth, id: number, body: { version: number }) =>
      act(department(auth), id, 'review', { version: body.version }),

    /** The department's decision: 1 includes the organisation, 2 refuses with the reason. */
    decide(auth: Auth, id: number, body: { version: number; decisionType: number; reason?: string }) {
      const caller = department(auth);
      if (body.decisionType !== TourismDecision.Included && body.decisionType !== TourismDecision.Refused)
        throw new HttpError(400, TOURISM_MSG.badDecision);
      const action: TourismRequestAction = body.decisionType === TourismDecision.Included ? 'include' : 'refuse';
      return act(caller, id, action, { version: body.version, reason: body.reason });
    },
  };
}

function result(row: TourismRequestRow, status: number, version: number): TourismRequestResult {
  return { id: row.id, number: row.number, status, statusCaption: statusCaption(status), version };
}
