import type { ActId } from '../generated/acts';
import { formMigrationsOf, migrationsOf } from '../generated/migrations';
import { applyMigrations, MigrationError, type ApplyOptions } from './engine';
import type { MigrationPlan, MigrationResult } from './types';

export { applyMigrationFile, applyMigrations, MigrationError, splitArchive, type ApplyOptions } from './engine';
export { ARCHIVE_KEY } from './types';
export type { AppliedStep, MigrationFile, MigrationPlan, MigrationResult, MigrationStep } from './types';

/**
 * Data of an act written under `fromVersion` (the act row's schema_version, a draft's version)
 * taken to the act's current version by its migrations (schemas/acts/<act>/migrations). The same
 * call on the server (reading or saving an act, the batch command) and in the browser (a local
 * draft). `data` is not changed; a step that cannot be applied throws MigrationError.
 */
export function migrate<T = Record<string, unknown>>(
  actId: ActId,
  data: Readonly<Record<string, unknown>>,
  fromVersion: number,
  options?: ApplyOptions,
): MigrationResult<T> {
  return applyMigrations<T>(data, fromVersion, migrationsOf(actId), options);
}

/** What a form's migration may be given beside the custom steps. */
export interface FormMigrationOptions extends ApplyOptions {
  /** The form's version and migrations; the generated plan (schemas/forms/<form>/migrations) when absent. Tests give their own. */
  plan?: MigrationPlan;
}

/** The same for a form of schemas/forms (its version is in form.json). */
export function migrateForm<T = Record<string, unknown>>(
  formId: string,
  data: Readonly<Record<string, unknown>>,
  fromVersion: number,
  options: FormMigrationOptions = {},
): MigrationResult<T> {
  const { plan = formMigrationsOf(formId), ...apply } = options;
  if (plan === undefined) throw new MigrationError(`формы «${formId}» нет`);
  return applyMigrations<T>(data, fromVersion, plan, apply);
}
