import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StandaloneValidate } from '../../common/acts/act-schema';
import { formatPointer, getPointer } from '../../common/acts/computed';
import { ACT_IDS, ACTS, type GeneratedAct } from '../../common/acts/generated/acts';
import { ACT_MIGRATIONS, FORM_MIGRATIONS } from '../../common/acts/generated/migrations';
import { applyMigrations, splitArchive } from '../../common/acts/migrations/engine';
import type { AppliedStep, MigrationPlan, MigrationStep } from '../../common/acts/migrations/types';
import { validateWith } from '@/forms/wizard/schema-validator';
import { FORMS_DIR } from '../../codegen/forms';
import { ROOT } from './test-act-fixture';

/**
 * Every released version of every act and form replayed: its sample data (versions/<n>.sample.json,
 * written at release) migrates to the current version, passes the current validator, and keeps
 * every value — under its new place, or in the archive part of the data.
 */

/** Every leaf value of the data (empty groups and lists included) by pointer. */
function leaves(value: unknown, tokens: string[] = []): Array<{ pointer: string; value: unknown }> {
  if (typeof value === 'object' && value !== null) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length > 0) return entries.flatMap(([key, inner]) => leaves(inner, [...tokens, key]));
  }
  return [{ pointer: formatPointer(tokens), value }];
}

function under(pointer: string, source: string): boolean {
  return pointer === source || pointer.startsWith(`${source}/`);
}

/** How a value of the old data must be found after the migration. */
type Kept =
  /** Unchanged (renamed, moved, archived) or mapped to a new enum value, at one pointer. */
  | { how: 'exact'; pointer: string; value: unknown }
  /** Split into parts: every word of it is a word of one of the parts. */
  | { how: 'split'; pointers: string[] }
  /** Joined with others: it is inside the joined value. */
  | { how: 'joined'; pointers: string[] }
  /** Turned by a custom step into other values: one of its targets has a value. */
  | { how: 'custom'; pointers: string[] };

/** The step of the plan an applied step was. */
function stepOf(plan: MigrationPlan, applied: AppliedStep): MigrationStep {
  const file = plan.migrations.find((m) => m.to === applied.version);
  if (!file) throw new Error(`нет перехода к версии ${applied.version}`);
  return file.steps[applied.step];
}

/**
 * Where a value at `pointer` of the old data is now and what it must be there: renames, moves and
 * drops carry it to its new pointer unchanged, a mapped enum value to its new value; a split, join or
 * custom step turns it into other values (followed through the later steps).
 */
function follow(pointer: string, value: unknown, applied: readonly AppliedStep[], plan: MigrationPlan): Kept {
  let current = pointer;
  let expected = value;
  for (const [index, step] of applied.entries()) {
    const at = step.from.findIndex((source) => under(current, source));
    if (at < 0) continue;
    if (step.op === 'rename' || step.op === 'move' || step.op === 'drop') {
      current = step.to[at] + current.slice(step.from[at].length);
      continue;
    }
    const declared = stepOf(plan, step);
    if (declared.op === 'mapEnum') {
      const mapped = declared.values.find((v) => JSON.stringify(v.from) === JSON.stringify(expected));
      if (mapped) expected = mapped.to;
      continue;
    }
    const later = applied.slice(index + 1);
    const targets = step.to.flatMap((target) => {
      const next = follow(target, undefined, later, plan);
      return next.how === 'exact' ? [next.pointer] : next.pointers;
    });
    const how = declared.op === 'split' ? 'split' : declared.op === 'join' ? 'joined' : 'custom';
    return { how, pointers: targets };
  }
  return { how: 'exact', pointer: current, value: expected };
}

const words = (value: unknown) =>
  String(value)
    .split(/[\s,;]+/)
    .filter(Boolean);

/** The messages of every value of `before` the migrated `after` lost. */
function lostValues(
  before: unknown,
  after: unknown,
  applied: readonly AppliedStep[],
  version: number,
  plan: MigrationPlan,
): string[] {
  const lost: string[] = [];
  for (const { pointer, value } of leaves(before)) {
    const kept = follow(pointer, value, applied, plan);
    const pointers = kept.how === 'exact' ? [kept.pointer] : kept.pointers;
    const found = pointers.map((target) => getPointer(after, target)).filter((v) => v !== undefined);
    const ok =
      kept.how === 'exact'
        ? JSON.stringify(getPointer(after, kept.pointer)) === JSON.stringify(kept.value)
        : kept.how === 'split'
          ? words(value).every((word) => found.some((part) => words(part).includes(word)))
          : kept.how === 'joined'
            ? found.some((joined) => String(joined).includes(String(value)))
            : found.length > 0;
    if (!ok)
      lost.push(
        `значение ${JSON.stringify(value)} поля ${pointer} версии ${version} потеряно: его нет ни в ${pointers.join(', ')}, ни в архиве`,
      );
  }
  return lost;
}

interface Replay {
  kind: 'act' | 'form';
  id: string;
  dir: string;
  plan: MigrationPlan;
  validator: () => Promise<StandaloneValidate>;
}

const records: Replay[] = [
  ...ACT_IDS.map((id) => ({
    kind: 'act' as const,
    id,
    dir: `schemas/acts/${id}`,
    plan: ACT_MIGRATIONS[id],
    validator: async () => (await (ACTS[id] as GeneratedAct).loadActValidator()).validateAct,
  })),
  ...Object.entries(FORM_MIGRATIONS).map(([id, plan]) => ({
    kind: 'form' as const,
    id,
    dir: `${FORMS_DIR}/${id}`,
    plan,
    validator: async () =>
      ((await import(`../../common/acts/generated/forms/${id}.validators.js`)) as { validateForm: StandaloneValidate })
        .validateForm,
  })),
];

/** Released versions of a record with their samples, oldest first. */
function samples(dir: string): Array<{ version: number; sample: Record<string, unknown> }> {
  const folder = join(ROOT, dir, 'versions');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => /^(\d+)\.sample\.json$/.exec(name))
    .filter((match) => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      sample: JSON.parse(readFileSync(join(folder, match[0]), 'utf8')) as Record<string, unknown>,
    }))
    .sort((a, b) => a.version - b.version);
}

describe.each(records)('the released versions of the $kind $id', ({ dir, plan, validator }) => {
  const released = samples(dir);

  it('are all kept, up to the current one, each with its sample', () => {
    expect(released.map(({ version }) => version)).toEqual(Array.from({ length: plan.version }, (_, i) => i + 1));
  });

  it.each(released)(
    'version $version: the sample migrates to the current version, passes its validator and loses no value',
    async ({ version, sample }) => {
      const result = applyMigrations(sample, version, plan);
      expect(result.version).toBe(plan.version);
      expect(lostValues(sample, result.data, result.applied, version, plan)).toEqual([]);
      expect(validateWith(await validator(), splitArchive(result.data).data)).toEqual([]);
    },
  );
});

describe('the replay check itself', () => {
  const plan: MigrationPlan = {
    version: 2,
    migrations: [
      {
        from: 1,
        to: 2,
        steps: [
          { op: 'move', from: '/contacts/phone', to: '/phone' },
          { op: 'drop', path: '/remark' },
          { op: 'split', from: '/fio', to: ['/last', '/first'], separator: ' ' },
          { op: 'join', from: ['/street', '/house'], to: '/address', separator: ', ' },
          { op: 'mapEnum', path: '/kind', values: [{ from: 'old', to: 'new' }] },
        ],
      },
    ],
  };
  const before = {
    contacts: { phone: '+7', email: 'a@b.ru' },
    remark: 'х',
    fio: 'Иванов Иван',
    street: 'ул. Мира',
    house: '5',
    kind: 'old',
    kept: [1],
  };

  it('finds every value of a faithful migration', () => {
    const result = applyMigrations(before, 1, plan);
    expect(lostValues(before, result.data, result.applied, 1, plan)).toEqual([]);
  });

  it('names the pointer of a value the migrated data lost', () => {
    const result = applyMigrations(before, 1, plan);
    const { email: _email, ...contacts } = result.data.contacts as Record<string, unknown>;
    const { _archive: _dropped, ...rest } = result.data;
    expect(lostValues(before, { ...rest, contacts }, result.applied, 1, plan)).toEqual([
      'значение "a@b.ru" поля /contacts/email версии 1 потеряно: его нет ни в /contacts/email, ни в архиве',
      'значение "х" поля /remark версии 1 потеряно: его нет ни в /_archive/2/remark, ни в архиве',
    ]);
  });

  it('names a value whose split left nothing', () => {
    const result = applyMigrations(before, 1, plan);
    const { last: _last, first: _first, ...rest } = result.data;
    expect(lostValues(before, rest, result.applied, 1, plan)).toEqual([
      'значение "Иванов Иван" поля /fio версии 1 потеряно: его нет ни в /last, /first, ни в архиве',
    ]);
  });

  it('names a value a split cut short, a value a join left out and an enum value not mapped', () => {
    const result = applyMigrations(before, 1, plan);
    expect(result.data).toMatchObject({ last: 'Иванов', first: 'Иван', address: 'ул. Мира, 5', kind: 'new' });
    const broken = { ...result.data, first: '', address: 'ул. Мира', kind: 'old' };
    expect(lostValues(before, broken, result.applied, 1, plan)).toEqual([
      'значение "Иванов Иван" поля /fio версии 1 потеряно: его нет ни в /last, /first, ни в архиве',
      'значение "5" поля /house версии 1 потеряно: его нет ни в /address, ни в архиве',
      'значение "old" поля /kind версии 1 потеряно: его нет ни в /kind, ни в архиве',
    ]);
  });
});
