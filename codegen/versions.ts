/**
 * Versions of the schema-driven records (acts under schemas/acts, forms under schemas/forms):
 * each keeps the bundled schema of every released version in versions/<n>.json with its sample
 * data in versions/<n>.sample.json (written by `npm run schema:release`), and the way from
 * version n-1 to n in migrations/<n>.json. The lint here holds a released version's fields
 * still and asks for a migration for each new version; generateMigrationsModule writes the
 * registry common/acts/generated/migrations.ts the engine (common/acts/migrations) reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { CUSTOM_STEPS } from '../common/acts/migrations/custom-steps';
import type { MigrationFile, MigrationStep } from '../common/acts/migrations/types';
import { lintAjv } from './lint-schema';
import type { LintError } from './lint-types';
import migrationSchema from './migration.schema.json';
import { BANNER } from './names';
import { isSchemaObject, itemsOf, propertiesOf, resolveRef, titleOf, typeOf } from './schema-walk';

/** One versioned record as the lint sees it. */
export interface VersionedRecord {
  id: string;
  kind: 'act' | 'form';
  /** Repository-relative folder, e.g. 'schemas/acts/test-act'. */
  dir: string;
  /** The file that holds `schemaVersion`: act.json or form.json. */
  versionFile: 'act.json' | 'form.json';
  schemaVersion: number;
  /** The bundled schema as it is now. */
  schema: JsonSchemaObject;
}

/** What a record's versions/ and migrations/ folders hold, parsed. */
export interface VersionFiles {
  /** versions/<n>.json by n. */
  released: Map<number, unknown>;
  /** Numbers n with a versions/<n>.sample.json. */
  samples: Set<number>;
  /** An act's versions/<n>.form.json by n: its act.json (without screens) and bundled ui.json of version n. */
  forms: Map<number, unknown>;
  /** migrations/<n>.json by n. */
  migrations: Map<number, unknown>;
  errors: LintError[];
}

const NUMBERED = /^([1-9]\d*)(\.sample|\.form)?\.json$/;

function readNumbered(root: string, dir: string, errors: LintError[]) {
  const files = new Map<number, unknown>();
  const samples = new Set<number>();
  const forms = new Map<number, unknown>();
  const full = join(root, dir);
  if (!existsSync(full)) return { files, samples, forms };
  for (const name of readdirSync(full).sort()) {
    const match = NUMBERED.exec(name);
    if (match === null) {
      errors.push({
        file: `${dir}/${name}`,
        pointer: '',
        message: 'лишний файл: здесь только файлы <номер версии>.json',
      });
      continue;
    }
    const number = Number(match[1]);
    if (match[2] === '.sample') {
      samples.add(number);
      continue;
    }
    try {
      (match[2] === '.form' ? forms : files).set(number, JSON.parse(readFileSync(join(full, name), 'utf8')) as unknown);
    } catch (error) {
      errors.push({
        file: `${dir}/${name}`,
        pointer: '',
        message: `файл не читается как JSON: ${(error as Error).message}`,
      });
    }
  }
  return { files, samples, forms };
}

/** Reads versions/ and migrations/ of the record folder `dir` (repository-relative) under `root`. */
export function readVersionFiles(root: string, dir: string): VersionFiles {
  const errors: LintError[] = [];
  const versions = readNumbered(root, `${dir}/versions`, errors);
  const migrations = readNumbered(root, `${dir}/migrations`, errors);
  for (const n of migrations.samples)
    errors.push({
      file: `${dir}/migrations/${n}.sample.json`,
      pointer: '',
      message: 'лишний файл: образцы данных лежат в versions/',
    });
  for (const n of migrations.forms.keys())
    errors.push({
      file: `${dir}/migrations/${n}.form.json`,
      pointer: '',
      message: 'лишний файл: блоки и вид выпущенной версии лежат в versions/',
    });
  return {
    released: versions.files,
    samples: versions.samples,
    forms: versions.forms,
    migrations: migrations.files,
    errors,
  };
}

/** What the lint compares of one field between versions. */
export interface FieldShape {
  title: string;
  type: string;
  /** The allowed values (enum, const, oneOf/anyOf of consts) as JSON, when the field is a list of values. */
  values?: string[];
}

function typeText(type: unknown): string {
  return Array.isArray(type)
    ? [...(type as unknown[])].map(String).sort().join('|')
    : type === undefined
      ? ''
      : String(type);
}

function valuesOf(root: JsonSchemaObject, node: JsonSchema | undefined, depth = 0): string[] | undefined {
  if (!isSchemaObject(node) || depth > 32) return undefined;
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value));
  if (Object.hasOwn(node, 'const')) return [JSON.stringify(node.const)];
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = node[keyword];
    if (Array.isArray(list) && list.length > 0) {
      const all = list.map((option) => valuesOf(root, option as JsonSchema, depth + 1));
      if (all.every((values) => values !== undefined)) return all.flat() as string[];
    }
  }
  if (typeof node.$ref === 'string') return valuesOf(root, resolveRef(root, node.$ref), depth + 1);
  return undefined;
}

/**
 * Every field of a bundled schema by its data pointer ('*' for the items of an array: '/items/*\/name'):
 * its title, type and allowed values. Array items of a list of values (a multiple choice) are the array's values.
 */
export function fieldsOf(schema: JsonSchemaObject): Map<string, FieldShape> {
  const fields = new Map<string, FieldShape>();
  const visit = (node: JsonSchema | undefined, pointer: string, depth: number): void => {
    if (depth > 16) return;
    for (const [name, child] of propertiesOf(schema, node)) {
      const childPointer = `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const type = typeText(typeOf(schema, child));
      const items = type === 'array' ? itemsOf(schema, child) : undefined;
      const values = valuesOf(schema, child) ?? (items === undefined ? undefined : valuesOf(schema, items));
      fields.set(childPointer, {
        title: String(titleOf(schema, child) ?? name),
        type,
        ...(values === undefined ? {} : { values: [...values].sort() }),
      });
      visit(child, childPointer, depth + 1);
      if (items !== undefined) visit(items, `${childPointer}/*`, depth + 1);
    }
  };
  visit(schema, '', 0);
  return fields;
}

/** One difference of fields between a released version and the schema now. */
export interface FieldChange {
  pointer: string;
  kind: 'added' | 'removed' | 'type' | 'values';
  title: string;
  /** For 'values': the values the new schema no longer allows. */
  removedValues?: string[];
}

/** The fields added, removed, or changed in type or allowed values from `before` to `after`, by pointer. */
export function fieldChanges(before: JsonSchemaObject, after: JsonSchemaObject): FieldChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const changes: FieldChange[] = [];
  for (const [pointer, shape] of old) {
    const next = now.get(pointer);
    if (next === undefined) changes.push({ pointer, kind: 'removed', title: shape.title });
    else if (next.type !== shape.type) changes.push({ pointer, kind: 'type', title: next.title });
    else if (JSON.stringify(next.values) !== JSON.stringify(shape.values))
      changes.push({
        pointer,
        kind: 'values',
        title: next.title,
        removedValues: (shape.values ?? []).filter((value) => !(next.values ?? []).includes(value)),
      });
  }
  for (const [pointer, shape] of now)
    if (!old.has(pointer)) changes.push({ pointer, kind: 'added', title: shape.title });
  return changes.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}

const validateMigration = lintAjv().compile<MigrationFile>(migrationSchema);

/** The pointers a step takes values from (what leaves its place). */
function stepSources(step: MigrationStep): string[] {
  switch (step.op) {
    case 'rename':
    case 'drop':
      return [step.path];
    case 'move':
    case 'split':
      return [step.from];
    case 'join':
      return step.from;
    default:
      return [];
  }
}

function releaseCommand(record: VersionedRecord): string {
  return `npm run schema:release -- ${record.id}`;
}

function changeMessage(record: VersionedRecord, change: FieldChange, released: number): string {
  const field = `поле «${change.title}» (${change.pointer})`;
  const what = {
    added: `${field} добавлено`,
    removed: `${field} удалено или переименовано`,
    type: `у поля «${change.title}» (${change.pointer}) изменён тип значения`,
    values: `у поля «${change.title}» (${change.pointer}) изменён список значений`,
  }[change.kind];
  const step = {
    added: 'для нового поля шаг нужен, только если ему нужно значение по умолчанию (setDefault)',
    removed: 'укажите, куда переходит его значение: rename, move, split, join или drop (в архив)',
    type: 'опишите, как перевести старые значения: split, join или свой шаг custom',
    values: 'сопоставьте старые значения новым шагом mapEnum',
  }[change.kind];
  return (
    `${what} после выпуска версии ${released}. Выпущенную версию менять нельзя: ` +
    `увеличьте schemaVersion в ${record.versionFile} до ${released + 1}, ` +
    `опишите переход в migrations/${released + 1}.json (${step}) и выпустите версию командой ${releaseCommand(record)}`
  );
}

/** Checks one migration file against the file schema, its numbers and the custom steps it names. */
function lintMigrationFile(record: VersionedRecord, n: number, file: unknown): LintError[] {
  const path = `${record.dir}/migrations/${n}.json`;
  if (!validateMigration(file))
    return (validateMigration.errors ?? [])
      .filter((error) => error.keyword !== 'if')
      .map((error) => ({
        file: path,
        pointer: error.instancePath,
        message: `файл перехода написан неверно: ${error.message ?? error.keyword}${
          error.params.additionalProperty === undefined ? '' : ` («${String(error.params.additionalProperty)}»)`
        }; образцы шагов — в schemas/README.md`,
      }));
  const errors: LintError[] = [];
  if (file.from !== n - 1 || file.to !== n)
    errors.push({
      file: path,
      pointer: '',
      message: `файл ${n}.json ведёт от версии ${n - 1} к версии ${n}: укажите "from": ${n - 1}, "to": ${n}`,
    });
  file.steps.forEach((step, index) => {
    if (step.op === 'custom' && !Object.hasOwn(CUSTOM_STEPS, step.name))
      errors.push({
        file: path,
        pointer: `/steps/${index}/name`,
        message: `шага «${step.name}» нет в common/acts/migrations/custom-steps.ts: его пишет разработчик`,
      });
  });
  return errors;
}

/**
 * The version lint of one record: version 1 at least is released; `schemaVersion` is the last
 * released version (then the fields are as released) or the next one (then migrations/<n>.json
 * says where every removed field goes and maps removed list values); every version from 2 on has
 * its migration file, valid and numbered right. Messages are for analysts, in Russian.
 */
export function lintVersions(record: VersionedRecord, files: VersionFiles): LintError[] {
  const errors: LintError[] = [...files.errors];
  const versionFile = `${record.dir}/${record.versionFile}`;
  const released = [...files.released.keys()].sort((a, b) => a - b);
  const last = released.at(-1);
  if (last === undefined)
    return [
      ...errors,
      {
        file: `${record.dir}/versions`,
        pointer: '',
        message: `ни одна версия схемы не выпущена: выполните ${releaseCommand(record)}`,
      },
    ];
  released.forEach((n, index) => {
    if (n !== index + 1)
      errors.push({
        file: `${record.dir}/versions/${n}.json`,
        pointer: '',
        message: `выпущенные версии идут подряд с 1, а версии ${index + 1} нет`,
      });
    if (!files.samples.has(n))
      errors.push({
        file: `${record.dir}/versions/${n}.sample.json`,
        pointer: '',
        message: `нет образца данных версии ${n}: он пишется вместе с версией командой ${releaseCommand(record)}`,
      });
    // A signed act is shown and printed with the blocks and ui of the version it was signed under.
    if (record.kind === 'act' && !files.forms.has(n))
      errors.push({
        file: `${record.dir}/versions/${n}.form.json`,
        pointer: '',
        message: `нет блоков и вида версии ${n} (по ним показываются акты, подписанные по этой версии): они пишутся вместе с версией командой ${releaseCommand(record)}`,
      });
  });
  const version = record.schemaVersion;
  if (version < last || version > last + 1) {
    errors.push({
      file: versionFile,
      pointer: '/schemaVersion',
      message: `schemaVersion ${version}, а последняя выпущенная версия — ${last}: укажите ${last} (ничего не менялось) или ${last + 1} (новая версия)`,
    });
    return errors;
  }
  for (let n = 2; n <= version; n++) {
    const file = files.migrations.get(n);
    if (file === undefined)
      errors.push({
        file: `${record.dir}/migrations/${n}.json`,
        pointer: '',
        message: `версия ${n} без перехода от версии ${n - 1}: создайте migrations/${n}.json и опишите в нём, что стало с изменёнными полями (образцы — в schemas/README.md)`,
      });
    else errors.push(...lintMigrationFile(record, n, file));
  }
  for (const n of files.migrations.keys())
    if (n < 2 || n > version)
      errors.push({
        file: `${record.dir}/migrations/${n}.json`,
        pointer: '',
        message: `перехода к версии ${n} не бывает: версия схемы сейчас ${version}`,
      });
  const baseline = files.released.get(last);
  if (!isSchemaObject(baseline)) {
    errors.push({ file: `${record.dir}/versions/${last}.json`, pointer: '', message: 'выпущенная схема не объект' });
    return errors;
  }
  const changes = fieldChanges(baseline, record.schema);
  if (version === last) {
    for (const change of changes)
      errors.push({ file: versionFile, pointer: '/schemaVersion', message: changeMessage(record, change, last) });
    return errors;
  }
  // A new version: every removed field and every removed list value needs a step.
  const migration = files.migrations.get(version) as MigrationFile | undefined;
  if (migration === undefined || !validateMigration(migration)) return errors;
  if (migration.steps.some((step) => step.op === 'custom')) return errors;
  const covered = (pointer: string) =>
    migration.steps.some((step) =>
      stepSources(step).some(
        // The field itself, a group it is in, or a field of it (a group left empty is removed with its last field).
        (source) => pointer === source || pointer.startsWith(`${source}/`) || source.startsWith(`${pointer}/`),
      ),
    );
  for (const change of changes) {
    if (change.kind === 'removed' && !covered(change.pointer))
      errors.push({
        file: `${record.dir}/migrations/${version}.json`,
        pointer: '/steps',
        message: `поля «${change.title}» (${change.pointer}) в версии ${version} нет, а переход не говорит, куда деть его значение: добавьте шаг rename, move, split, join или drop (в архив)`,
      });
    if (
      change.kind === 'values' &&
      (change.removedValues ?? []).length > 0 &&
      !migration.steps.some((step) => step.op === 'mapEnum' && step.path === change.pointer)
    )
      errors.push({
        file: `${record.dir}/migrations/${version}.json`,
        pointer: '/steps',
        message: `у поля «${change.title}» (${change.pointer}) больше нет значений ${(change.removedValues ?? []).join(', ')}: сопоставьте их новым шагом mapEnum`,
      });
  }
  return errors;
}

/** One record's part of the registry. */
export interface RecordMigrations {
  id: string;
  kind: 'act' | 'form';
  schemaVersion: number;
  migrations: MigrationFile[];
}

/** The migration files of a record, in order (only after the lint has passed). */
export function migrationsList(files: VersionFiles, schemaVersion: number): MigrationFile[] {
  const list: MigrationFile[] = [];
  for (let n = 2; n <= schemaVersion; n++) list.push(files.migrations.get(n) as MigrationFile);
  return list;
}

/** common/acts/generated/migrations.ts: each act's and form's current version and migration files. */
export function generateMigrationsModule(records: readonly RecordMigrations[]): string {
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const plans = (kind: 'act' | 'form') =>
    sorted
      .filter((record) => record.kind === kind)
      .map(
        (record) =>
          `  '${record.id}': { version: ${record.schemaVersion}, migrations: ${JSON.stringify(record.migrations)} },`,
      );
  return [
    BANNER,
    "import type { MigrationPlan } from '../migrations/types';",
    "import type { ActId } from './acts';",
    '',
    "/** Each act's current schema version and its migrations (schemas/acts/<act>/migrations). */",
    'export const ACT_MIGRATIONS: { readonly [K in ActId]: MigrationPlan } = {',
    ...plans('act'),
    '};',
    '',
    "/** Each form's current schema version and its migrations (schemas/forms/<form>/migrations). */",
    'export const FORM_MIGRATIONS: Readonly<Record<string, MigrationPlan>> = {',
    ...plans('form'),
    '};',
    '',
    "/** The act's current version and migrations. */",
    'export function migrationsOf(actId: ActId): MigrationPlan {',
    '  return ACT_MIGRATIONS[actId];',
    '}',
    '',
    "/** The form's current version and migrations, or undefined for an unknown form. */",
    'export function formMigrationsOf(formId: string): MigrationPlan | undefined {',
    '  return Object.hasOwn(FORM_MIGRATIONS, formId) ? FORM_MIGRATIONS[formId] : undefined;',
    '}',
    '',
  ].join('\n');
}

/** An act's released versions, for common/acts/generated/released.ts. */
export interface ReleasedActs {
  id: string;
  /** Repository-relative folder, e.g. 'schemas/acts/test-act'. */
  dir: string;
  versions: number[];
}

/**
 * common/acts/generated/released.ts: each act's released versions (schema, blocks and ui), loaded
 * on demand, so a signed act is shown and printed as the version it was signed under. `outDir` is
 * the generated folder (repository-relative), from which the imports climb to the schemas.
 */
export function generateReleasedModule(records: readonly ReleasedActs[], outDir: string): string {
  // From the generated folder up to the repository: '..' and one '/..' more per further level (the
  // imports start with '..' as written, so they read as paths, not packages, to any import scanner).
  const deeper = '/..'.repeat(outDir.split('/').filter(Boolean).length - 1);
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [
    BANNER,
    "import type { ActDefinition } from '../act-definition';",
    "import type { ActSchema, UiSchemaObject } from '../act-schema';",
    "import type { ActId } from './acts';",
    '',
    '/** One released version of an act: its bundled schema, act.json (without screens) and bundled ui.json. */',
    'export interface ReleasedAct {',
    '  schema: ActSchema;',
    '  definition: ActDefinition;',
    '  uiSchema: UiSchemaObject;',
    '}',
    '',
    'type Json = Promise<{ default: unknown }>;',
    'const released = async (schema: Json, form: Json): Promise<ReleasedAct> => {',
    '  const [s, f] = await Promise.all([schema, form]);',
    "  const { definition, uiSchema } = f.default as Omit<ReleasedAct, 'schema'>;",
    '  return { schema: s.default as ActSchema, definition, uiSchema };',
    '};',
    '',
    '/** Every released version of every act (schemas/acts/<act>/versions), downloaded when asked for. */',
    'export const RELEASED: { readonly [K in ActId]: Readonly<Record<number, () => Promise<ReleasedAct>>> } = {',
    ...sorted.flatMap((record) => [
      `  '${record.id}': {`,
      ...record.versions.map(
        (n) =>
          `    ${n}: () => released(import('..${deeper}/${record.dir}/versions/${n}.json'), import('..${deeper}/${record.dir}/versions/${n}.form.json')),`,
      ),
      '  },',
    ]),
    '};',
    '',
    '/** The released version `version` of an act, or undefined when that version was never released. */',
    'export function loadReleased(actId: ActId, version: number): Promise<ReleasedAct> | undefined {',
    '  const load = Object.hasOwn(RELEASED[actId], version) ? RELEASED[actId][version] : undefined;',
    '  return load?.();',
    '}',
    '',
  ].join('\n');
}
