import { fileURLToPath } from 'node:url';
import { bundleSchema, bundleUi, type ReadJson } from '../../codegen/bundle';
import { lintAct, type LintError, type LintOptions } from '../../codegen/lint';
import { jsonReader, readActSources, type ActSource } from '../../codegen/load';

/** The repository root, where schemas/ lives. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Reads repository files from disk. */
export const readFromDisk: ReadJson = jsonReader(ROOT);

/** A fresh, deep copy of schemas/acts/test-act as parsed JSON, free to break in memory. */
export function testActSource(): ActSource {
  const source = readActSources(ROOT).sources.find((s) => s.id === 'test-act');
  if (source === undefined) throw new Error('schemas/acts/test-act is missing');
  return structuredClone(source);
}

/** A reader that serves the given files from memory and everything else from disk. */
export function readWith(overrides: Record<string, unknown>): ReadJson {
  return (file) => (Object.hasOwn(overrides, file) ? structuredClone(overrides[file]) : readFromDisk(file));
}

/** Bundles and lints an act source the way codegen does. */
export function lintSource(source: ActSource, readJson: ReadJson = readFromDisk, options?: LintOptions): LintError[] {
  const { schema, origins } = bundleSchema(source.schema, `${source.dir}/schema.json`, readJson);
  const ui = bundleUi(source.ui, `${source.dir}/ui.json`, readJson);
  return lintAct({ ...source, schema, ui, origins }, options);
}

// Parsed JSON that tests break by hand; typing every path would only hide what is edited.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The source's files typed loosely for editing. */
export interface Editable {
  schema: Loose;
  ui: Loose;
  act: Loose;
}

/** The test act with `edit` applied to its parsed files. */
export function brokenTestAct(edit: (files: Editable) => void): ActSource {
  const source = testActSource();
  edit(source as unknown as Editable);
  return source;
}
