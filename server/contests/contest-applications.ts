/**
 * A provider's applications to a subsidy contest (workflows.md sections 2, 7). The employee of the
 * institution chosen at sign-in, in the role of a service provider, fills the application (the
 * form of schemas/forms/contest-application, checked here by the same precompiled validator the
 * browser uses), attaches documents and signs it with the simple electronic signature while the
 * contest accepts applications; a signed application is locked. The department (an administrator)
 * accepts or rejects a signed one. Every change of a stored application, editing included, is an
 * action of the table (common/contests/contest-application-machine.ts) applied by the transition
 * helper (server/workflow/transition.ts); a new application takes its number from the numbering
 * service.
 */
import { createHash } from 'node:crypto';
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { ValidationRefusal } from '../acts/engine.ts';
import { CONTEST_APPLICATION_RECORDS, currentRecord, formPlan, migratedRecord } from '../acts/form-records.ts';
import type { MigrationPlan } from '../../common/acts/migrations/index.ts';
import { filesUploadedBy } from '../repositories/acts.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import {
  findApplicationOfContest,
  findContestApplication,
  findContestPeriod,
  insertContestApplication,
  listContestApplications,
  listContestPeriods,
  updateContestApplication,
  type ContestApplicationCardRow,
  type ContestApplicationChange,
  type ContestApplicationFilter,
  type ContestApplicationRow,
  type ContestApplicationScope,
  type ContestPeriodRow,
} from '../repositories/contest-applications.ts';
import { uploadLimits } from '../system/settings.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { CONTEST_MSG } from './messages.ts';
import { validateForm } from '../../common/acts/generated/forms/contest-application.validators.js';
import { schema as applicationSchema } from '../../common/acts/generated/forms/contest-application.ts';
import { errorsAtFields } from '../../common/acts/error-fields.ts';
import { fieldLabel } from '../../common/acts/field-labels.ts';
import { errorsToMessages } from '../../common/ajv/index.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { SystemRole } from '../../common/roles.ts';
import { regionToday } from '../../common/time-zone.ts';
import { ruDate } from '../../common/region-time.ts';
import { decide, statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';
import {
  allowedContestApplicationActions,
  CONTEST_APPLICATION_MESSAGES,
  CONTEST_APPLICATION_TABLE,
  contestApplicationEditable,
  ContestApplicationStatus,
  contestOpenOn,
  type ContestApplicationAction,
  type ContestApplicationFacts,
  type ContestApplicationInput,
  type ContestApplicationSide,
  type ContestDecision,
} from '../../common/contests/contest-application-machine.ts';

/** The simple electronic signature (the portal's type 1, as contracts are signed). */
const SIMPLE_SIGNATURE = 1;

/** Who calls: the service provider of an institution (its applications), or the department (every submitted one). */
export interface ContestCaller {
  side: ContestApplicationSide;
  scope: ContestApplicationScope;
  employeeId: number | null;
  personId: number | null;
  userId: number;
}

export function contestCaller({ user }: Auth): ContestCaller {
  const inst = user.selectedInstitution;
  if (inst && inst.institutionRole === SystemRole.ServiceProvider)
    return {
      side: 'provider',
      scope: { kind: 'institution', institutionId: inst.institutionId },
      employeeId: inst.employeeId,
      personId: user.personId,
      userId: user.userId,
    };
  if (user.administrator)
    return {
      side: 'department',
      scope: { kind: 'submitted' },
      employeeId: null,
      personId: user.personId,
      userId: user.userId,
    };
  throw new HttpError(403, CONTEST_MSG.noInstitution);
}

/** The provider acting for the institution and as the employee the path names; anything else is refused. */
function provider(auth: Auth, institutionId: number, employeeId: number): ContestCaller & { employeeId: number } {
  const caller = contestCaller(auth);
  if (caller.side !== 'provider' || caller.scope.kind !== 'institution')
    throw new HttpError(403, CONTEST_MSG.providerOnly);
  if (caller.scope.institutionId !== institutionId) throw new HttpError(403, CONTEST_MSG.otherInstitution);
  if (caller.employeeId !== employeeId) throw new HttpError(403, CONTEST_MSG.otherEmployee);
  return caller as ContestCaller & { employeeId: number };
}

const statusCaption = (status: number) => workflowStatusCaption(CONTEST_APPLICATION_TABLE, status);

const periodCaption = (p: { applicationsFrom: string | null; applicationsTo: string | null }) =>
  p.applicationsFrom && p.applicationsTo ? `с ${ruDate(p.applicationsFrom)} по ${ruDate(p.applicationsTo)}` : null;

/** What the contest's page and the provider's list say of a contest. */
function contestView(row: ContestPeriodRow, today: string) {
  return {
    contestId: row.id,
    title: row.title,
    applicationsFrom: row.applicationsFrom,
    applicationsTo: row.applicationsTo,
    periodCaption: periodCaption(row),
    open: contestOpenOn(
      row.applicationsFrom && row.applicationsTo
        ? { applicationsFrom: row.applicationsFrom, applicationsTo: row.applicationsTo }
        : null,
      today,
    ),
  };
}

/** What the provider's form sends: the form's data and the documents (uploaded files). */
export interface ContestApplicationDraft {
  contestId: number;
  /** The stored application being edited, with the version the person saw; absent for a new one. */
  id?: number;
  version?: number;
  fields: Record<string, unknown>;
  files: string[];
}

export interface ContestApplicationResult {
  id: number;
  number: string;
  contestId: number;
  institutionId: number;
  status: number;
  statusCaption: string;
  version: number;
}

/**
 * The contest applications' service over the database. An application written under an older
 * version of the form is read in the current one and stored so by any action on it (a signed one
 * keeps its stored fields): server/acts/form-records.ts. `formMigrations` is the form's generated plan; a test
 * gives its own.
 */
export function contestApplicationService(
  db: Db,
  config: { maxReportFileSizeMb: number },
  clock: () => Date = () => new Date(),
  formMigrations: MigrationPlan = formPlan(CONTEST_APPLICATION_RECORDS.formId),
) {
  /** The stored application in the current shape of the form (refused in Russian when it cannot be migrated). */
  const current = (row: ContestApplicationCardRow | undefined) =>
    row && migratedRecord(CONTEST_APPLICATION_RECORDS, row, formMigrations);
  const today = () => regionToday(clock());
  const facts = (r: ContestApplicationCardRow): ContestApplicationFacts => ({
    status: r.status as ContestApplicationStatus,
    contestOpen: contestOpenOn(
      r.applicationsFrom && r.applicationsTo
        ? { applicationsFrom: r.applicationsFrom, applicationsTo: r.applicationsTo }
        : null,
      today(),
    ),
    files: r.files.length,
  });
  // The form's version stays inside the server: the card sends the fields already in the current one.
  const described = <R extends ContestApplicationRow & { schemaVersion?: number }>({
    schemaVersion: _,
    ...row
  }: R) => ({
    ...row,
    statusCaption: statusCaption(row.status),
    periodCaption: periodCaption(row),
  });

  /** The form's data checked by the schema's validator and the rules beyond it; the files must be the caller's own uploads. */
  async function content(auth: Auth, draft: ContestApplicationDraft) {
    if (!validateForm(draft.fields)) {
      const fields = errorsAtFields(applicationSchema, errorsToMessages(validateForm.errors));
      throw new ValidationRefusal(
        fields,
        fields.map((f) => `${fieldLabel(applicationSchema, f.pointer)}: ${f.message}`),
      );
    }
    const data = draft.fields as { periodFrom: string; periodTo: string };
    if (data.periodTo < data.periodFrom)
      throw new ValidationRefusal([{ pointer: '/periodTo', message: CONTEST_MSG.badPeriod }], [CONTEST_MSG.badPeriod]);
    const fileIds = [...new Set(draft.files)];
    const tooMany = checkFileCount(
      fileIds.length,
      (await uploadLimits(db, config.maxReportFileSizeMb)).maxReportFilesCount,
    );
    if (tooMany) throw new HttpError(400, tooMany);
    if ((await filesUploadedBy(db, fileIds, auth.user.userId)).length !== fileIds.length)
      throw new HttpError(400, CONTEST_MSG.foreignFiles);
    return { fields: draft.fields, schemaVersion: formMigrations.version, fileIds };
  }

  async function contest(contestId: number) {
    const row = await findContestPeriod(db, contestId);
    if (!row) throw new HttpError(404, CONTEST_MSG.contestNotFound);
    return row;
  }

  async function act(
    caller: ContestCaller,
    id: number,
    action: ContestApplicationAction,
    input: { version: number; reason?: string },
    extra: (row: ContestApplicationCardRow) => Partial<ContestApplicationChange> = () => ({}),
  ): Promise<Answer<ContestApplicationResult>> {
    const plan: TransitionPlan<
      ContestApplicationStatus,
      ContestApplicationAction,
      ContestApplicationSide,
      ContestApplicationFacts,
      ContestApplicationInput,
      ContestApplicationCardRow
    > = {
      table: CONTEST_APPLICATION_TABLE,
      history: 'contestApplication',
      lock: async (tx) => {
        const row = await findContestApplication(tx, caller.scope, id, true);
        return row && currentRecord(tx, CONTEST_APPLICATION_RECORDS, row, formMigrations, true);
      },
      facts,
      side: () => caller.side,
      noSide: CONTEST_MSG.noSide,
      actor: { personId: caller.personId, userId: caller.userId },
      write: (tx, r, { next, note, action: done, version }) =>
        updateContestApplication(tx, r.id, version, {
          status: next.status,
          ...(done === 'reject' ? { rejectReason: note } : {}),
          ...extra(r),
        }),
    };
    const { record, next, version, message } = await applyTransition(db, plan, action, input);
    return ok(result(record, next.status, version), message);
  }

  return {
    /** GET /public/application-contests/{contestId}: the contest's period of applications and whether it is open today. */
    async contest(contestId: number) {
      return contestView(await contest(contestId), today());
    },

    /** The caller's applications (the institution's own, or every submitted one for the department), and the contests with periods. */
    async list(auth: Auth, filter: ContestApplicationFilter) {
      const caller = contestCaller(auth);
      const [{ items, total }, contests] = await Promise.all([
        listContestApplications(db, caller.scope, filter),
        listContestPeriods(db),
      ]);
      const now = today();
      return {
        side: caller.side,
        total,
        items: items.map(described),
        contests: contests.map((c) => contestView(c, now)),
      };
    },

    /**
     * GET /public/application-contests/{institutionId}/{employeeId}/{contestId}: the institution's
     * application to a contest (the screen /user/applications-contest/submit/{contestId}), or none yet,
     * with the contest, what the table allows the caller now and the history. The department reads a
     * submitted application of any institution by the same path (the application's institution and employee).
     */
    async card(auth: Auth, institutionId: number, employeeId: number, contestId: number) {
      const caller = contestCaller(auth);
      if (caller.side === 'provider') provider(auth, institutionId, employeeId);
      const found = contestView(await contest(contestId), today());
      const existing = await findApplicationOfContest(db, institutionId, contestId);
      const row = existing ? current(await findContestApplication(db, caller.scope, existing.id)) : undefined;
      if (row && row.employeeId !== employeeId && caller.side === 'department') throw new HttpError(404, MSG.notFound);
      if (!row) {
        if (caller.side === 'department') throw new HttpError(404, MSG.notFound);
        return {
          contest: found,
          application: null,
          editable: found.open,
          allowedActions: found.open ? (['edit'] as ContestApplicationAction[]) : [],
          history: [],
        };
      }
      const f = facts(row);
      return {
        contest: found,
        application: described(row),
        editable: caller.side === 'provider' && contestApplicationEditable(row.status) && f.contestOpen,
        allowedActions: allowedContestApplicationActions(f, caller.side),
        history: await historyView(db, CONTEST_APPLICATION_TABLE, 'contestApplication', row.id),
      };
    },

    /** POST /application-contests/{institutionId}/{employeeId}: a new draft, or the table's «edit» of a stored one. */
    async save(
      auth: Auth,
      institutionId: number,
      employeeId: number,
      draft: ContestApplicationDraft,
    ): Promise<Answer<ContestApplicationResult>> {
      const caller = provider(auth, institutionId, employeeId);
      const found = await contest(draft.contestId);
      if (draft.id !== undefined) {
        if (draft.version === undefined) throw new HttpError(400, MSG.badRequest);
        const row = current(await findContestApplication(db, caller.scope, draft.id));
        if (!row) throw new HttpError(404, MSG.notFound);
        if (row.contestId !== draft.contestId) throw new HttpError(400, CONTEST_MSG.otherContest);
        // The table refuses a closed contest and a signed application before anything is checked or written.
        const decided = decide(CONTEST_APPLICATION_TABLE, facts(row), 'provider', 'edit', {});
        if (!decided.ok) throw new HttpError(decided.status, decided.message);
        const stored = await content(auth, draft);
        return act(caller, row.id, 'edit', { version: draft.version }, () => ({ content: stored }));
      }
      if (!found.applicationsFrom) throw new HttpError(409, CONTEST_MSG.noPeriod);
      if (!contestView(found, today()).open) throw new HttpError(409, CONTEST_MSG.closed);
      const stored = await content(auth, draft);
      try {
        const created = await db.transaction(async (tx) => {
          const existing = await findApplicationOfContest(tx, institutionId, draft.contestId);
          if (existing) throw new HttpError(409, CONTEST_MSG.alreadyMade(existing.number));
          const row = await insertContestApplication(
            tx,
            {
              number: await assignDocumentNumber(tx, 'contest-application', clock()),
              contestId: draft.contestId,
              institutionId,
              employeeId,
              createdBy: caller.userId,
            },
            stored.fields,
            stored.fileIds,
            stored.schemaVersion,
          );
          await recordCreated(tx, 'contestApplication', CONTEST_APPLICATION_TABLE, row.id, 'provider', {
            personId: caller.personId,
            userId: caller.userId,
          });
          return row;
        });
        const card = (await findContestApplication(db, caller.scope, created.id))!;
        return ok(result(card, ContestApplicationStatus.Draft, created.version), {
          severity: 'Success',
          text: CONTEST_APPLICATION_MESSAGES.create,
        });
      } catch (error) {
        if (error instanceof StatementError && error.code === '23505') {
          const existing = await findApplicationOfContest(db, institutionId, draft.contestId);
          throw new HttpError(409, CONTEST_MSG.alreadyMade(existing?.number ?? ''));
        }
        throw error;
      }
    },

    /** POST /application-contests/sign/{id}: the provider signs the draft with the simple electronic signature; it is submitted and locked. */
    async sign(auth: Auth, id: number, input: { version: number }): Promise<Answer<ContestApplicationResult>> {
      const caller = contestCaller(auth);
      if (caller.side !== 'provider') throw new HttpError(403, CONTEST_MSG.providerOnly);
      const { user } = auth;
      const signerName = [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ');
      return act(caller, id, 'sign', input, (row) => ({
        signature: {
          type: SIMPLE_SIGNATURE,
          userId: caller.userId,
          signerName,
          sha256: createHash('sha256')
            .update(
              JSON.stringify({ number: row.number, fields: row.fields, files: row.files.map((f) => f.id).sort() }),
            )
            .digest('hex'),
        },
      }));
    },

    /** POST /application-contests/update: the department's decision on a submitted application. */
    async decide(
      auth: Auth,
      input: { id: number; version: number; decision: ContestDecision; reason?: string },
    ): Promise<Answer<ContestApplicationResult>> {
      const caller = contestCaller(auth);
      if (caller.side !== 'department') throw new HttpError(403, CONTEST_MSG.departmentOnly);
      return act(caller, input.id, input.decision, { version: input.version, reason: input.reason });
    },
  };
}

function result(row: ContestApplicationRow, status: number, version: number): ContestApplicationResult {
  return {
    id: row.id,
    number: row.number,
    contestId: row.contestId,
    institutionId: row.institutionId,
    status,
    statusCaption: statusCaption(status),
    version,
  };
}
