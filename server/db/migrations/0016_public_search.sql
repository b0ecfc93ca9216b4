-- The public lists and searches at region scale (2 000 providers, 40 000 services, 10 000
-- suppliers, 2 000 news): trigram indexes for searching by part of a name, prefix indexes for
-- INN and OGRN, the filters' indexes, and the region's municipal districts (районы and городские
-- округа) for the registry's district filter.

-- pg_trgm lives in public, whatever schema the portal's tables are in: an extension is one per
-- database, and its operator classes are named with their schema below.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Search by part of a provider's full or short name, or of a service's name: a lower-case copy
-- kept by the database, searched with LIKE through a trigram index. ILIKE would lower-case every
-- Cyrillic name of the table again for each row it reads (about 4 us a row here, 90 ms for the
-- institutions of a region), and the planner prices it as cheap as a byte comparison, so it
-- preferred reading the whole table to the index.
ALTER TABLE institutions ADD COLUMN search_name text GENERATED ALWAYS AS (lower(caption || ' ' || short_caption)) STORED;
ALTER TABLE services ADD COLUMN search_name text GENERATED ALWAYS AS (lower(caption)) STORED;
CREATE INDEX institutions_search_name_trgm_idx ON institutions USING gin (search_name public.gin_trgm_ops);
CREATE INDEX services_search_name_trgm_idx ON services USING gin (search_name public.gin_trgm_ops);
-- The beginning of an INN or OGRN (LIKE '8901%'): a btree usable for prefixes in any collation.
CREATE INDEX institutions_inn_prefix_idx ON institutions (inn text_pattern_ops);
CREATE INDEX institutions_ogrn_prefix_idx ON institutions (ogrn text_pattern_ops);
-- A registry page: one source and the tab's provider types, in the order of the names.
CREATE INDEX institutions_source_type_caption_idx ON institutions (source_type, institution_type_id, caption, id);
-- Filters: region, city; a provider's services by area and by catalogue group.
CREATE INDEX institutions_region_city_idx ON institutions (region_id, city_id);
CREATE INDEX services_area_institution_idx ON services (area, institution_id);
-- A catalogue section's count reads this index alone (no service row), and its page walks a
-- group's services in the order of their names.
CREATE INDEX services_group_institution_idx ON services (catalog_group, institution_id) WHERE catalog_group IS NOT NULL AND NOT is_tourism;
CREATE INDEX services_group_caption_idx ON services (catalog_group, caption, id) WHERE NOT is_tourism;
-- Whether a provider has catalogue services at all (the catalogue's providers, a card's flag).
CREATE INDEX services_catalog_institution_idx ON services (institution_id) WHERE catalog_group IS NOT NULL;
-- A catalogue page: services in the order of their names.
CREATE INDEX services_caption_idx ON services (caption, id);
-- A news page of a kind, newest first, without reading the others or the deleted ones.
CREATE INDEX news_kind_published_id_idx ON news (kind, published_at DESC, id DESC) WHERE deleted_at IS NULL;

-- Municipal districts (муниципальные районы and городские округа) of a region: the registry
-- filters providers by the district of their city.
CREATE TABLE districts (
  id integer PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions(id),
  caption text NOT NULL
);
CREATE INDEX districts_region_idx ON districts (region_id);
ALTER TABLE cities ADD COLUMN district_id integer REFERENCES districts(id);
CREATE INDEX cities_district_idx ON cities (district_id);

-- A database seeded before this migration gets ЯНАО's districts (region 1) and its cities' districts
-- here; a fresh one gets them from the demo seed (server/db/seed/regions.ts, the same list), since
-- its regions and cities are not there yet.
INSERT INTO districts (id, region_id, caption)
SELECT d.id, 1, d.caption FROM (VALUES
  (1, 'Городской округ Салехард'),
  (2, 'Городской округ Ноябрьск'),
  (3, 'Городской округ Новый Уренгой'),
  (4, 'Надымский район'),
  (5, 'Городской округ Муравленко'),
  (6, 'Городской округ Лабытнанги'),
  (7, 'Городской округ Губкинский'),
  (8, 'Пуровский район'),
  (9, 'Тазовский район'),
  (10, 'Ямальский район'),
  (11, 'Приуральский район'),
  (12, 'Красноселькупский район'),
  (13, 'Шурышкарский район')
) AS d (id, caption)
WHERE EXISTS (SELECT 1 FROM regions WHERE id = 1);
-- Cities 1..12 of the seed are the centres of districts 1..12.
UPDATE cities SET district_id = id WHERE region_id = 1 AND id BETWEEN 1 AND 12 AND district_id IS NULL
  AND EXISTS (SELECT 1 FROM districts WHERE districts.id = cities.id);
