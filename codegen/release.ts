/**
 * npm run schema:release -- <act or form>   releases the record's current schemaVersion
 * npm run schema:release -- --all           releases every act and form whose current version is not released yet
 *
 * Writes versions/<n>.json (the bundled schema of version n) and versions/<n>.sample.json (the
 * codegen's sample data of it, which the replay test migrates to every later version) into
 * schemas/acts/<act>/ or schemas/forms/<form>/. The record must pass the schema lint; version n
 * must be new (the one after the last released) and, from 2 on, have its migrations/<n>.json.
 * Once written, the files are never changed: the lint holds the fields of a released version still.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchemaObject } from '../common/acts/act-schema';
import { FORMS_DIR, readForms } from './forms';
import { formatLintError, type LintError } from './lint-types';
import { jsonReader, prepareAct, readActSources } from './load';
import { ACTS_DIR } from './names';
import { sampleActData } from './sample-data';
import { lintVersions, readVersionFiles, type VersionedRecord } from './versions';

/** A record ready to release: its lint-clean bundled schema and the computed fields its sample fills. */
interface Releasable extends VersionedRecord {
  computed: Parameters<typeof sampleActData>[1]['computed'];
  /** An act's act.json (without screens) and bundled ui.json: versions/<n>.form.json. */
  form?: ReleasedForm;
}

/** versions/<n>.form.json of an act: how a record of version n is shown and printed (a signed act). */
export interface ReleasedForm {
  definition: unknown;
  uiSchema: unknown;
}

/** Every act and form of the repository at `root` that passes the schema lint; the others' errors. */
export function readReleasable(root: string): { records: Releasable[]; errors: LintError[] } {
  const readJson = jsonReader(root);
  const { sources, errors } = readActSources(root, ACTS_DIR);
  const records: Releasable[] = [];
  for (const source of sources) {
    const prepared = prepareAct(source, readJson);
    errors.push(...prepared.errors);
    if (prepared.act === undefined) continue;
    records.push({
      id: prepared.act.id,
      kind: 'act',
      dir: prepared.act.dir ?? `${ACTS_DIR}/${prepared.act.id}`,
      versionFile: 'act.json',
      schemaVersion: prepared.act.definition.schemaVersion,
      schema: prepared.act.schema as JsonSchemaObject,
      computed: prepared.act.definition.computed,
      form: { definition: prepared.act.definition, uiSchema: prepared.act.uiSchema },
    });
  }
  const forms = readForms(root, readJson);
  errors.push(...forms.errors);
  for (const form of forms.forms)
    records.push({
      id: form.id,
      kind: 'form',
      dir: `${FORMS_DIR}/${form.id}`,
      versionFile: 'form.json',
      schemaVersion: form.schemaVersion,
      schema: form.schema as JsonSchemaObject,
      computed: [],
    });
  return { records, errors };
}

/**
 * Releases the current version of one record: checks it as the lint will once it is released,
 * then writes versions/<n>.json and versions/<n>.sample.json. Returns the written paths, or the
 * errors (then nothing is written).
 */
export function releaseRecord(root: string, record: Releasable): { written: string[]; errors: LintError[] } {
  const files = readVersionFiles(root, record.dir);
  const n = record.schemaVersion;
  if (files.released.has(n))
    return {
      written: [],
      errors: [
        {
          file: `${record.dir}/versions/${n}.json`,
          pointer: '',
          message: `версия ${n} уже выпущена; чтобы изменить поля, увеличьте schemaVersion в ${record.versionFile}`,
        },
      ],
    };
  // Version 1 has nothing before it; a later one is checked as a new version against the last released.
  const errors =
    files.released.size === 0 && n === 1
      ? files.errors
      : lintVersions(record, files).filter((error) => !error.file.startsWith(`${record.dir}/versions/`));
  if (files.released.size === 0 && n !== 1)
    errors.push({
      file: `${record.dir}/${record.versionFile}`,
      pointer: '/schemaVersion',
      message: 'первая выпускаемая версия — 1',
    });
  if (errors.length > 0) return { written: [], errors };
  const dir = join(root, record.dir, 'versions');
  mkdirSync(dir, { recursive: true });
  const schemaFile = `${record.dir}/versions/${n}.json`;
  const sampleFile = `${record.dir}/versions/${n}.sample.json`;
  writeFileSync(join(root, schemaFile), `${JSON.stringify(record.schema, null, 2)}\n`);
  writeFileSync(
    join(root, sampleFile),
    `${JSON.stringify(sampleActData(record.schema as Parameters<typeof sampleActData>[0], { computed: record.computed }), null, 2)}\n`,
  );
  if (!record.form) return { written: [schemaFile, sampleFile], errors: [] };
  const formFile = `${record.dir}/versions/${n}.form.json`;
  writeFileSync(join(root, formFile), `${JSON.stringify(record.form, null, 2)}\n`);
  return { written: [schemaFile, sampleFile, formFile], errors: [] };
}

/** The command: releases the named records (or, with --all, every unreleased one); returns the exit code. */
export function runRelease(root: string, args: readonly string[], log: (line: string) => void = console.log): number {
  const all = args.includes('--all');
  const ids = args.filter((arg) => !arg.startsWith('--'));
  if (!all && ids.length === 0) {
    log('Укажите акт или форму: npm run schema:release -- <имя папки> (или --all для всех невыпущенных версий)');
    return 1;
  }
  const { records, errors } = readReleasable(root);
  if (errors.length > 0) {
    log(`Схемы с ошибками (${errors.length}), версия не выпущена:`);
    for (const error of errors) log(`  ${formatLintError(error)}`);
    return 1;
  }
  const unknown = ids.filter((id) => !records.some((record) => record.id === id));
  if (unknown.length > 0) {
    log(`Нет акта или формы с именем ${unknown.map((id) => `«${id}»`).join(', ')} в ${ACTS_DIR} и ${FORMS_DIR}`);
    return 1;
  }
  const chosen = all
    ? records.filter((record) => !existsSync(join(root, record.dir, 'versions', `${record.schemaVersion}.json`)))
    : records.filter((record) => ids.includes(record.id));
  let code = 0;
  for (const record of chosen) {
    const result = releaseRecord(root, record);
    for (const error of result.errors) log(`  ${formatLintError(error)}`);
    if (result.errors.length > 0) code = 1;
    else log(`Выпущена версия ${record.schemaVersion} «${record.id}»: ${result.written.join(', ')}`);
  }
  if (all && chosen.length === 0) log('Все текущие версии уже выпущены.');
  return code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = runRelease(fileURLToPath(new URL('..', import.meta.url)), process.argv.slice(2));
}
