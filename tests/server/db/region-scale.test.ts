import { describe, expect, it } from 'vitest';
import { generateRegion, prng, REGION_SCALE, SCALE_FIRST_ID } from '../../../server/db/seed/region-scale.ts';
import { INSTITUTIONS } from '../../../server/db/seed/institutions.ts';
import { innLegalControl, innPersonControl, ogrnControl, ogrnipControl } from '../../../common/validation/index.ts';

describe('the region of the scale bench', () => {
  const region = generateRegion(19);

  it('is the same for the same seed and another for another seed', () => {
    expect(generateRegion(19)).toEqual(region);
    const other = generateRegion(20);
    expect(other.institutions.map((i) => i.caption)).not.toEqual(region.institutions.map((i) => i.caption));
    const [a, b] = [prng(7), prng(7)];
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('holds the counts of the issue: 2 000 providers of every type, 40 000 services, 10 000 suppliers, 500 measures, 2 000 news', () => {
    expect(region.measures).toHaveLength(REGION_SCALE.measures);
    expect(region.measures.every((m) => m.supplierIds.length >= 1)).toBe(true);
    const bySource = (source: number) => region.institutions.filter((i) => i.sourceType === source);
    expect(bySource(1).length + bySource(2).length).toBe(REGION_SCALE.institutions);
    expect(bySource(3)).toHaveLength(REGION_SCALE.suppliers);
    expect(new Set(bySource(1).map((i) => i.institutionTypeId))).toEqual(new Set([0, 1, 2, 10, 11]));
    expect(bySource(2).length).toBeGreaterThan(50);
    expect(region.services).toHaveLength(REGION_SCALE.services);
    expect(region.news).toHaveLength(REGION_SCALE.news);
    expect(new Set(region.news.map((n) => n.kind))).toEqual(new Set(['news', 'every-mother', 'subsidy-contest']));
    // Every catalogue group 1..8 and the tours, every area and rate type.
    expect(new Set(region.services.map((s) => s.catalogGroup))).toEqual(new Set([null, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(region.services.map((s) => s.area))).toEqual(
      new Set(['social', 'education', 'sport', 'medical', 'work', 'culture']),
    );
    expect(new Set(region.services.map((s) => s.rateType))).toEqual(
      new Set(['free', 'fixed', 'contract', 'certificate', 'rate']),
    );
    expect(region.services.some((s) => s.isTourism)).toBe(true);
    expect(region.tourDates.some((d) => d.placesLeft > 0 && d.startsIn > 0)).toBe(true);
  });

  it('gives unique ids above the demo data and valid, unique requisites that no demo provider has', () => {
    const ids = [...region.institutions, ...region.services, ...region.tourDates, ...region.news].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(SCALE_FIRST_ID);
    const ogrns = region.institutions.map((i) => i.ogrn);
    expect(new Set(ogrns).size).toBe(ogrns.length);
    const demo = new Set(INSTITUTIONS.map((i) => i.ogrn));
    expect(ogrns.filter((o) => demo.has(o))).toEqual([]);
    for (const i of region.institutions.slice(0, 3000)) {
      if (i.institutionTypeId === 2) {
        expect(i.ogrn).toHaveLength(15);
        expect(i.ogrn.at(-1)).toBe(String(ogrnipControl(i.ogrn.slice(0, 14))));
        expect(i.inn.slice(10)).toBe(String(innPersonControl(i.inn.slice(0, 10))));
      } else {
        expect(i.ogrn).toHaveLength(13);
        expect(i.ogrn.at(-1)).toBe(String(ogrnControl(i.ogrn.slice(0, 12))));
        expect(i.inn.at(-1)).toBe(String(innLegalControl(i.inn.slice(0, 9))));
      }
    }
  });

  it('puts every supplier on the map inside ЯНАО and writes Russian names with typographic quotes', () => {
    for (const s of region.institutions.filter((i) => i.sourceType === 3)) {
      expect(s.latitude).toBeGreaterThan(62);
      expect(s.latitude).toBeLessThan(68.5);
      expect(s.longitude).toBeGreaterThan(65);
      expect(s.longitude).toBeLessThan(84);
    }
    expect(region.institutions.every((i) => !i.caption.includes('"'))).toBe(true);
    expect(region.institutions.filter((i) => i.institutionTypeId !== 2)[0].shortCaption).toMatch(
      /^ГБУ ЯНАО «.+„.+“ № 1»$/,
    );
  });
});
