import { apiGet, type Query } from '@/api/client';

/** One entry of a lookup list (platform.md section 3); streets also carry a type such as 'ул.'. */
export interface LookupItem {
  code: string | number;
  caption: string;
  type?: string;
  /** The kind the entry belongs to: a long list is shown grouped under these headings. */
  group?: string;
}

/** Query variants kept per lookup group (platform.md section 9). */
export const LOOKUP_GROUP_LIMIT = 50;

/** Loads one lookup list; the group is a metadata path such as 'public/metadata/regions'. */
export type LookupLoader = (group: string, query: Query | undefined) => Promise<LookupItem[]>;

interface Entry {
  promise: Promise<LookupItem[]>;
  items?: LookupItem[];
}

/**
 * The query of a variant as a stable text: keys sorted, empty values dropped, so
 * `{ cityId: 5, search: '' }` and `{ cityId: '5' }` are the same variant.
 */
export function lookupVariantKey(query?: Query): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query ?? {}).sort()) {
    const value = query?.[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * Lookup lists fetched once and shared by every widget. Each group keeps at most `limit`
 * variants (its query strings); when one more arrives the least recently used is dropped.
 * A request already on its way is shared, not repeated; a failed one is forgotten so the
 * next widget tries again.
 */
export class LookupCache {
  private readonly groups = new Map<string, Map<string, Entry>>();

  constructor(
    private readonly load: LookupLoader,
    private readonly limit = LOOKUP_GROUP_LIMIT,
  ) {}

  /** The list of a group and query, from the cache or fetched (once, however many ask). */
  get(group: string, query?: Query): Promise<LookupItem[]> {
    const variants = this.variants(group);
    const key = lookupVariantKey(query);
    const cached = variants.get(key);
    if (cached) {
      variants.delete(key);
      variants.set(key, cached);
      return cached.promise;
    }
    const entry: Entry = { promise: this.load(group, query) };
    entry.promise.then(
      (items) => {
        entry.items = items;
      },
      () => {
        if (variants.get(key) === entry) variants.delete(key);
      },
    );
    variants.set(key, entry);
    this.evict(variants);
    return entry.promise;
  }

  /** The list if it has already arrived, for a first render without a loading flash. */
  peek(group: string, query?: Query): LookupItem[] | undefined {
    return this.groups.get(group)?.get(lookupVariantKey(query))?.items;
  }

  /** Puts a known list in the cache (stories, tests, lists that came with another answer). */
  prime(group: string, query: Query | undefined, items: LookupItem[]): void {
    const variants = this.variants(group);
    variants.set(lookupVariantKey(query), { promise: Promise.resolve(items), items });
    this.evict(variants);
  }

  /** How many variants a group holds now. */
  size(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  /** Forgets everything (sign-out, tests). */
  clear(): void {
    this.groups.clear();
  }

  private variants(group: string): Map<string, Entry> {
    let variants = this.groups.get(group);
    if (!variants) {
      variants = new Map();
      this.groups.set(group, variants);
    }
    return variants;
  }

  // A Map iterates in insertion order and `get` re-inserts on use, so the first key is the oldest.
  private evict(variants: Map<string, Entry>): void {
    while (variants.size > this.limit) {
      const oldest = variants.keys().next().value as string;
      variants.delete(oldest);
    }
  }
}

/**
 * The path of a group and the query left for its query string: a `{name}` in the group is the
 * query's value in the path (`cert-tourism/streets/{cityId}/{search}`); a segment left empty at the
 * end is dropped (`cert-tourism/streets/5` while nothing is typed).
 */
export function lookupPath(group: string, query?: Query): { path: string; query?: Query } {
  const rest: Query = { ...query };
  const filled = group.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = rest[name];
    delete rest[name];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
  const path = `/${filled.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return { path, query: query === undefined ? undefined : rest };
}

/** GET /api/<group>?<query> through the shared client; the answer's data is the list. */
export const loadLookup: LookupLoader = async (group, query) => {
  const { path, query: rest } = lookupPath(group, query);
  return (await apiGet<LookupItem[] | undefined>(path, rest)) ?? [];
};

/** The one cache every lookup widget reads from. */
export const lookupCache = new LookupCache(loadLookup);
