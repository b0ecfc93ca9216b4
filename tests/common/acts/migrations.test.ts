import { describe, expect, it } from 'vitest';
import {
  applyMigrationFile,
  applyMigrations,
  MigrationError,
  splitArchive,
} from '../../../common/acts/migrations/engine';
import type { CustomStepFunction, MigrationStep } from '../../../common/acts/migrations/types';

type Data = Record<string, unknown>;

/** Applies one step as the file of version 2. */
function run(step: MigrationStep, data: Data, customSteps?: Record<string, CustomStepFunction>) {
  return applyMigrationFile(data, { from: 1, to: 2, steps: [step] }, customSteps ? { customSteps } : {});
}

/** Row of a table: the step, the data before and after. */
interface Row {
  name: string;
  step: MigrationStep;
  before: Data;
  after: Data;
}

/** Row of a table of refusals: the step, the data, a part of the message. */
interface Refusal {
  name: string;
  step: MigrationStep;
  before: Data;
  message: string;
}

function table(rows: readonly Row[]) {
  it.each(rows)('$name', ({ step, before, after }) => {
    const frozen = structuredClone(before);
    expect(run(step, before).data).toEqual(after);
    expect(before).toEqual(frozen);
  });
}

function refusals(rows: readonly Refusal[]) {
  it.each(rows)('$name', ({ step, before, message }) => {
    expect(() => run(step, before)).toThrow(MigrationError);
    expect(() => run(step, before)).toThrow(message);
  });
}

describe('rename', () => {
  table([
    {
      name: 'renames a top-level field',
      step: { op: 'rename', path: '/fio', to: 'fullName' },
      before: { fio: 'Иванов И. И.', age: 70 },
      after: { age: 70, fullName: 'Иванов И. И.' },
    },
    {
      name: 'renames a field inside a group',
      step: { op: 'rename', path: '/scale/selfService', to: 'selfCare' },
      before: { scale: { selfService: 2, mobility: 1 } },
      after: { scale: { mobility: 1, selfCare: 2 } },
    },
    {
      name: 'renames the field in every item of a list',
      step: { op: 'rename', path: '/items/*/title', to: 'name' },
      before: { items: [{ title: 'Хлеб', amount: 50 }, { amount: 10 }, { title: 'Молоко' }] },
      after: { items: [{ amount: 50, name: 'Хлеб' }, { amount: 10 }, { name: 'Молоко' }] },
    },
    {
      name: 'does nothing when the field is missing',
      step: { op: 'rename', path: '/fio', to: 'fullName' },
      before: { age: 70 },
      after: { age: 70 },
    },
    {
      name: 'keeps a false, zero or empty value',
      step: { op: 'rename', path: '/agreed', to: 'consent' },
      before: { agreed: false, count: 0 },
      after: { count: 0, consent: false },
    },
  ]);
  refusals([
    {
      name: 'refuses to write over a field that has a value',
      step: { op: 'rename', path: '/fio', to: 'fullName' },
      before: { fio: 'Иванов', fullName: 'Петров' },
      message: 'в поле «/fullName» уже записано значение "Петров"',
    },
    {
      name: 'refuses a new name with a slash',
      step: { op: 'rename', path: '/fio', to: 'a/b' },
      before: { fio: 'Иванов' },
      message: 'одним словом',
    },
  ]);
});

describe('move', () => {
  table([
    {
      name: 'moves a field out of a group, removing the group left empty',
      step: { op: 'move', from: '/contacts/phone', to: '/phone' },
      before: { contacts: { phone: '+79001234567' } },
      after: { phone: '+79001234567' },
    },
    {
      name: 'moves a field into another block, keeping the group with other fields',
      step: { op: 'move', from: '/person/phone', to: '/contacts/phone' },
      before: { person: { name: 'Иванов', phone: '+79001234567' }, contacts: { email: 'a@b.ru' } },
      after: { person: { name: 'Иванов' }, contacts: { email: 'a@b.ru', phone: '+79001234567' } },
    },
    {
      name: 'moves a whole group',
      step: { op: 'move', from: '/address', to: '/person/address' },
      before: { address: { city: 'Вологда', street: 'Ленина' }, person: { name: 'Иванов' } },
      after: { person: { name: 'Иванов', address: { city: 'Вологда', street: 'Ленина' } } },
    },
    {
      name: 'moves a field of each list item into a group of the item',
      step: { op: 'move', from: '/items/*/price', to: '/items/*/cost/amount' },
      before: { items: [{ price: 10 }, { price: 20, name: 'Б' }] },
      after: { items: [{ cost: { amount: 10 } }, { name: 'Б', cost: { amount: 20 } }] },
    },
    {
      name: 'moves list items into a new list',
      step: { op: 'move', from: '/old/*/name', to: '/members/*/fullName' },
      before: { old: [{ name: 'Иванов' }, { name: 'Петрова' }] },
      after: { old: [{}, {}], members: [{ fullName: 'Иванов' }, { fullName: 'Петрова' }] },
    },
    {
      name: 'does nothing when the source is missing',
      step: { op: 'move', from: '/contacts/phone', to: '/phone' },
      before: { contacts: { email: 'a@b.ru' } },
      after: { contacts: { email: 'a@b.ru' } },
    },
  ]);
  refusals([
    {
      name: 'refuses to write over a value',
      step: { op: 'move', from: '/contacts/phone', to: '/phone' },
      before: { contacts: { phone: '1' }, phone: '2' },
      message: 'в поле «/phone» уже записано значение "2"',
    },
    {
      name: 'refuses pointers with a different number of *',
      step: { op: 'move', from: '/items/*/price', to: '/price' },
      before: { items: [{ price: 1 }] },
      message: 'разное число «*»',
    },
    {
      name: 'refuses to move a field into itself',
      step: { op: 'move', from: '/address', to: '/address/old' },
      before: { address: { city: 'Вологда' } },
      message: 'внутрь самого себя',
    },
    {
      name: 'refuses to write under a value that is not a group',
      step: { op: 'move', from: '/phone', to: '/contacts/phone' },
      before: { phone: '1', contacts: 'нет' },
      message: 'а не группа полей',
    },
  ]);
});

describe('setDefault', () => {
  table([
    {
      name: 'writes the value where there is none',
      step: { op: 'setDefault', path: '/consent', value: false },
      before: { name: 'Иванов' },
      after: { name: 'Иванов', consent: false },
    },
    {
      name: 'keeps a value already written',
      step: { op: 'setDefault', path: '/consent', value: false },
      before: { consent: true },
      after: { consent: true },
    },
    {
      name: 'creates the group on the way',
      step: { op: 'setDefault', path: '/housing/kind', value: 'квартира' },
      before: {},
      after: { housing: { kind: 'квартира' } },
    },
    {
      name: 'fills each existing list item only',
      step: { op: 'setDefault', path: '/items/*/unit', value: 'шт.' },
      before: { items: [{ name: 'А' }, { name: 'Б', unit: 'кг' }] },
      after: {
        items: [
          { name: 'А', unit: 'шт.' },
          { name: 'Б', unit: 'кг' },
        ],
      },
    },
    {
      name: 'adds nothing to a missing list',
      step: { op: 'setDefault', path: '/items/*/unit', value: 'шт.' },
      before: { name: 'А' },
      after: { name: 'А' },
    },
    {
      name: 'writes an object value as a copy',
      step: { op: 'setDefault', path: '/period', value: { from: '2026-01-01' } },
      before: {},
      after: { period: { from: '2026-01-01' } },
    },
  ]);
});

describe('split', () => {
  table([
    {
      name: 'splits by a separator, the rest into the last field',
      step: { op: 'split', from: '/fio', to: ['/lastName', '/firstName', '/middleName'], separator: ' ' },
      before: { fio: 'Салтыков-Щедрин Михаил Евграфович Младший' },
      after: { lastName: 'Салтыков-Щедрин', firstName: 'Михаил', middleName: 'Евграфович Младший' },
    },
    {
      name: 'leaves the fields with no part empty',
      step: { op: 'split', from: '/fio', to: ['/lastName', '/firstName', '/middleName'], separator: ' ' },
      before: { fio: 'Иванов' },
      after: { lastName: 'Иванов' },
    },
    {
      name: 'splits by the groups of a pattern',
      step: {
        op: 'split',
        from: '/passport',
        to: ['/passportSeries', '/passportNumber'],
        pattern: '^(\\d{2}\\s?\\d{2})\\s*(\\d{6})$',
      },
      before: { passport: '19 05 123456' },
      after: { passportSeries: '19 05', passportNumber: '123456' },
    },
    {
      name: 'may write the first part back into the source field',
      step: { op: 'split', from: '/name', to: ['/name', '/code'], separator: ';' },
      before: { name: 'Уборка; 12' },
      after: { name: 'Уборка', code: '12' },
    },
    {
      name: 'splits the field of each list item',
      step: { op: 'split', from: '/items/*/period', to: ['/items/*/from', '/items/*/to'], separator: '—' },
      before: { items: [{ period: '01.01.2026 — 31.01.2026' }, {}] },
      after: { items: [{ from: '01.01.2026', to: '31.01.2026' }, {}] },
    },
    {
      name: 'does nothing when the source is missing',
      step: { op: 'split', from: '/fio', to: ['/lastName', '/firstName'], separator: ' ' },
      before: { age: 1 },
      after: { age: 1 },
    },
  ]);
  refusals([
    {
      name: 'refuses a value the pattern does not match, naming it',
      step: { op: 'split', from: '/passport', to: ['/series', '/number'], pattern: '^(\\d{4})(\\d{6})$' },
      before: { passport: 'нет паспорта' },
      message: 'значение "нет паспорта" поля «/passport» не подходит под шаблон',
    },
    {
      name: 'refuses a part that would write over a value',
      step: { op: 'split', from: '/fio', to: ['/lastName', '/firstName'], separator: ' ' },
      before: { fio: 'Иванов Иван', firstName: 'Пётр' },
      message: 'в поле «/firstName» уже записано значение "Пётр"',
    },
    {
      name: 'refuses a group that is not text',
      step: { op: 'split', from: '/fio', to: ['/a', '/b'], separator: ' ' },
      before: { fio: { last: 'Иванов' } },
      message: 'записан не текст',
    },
    {
      name: 'refuses a step with both a separator and a pattern',
      step: { op: 'split', from: '/fio', to: ['/a', '/b'], separator: ' ', pattern: '(.*)' },
      before: { fio: 'Иванов' },
      message: 'ровно один из ключей',
    },
  ]);
});

describe('join', () => {
  table([
    {
      name: 'joins the values present with the separator',
      step: { op: 'join', from: ['/lastName', '/firstName', '/middleName'], to: '/fio', separator: ' ' },
      before: { lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович' },
      after: { fio: 'Иванов Иван Иванович' },
    },
    {
      name: 'skips missing and empty values, a space by default',
      step: { op: 'join', from: ['/lastName', '/firstName', '/middleName'], to: '/fio' },
      before: { lastName: 'Иванов', middleName: '', firstName: 'Иван' },
      after: { middleName: '', fio: 'Иванов Иван' },
    },
    {
      name: 'writes numbers as text',
      step: { op: 'join', from: ['/address/house', '/address/flat'], to: '/address/line', separator: ', кв. ' },
      before: { address: { house: '5', flat: 12 } },
      after: { address: { line: '5, кв. 12' } },
    },
    {
      name: 'may write into one of its sources',
      step: { op: 'join', from: ['/street', '/house'], to: '/street', separator: ', д. ' },
      before: { street: 'ул. Мира', house: '3' },
      after: { street: 'ул. Мира, д. 3' },
    },
    {
      name: 'joins within each list item',
      step: { op: 'join', from: ['/items/*/a', '/items/*/b'], to: '/items/*/ab', separator: '-' },
      before: { items: [{ a: '1', b: '2' }, { b: '3' }, {}] },
      after: { items: [{ ab: '1-2' }, { ab: '3' }, {}] },
    },
    {
      name: 'does nothing when no source has a value',
      step: { op: 'join', from: ['/a', '/b'], to: '/c' },
      before: { d: 1 },
      after: { d: 1 },
    },
  ]);
  refusals([
    {
      name: 'refuses to write over a value',
      step: { op: 'join', from: ['/a', '/b'], to: '/c' },
      before: { a: '1', b: '2', c: '3' },
      message: 'в поле «/c» уже записано значение "3"',
    },
    {
      name: 'refuses a group of fields',
      step: { op: 'join', from: ['/a', '/b'], to: '/c' },
      before: { a: { x: 1 }, b: '2' },
      message: 'в поле «/a» записан не текст',
    },
  ]);
});

describe('mapEnum', () => {
  const housing: MigrationStep = {
    op: 'mapEnum',
    path: '/housing',
    values: [
      { from: 'Квартира', to: 'apartment' },
      { from: 'Дом', to: 'house' },
    ],
  };
  table([
    { name: 'replaces a value named', step: housing, before: { housing: 'Дом' }, after: { housing: 'house' } },
    {
      name: 'keeps a value not named',
      step: housing,
      before: { housing: 'Общежитие' },
      after: { housing: 'Общежитие' },
    },
    { name: 'does nothing when the field is missing', step: housing, before: {}, after: {} },
    {
      name: 'maps numbers and booleans by their JSON value',
      step: {
        op: 'mapEnum',
        path: '/score',
        values: [
          { from: 3, to: 2 },
          { from: '3', to: 'три' },
        ],
      },
      before: { score: 3 },
      after: { score: 2 },
    },
    {
      name: 'maps each value of a multiple choice',
      step: { op: 'mapEnum', path: '/needs', values: [{ from: 'Уборка', to: 'cleaning' }] },
      before: { needs: ['Уборка', 'Покупки'] },
      after: { needs: ['cleaning', 'Покупки'] },
    },
    {
      name: 'maps the field of each list item',
      step: { op: 'mapEnum', path: '/members/*/kin', values: [{ from: 'сын', to: 'son' }] },
      before: { members: [{ kin: 'сын' }, { kin: 'дочь' }] },
      after: { members: [{ kin: 'son' }, { kin: 'дочь' }] },
    },
  ]);
});

describe('drop', () => {
  table([
    {
      name: 'keeps the value under /_archive/<version>/<field>',
      step: { op: 'drop', path: '/remark' },
      before: { remark: 'Со слов соседей', name: 'Иванов' },
      after: { name: 'Иванов', _archive: { '2': { remark: 'Со слов соседей' } } },
    },
    {
      name: 'keeps a nested value under its path, removing the group left empty',
      step: { op: 'drop', path: '/housing/stove' },
      before: { housing: { stove: true } },
      after: { _archive: { '2': { housing: { stove: true } } } },
    },
    {
      name: 'keeps the value of each list item under its item number',
      step: { op: 'drop', path: '/items/*/note' },
      before: { items: [{ note: 'а', name: 'x' }, { name: 'y' }, { note: 'в' }] },
      after: {
        items: [{ name: 'x' }, { name: 'y' }, {}],
        _archive: { '2': { items: { '0': { note: 'а' }, '2': { note: 'в' } } } },
      },
    },
    {
      name: 'adds to an archive of earlier versions',
      step: { op: 'drop', path: '/b' },
      before: { b: 2, _archive: { '1': { a: 1 } } },
      after: { _archive: { '1': { a: 1 }, '2': { b: 2 } } },
    },
    {
      name: 'does nothing when the field is missing',
      step: { op: 'drop', path: '/remark' },
      before: { name: 'Иванов' },
      after: { name: 'Иванов' },
    },
  ]);
  refusals([
    {
      name: 'refuses to archive over an archived value',
      step: { op: 'drop', path: '/remark' },
      before: { remark: 'новое', _archive: { '2': { remark: 'старое' } } },
      message: 'в поле «/_archive/2/remark» уже записано значение "старое"',
    },
    {
      name: 'refuses to drop the archive',
      step: { op: 'drop', path: '/_archive' },
      before: { _archive: { '1': { a: 1 } } },
      message: 'архив акта убрать нельзя',
    },
  ]);
});

describe('custom', () => {
  const ageFromBirthYear: CustomStepFunction = (data) => {
    const { birthYear, ...rest } = data;
    if (typeof birthYear !== 'number') return { data, from: [], to: [] };
    return { data: { ...rest, birthDate: `${birthYear}-01-01` }, from: ['/birthYear'], to: ['/birthDate'] };
  };

  it('calls the registered step by name and records what it read and wrote', () => {
    const result = run({ op: 'custom', name: 'birthDate' }, { birthYear: 1950 }, { birthDate: ageFromBirthYear });
    expect(result.data).toEqual({ birthDate: '1950-01-01' });
    expect(result.applied).toEqual([
      { version: 2, step: 0, op: 'custom', name: 'birthDate', from: ['/birthYear'], to: ['/birthDate'] },
    ]);
  });

  it('refuses a step that is not registered', () => {
    expect(() => run({ op: 'custom', name: 'nothing' }, {}, {})).toThrow(
      'Переход к версии 2, шаг 1 (custom): шаг «nothing» не описан в custom-steps.ts',
    );
  });
});

describe('applyMigrations', () => {
  const plan = {
    version: 3,
    migrations: [
      { from: 1, to: 2, steps: [{ op: 'rename', path: '/fio', to: 'name' } as const] },
      {
        from: 2,
        to: 3,
        steps: [
          { op: 'move', from: '/name', to: '/person/name' } as const,
          { op: 'drop', path: '/remark' } as const,
          { op: 'setDefault', path: '/person/kind', value: 'взрослый' } as const,
        ],
      },
    ],
  };

  it('applies every file from the data version on, listing the steps that changed something', () => {
    const result = applyMigrations({ fio: 'Иванов', remark: 'х' }, 1, plan);
    expect(result).toEqual({
      version: 3,
      data: { person: { name: 'Иванов', kind: 'взрослый' }, _archive: { '3': { remark: 'х' } } },
      applied: [
        { version: 2, step: 0, op: 'rename', from: ['/fio'], to: ['/name'] },
        { version: 3, step: 0, op: 'move', from: ['/name'], to: ['/person/name'] },
        { version: 3, step: 1, op: 'drop', from: ['/remark'], to: ['/_archive/3/remark'] },
        { version: 3, step: 2, op: 'setDefault', from: [], to: ['/person/kind'] },
      ],
    });
  });

  it('starts from the data version', () => {
    expect(applyMigrations({ name: 'Петров' }, 2, plan).data).toEqual({ person: { name: 'Петров', kind: 'взрослый' } });
  });

  it('returns current data as it is', () => {
    const data = { person: { name: 'Петров' } };
    expect(applyMigrations(data, 3, plan)).toEqual({ data, version: 3, applied: [] });
  });

  it.each([
    { from: 4, message: 'данные записаны по версии 4, а текущая версия схемы — 3' },
    { from: 0, message: 'версия данных 0 не целое число от 1' },
    { from: 1.5, message: 'версия данных 1.5 не целое число от 1' },
  ])('refuses data of version $from', ({ from, message }) => {
    expect(() => applyMigrations({}, from, plan)).toThrow(message);
  });

  it('refuses a plan with a missing file', () => {
    expect(() => applyMigrations({}, 1, { version: 2, migrations: [] })).toThrow('нет перехода от версии 1 к версии 2');
  });

  it('names the version and the step of a failing step', () => {
    const error = (() => {
      try {
        applyMigrations({ fio: 'Иванов', name: 'Петров' }, 1, plan);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({ version: 2, step: 0 });
    expect((error as Error).message).toBe(
      'Переход к версии 2, шаг 1 (rename): в поле «/name» уже записано значение "Петров"',
    );
  });
});

describe('splitArchive', () => {
  it.each([
    { data: { a: 1, _archive: { '2': { b: 2 } } }, rest: { a: 1 }, archive: { '2': { b: 2 } } },
    { data: { a: 1 }, rest: { a: 1 }, archive: {} },
  ])('parts $data', ({ data, rest, archive }) => {
    expect(splitArchive(data)).toEqual({ data: rest, archive });
  });
});
