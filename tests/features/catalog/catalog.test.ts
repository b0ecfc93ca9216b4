import { describe, expect, it } from 'vitest';
import { CATALOG_SECTIONS, catalogSection } from '../../../common/catalog-groups';
import { routeTable } from '../../../src/app/route-table';
import { sectionOf } from '../../../src/features/catalog/catalog-section-page';
import { formatFileSize } from '../../../src/components/format-file-size';
import { servicesCount } from '../../../src/features/catalog/services-count';

describe('the catalogue sections', () => {
  it('are the groups 1..9 once each, and the tours', () => {
    expect(
      CATALOG_SECTIONS.map((s) => s.group)
        .filter((g) => g !== null)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(CATALOG_SECTIONS.filter((s) => s.group === null).map((s) => s.slug)).toEqual(['tourism']);
    expect(catalogSection('nurse')?.group).toBe(2);
    expect(catalogSection('space')).toBeUndefined();
  });

  it('each have a public route of their own, and so has the main section', () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const slug of ['main', ...CATALOG_SECTIONS.map((s) => s.slug)])
      expect(paths.has(`/services/catalog/${slug}`), slug).toBe(true);
  });

  it('are read from the path; an unknown or missing one is the main section', () => {
    expect(sectionOf('/services/catalog/soc-taxi')).toBe('soc-taxi');
    expect(sectionOf('/services/catalog/soc-taxi/')).toBe('soc-taxi');
    expect(sectionOf('/services/catalog')).toBe('main');
    expect(sectionOf('/services/catalog/unknown')).toBe('main');
  });
});

describe('the catalogue texts', () => {
  it.each([
    [1, '1 услуга'],
    [3, '3 услуги'],
    [5, '5 услуг'],
    [11, '11 услуг'],
    [21, '21 услуга'],
    [33, '33 услуги'],
    [112, '112 услуг'],
  ])('counts %i as «%s»', (n, text) => expect(servicesCount(n)).toBe(text));

  it.each([
    [512, '512 Б'],
    [14_336, '14 КБ'],
    [1_288_490, '1,2 МБ'],
  ])('shows a document of %i bytes as «%s»', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
