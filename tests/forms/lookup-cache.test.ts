import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_GROUP_LIMIT, LookupCache, loadLookup, lookupVariantKey, type LookupItem } from '@/forms/lookup-cache';

const listFor = (query: unknown): LookupItem[] => [{ code: 1, caption: JSON.stringify(query) }];

function countingCache() {
  const load = vi.fn(async (_group: string, query: unknown) => listFor(query));
  return { load, cache: new LookupCache(load) };
}

afterEach(() => vi.restoreAllMocks());

describe('LookupCache', () => {
  it('keeps 50 query variants per group and evicts the oldest when a 51st arrives', async () => {
    const { load, cache } = countingCache();
    for (let page = 0; page < LOOKUP_GROUP_LIMIT; page++)
      await cache.get('addresses/addr-street', { cityId: 1, search: `s${page}` });
    expect(cache.size('addresses/addr-street')).toBe(50);

    await cache.get('addresses/addr-street', { cityId: 1, search: 's50' });
    expect(cache.size('addresses/addr-street')).toBe(50);
    expect(cache.peek('addresses/addr-street', { cityId: 1, search: 's0' })).toBeUndefined();
    expect(cache.peek('addresses/addr-street', { cityId: 1, search: 's1' })).toBeDefined();

    await cache.get('addresses/addr-street', { cityId: 1, search: 's0' });
    expect(load).toHaveBeenCalledTimes(52);
  });

  it('counts a variant read again as recent, so the least recently used one is evicted', async () => {
    const { cache } = countingCache();
    for (let page = 0; page < LOOKUP_GROUP_LIMIT; page++) await cache.get('metadata/bank', { page });
    await cache.get('metadata/bank', { page: 0 });
    await cache.get('metadata/bank', { page: 50 });
    expect(cache.peek('metadata/bank', { page: 0 })).toBeDefined();
    expect(cache.peek('metadata/bank', { page: 1 })).toBeUndefined();
  });

  it('limits each group on its own', async () => {
    const { cache } = countingCache();
    await cache.get('public/metadata/regions');
    for (let page = 0; page <= LOOKUP_GROUP_LIMIT; page++) await cache.get('metadata/bank', { page });
    expect(cache.peek('public/metadata/regions')).toEqual(listFor(undefined));
  });

  it('serves a list already fetched without asking again', async () => {
    const { load, cache } = countingCache();
    const first = await cache.get('public/metadata/regions');
    const second = await cache.get('public/metadata/regions');
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a request still on its way instead of sending it twice', async () => {
    let answer: (items: LookupItem[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<LookupItem[]>((resolve) => (answer = resolve)));
    const cache = new LookupCache(load);
    const one = cache.get('public/metadata/regions');
    const two = cache.get('public/metadata/regions');
    answer([{ code: 1, caption: 'Ненецкий АО' }]);
    expect(await one).toEqual(await two);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed request so the next reader tries again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('нет связи'))
      .mockResolvedValueOnce([{ code: 1, caption: 'Ненецкий АО' }]);
    const cache = new LookupCache(load);
    await expect(cache.get('public/metadata/regions')).rejects.toThrow('нет связи');
    await expect(cache.get('public/metadata/regions')).resolves.toEqual([{ code: 1, caption: 'Ненецкий АО' }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats queries with the same values as one variant, whatever their order or empty parts', () => {
    expect(lookupVariantKey({ search: '', cityId: 5, regionId: 2 })).toBe(
      lookupVariantKey({ regionId: '2', cityId: '5' }),
    );
    expect(lookupVariantKey(undefined)).toBe('');
  });

  it('fetches a list from GET /api/<path> with its query and unwraps data', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: [{ code: 7, caption: 'Нарьян-Мар' }] })));
    await expect(loadLookup('addresses/addr-cities', { regionId: 1 })).resolves.toEqual([
      { code: 7, caption: 'Нарьян-Мар' },
    ]);
    expect(String(fetchSpy.mock.calls[0][0])).toBe('/api/addresses/addr-cities?regionId=1');
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });
});
