import { createCache, createStorage } from 'async-cache-dedupe';
import type { Change } from '../db/changes.ts';
import { compressBody, COMPRESSION_THRESHOLD_BYTES, type ContentEncoding } from './content-encoding.ts';

/** What a route sent for a public read: its status and the body exactly as it serialised it. */
export interface ComputedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /**
   * The answer belongs to the callers of one scope (an institution's staff), never to everyone:
   * it is sent with Cache-Control private and never served by URL alone.
   */
  scoped?: boolean;
  /** The answer reads differently after this many seconds whatever is written (a service begins): kept no longer. */
  maxAgeSeconds?: number;
}

/** A public read to answer: its key, what its answer depends on, and how to compute it. */
export interface PublicRead {
  key: string;
  /** The references the answer depends on (see Queryable.changed). */
  references: readonly string[];
  compute(): Promise<ComputedAnswer>;
}

/** One answer, kept or not: the body, its compressed forms made on first demand, what the first send added. */
export class KeptAnswer {
  /** Large enough to be sent compressed to a client that accepts it. */
  readonly compressible: boolean;
  /** The tag the first send got from @fastify/etag. */
  etag: string | undefined;
  /**
   * The other headers the first send got from the plugins' hooks (the security headers), sent
   * again with every copy served before those hooks run; undefined until the first send.
   */
  headers: Readonly<Record<string, string | string[]>> | undefined;
  private readonly variants = new Map<ContentEncoding, Buffer>();
  /** The headers of copies by status and encoding (see the public cache). */
  readonly copyHeaders = new Map<string, Record<string, string | string[]>>();

  constructor(
    readonly computed: ComputedAnswer,
    readonly references: readonly string[],
    /** The change mark taken before the read began (see ChangeMarks). */
    readonly begun: number,
  ) {
    this.compressible = computed.body.length >= COMPRESSION_THRESHOLD_BYTES;
  }

  /** The body in an encoding (compressed once, then kept), or as it is for none. */
  encoded(encoding: ContentEncoding | undefined): Buffer {
    if (!encoding || !this.compressible) return this.computed.body;
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressBody(encoding, this.computed.body);
      this.variants.set(encoding, variant);
    }
    return variant;
  }
}

/**
 * Which references changed since a mark, for the reads still running: a read that began before a
 * write it depends on may carry the data from before it, and is then sent but not kept.
 */
class ChangeMarks {
  private count = 0;
  private allAt = 0;
  private readonly at = new Map<string, number>();

  mark(): number {
    return this.count;
  }

  note(change: Change, readsRunning: boolean): void {
    this.count += 1;
    if (change === 'all') this.allAt = this.count;
    // Only running reads ask (unchangedSince): with none, nothing needs remembering.
    else if (readsRunning) for (const reference of change) this.at.set(reference, this.count);
    if (!readsRunning) this.at.clear();
  }

  unchangedSince(begun: number, references: readonly string[]): boolean {
    if (this.allAt > begun) return false;
    return this.count === begun || references.every((reference) => (this.at.get(reference) ?? 0) <= begun);
  }
}

export interface AnswerCacheOptions {
  /** How long an answer may be served without a write dropping it (a safety net), in seconds. */
  ttlSeconds: number;
  /** How many answers are kept at most; the least recently used go first. */
  maxEntries: number;
}

/** The name of the cached function, and so the prefix of its storage keys. */
const NAME = 'publicRead';

/**
 * Answers of public reads by key, kept by async-cache-dedupe in its memory storage with their
 * references: concurrent reads of one key are computed once, and a write drops exactly the
 * answers that name a reference it changed. Bounded in entries (least recently used first) and in
 * age (ttlSeconds).
 */
export class AnswerCache {
  private readonly storage;
  private readonly cache;
  private readonly marks = new ChangeMarks();
  /** Reads being computed now, by key. */
  private readonly running = new Map<string, PublicRead>();

  constructor(private readonly options: AnswerCacheOptions) {
    this.storage = createStorage('memory', { size: options.maxEntries, invalidation: true });
    this.cache = createCache({ storage: { type: 'custom', options: { storage: this.storage } } }).define(
      NAME,
      {
        serialize: (read: PublicRead) => read.key,
        references: (read: PublicRead) => [...read.references],
        // 0 sends without keeping: a failed status, or a read a write overtook.
        ttl: (answer: KeptAnswer) =>
          answer.computed.status === 200 && this.marks.unchangedSince(answer.begun, answer.references)
            ? Math.max(0, Math.floor(Math.min(this.options.ttlSeconds, answer.computed.maxAgeSeconds ?? Infinity)))
            : 0,
      },
      (read: PublicRead) => this.compute(read),
    );
  }

  /** A live kept answer by key, without computing it. */
  async get(key: string): Promise<KeptAnswer | undefined> {
    // The key under which define() stores the answer of `key`: `<name>~<key>`.
    return (await this.storage.get(`${NAME}~${key}`)) as KeptAnswer | undefined;
  }

  /** The kept answer of a read, or the answer computed now (once for all who ask meanwhile). */
  answer(read: PublicRead): Promise<KeptAnswer> {
    return this.cache[NAME](read) as Promise<KeptAnswer>;
  }

  /** Drops every answer a committed write changed. */
  invalidate(change: Change): void {
    this.marks.note(change, this.running.size > 0);
    if (change === 'all') void this.cache.clear();
    else void this.storage.invalidate([...change]);
    // Whoever asks from now on gets a fresh read, not one that began before the write.
    for (const read of this.running.values()) {
      if (change === 'all' || read.references.some((reference) => change.includes(reference))) {
        this.running.delete(read.key);
        void this.cache.clear(NAME, read);
      }
    }
  }

  private async compute(read: PublicRead): Promise<KeptAnswer> {
    const begun = this.marks.mark();
    this.running.set(read.key, read);
    try {
      return new KeptAnswer(await read.compute(), read.references, begun);
    } finally {
      if (this.running.get(read.key) === read) this.running.delete(read.key);
    }
  }
}
