import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, type AnswerSource } from '../../server/http/answer-cache.ts';
import { parseAcceptEncoding } from '../../server/http/content-encoding.ts';
import { etagMatches } from '../../server/http/public-cache.ts';

const source = (text: string, words: string[]): AnswerSource => ({
  body: Buffer.from(text),
  contentType: 'application/json; charset=utf-8',
  headers: {},
  words: new Set(words),
});

describe('the cache of public answers', () => {
  it('drops exactly the answers that read a table a write changed', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    cache.put('registry', source('{"data":1}', ['select', 'institutions']), cache.begin());
    cache.put('news', source('{"data":2}', ['select', 'news']), cache.begin());
    cache.invalidate(new Set(['acts']));
    expect(cache.get('registry')).toBeDefined();
    cache.invalidate(new Set(['institutions']));
    expect(cache.get('registry')).toBeUndefined();
    expect(cache.get('news')?.body.toString()).toBe('{"data":2}');
    cache.invalidate('all');
    expect(cache.get('news')).toBeUndefined();
  });

  it('does not keep an answer read before a write to its table that ended while it was read', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const begun = cache.begin();
    cache.invalidate(new Set(['institutions']));
    const answer = cache.put('registry', source('{"data":"old"}', ['institutions']), begun);
    expect(answer.body.toString()).toBe('{"data":"old"}');
    expect(cache.get('registry')).toBeUndefined();
    // A write to another table does not stop it.
    const again = cache.begin();
    cache.invalidate(new Set(['acts']));
    cache.put('registry', source('{"data":"new"}', ['institutions']), again);
    expect(cache.get('registry')).toBeDefined();
    // Nor does anything once "everything changed" came before the read began; after, it does.
    const third = cache.begin();
    cache.invalidate('all');
    cache.put('news', source('{}', ['news']), third);
    expect(cache.get('news')).toBeUndefined();
  });

  it('serves an answer by its request URL only while the answer lives', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const answer = cache.put('k', source('{}', ['news']), cache.begin());
    cache.alias('/api/public/news?page=1', answer);
    expect(cache.byUrl('/api/public/news?page=1')).toBe(answer);
    cache.invalidate(new Set(['news']));
    expect(cache.byUrl('/api/public/news?page=1')).toBeUndefined();
  });

  it('forgets answers after their lifetime', () => {
    let now = 1000;
    const cache = new AnswerCache({ ttlMs: 500, maxBytes: 1 << 20, now: () => now });
    cache.put('k', source('{}', ['news']), cache.begin());
    now = 1499;
    expect(cache.get('k')).toBeDefined();
    now = 1500;
    expect(cache.get('k')).toBeUndefined();
  });

  it('stays within its bytes, dropping the least recently used first, compressed forms counted', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxBytes: 8 * 1024 });
    // About 3.5 KB each with the bookkeeping: two fit, three do not.
    const big = (n: number) => source(JSON.stringify({ data: `${n}`.repeat(3000) }), ['news']);
    cache.put('a', big(1), cache.begin());
    cache.put('b', big(2), cache.begin());
    cache.get('a');
    cache.put('c', big(3), cache.begin());
    expect(cache.stats.bytes).toBeLessThanOrEqual(8 * 1024);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    const before = cache.stats.bytes;
    cache.get('c')!.encoded('gzip');
    expect(cache.stats.bytes).toBeGreaterThan(before);
    expect(cache.stats.bytes).toBeLessThanOrEqual(8 * 1024);
    // An answer larger than the whole budget is sent but not kept.
    const huge = cache.put('huge', source('x'.repeat(9000), ['news']), cache.begin());
    expect(huge.dead).toBe(true);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('compresses a large answer once per encoding to exactly its body; a small one is sent as it is', () => {
    const cache = new AnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const text = JSON.stringify({ data: { items: Array.from({ length: 50 }, (_, i) => ({ id: i, caption: `Центр ${i}` })) } });
    const answer = cache.put('k', source(text, ['institutions']), cache.begin());
    expect(answer.compressible).toBe(true);
    expect(brotliDecompressSync(answer.encoded('br')).toString()).toBe(text);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(text);
    expect(inflateSync(answer.encoded('deflate')).toString()).toBe(text);
    expect(answer.encoded('br')).toBe(answer.encoded('br'));
    const small = cache.put('s', source('{"data":[]}', ['news']), cache.begin());
    expect(small.compressible).toBe(false);
    expect(small.encoded('br').toString()).toBe('{"data":[]}');
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(answer.etag).not.toBe(small.etag);
  });
});

describe('content negotiation and tags', () => {
  it('picks the encoding as the compression plugin does: highest q, then the server order', () => {
    expect(parseAcceptEncoding('gzip, deflate, br')).toBe('br');
    expect(parseAcceptEncoding('gzip, deflate')).toBe('gzip');
    expect(parseAcceptEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(parseAcceptEncoding('x-gzip')).toBe('gzip');
    expect(parseAcceptEncoding('identity')).toBeUndefined();
    expect(parseAcceptEncoding('br;q=0, compress')).toBeUndefined();
    expect(parseAcceptEncoding(undefined)).toBeUndefined();
    expect(['br', 'zstd']).toContain(parseAcceptEncoding('*'));
  });

  it('matches If-None-Match weakly, in lists and for *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
