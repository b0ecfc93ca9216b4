// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts';
import { applyMigrations, migrate, type MigrationPlan } from '../../../common/acts/migrations';
import { draftKey, keepDraft, readActDrafts, readDraft, writeDraft, type Draft } from '@/forms/wizard/drafts';
import {
  draftVersion,
  migrateDrafts,
  UNMIGRATED_DRAFTS,
  upgradeStoredDrafts,
  type DraftMigrate,
} from '@/forms/wizard/draft-versions';
import type { BlockData } from '@/forms/wizard/wizard-state';

const definition = ACTS['test-act'].definition;
const person = { lastName: 'Соколов', firstName: 'Николай', snils: '112-233-445 95' };
/** What the server holds for the act (under the current version 2). */
const server: BlockData = { person, phone: '+79000000000', scale: { mobility: 1, selfCare: 1, communication: 1 } };
const serverBlock = (n: number) => {
  const fields = definition.blocks.find((b) => b.number === n)!.fields;
  return Object.fromEntries(fields.filter((f) => server[f] !== undefined).map((f) => [f, server[f]]));
};
const testAct: DraftMigrate = (data, from) => migrate('test-act', data, from);
const draft = (data: BlockData, extra: Partial<Draft<BlockData>> = {}): Draft<BlockData> => ({
  savedAt: 1_700_000_000_000,
  baseVersion: 3,
  data,
  ...extra,
});
const run = (drafts: Record<number, Draft<BlockData>>, migrateWith: DraftMigrate = testAct) =>
  migrateDrafts({
    drafts,
    blocks: definition.blocks,
    version: definition.schemaVersion,
    serverBlock,
    migrate: migrateWith,
  });

describe('migrateDrafts: local drafts of an older form taken to the current one', () => {
  it('counts a draft without a recorded version as version 1', () => {
    expect(draftVersion(draft({}))).toBe(1);
    expect(draftVersion(draft({}, { schemaVersion: 2 }))).toBe(2);
  });

  it('moves the phone of a version-1 draft (no version recorded) out of «Контакты» into the current field', () => {
    const typed = { person: { ...person, lastName: 'Соколова' }, contacts: { phone: '+79220511234' } };
    const result = run({ 1: draft(typed) });
    expect(result).toEqual({
      migrated: true,
      drafts: {
        1: draft({ person: typed.person, phone: '+79220511234' }, { schemaVersion: 2 }),
      },
    });
  });

  it('renames a scale item of a version-1 draft', () => {
    const result = run({ 2: draft({ scale: { mobility: 2, selfService: 3, communication: 0 } }, { savedAt: 5 }) });
    expect(result.drafts).toEqual({
      2: draft({ scale: { mobility: 2, selfCare: 3, communication: 0 } }, { savedAt: 5, schemaVersion: 2 }),
    });
  });

  it('puts a value moved into a block without a draft into a new draft of that block, with the server’s other fields', () => {
    // A form whose version 2 moved the phone from the scale block (2) to the person's block (1).
    const plan: MigrationPlan = {
      version: 2,
      migrations: [{ from: 1, to: 2, steps: [{ op: 'move', from: '/scale/phone', to: '/phone' }] }],
    };
    const result = run(
      { 2: draft({ scale: { mobility: 2, selfCare: 0, phone: '+79221112233' } }, { savedAt: 7, baseVersion: 4 }) },
      (data, from) => applyMigrations(data, from, plan),
    );
    expect(result.migrated).toBe(true);
    expect(result.drafts[1]).toEqual(
      draft({ person, phone: '+79221112233' }, { savedAt: 7, baseVersion: 4, schemaVersion: 2 }),
    );
    expect(result.drafts[2].data).toEqual({ scale: { mobility: 2, selfCare: 0 } });
    expect(Object.keys(result.drafts)).toEqual(['1', '2']);
  });

  it('puts no archived value into a form: a draft left with nothing of the current form is dropped', () => {
    const items = [{ name: 'ООО «Северное сияние»', amount: 3150.75 }];
    const result = run({
      3: draft({ items, itemsTotal: 3150.75, remark: 'Жалоб не предъявляет' }),
      // An old block that held only the remark, which the current form no longer has.
      4: draft({ remark: 'Жалоб не предъявляет' }),
    });
    expect(result.drafts).toEqual({ 3: draft({ items, itemsTotal: 3150.75 }, { schemaVersion: 2 }) });
    expect(JSON.stringify(result.drafts)).not.toContain('_archive');
  });

  it('keeps drafts of an unknown version untouched and says why in Russian', () => {
    const drafts = { 1: draft({ person }, { schemaVersion: 3 }), 2: draft({ scale: { selfService: 1 } }) };
    const result = run(drafts);
    expect(result.migrated).toBe(false);
    expect(result.drafts).toEqual(drafts);
    expect(result.error).toBe(
      `${UNMIGRATED_DRAFTS}: данные записаны по версии 3, а текущая версия схемы — 2; обновите программу`,
    );
  });

  it('keeps the drafts untouched when a step cannot be applied', () => {
    const plan: MigrationPlan = {
      version: 2,
      migrations: [{ from: 1, to: 2, steps: [{ op: 'move', from: '/contacts/phone', to: '/person' }] }],
    };
    const drafts = { 1: draft({ person, contacts: { phone: '+79220511234' } }) };
    const result = run(drafts, (data, from) => applyMigrations(data, from, plan));
    expect(result.drafts).toEqual(drafts);
    expect(result.error).toMatch(
      /^Черновик записан по прежней версии формы и не может быть перенесён автоматически: Переход к версии 2, шаг 1 \(move\): в поле «\/person» уже записано значение/,
    );
  });

  it('leaves drafts of the current version as they are, also beside older ones, and lets them win', () => {
    const current = { 1: draft({ person, phone: '+79001234567' }, { schemaVersion: 2 }) };
    expect(run(current)).toEqual({ drafts: current, migrated: false });
    const mixed = run({ ...current, 3: draft({ contacts: { phone: '+79220511234' }, remark: 'Примечание' }) });
    expect(mixed).toEqual({ drafts: current, migrated: true });
  });
});

describe('upgradeStoredDrafts: the drafts kept in this browser', () => {
  const key = (n: number) => draftKey(42, 'test-act', 1, n);
  const where = { userId: 42, actType: 'test-act', actId: 1, key };
  const input = { blocks: definition.blocks, version: definition.schemaVersion, serverBlock, migrate: testAct };
  beforeEach(() => localStorage.clear());

  it('rewrites older drafts as drafts of the current version once, and leaves other acts’ drafts alone', () => {
    writeDraft(key(1), draft({ person, contacts: { phone: '+79220511234' } }));
    writeDraft(key(4), draft({ remark: 'Жалоб не предъявляет' }));
    const other = draftKey(42, 'test-act', 2, 1);
    writeDraft(other, draft({ contacts: { phone: '+79000000001' } }));

    expect(upgradeStoredDrafts(where, input)).toEqual({ migrated: true });
    expect(readDraft(key(1))).toEqual(draft({ person, phone: '+79220511234' }, { schemaVersion: 2 }));
    expect(localStorage.getItem(key(4))).toBeNull();
    expect(readDraft(other)).toEqual(draft({ contacts: { phone: '+79000000001' } }));

    expect(upgradeStoredDrafts(where, input)).toEqual({ migrated: false });
    expect(readDraft(key(1))).toEqual(draft({ person, phone: '+79220511234' }, { schemaVersion: 2 }));
  });

  it('keeps the stored drafts byte for byte when they cannot be moved', () => {
    writeDraft(key(1), draft({ person }, { schemaVersion: 7 }));
    const before = localStorage.getItem(key(1));
    const result = upgradeStoredDrafts(where, input);
    expect(result.migrated).toBe(false);
    expect(result.error).toContain('данные записаны по версии 7');
    expect(localStorage.getItem(key(1))).toBe(before);
  });

  it('sets a draft it could not move aside, untouched, when the person types in the same block', () => {
    const older = JSON.stringify(draft({ person }, { schemaVersion: 7 }));
    localStorage.setItem(key(1), older);
    const typed = { ...draft({ person, phone: '+79001234567' }), schemaVersion: 2 };
    expect(keepDraft(key(1), typed)).toBe(true);
    expect(readDraft(key(1))).toEqual(typed);
    expect(localStorage.getItem(`${key(1)}.v7`)).toBe(older);
    // The copy set aside is not one of the act's block drafts.
    expect(readActDrafts(42, 'test-act', 1)).toEqual({ 1: typed });
    // The next keystrokes only rewrite the current draft.
    expect(keepDraft(key(1), { ...typed, savedAt: 9 })).toBe(true);
    expect(localStorage.getItem(`${key(1)}.v7`)).toBe(older);
  });
});
