import { createHash } from 'node:crypto';
import type { TableChange } from '../db/changes.ts';
import { compressBody, COMPRESSION_THRESHOLD_BYTES, type ContentEncoding } from './content-encoding.ts';

/** Bookkeeping bytes counted per answer beside its bodies (key, words, maps). */
const OVERHEAD_BYTES = 512;
/** At most this many request URLs point at one stored answer on average. */
const ALIASES_PER_ANSWER = 4;

/** What a route sent, to be kept: the serialised body and the reads it came from. */
export interface AnswerSource {
  /** The body exactly as the route serialised it. */
  body: Buffer;
  contentType: string;
  /**
   * The other headers the route's hooks set (security headers): sent again with every copy that
   * is served before those hooks run.
   */
  headers: Readonly<Record<string, string | string[]>>;
  /** Every word of every statement the answer was read with (see statementWords). */
  words: ReadonlySet<string>;
}

/** One kept answer: the body, its tag, and its compressed forms made on first demand. */
export class CachedAnswer {
  readonly etag: string;
  /** Large enough to be sent compressed to a client that accepts it. */
  readonly compressible: boolean;
  readonly expiresAt: number;
  /** Removed from the cache (invalidated, expired or evicted): never served again. */
  dead = false;
  private readonly variants = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly key: string,
    readonly source: AnswerSource,
    expiresAt: number,
    private readonly onGrow: (answer: CachedAnswer, bytes: number) => void = () => undefined,
  ) {
    this.expiresAt = expiresAt;
    this.etag = `W/"${createHash('sha1').update(source.body).digest('base64url')}"`;
    this.compressible = source.body.length >= COMPRESSION_THRESHOLD_BYTES;
  }

  get body(): Buffer {
    return this.source.body;
  }

  /** Bytes this answer holds. */
  get size(): number {
    let size = OVERHEAD_BYTES + this.source.body.length;
    for (const variant of this.variants.values()) size += variant.length;
    return size;
  }

  /** The body in an encoding (compressed once, then kept), or as it is for none. */
  encoded(encoding: ContentEncoding | undefined): Buffer {
    if (!encoding || !this.compressible) return this.source.body;
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressBody(encoding, this.source.body);
      this.variants.set(encoding, variant);
      this.onGrow(this, variant.length);
    }
    return variant;
  }
}

export interface AnswerCacheOptions {
  /** How long an answer may be served without a write invalidating it (a safety net). */
  ttlMs: number;
  /** Bytes all kept answers may hold together; the least recently used go first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * Answers of public reads by key, with table-level invalidation: every answer knows the words of
 * the statements it was read with, and a write to a table drops every answer whose statements
 * named it. Bounded in bytes (least recently used first) and in age (ttlMs).
 *
 * A read that began before a write to one of its tables may carry the data from before that
 * write: `begin()` is taken before the read and `put()` refuses to keep what such a read returns.
 */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** Request URLs (as sent) whose answer is a kept one: served before the query is even parsed. */
  private readonly aliases = new Map<string, CachedAnswer>();
  private readonly byWord = new Map<string, Set<CachedAnswer>>();
  /** Per table, the change count at its last write; and that of the last change of everything. */
  private readonly writtenAt = new Map<string, number>();
  private allWrittenAt = 0;
  private changes = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Number of kept answers and their bytes (for tests and logs). */
  get stats(): { answers: number; bytes: number; aliases: number } {
    return { answers: this.answers.size, bytes: this.bytes, aliases: this.aliases.size };
  }

  /** A mark to take before reading an answer, for put(). */
  begin(): number {
    return this.changes;
  }

  /** A live answer by key; marks it recently used. */
  get(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt <= this.now()) {
      this.remove(answer);
      return undefined;
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** A live answer by the URL a request was sent to (see alias). */
  byUrl(url: string): CachedAnswer | undefined {
    const answer = this.aliases.get(url);
    if (!answer) return undefined;
    if (answer.dead || !this.get(answer.key)) {
      this.aliases.delete(url);
      return undefined;
    }
    return answer;
  }

  /** Remembers that a request URL is answered by a kept answer. */
  alias(url: string, answer: CachedAnswer): void {
    if (answer.dead || this.aliases.get(url) === answer) return;
    this.aliases.delete(url);
    this.aliases.set(url, answer);
    const limit = Math.max(64, this.answers.size * ALIASES_PER_ANSWER);
    while (this.aliases.size > limit) this.aliases.delete(this.aliases.keys().next().value!);
  }

  /**
   * Keeps an answer read since `begun` (a begin() mark) unless a table it read was written since,
   * and returns it (kept or not, it is what the route sent).
   */
  put(key: string, source: AnswerSource, begun: number): CachedAnswer {
    const fresh = new CachedAnswer(key, source, this.now() + this.options.ttlMs, (answer, grown) => {
      if (answer.dead) return;
      this.bytes += grown;
      this.evict();
    });
    if (!this.unchangedSince(begun, source.words) || fresh.size > this.options.maxBytes) {
      fresh.dead = true;
      return fresh;
    }
    const old = this.answers.get(key);
    if (old) this.remove(old);
    this.answers.set(key, fresh);
    this.bytes += fresh.size;
    for (const word of source.words) {
      let set = this.byWord.get(word);
      if (!set) this.byWord.set(word, (set = new Set()));
      set.add(fresh);
    }
    this.evict();
    return fresh;
  }

  /** Drops every answer a committed write may have changed. */
  invalidate(change: TableChange): void {
    this.changes += 1;
    if (change === 'all') {
      this.allWrittenAt = this.changes;
      for (const answer of this.answers.values()) answer.dead = true;
      this.answers.clear();
      this.aliases.clear();
      this.byWord.clear();
      this.bytes = 0;
      return;
    }
    for (const table of change) {
      this.writtenAt.set(table, this.changes);
      const hit = this.byWord.get(table);
      if (hit) for (const answer of [...hit]) this.remove(answer);
    }
  }

  private unchangedSince(begun: number, words: ReadonlySet<string>): boolean {
    if (this.allWrittenAt > begun) return false;
    if (this.changes === begun) return true;
    for (const word of words) if ((this.writtenAt.get(word) ?? 0) > begun) return false;
    return true;
  }

  private evict(): void {
    while (this.bytes > this.options.maxBytes && this.answers.size > 0) {
      this.remove(this.answers.values().next().value!);
    }
  }

  private remove(answer: CachedAnswer): void {
    if (answer.dead) return;
    answer.dead = true;
    this.answers.delete(answer.key);
    this.bytes -= answer.size;
    for (const word of answer.source.words) {
      const set = this.byWord.get(word);
      if (!set) continue;
      set.delete(answer);
      if (!set.size) this.byWord.delete(word);
    }
  }
}
