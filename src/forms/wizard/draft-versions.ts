import type { ActBlock } from '@common/acts/act-definition';
import { MigrationError, splitArchive, type MigrationResult } from '@common/acts/migrations';
import { readActDrafts, writeDraft, type Draft } from './drafts';
import type { BlockData } from './wizard-state';

/**
 * Local drafts typed under an older version of the act's form (issue 34): when a new schema
 * version is released while a person has unsaved changes on their device, the drafts are taken
 * to the new form by the act's migrations (schemas/acts/<act>/migrations) once, when the act is
 * opened, and then put back as any other draft.
 */

/** The version a draft was typed under: 1 for drafts kept before versions were recorded. */
export const draftVersion = (draft: Draft<unknown>): number => draft.schemaVersion ?? 1;

/** The act's migration from `fromVersion` to its current version (common/acts/migrations `migrate`). */
export type DraftMigrate = (data: Readonly<Record<string, unknown>>, fromVersion: number) => MigrationResult;

export interface DraftsToMigrate {
  /** The drafts kept for the act, by the block number they were kept under (any version). */
  drafts: Readonly<Record<number, Draft<BlockData>>>;
  /** The current form's blocks. */
  blocks: ReadonlyArray<Pick<ActBlock, 'number' | 'fields'>>;
  /** The act's current schema version. */
  version: number;
  /** What the server holds for a current block (filled into the fields no draft had). */
  serverBlock: (block: number) => BlockData;
  migrate: DraftMigrate;
}

export interface MigratedDrafts {
  /** The drafts as they are to be kept now, by block: a block not named here has no draft. */
  drafts: Record<number, Draft<BlockData>>;
  /** Some drafts were typed under an older form and have been moved to the current one. */
  migrated: boolean;
  /** Why the older drafts could not be moved (Russian); `drafts` are then the ones given, untouched. */
  error?: string;
}

/** The words the person sees when older drafts cannot be moved to the current form. */
export const UNMIGRATED_DRAFTS = 'Черновик записан по прежней версии формы и не может быть перенесён автоматически';

const defined = (data: BlockData, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));

/**
 * Takes the act's drafts of older versions to the current form. A field may move between blocks
 * from one version to the next, so the drafts of one older version are put together into one
 * act-shaped object (the server's data under that version is not known here), migrated, and split
 * again by the current blocks' fields: a block that receives a value gets a draft of the current
 * version, its other fields as the server holds them. Values the migration put into the archive
 * (fields the new form no longer has) go into no form. Drafts of the current version are left as
 * they are and win over values moved from older ones (they were typed later). A migration that
 * cannot be applied changes nothing and says why.
 */
export function migrateDrafts({ drafts, blocks, version, serverBlock, migrate }: DraftsToMigrate): MigratedDrafts {
  const entries = Object.entries(drafts).map(([block, draft]) => ({ block: Number(block), draft }));
  const older = entries.filter(({ draft }) => draftVersion(draft) !== version);
  if (older.length === 0) return { drafts: { ...drafts }, migrated: false };

  const kept: Record<number, Draft<BlockData>> = {};
  for (const { block, draft } of entries) if (draftVersion(draft) === version) kept[block] = draft;

  const moved: Record<number, Draft<BlockData>> = {};
  const versions = [...new Set(older.map(({ draft }) => draftVersion(draft)))].sort((a, b) => a - b);
  for (const from of versions) {
    const group = older.filter(({ draft }) => draftVersion(draft) === from).sort((a, b) => a.block - b.block);
    const whole: BlockData = {};
    for (const { draft } of group) Object.assign(whole, draft.data);
    let data: BlockData;
    try {
      data = splitArchive(migrate(whole, from).data).data;
    } catch (error) {
      if (!(error instanceof MigrationError)) throw error;
      return { drafts: { ...drafts }, migrated: false, error: `${UNMIGRATED_DRAFTS}: ${error.message}` };
    }
    const savedAt = Math.max(...group.map(({ draft }) => draft.savedAt));
    const baseVersion = Math.max(...group.map(({ draft }) => draft.baseVersion));
    for (const b of blocks) {
      if (kept[b.number]) continue;
      const values = defined(data, b.fields);
      if (Object.keys(values).length === 0) continue;
      const earlier = moved[b.number];
      moved[b.number] = {
        savedAt: Math.max(savedAt, earlier?.savedAt ?? 0),
        baseVersion: Math.max(baseVersion, earlier?.baseVersion ?? 0),
        schemaVersion: version,
        data: { ...(earlier?.data ?? serverBlock(b.number)), ...values },
      };
    }
  }
  return { drafts: { ...kept, ...moved }, migrated: true };
}

export interface StoredDraftsUpgrade {
  /** Drafts of an older form were moved to the current one (and kept so). */
  migrated: boolean;
  /** Why they could not be (Russian); the stored drafts are then left untouched. */
  error?: string;
}

/**
 * Moves the act's drafts kept in this browser to the current form (see {@link migrateDrafts}) and
 * keeps them as drafts of the current version, so it happens once. Nothing kept is lost on the way:
 * a migration that fails, or a storage that refuses the new drafts, leaves the old ones in place.
 */
export function upgradeStoredDrafts(
  where: { userId: number; actType: string; actId: number; key: (block: number) => string },
  input: Omit<DraftsToMigrate, 'drafts'>,
): StoredDraftsUpgrade {
  const stored = readActDrafts<BlockData>(where.userId, where.actType, where.actId);
  const result = migrateDrafts({ ...input, drafts: stored });
  if (result.error) return { migrated: false, error: result.error };
  if (!result.migrated) return { migrated: false };
  const numbers = new Set([...Object.keys(stored), ...Object.keys(result.drafts)].map(Number));
  const before = new Map([...numbers].map((n) => [n, localStorage.getItem(where.key(n))]));
  const written = Object.entries(result.drafts).every(([n, draft]) => writeDraft(where.key(Number(n)), draft));
  if (!written) {
    for (const [n, raw] of before)
      try {
        if (raw === null) localStorage.removeItem(where.key(n));
        else localStorage.setItem(where.key(n), raw);
      } catch {
        // The old draft was not overwritten (its own write is what failed).
      }
    return { migrated: false, error: `${UNMIGRATED_DRAFTS}: на устройстве не хватает места` };
  }
  for (const n of numbers) if (!(n in result.drafts)) localStorage.removeItem(where.key(n));
  return { migrated: true };
}
