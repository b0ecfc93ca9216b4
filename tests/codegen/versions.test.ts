import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../common/acts/act-schema';
import { formatLintError } from '../../codegen/lint-types';
import { releaseRecord } from '../../codegen/release';
import { runCodegen } from '../../codegen/run';
import { fieldChanges, lintVersions, readVersionFiles, type VersionedRecord } from '../../codegen/versions';
import { ROOT } from './test-act-fixture';

const DIR = 'schemas/acts/demo';

// Parsed schemas the tests edit by hand; typing every path would only hide what is edited.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** Version 1 of a small act: a name, a phone in a group, a list of needs, a housing kind. */
const V1: JsonSchemaObject = {
  type: 'object',
  title: 'Акт',
  properties: {
    fio: { type: 'string', title: 'ФИО' },
    contacts: { type: 'object', title: 'Контакты', properties: { phone: { type: 'string', title: 'Телефон' } } },
    needs: {
      type: 'array',
      title: 'Нужды',
      items: { type: 'object', properties: { name: { type: 'string', title: 'Нужда' } } },
    },
    housing: { type: 'string', title: 'Жильё', enum: ['Квартира', 'Дом'] },
  },
} as JsonSchemaObject;

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'codegen-versions-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function put(path: string, value: unknown): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(value));
}

/** The demo act released at version 1 (schema, sample, and its blocks and ui). */
function releaseV1(): void {
  put(`${DIR}/versions/1.json`, V1);
  put(`${DIR}/versions/1.sample.json`, {});
  put(`${DIR}/versions/1.form.json`, FORM);
}

/** The blocks and ui a released act version keeps beside its schema (how a signed act of it is shown). */
const FORM = { definition: { id: 'demo', schemaVersion: 1, blocks: [] }, uiSchema: {} };

function record(schemaVersion: number, edit: (schema: Loose) => void = () => undefined): VersionedRecord {
  const schema = structuredClone(V1) as Loose;
  edit(schema);
  return {
    id: 'demo',
    kind: 'act',
    dir: DIR,
    versionFile: 'act.json',
    schemaVersion,
    schema: schema as JsonSchemaObject,
  };
}

function lint(current: VersionedRecord): string[] {
  return lintVersions(current, readVersionFiles(root, DIR)).map(formatLintError);
}

describe('fieldChanges', () => {
  it.each([
    { name: 'nothing for the same schema', edit: () => undefined, changes: [] },
    {
      name: 'a renamed field as removed and added',
      edit: (s: Loose) => {
        s.properties.fullName = s.properties.fio;
        delete s.properties.fio;
      },
      changes: [
        { pointer: '/fio', kind: 'removed', title: 'ФИО' },
        { pointer: '/fullName', kind: 'added', title: 'ФИО' },
      ],
    },
    {
      name: 'a field of list items',
      edit: (s: Loose) => (s.properties.needs.items.properties.count = { type: 'integer', title: 'Раз' }),
      changes: [{ pointer: '/needs/*/count', kind: 'added', title: 'Раз' }],
    },
    {
      name: 'a changed type',
      edit: (s: Loose) => (s.properties.contacts.properties.phone.type = 'number'),
      changes: [{ pointer: '/contacts/phone', kind: 'type', title: 'Телефон' }],
    },
    {
      name: 'a changed list of values, naming the values gone',
      edit: (s: Loose) => (s.properties.housing.enum = ['Квартира', 'Частный дом']),
      changes: [{ pointer: '/housing', kind: 'values', title: 'Жильё', removedValues: ['"Дом"'] }],
    },
    {
      name: 'a title alone is no change',
      edit: (s: Loose) => (s.properties.fio.title = 'Фамилия, имя, отчество'),
      changes: [],
    },
  ])('finds $name', ({ edit, changes }) => {
    expect(fieldChanges(V1, record(1, edit).schema)).toEqual(changes);
  });
});

describe('lintVersions', () => {
  it('finds nothing wrong in a released version kept as it is', () => {
    releaseV1();
    expect(lint(record(1))).toEqual([]);
  });

  it('asks to release a record with no released version', () => {
    expect(lint(record(1))).toEqual([
      `${DIR}/versions: ни одна версия схемы не выпущена: выполните npm run schema:release -- demo`,
    ]);
  });

  it('refuses a field added to a released version without a new version, naming the field and what to do', () => {
    releaseV1();
    expect(lint(record(1, (s) => (s.properties.email = { type: 'string', title: 'Электронная почта' })))).toEqual([
      `${DIR}/act.json#/schemaVersion: поле «Электронная почта» (/email) добавлено после выпуска версии 1. ` +
        'Выпущенную версию менять нельзя: увеличьте schemaVersion в act.json до 2, опишите переход в migrations/2.json ' +
        '(для нового поля шаг нужен, только если ему нужно значение по умолчанию (setDefault)) ' +
        'и выпустите версию командой npm run schema:release -- demo',
    ]);
  });

  it('refuses a removed field, a changed type and changed values without a new version', () => {
    releaseV1();
    const errors = lint(
      record(1, (s) => {
        delete s.properties.fio;
        s.properties.contacts.properties.phone.type = 'integer';
        s.properties.housing.enum = ['Квартира'];
      }),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('у поля «Телефон» (/contacts/phone)');
    expect(errors[0]).toContain('изменён тип значения');
    expect(errors[1]).toContain('поле «ФИО» (/fio) удалено или переименовано после выпуска версии 1');
    expect(errors[1]).toContain('rename, move, split, join или drop');
    expect(errors[2]).toContain('у поля «Жильё» (/housing) изменён список значений');
    expect(errors[2]).toContain('mapEnum');
  });

  it('refuses a new version without its migration file', () => {
    releaseV1();
    expect(lint(record(2))).toEqual([
      `${DIR}/migrations/2.json: версия 2 без перехода от версии 1: создайте migrations/2.json и опишите в нём, ` +
        'что стало с изменёнными полями (образцы — в schemas/README.md)',
    ]);
  });

  it('accepts a new version whose migration says where every removed field and value goes', () => {
    releaseV1();
    put(`${DIR}/migrations/2.json`, {
      from: 1,
      to: 2,
      steps: [
        { op: 'rename', path: '/fio', to: 'fullName' },
        { op: 'move', from: '/contacts/phone', to: '/phone' },
        { op: 'mapEnum', path: '/housing', values: [{ from: 'Дом', to: 'Частный дом' }] },
      ],
    });
    const next = record(2, (s) => {
      s.properties.fullName = s.properties.fio;
      delete s.properties.fio;
      s.properties.phone = s.properties.contacts.properties.phone;
      delete s.properties.contacts;
      s.properties.housing.enum = ['Квартира', 'Частный дом'];
    });
    expect(lint(next)).toEqual([]);
  });

  it('names each removed field and removed value the migration does not cover', () => {
    releaseV1();
    put(`${DIR}/migrations/2.json`, { from: 1, to: 2, steps: [{ op: 'drop', path: '/contacts' }] });
    const next = record(2, (s) => {
      delete s.properties.fio;
      delete s.properties.contacts;
      s.properties.needs.items.properties = {};
      s.properties.housing.enum = ['Квартира'];
    });
    expect(lint(next)).toEqual([
      `${DIR}/migrations/2.json#/steps: поля «ФИО» (/fio) в версии 2 нет, а переход не говорит, куда деть его значение: добавьте шаг rename, move, split, join или drop (в архив)`,
      `${DIR}/migrations/2.json#/steps: у поля «Жильё» (/housing) больше нет значений "Дом": сопоставьте их новым шагом mapEnum`,
      `${DIR}/migrations/2.json#/steps: поля «Нужда» (/needs/*/name) в версии 2 нет, а переход не говорит, куда деть его значение: добавьте шаг rename, move, split, join или drop (в архив)`,
    ]);
  });

  it.each([
    {
      name: 'an unknown operation',
      file: { from: 1, to: 2, steps: [{ op: 'delete', path: '/fio' }] },
      error: `${DIR}/migrations/2.json#/steps/0/op: файл перехода написан неверно: must be equal to one of the allowed values; образцы шагов — в schemas/README.md`,
    },
    {
      name: 'a key the operation does not have',
      file: { from: 1, to: 2, steps: [{ op: 'drop', path: '/fio', to: '/x' }] },
      error: `${DIR}/migrations/2.json#/steps/0: файл перехода написан неверно: must NOT have additional properties («to»); образцы шагов — в schemas/README.md`,
    },
    {
      name: 'wrong version numbers',
      file: { from: 2, to: 3, steps: [{ op: 'drop', path: '/fio' }] },
      error: `${DIR}/migrations/2.json: файл 2.json ведёт от версии 1 к версии 2: укажите "from": 1, "to": 2`,
    },
    {
      name: 'a custom step nobody wrote',
      file: { from: 1, to: 2, steps: [{ op: 'custom', name: 'fioToParts' }] },
      error: `${DIR}/migrations/2.json#/steps/0/name: шага «fioToParts» нет в common/acts/migrations/custom-steps.ts: его пишет разработчик`,
    },
  ])('refuses a migration file with $name', ({ file, error }) => {
    releaseV1();
    put(`${DIR}/migrations/2.json`, file);
    expect(lint(record(2, (s) => delete s.properties.fio))).toEqual([error]);
  });

  it.each([
    { version: 3, name: 'skipped' },
    { version: 0, name: 'gone back' },
  ])('refuses a schemaVersion $name', ({ version }) => {
    releaseV1();
    expect(lint(record(version))).toEqual([
      `${DIR}/act.json#/schemaVersion: schemaVersion ${version}, а последняя выпущенная версия — 1: укажите 1 (ничего не менялось) или 2 (новая версия)`,
    ]);
  });

  it('refuses released versions with a gap, a missing sample, or a stray file', () => {
    releaseV1();
    put(`${DIR}/versions/3.json`, V1);
    put(`${DIR}/versions/notes.json`, {});
    expect(lint(record(3))).toEqual([
      `${DIR}/versions/notes.json: лишний файл: здесь только файлы <номер версии>.json`,
      `${DIR}/versions/3.json: выпущенные версии идут подряд с 1, а версии 2 нет`,
      `${DIR}/versions/3.sample.json: нет образца данных версии 3: он пишется вместе с версией командой npm run schema:release -- demo`,
      `${DIR}/versions/3.form.json: нет блоков и вида версии 3 (по ним показываются акты, подписанные по этой версии): они пишутся вместе с версией командой npm run schema:release -- demo`,
      `${DIR}/migrations/2.json: версия 2 без перехода от версии 1: создайте migrations/2.json и опишите в нём, что стало с изменёнными полями (образцы — в schemas/README.md)`,
      `${DIR}/migrations/3.json: версия 3 без перехода от версии 2: создайте migrations/3.json и опишите в нём, что стало с изменёнными полями (образцы — в schemas/README.md)`,
    ]);
  });
});

describe('releaseRecord', () => {
  const release = (current: VersionedRecord) => releaseRecord(root, { ...current, computed: [], form: FORM });

  it('writes version 1 with its sample data, blocks and ui', () => {
    expect(release(record(1))).toEqual({
      written: [`${DIR}/versions/1.json`, `${DIR}/versions/1.sample.json`, `${DIR}/versions/1.form.json`],
      errors: [],
    });
    expect(JSON.parse(readFileSync(join(root, DIR, 'versions/1.form.json'), 'utf8'))).toEqual(FORM);
    expect(JSON.parse(readFileSync(join(root, DIR, 'versions/1.json'), 'utf8'))).toEqual(V1);
    const sample = JSON.parse(readFileSync(join(root, DIR, 'versions/1.sample.json'), 'utf8'));
    expect(sample).toMatchObject({ contacts: { phone: expect.any(String) }, housing: 'Квартира' });
    expect(sample.needs).toHaveLength(3);
    expect(lint(record(1))).toEqual([]);
  });

  it('refuses to release a version twice', () => {
    releaseV1();
    expect(release(record(1)).errors.map(formatLintError)).toEqual([
      `${DIR}/versions/1.json: версия 1 уже выпущена; чтобы изменить поля, увеличьте schemaVersion в act.json`,
    ]);
  });

  it('refuses a new version whose migration is missing, and writes nothing', () => {
    releaseV1();
    expect(release(record(2, (s) => delete s.properties.fio)).errors).toHaveLength(1);
    expect(existsSync(join(root, DIR, 'versions/2.json'))).toBe(false);
  });
});

describe('npm run codegen', () => {
  it('fails on a field added to test-act without a new version, and writes nothing', async () => {
    cpSync(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
    const schemaFile = join(root, 'schemas/acts/test-act/schema.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
    schema.properties.email = { type: 'string', title: 'Электронная почта' };
    writeFileSync(schemaFile, JSON.stringify(schema));
    const uiFile = join(root, 'schemas/acts/test-act/ui.json');
    const ui = JSON.parse(readFileSync(uiFile, 'utf8'));
    ui['ui:order'].push('email');
    writeFileSync(uiFile, JSON.stringify(ui));
    const actFile = join(root, 'schemas/acts/test-act/act.json');
    const act = JSON.parse(readFileSync(actFile, 'utf8'));
    act.blocks[0].fields.push('email');
    writeFileSync(actFile, JSON.stringify(act));
    const lines: string[] = [];
    const outDir = join(root, 'out');
    const code = await runCodegen({
      root,
      outDir,
      storiesDir: join(root, 'stories'),
      screensDir: join(root, 'screens'),
      log: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain(
      'schemas/acts/test-act/act.json#/schemaVersion: поле «Электронная почта» (/email) добавлено после выпуска версии 2',
    );
    expect(existsSync(outDir)).toBe(false);
  }, 60_000);
});
