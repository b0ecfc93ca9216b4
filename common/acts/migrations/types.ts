/**
 * The declarative migrations of a schema-driven record (an act or a form): one file
 * schemas/acts/<act>/migrations/<n>.json (schemas/forms/<form>/migrations/<n>.json) takes data
 * written under version n-1 to version n by a short list of steps an analyst writes. Pointers are
 * JSON pointers (RFC 6901) into the record's data; a '*' token stands for every item of an array
 * (the same items on both sides of a step). codegen/migration.schema.json is the files' schema.
 */

/** The key of the data where dropped values are kept: `/_archive/<version>/<path>`. */
export const ARCHIVE_KEY = '_archive';

interface StepBase {
  /** What the step does, in the analyst's words (shown nowhere but kept for whoever reads the file). */
  comment?: string;
}

/** The field at `path` gets the name `to` in the same place (its parent stays). */
export interface RenameStep extends StepBase {
  op: 'rename';
  path: string;
  to: string;
}

/** The value at `from` moves to `to`, also into another block or array item. */
export interface MoveStep extends StepBase {
  op: 'move';
  from: string;
  to: string;
}

/** `value` is written at `path` where nothing is written yet. */
export interface SetDefaultStep extends StepBase {
  op: 'setDefault';
  path: string;
  value: unknown;
}

/**
 * One string becomes several fields: cut by `separator` (the rest goes into the last field) or
 * by the capture groups of `pattern` (a regular expression, one group per field).
 */
export interface SplitStep extends StepBase {
  op: 'split';
  from: string;
  to: string[];
  separator?: string;
  pattern?: string;
}

/** Several fields become one string, the values present joined by `separator` (a space when absent). */
export interface JoinStep extends StepBase {
  op: 'join';
  from: string[];
  to: string;
  separator?: string;
}

/** Values of a list (an enum) replaced by new ones; a value not named stays as it is. */
export interface MapEnumStep extends StepBase {
  op: 'mapEnum';
  path: string;
  values: Array<{ from: unknown; to: unknown }>;
}

/** The field leaves the form; its value is kept at `/_archive/<version>/<path>`. */
export interface DropStep extends StepBase {
  op: 'drop';
  path: string;
}

/** A step in TypeScript, registered by `name` in common/acts/migrations/custom-steps.ts. */
export interface CustomStep extends StepBase {
  op: 'custom';
  name: string;
}

export type MigrationStep =
  | RenameStep
  | MoveStep
  | SetDefaultStep
  | SplitStep
  | JoinStep
  | MapEnumStep
  | DropStep
  | CustomStep;

export type MigrationOp = MigrationStep['op'];

/** One file migrations/<to>.json. */
export interface MigrationFile {
  from: number;
  to: number;
  /** What changed in this version, for the analysts. */
  description?: string;
  steps: MigrationStep[];
}

/** Everything the engine needs about one record kind: its current version and its migration files. */
export interface MigrationPlan {
  /** The current `schemaVersion`. */
  version: number;
  /** migrations/<n>.json by n (2..version). */
  migrations: readonly MigrationFile[];
}

/** What one step did: the concrete pointers it read and wrote (the archive's included). */
export interface AppliedStep {
  /** The version the step's file leads to. */
  version: number;
  /** The step's index in its file. */
  step: number;
  op: MigrationOp;
  from: string[];
  to: string[];
  /** The custom step's name. */
  name?: string;
}

/** The result of a migration. */
export interface MigrationResult<T = Record<string, unknown>> {
  data: T;
  /** The version the data is now written under (the current one). */
  version: number;
  /** The steps that changed something, in order. */
  applied: AppliedStep[];
}

/** Context a custom step is called with. */
export interface CustomStepContext {
  /** The version the step's file leads to. */
  version: number;
}

/**
 * A custom step: a pure function from the data under version n-1 (already changed by the steps
 * before it in the file) to new data. It must not lose a value: what leaves the form goes to the
 * archive part (`/_archive/<version>/...`). It returns the pointers it read and wrote for the record.
 */
export type CustomStepFunction = (
  data: Record<string, unknown>,
  context: CustomStepContext,
) => { data: Record<string, unknown>; from: string[]; to: string[] };
