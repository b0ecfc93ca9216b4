/**
 * Local drafts: every change of a block is kept in this browser (per user, act and block) so a
 * reload, a lost connection or an ended session loses nothing typed. Cleared when the block is saved.
 */
export interface Draft<T = unknown> {
  /** When the person last changed the block, ms since epoch. */
  savedAt: number;
  /** The server version the draft started from. */
  baseVersion: number;
  /**
   * The act's schema version (act.json `schemaVersion`) the draft was typed under; a draft kept
   * before versions were recorded has none and counts as version 1 (see draft-versions.ts).
   */
  schemaVersion?: number;
  data: T;
}

const PREFIX = 'portal.draft';

export const draftKey = (userId: number, actType: string, actId: number, block: number) =>
  `${PREFIX}.${userId}.${actType}.${actId}.${block}`;

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft<T> | null;
    return draft && typeof draft.savedAt === 'number' ? draft : null;
  } catch {
    return null;
  }
}

/** Writes a draft; a full storage is reported (false) rather than thrown, the form keeps working. */
export function writeDraft<T>(key: string, draft: Draft<T>): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a draft typed in the current form. A draft of another form version kept at the same place
 * (one that could not be moved to this form, see draft-versions.ts) is not overwritten: it is first
 * set aside, as it is, under `<key>.v<its version>`.
 */
export function keepDraft<T>(key: string, draft: Draft<T> & { schemaVersion: number }): boolean {
  const older = readDraft(key);
  const version = older ? (older.schemaVersion ?? 1) : draft.schemaVersion;
  if (version !== draft.schemaVersion && localStorage.getItem(`${key}.v${version}`) === null)
    try {
      localStorage.setItem(`${key}.v${version}`, localStorage.getItem(key)!);
    } catch {
      return false;
    }
  return writeDraft(key, draft);
}

export const removeDraft = (key: string) => localStorage.removeItem(key);

/** The blocks' drafts of one act kept in this browser, by block number (also blocks an older form had). */
export function readActDrafts<T>(userId: number, actType: string, actId: number): Record<number, Draft<T>> {
  const head = `${PREFIX}.${userId}.${actType}.${actId}.`;
  const found: Record<number, Draft<T>> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(head) || !/^[1-9]\d*$/.test(key.slice(head.length))) continue;
    const draft = readDraft<T>(key);
    if (draft) found[Number(key.slice(head.length))] = draft;
  }
  return found;
}

/** Where the person was in an act: the step on screen and the field last entered. */
export interface DraftPosition {
  step: number | 'review';
  pointer?: string;
}

export const positionKey = (userId: number, actType: string, actId: number) =>
  `${PREFIX}.${userId}.${actType}.${actId}.at`;

/** The place kept by writePosition, or null when none is kept or it cannot be read. */
export function readPosition(key: string): DraftPosition | null {
  try {
    const at = JSON.parse(localStorage.getItem(key) ?? 'null') as DraftPosition | null;
    return at && (typeof at.step === 'number' || at.step === 'review') ? at : null;
  } catch {
    return null;
  }
}

/** Keeps the place (written on a move or on entering a field, never per key). A full storage is ignored. */
export function writePosition(key: string, at: DraftPosition): void {
  try {
    localStorage.setItem(key, JSON.stringify(at));
  } catch {
    // Without the place the draft still comes back, on the first block with changes.
  }
}
