/**
 * The form records kept as JSON beside acts: a provider's application to a subsidy contest
 * (schemas/forms/contest-application) and a tour operator's request for inclusion in the register
 * (schemas/forms/tourism-provider-application). Each row stores the version of its form the fields
 * are written under; reading it takes the fields to the current version by the form's migrations
 * (schemas/forms/<form>/migrations), a write stores them so, and `npm run acts:migrate` migrates
 * the outdated rows ahead of time. One engine for every kind (common/acts/migrations, as acts'
 * server/acts/engine.ts), not one per kind: a kind here only says where its rows are.
 * Tourism certificates and service-catalog entries are stored in columns, not as JSON: their
 * shape changes are database migrations (server/db/migrations).
 */
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { FORM_MSG } from '../messages.ts';
import { migrateForm, MigrationError, type MigrationPlan } from '../../common/acts/migrations/index.ts';
import { formMigrationsOf } from '../../common/acts/generated/migrations.ts';
import {
  listOutdatedContestApplications,
  writeMigratedContestApplication,
} from '../repositories/contest-applications.ts';
import { listOutdatedTourismRequests, writeMigratedTourismRequest } from '../repositories/tourism-provider-requests.ts';

/** What the engine needs of a stored record: its number (for a refusal), fields and their version. */
export interface FormRecord {
  id: number;
  number: string;
  fields: Record<string, unknown>;
  schemaVersion: number;
}

/** One kind of form record: its form, its name for a person and where its rows are. */
export interface FormRecordKind {
  formId: string;
  /** How a person names one record, at the start of a refusal: «Заявка на конкурс субсидий». */
  caption: string;
  /** The records in the batch's count: «Переведено заявок на конкурс субсидий: 2.» */
  counted: string;
  /** Records whose stored fields stay as they are (a signed application): migrated when read, never written. */
  keepsStored?: (row: FormRecord) => boolean;
  /** The rows written under a version older than `current` that may be migrated, for the batch. */
  listOutdated: (db: Queryable, current: number) => Promise<FormRecord[]>;
  /** Stores migrated fields while the row is still at `from`; false when it is not (any more). */
  writeMigrated: (
    db: Queryable,
    id: number,
    from: number,
    fields: Record<string, unknown>,
    to: number,
  ) => Promise<boolean>;
}

export const CONTEST_APPLICATION_RECORDS: FormRecordKind = {
  formId: 'contest-application',
  caption: 'Заявка на конкурс субсидий',
  counted: 'заявок на конкурс субсидий',
  keepsStored: (row) => (row as FormRecord & { signedAt?: string | null }).signedAt != null,
  listOutdated: listOutdatedContestApplications,
  writeMigrated: writeMigratedContestApplication,
};

export const TOURISM_REQUEST_RECORDS: FormRecordKind = {
  formId: 'tourism-provider-application',
  caption: 'Заявка на включение в реестр туроператоров',
  counted: 'заявок на включение в реестр туроператоров',
  listOutdated: listOutdatedTourismRequests,
  writeMigrated: writeMigratedTourismRequest,
};

/** Every kind of form record kept as JSON, in the order the batch takes them. */
export const FORM_RECORD_KINDS: readonly FormRecordKind[] = [CONTEST_APPLICATION_RECORDS, TOURISM_REQUEST_RECORDS];

/** The form's generated plan: its current version and migrations (common/acts/generated/migrations.ts). */
export function formPlan(formId: string): MigrationPlan {
  const plan = formMigrationsOf(formId);
  if (plan === undefined) throw new Error(`No generated migrations for the form ${formId}`);
  return plan;
}

/**
 * The record with its fields taken to the current version of the form (`plan`; the generated one
 * in production, a test gives its own). A current record comes back as it is. A migration that
 * cannot be applied is refused in Russian with the record's number, version and the reason.
 */
export function migratedRecord<R extends FormRecord>(kind: FormRecordKind, row: R, plan: MigrationPlan): R {
  if (row.schemaVersion === plan.version) return row;
  try {
    const { data, version } = migrateForm(kind.formId, row.fields, row.schemaVersion, { plan });
    return { ...row, fields: data, schemaVersion: version };
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    throw new HttpError(500, FORM_MSG.migrationFailed(kind.caption, row.number, row.schemaVersion, error.message));
  }
}

/**
 * The record in the current shape of its form, as acts' currentShape: inside a write (`lock`, the
 * row locked in the transaction) the migrated fields are stored at once, so the action and what it
 * writes work on the current shape; a record that keeps its stored fields (signed) is only read so.
 */
export async function currentRecord<R extends FormRecord>(
  db: Queryable,
  kind: FormRecordKind,
  row: R,
  plan: MigrationPlan,
  lock: boolean,
): Promise<R> {
  const current = migratedRecord(kind, row, plan);
  if (lock && current !== row && !kind.keepsStored?.(row))
    await kind.writeMigrated(db, row.id, row.schemaVersion, current.fields, current.schemaVersion);
  return current;
}

/** One record the batch took to the current version of its form. */
export interface MigratedFormRecord {
  formId: string;
  id: number;
  number: string;
  from: number;
  to: number;
}

/**
 * `npm run acts:migrate` for the form records: every outdated row of every kind (`kinds`), migrated
 * and stored, one row per transaction, by the same engine as a read. A row whose migration fails
 * stops the batch with its number and reason; the rows before it stay migrated. `plans` replaces
 * a form's generated plan (tests).
 */
export async function migrateOutdatedFormRecords(
  db: Db,
  kinds: readonly FormRecordKind[] = FORM_RECORD_KINDS,
  plans: Readonly<Record<string, MigrationPlan>> = {},
): Promise<MigratedFormRecord[]> {
  const done: MigratedFormRecord[] = [];
  for (const kind of kinds) {
    const plan = plans[kind.formId] ?? formPlan(kind.formId);
    for (const row of await kind.listOutdated(db, plan.version)) {
      const { fields, schemaVersion } = migratedRecord(kind, row, plan);
      const wrote = await db.transaction((tx) =>
        kind.writeMigrated(tx, row.id, row.schemaVersion, fields, schemaVersion),
      );
      // Signed or migrated by a save in the meantime: nothing left to do for it.
      if (wrote)
        done.push({ formId: kind.formId, id: row.id, number: row.number, from: row.schemaVersion, to: schemaVersion });
    }
  }
  return done;
}
