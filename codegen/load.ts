import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ActDefinition, ActFile } from '../common/acts/act-definition';
import type { UiSchemaObject } from '../common/acts/act-schema';
import type { PreparedAct } from './act-modules';
import { bundleSchema, bundleUi, BundleError, type ReadJson } from './bundle';
import { lintAct, type LintOptions } from './lint';
import type { ActFiles, LintError } from './lint-types';
import { ACTS_DIR } from './names';

/** Reading the act folders, bundling and linting them into acts ready for generation. */

/** The three files of an act as parsed JSON, before bundling. */
export interface ActSource {
  id: string;
  /** Repository-relative folder, e.g. 'schemas/acts/test-act'. */
  dir: string;
  schema: unknown;
  ui: unknown;
  act: unknown;
}

const FILES = ['schema.json', 'ui.json', 'act.json'] as const;

/** A reader of repository-relative JSON files under `root`. */
export function jsonReader(root: string): ReadJson {
  return (file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
}

/** Every folder of schemas/acts (sorted) with its parsed files; unreadable or invalid JSON is an error. */
export function readActSources(root: string, actsDir = ACTS_DIR): { sources: ActSource[]; errors: LintError[] } {
  const readJson = jsonReader(root);
  const sources: ActSource[] = [];
  const errors: LintError[] = [];
  const ids = readdirSync(join(root, actsDir))
    .filter((name) => statSync(join(root, actsDir, name)).isDirectory())
    .sort();
  for (const id of ids) {
    const dir = `${actsDir}/${id}`;
    const parsed: Partial<Record<(typeof FILES)[number], unknown>> = {};
    for (const name of FILES) {
      try {
        parsed[name] = readJson(`${dir}/${name}`);
      } catch (error) {
        errors.push({
          file: `${dir}/${name}`,
          pointer: '',
          message: `файл не читается как JSON: ${(error as Error).message}`,
        });
      }
    }
    if (FILES.every((name) => name in parsed)) {
      sources.push({ id, dir, schema: parsed['schema.json'], ui: parsed['ui.json'], act: parsed['act.json'] });
    }
  }
  return { sources, errors };
}

/** Bundles and lints one act; the act is returned only when the lint found nothing. */
export function prepareAct(
  source: ActSource,
  readJson: ReadJson,
  options?: LintOptions,
): { act?: PreparedAct; errors: LintError[] } {
  let files: ActFiles;
  try {
    const { schema, origins } = bundleSchema(source.schema, `${source.dir}/schema.json`, readJson);
    // Shared ui fragments (schemas/common/ui/*.json) are put in before the lint, which then checks them in place.
    const ui = bundleUi(source.ui, `${source.dir}/ui.json`, readJson);
    files = { ...source, schema, ui, origins };
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    return { errors: [{ file: error.file, pointer: error.pointer, message: error.message }] };
  }
  const errors = lintAct(files, options);
  if (errors.length > 0) return { errors };
  // The screens become routes and a menu row; the act's modules carry the definition without them.
  const { screens, ...definition } = source.act as ActFile;
  const act: PreparedAct = {
    id: source.id,
    dir: source.dir,
    schema: files.schema as PreparedAct['schema'],
    uiSchema: files.ui as UiSchemaObject,
    definition: definition as ActDefinition,
    ...(screens === undefined ? {} : { screens }),
  };
  return { act, errors };
}
