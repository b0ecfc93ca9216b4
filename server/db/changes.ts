/**
 * What a committed write changed, said by the code that wrote it: references such as `news:news`
 * or `institution:12` (the same strings the cached answers that depend on them name), or 'all'
 * when it cannot be told (a script such as a migration, a lost connection to the other processes).
 */
export type Change = readonly string[] | 'all';

/** A listener of committed writes. */
export type ChangeListener = (change: Change) => void;

/** Merges two changes. */
export function mergeChanges(a: Change | undefined, b: Change): Change {
  if (a === 'all' || b === 'all') return 'all';
  if (!a) return b;
  return [...new Set([...a, ...b])];
}

/** Listeners of committed writes of one database. */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: Change): void {
    if (change !== 'all' && change.length === 0) return;
    for (const listener of this.listeners) listener(change);
  }
}
