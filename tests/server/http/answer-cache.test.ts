import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { AnswerCache, type ComputedAnswer, type PublicRead } from '../../../server/http/answer-cache.ts';
import { parseAcceptEncoding } from '../../../server/http/content-encoding.ts';

const json = (text: string, status = 200): ComputedAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: Buffer.from(text),
});

/** A read of a key that counts its computations and answers `text`. */
function reading(key: string, references: string[], text: string) {
  const read: PublicRead & { computed: number } = {
    key,
    references,
    computed: 0,
    compute: async () => {
      read.computed += 1;
      return json(text);
    },
  };
  return read;
}

describe('the cache of public answers', () => {
  it('drops exactly the answers that name a reference a write changed', async () => {
    const cache = new AnswerCache({ ttlSeconds: 60, maxEntries: 100 });
    const card12 = reading('card 12', ['institution:12'], '{"data":12}');
    const card13 = reading('card 13', ['institution:13'], '{"data":13}');
    const list = reading('list', ['institutions'], '{"data":[12,13]}');
    const news = reading('news', ['news:news'], '{"data":"news"}');
    for (const read of [card12, card13, list, news]) await cache.answer(read);

    cache.invalidate(['acts', 'institution:12', 'institutions']);
    expect(await cache.get('card 12')).toBeUndefined();
    expect(await cache.get('list')).toBeUndefined();
    expect((await cache.get('card 13'))?.computed.body.toString()).toBe('{"data":13}');
    expect((await cache.get('news'))?.computed.body.toString()).toBe('{"data":"news"}');

    await cache.answer(card13);
    await cache.answer(card12);
    expect([card12.computed, card13.computed]).toEqual([2, 1]);
    cache.invalidate('all');
    expect(await cache.get('news')).toBeUndefined();
    expect(await cache.get('card 13')).toBeUndefined();
  });

  it('computes concurrent reads of one key once', async () => {
    const cache = new AnswerCache({ ttlSeconds: 60, maxEntries: 100 });
    const read = reading('k', ['news:news'], '{}');
    const answers = await Promise.all([cache.answer(read), cache.answer(read), cache.answer(read)]);
    expect(read.computed).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.answer(read);
    expect(read.computed).toBe(1);
  });

  it('does not keep what a read returns when a write it depends on came while it ran, nor a failed status', async () => {
    const cache = new AnswerCache({ ttlSeconds: 60, maxEntries: 100 });
    let letItFinish!: () => void;
    const slow: PublicRead = {
      key: 'slow',
      references: ['news:news'],
      compute: () => new Promise((resolve) => (letItFinish = () => resolve(json('{"data":"before"}')))),
    };
    const first = cache.answer(slow);
    await vi.waitFor(() => expect(letItFinish).toBeDefined());
    cache.invalidate(['news:news']);
    // Who asks after the write does not wait for the read that began before it.
    const after = reading('slow', ['news:news'], '{"data":"after"}');
    expect((await cache.answer(after)).computed.body.toString()).toBe('{"data":"after"}');
    letItFinish();
    expect((await first).computed.body.toString()).toBe('{"data":"before"}');
    // What the read that began before the write returned is sent to its callers, not kept.
    expect((await cache.get('slow'))?.computed.body.toString()).toBe('{"data":"after"}');

    // A write of something else while a read runs does not stop it from being kept.
    let finishOther!: () => void;
    const other: PublicRead = {
      key: 'other',
      references: ['regions'],
      compute: () => new Promise((resolve) => (finishOther = () => resolve(json('{}')))),
    };
    const pending = cache.answer(other);
    await vi.waitFor(() => expect(finishOther).toBeDefined());
    cache.invalidate(['news:news']);
    finishOther();
    await pending;
    expect(await cache.get('other')).toBeDefined();

    await cache.answer({ key: 'created', references: [], compute: async () => json('{}', 201) });
    expect(await cache.get('created')).toBeUndefined();
  });

  it('forgets answers after their lifetime and keeps at most maxEntries, the least recently used going first', async () => {
    const cache = new AnswerCache({ ttlSeconds: 1, maxEntries: 2 });
    await cache.answer(reading('a', [], '{"a":1}'));
    await cache.answer(reading('b', [], '{"b":1}'));
    await cache.get('a');
    await cache.answer(reading('c', [], '{"c":1}'));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('c')).toBeDefined();
    // The storage counts time in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toBeUndefined();
  });

  it('compresses a large answer once per encoding to exactly its body; a small one is sent as it is', async () => {
    const cache = new AnswerCache({ ttlSeconds: 60, maxEntries: 100 });
    const text = JSON.stringify({
      data: { items: Array.from({ length: 50 }, (_, i) => ({ id: i, caption: `Центр ${i}` })) },
    });
    const answer = await cache.answer(reading('k', ['institutions'], text));
    expect(answer.compressible).toBe(true);
    expect(brotliDecompressSync(answer.encoded('br')).toString()).toBe(text);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(text);
    expect(inflateSync(answer.encoded('deflate')).toString()).toBe(text);
    expect(answer.encoded('br')).toBe(answer.encoded('br'));
    const small = await cache.answer(reading('s', ['news:news'], '{"data":[]}'));
    expect(small.compressible).toBe(false);
    expect(small.encoded('br').toString()).toBe('{"data":[]}');
  });
});

describe('content negotiation', () => {
  it('picks the encoding as the compression plugin does: highest q, then the server order; * and x-gzip are gzip', () => {
    expect(parseAcceptEncoding('gzip, deflate, br')).toBe('br');
    expect(parseAcceptEncoding('gzip, deflate')).toBe('gzip');
    expect(parseAcceptEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(parseAcceptEncoding('x-gzip')).toBe('gzip');
    expect(parseAcceptEncoding('*')).toBe('gzip');
    expect(parseAcceptEncoding('identity')).toBeUndefined();
    expect(parseAcceptEncoding('br;q=0, compress')).toBeUndefined();
    expect(parseAcceptEncoding(undefined)).toBeUndefined();
  });
});

describe('an answer that reads differently after a while (maxAgeSeconds)', () => {
  it('is kept no longer than it says, and not at all when that is under a second', async () => {
    const cache = new AnswerCache({ ttlSeconds: 60, maxEntries: 100 });
    let computed = 0;
    const read = (key: string, maxAgeSeconds: number): PublicRead => ({
      key,
      references: ['service-records:institution:5'],
      compute: async () => {
        computed += 1;
        return { ...json('{}'), scoped: true, maxAgeSeconds };
      },
    });
    await cache.answer(read('soon', 0.4));
    expect(await cache.get('soon')).toBeUndefined();
    await cache.answer(read('a second', 1.6));
    expect((await cache.get('a second'))?.computed.scoped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await cache.get('a second')).toBeUndefined();
    await cache.answer(read('long', 3600));
    expect(await cache.get('long')).toBeDefined();
    expect(computed).toBe(3);
  });
});
