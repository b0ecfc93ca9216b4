import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StandaloneValidate } from '../../common/acts/act-schema';
import { formatPointer, getPointer } from '../../common/acts/computed';
import { ACT_IDS, ACTS, type GeneratedAct } from '../../common/acts/generated/acts';
import { ACT_MIGRATIONS, FORM_MIGRATIONS } from '../../common/acts/generated/migrations';
import { applyMigrations, splitArchive } from '../../common/acts/migrations/engine';
import type { AppliedStep, MigrationPlan } from '../../common/acts/migrations/types';
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

/**
 * Where a value at `pointer` of the old data is now: renames, moves and drops carry it to its new
 * pointer and it must be there unchanged; a split, join, mapped value or custom step turns it into
 * other values, and then one of the step's targets (followed through the later steps) must have a value.
 */
function follow(pointer: string, applied: readonly AppliedStep[]): { pointers: string[]; exact: boolean } {
  let current = pointer;
  for (const [index, step] of applied.entries()) {
    const at = step.from.findIndex((source) => under(current, source));
    if (at < 0) continue;
    if (step.op === 'rename' || step.op === 'move' || step.op === 'drop') {
      current = step.to[at] + current.slice(step.from[at].length);
      continue;
    }
    if (step.op === 'mapEnum') return { pointers: [current], exact: false };
    const later = applied.slice(index + 1);
    return { pointers: step.to.flatMap((target) => follow(target, later).pointers), exact: false };
  }
  return { pointers: [current], exact: true };
}

/** The messages of every value of `before` the migrated `after` lost. */
function lostValues(before: unknown, after: unknown, applied: readonly AppliedStep[], version: number): string[] {
  const lost: string[] = [];
  for (const { pointer, value } of leaves(before)) {
    const { pointers, exact } = follow(pointer, applied);
    const kept = exact
      ? JSON.stringify(getPointer(after, pointers[0])) === JSON.stringify(value)
      : pointers.some((target) => getPointer(after, target) !== undefined);
    if (!kept)
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
      expect(lostValues(sample, result.data, result.applied, version)).toEqual([]);
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
        ],
      },
    ],
  };
  const before = { contacts: { phone: '+7', email: 'a@b.ru' }, remark: 'х', fio: 'Иванов Иван', kept: [1] };

  it('finds every value of a faithful migration', () => {
    const result = applyMigrations(before, 1, plan);
    expect(lostValues(before, result.data, result.applied, 1)).toEqual([]);
  });

  it('names the pointer of a value the migrated data lost', () => {
    const result = applyMigrations(before, 1, plan);
    const { email: _email, ...contacts } = result.data.contacts as Record<string, unknown>;
    const { _archive: _dropped, ...rest } = result.data;
    expect(lostValues(before, { ...rest, contacts }, result.applied, 1)).toEqual([
      'значение "a@b.ru" поля /contacts/email версии 1 потеряно: его нет ни в /contacts/email, ни в архиве',
      'значение "х" поля /remark версии 1 потеряно: его нет ни в /_archive/2/remark, ни в архиве',
    ]);
  });

  it('names a value whose split left nothing', () => {
    const result = applyMigrations(before, 1, plan);
    const { last: _last, first: _first, ...rest } = result.data;
    expect(lostValues(before, rest, result.applied, 1)).toEqual([
      'значение "Иванов Иван" поля /fio версии 1 потеряно: его нет ни в /last, /first, ни в архиве',
    ]);
  });
});
