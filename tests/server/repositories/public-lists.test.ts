import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { listRegistry } from '../../../server/repositories/institutions.ts';
import { listNews } from '../../../server/repositories/news.ts';
import { openSeededDb } from '../seed-snapshot.ts';
import { describeEachDb } from '../test-app.ts';

describeEachDb('pages of the registry and the news with their totals', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openSeededDb(kind));
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('gives every page of the registry its rows and the count of the whole filter, also past the end', async () => {
    const all = await db.query<{
      id: number;
      caption: string;
      short_caption: string;
      services: string;
      institution_type_id: number;
      source_type: number;
      region_id: number;
    }>(
      `SELECT i.id, i.caption, i.short_caption, i.institution_type_id, i.source_type, i.region_id,
              coalesce((SELECT string_agg(s.caption, '|') FROM services s WHERE s.institution_id = i.id), '') AS services
         FROM institutions i ORDER BY i.caption, i.id`,
    );
    const filters = [
      { types: [0], sourceType: 1, search: '' },
      { types: [0, 1, 2, 10, 11], sourceType: 1, search: '' },
      { types: [0, 1, 2], sourceType: 2, search: '' },
      { types: [0, 1, 2, 10, 11], sourceType: 1, search: all[0].caption.slice(2, 6).toLowerCase() },
      { types: [0], sourceType: 1, regionId: 1, search: '' },
      { types: [0], sourceType: 1, search: 'нет такого поставщика' },
      { types: [0, 1, 2, 10, 11], sourceType: 1, search: 'на дому' },
    ];
    for (const filter of filters) {
      const matching = all.filter(
        (row) =>
          filter.types.includes(row.institution_type_id) &&
          row.source_type === filter.sourceType &&
          (filter.regionId === undefined || row.region_id === filter.regionId) &&
          [row.caption, row.short_caption, ...row.services.split('|')].some((text) =>
            text.toLowerCase().includes(filter.search.toLowerCase()),
          ),
      );
      for (const [offset, limit] of [
        [0, 20],
        [0, 2],
        [2, 2],
        [matching.length, 5],
        [matching.length + 40, 20],
      ]) {
        const page = await listRegistry(db, { ...filter, offset, limit });
        expect(page.total, JSON.stringify({ filter, offset })).toBe(matching.length);
        expect(page.items.map((item) => item.id)).toEqual(matching.slice(offset, offset + limit).map((row) => row.id));
        for (const item of page.items) {
          expect(Object.keys(item).sort()).toEqual([
            'address',
            'caption',
            'city',
            'id',
            'inn',
            'institutionTypeId',
            'ogrn',
            'phone',
            'rating',
            'ratingCount',
            'shortCaption',
          ]);
        }
      }
    }
  });

  it('gives every page of the news its cards newest first and the count of the kind, also past the end', async () => {
    const all = await db.query<{ id: number }>(
      `SELECT id FROM news WHERE kind = 'news' ORDER BY published_at DESC, id DESC`,
    );
    expect(all.length).toBeGreaterThan(2);
    for (const [offset, limit] of [
      [0, 10],
      [1, 2],
      [all.length, 3],
      [all.length + 10, 3],
    ]) {
      const page = await listNews(db, 'news', offset, limit);
      expect(page.total).toBe(all.length);
      expect(page.items.map((card) => card.id)).toEqual(all.slice(offset, offset + limit).map((row) => row.id));
      for (const card of page.items)
        expect(Object.keys(card).sort()).toEqual(['content', 'id', 'publishedAt', 'title']);
    }
    const contests = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM news WHERE kind = 'subsidy-contest'`,
    );
    expect((await listNews(db, 'subsidy-contest', 0, 100)).total).toBe(contests[0].n);
  });
});
