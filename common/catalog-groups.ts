/**
 * The sections of the service catalogue (platform.md sections 2 and 9): the children of
 * /services/catalog, each a catalogue group 1..9 or the tours of the tourism operators; the
 * server lists a section's services by its slug, the client builds the side menu from it.
 */
export interface CatalogSection {
  /** The child path under /services/catalog. */
  slug: string;
  caption: string;
  /** Catalogue group 1..9; null for the tours, which belong to no group. */
  group: number | null;
}

/** The groups 1..9 in the order of the spec, then the tours. */
export const CATALOG_SECTIONS = [
  { slug: 'soc-taxi', caption: 'Социальное такси', group: 1 },
  { slug: 'nurse', caption: 'Сиделки', group: 2 },
  { slug: 'babysitting', caption: 'Присмотр за детьми', group: 3 },
  { slug: 'foster-family', caption: 'Приёмная семья для пожилых', group: 4 },
  { slug: 'interpreter', caption: 'Сурдопереводчик', group: 5 },
  { slug: 'sport', caption: 'Спорт', group: 6 },
  { slug: 'culture', caption: 'Культура', group: 7 },
  { slug: 'nanny', caption: 'Няни', group: 8 },
  { slug: 'tourism', caption: 'Туризм', group: null },
  { slug: 'subsidy-contests', caption: 'Конкурсы субсидий', group: 9 },
] as const satisfies readonly CatalogSection[];

export type CatalogSlug = (typeof CATALOG_SECTIONS)[number]['slug'];

/** The section of a slug, or undefined for an unknown one. */
export function catalogSection(slug: string): CatalogSection | undefined {
  return CATALOG_SECTIONS.find((section) => section.slug === slug);
}

/** The two external links of the catalogue's menu (platform.md section 2), opened in a new tab. */
export const CATALOG_EXTERNAL_LINKS = [
  { caption: 'Добровольцы России', href: 'https://dobro.ru/' },
  { caption: 'Работа России', href: 'https://trudvsem.ru/' },
] as const;
