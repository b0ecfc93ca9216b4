import { resolve } from 'node:path';
import type { PreparedAct } from './act-modules';
import { generateFiles } from './generate';
import { formatLintError, plural, type LintError } from './lint-types';
import { jsonReader, prepareAct, readActSources } from './load';
import { ACTS_DIR, GENERATED_DIR, SCREENS_DIR, STORIES_DIR } from './names';
import { generateScreenFiles, lintScreens } from './screens';
import { writeGenerated } from './output';
import { generateStoryFiles } from './stories';
import { FORMS_DIR, generateFormFiles, readForms } from './forms';
import {
  generateMigrationsModule,
  generateReleasedModule,
  lintVersions,
  migrationsList,
  readVersionFiles,
  type RecordMigrations,
  type ReleasedActs,
  type VersionedRecord,
} from './versions';

/** Options of {@link runCodegen}; folders are relative to `root` (or absolute). */
export interface RunOptions {
  /** Repository root. */
  root: string;
  actsDir?: string;
  outDir?: string;
  storiesDir?: string;
  screensDir?: string;
  log?: (line: string) => void;
}

/**
 * The acts generator of `npm run codegen`: reads every act folder, bundles and lints it,
 * generates types, validators, the acts index and the acts' menu rows into common/acts/generated,
 * block stories into src/forms/generated, the acts' list and card screens and their route rows
 * into src/features/acts/generated (all git-ignored), writing only the files that changed.
 * Returns the exit code: 1 when the lint finds mistakes (then nothing is written).
 */
export async function runCodegen(options: RunOptions): Promise<number> {
  const {
    root,
    actsDir = ACTS_DIR,
    outDir = GENERATED_DIR,
    storiesDir = STORIES_DIR,
    screensDir = SCREENS_DIR,
    log = console.log,
  } = options;
  const { sources, errors } = readActSources(root, actsDir);
  const readJson = jsonReader(root);
  const acts: PreparedAct[] = [];
  const lintErrors: LintError[] = [...errors];
  for (const source of sources) {
    const prepared = prepareAct(source, readJson);
    lintErrors.push(...prepared.errors);
    if (prepared.act !== undefined) acts.push(prepared.act);
  }
  // Forms that are not acts (schemas/forms, the «form» kind): bundled and compiled beside the acts.
  const forms = readForms(root, readJson);
  lintErrors.push(...forms.errors);
  // Every act and form keeps its released versions and the migrations between them.
  const migrations: RecordMigrations[] = [];
  const versioned: VersionedRecord[] = [
    ...acts.map((act) => ({
      id: act.id,
      kind: 'act' as const,
      dir: act.dir ?? `${actsDir}/${act.id}`,
      versionFile: 'act.json' as const,
      schemaVersion: act.definition.schemaVersion,
      schema: act.schema,
    })),
    ...forms.forms.map((form) => ({
      id: form.id,
      kind: 'form' as const,
      dir: `${FORMS_DIR}/${form.id}`,
      versionFile: 'form.json' as const,
      schemaVersion: form.schemaVersion,
      schema: form.schema,
    })),
  ];
  const released: ReleasedActs[] = [];
  for (const record of versioned) {
    const files = readVersionFiles(root, record.dir);
    const errors = lintVersions(record, files);
    lintErrors.push(...errors);
    if (errors.length === 0 && record.kind === 'act')
      released.push({ id: record.id, dir: record.dir, versions: [...files.released.keys()].sort((a, b) => a - b) });
    if (errors.length === 0)
      migrations.push({
        id: record.id,
        kind: record.kind,
        schemaVersion: record.schemaVersion,
        migrations: migrationsList(files, record.schemaVersion),
      });
  }
  // Addresses and menu places are shared by all acts: checked once every act has passed its own lint.
  if (lintErrors.length === 0) lintErrors.push(...lintScreens(acts));
  if (lintErrors.length > 0) {
    log(`Проверка схем нашла ${lintErrors.length} ${plural(lintErrors.length, 'ошибку', 'ошибки', 'ошибок')}:`);
    for (const error of lintErrors) log(`  ${formatLintError(error)}`);
    log('Исправьте их и снова запустите npm run codegen; ничего не сгенерировано.');
    return 1;
  }
  const outputs: Array<[string, ReadonlyMap<string, string>]> = [
    [
      outDir,
      new Map([
        ...(await generateFiles(acts)),
        ...(await generateFormFiles(forms.forms)),
        ['migrations.ts', generateMigrationsModule(migrations)],
        ['released.ts', generateReleasedModule(released, outDir)],
      ]),
    ],
    [storiesDir, generateStoryFiles(acts)],
    [screensDir, generateScreenFiles(acts)],
  ];
  const total = outputs.reduce((sum, [, files]) => sum + files.size, 0);
  let changedCount = 0;
  for (const [dir, files] of outputs) {
    const changed = writeGenerated(resolve(root, dir), files);
    changedCount += changed.length;
    for (const { path, reason } of changed)
      log(`  ${reason === 'not generated any more' ? 'удалён' : 'записан'} ${dir}/${path}`);
  }
  log(
    `Кодогенерация: ${acts.length} ${plural(acts.length, 'акт', 'акта', 'актов')}, ${forms.forms.length} ${plural(forms.forms.length, 'форма', 'формы', 'форм')}, ${total} ${plural(total, 'файл', 'файла', 'файлов')}, изменено: ${changedCount}.`,
  );
  return 0;
}
