-- The public lists at region scale (2 000 providers, 40 000 services): a catalogue page and its
-- count read the services alone, never every service joined to its provider; a registry page and
-- its count read the institutions alone, never their services.
--
-- 1. Which kind of institution renders a service (1 a provider of social services, 2 a tour
--    operator) is a column of the service that whoever inserts a service names, and the database
--    keeps equal to the institution's by a foreign key on (institution_id, source_type) with ON
--    UPDATE CASCADE: a wrong kind is refused, a changed one follows. (A trigger filling it from
--    the institution row by row cost a query per service: a region's load took several times
--    longer on PGlite.) The catalogue's
--    scopes are then conditions on one table, and partial indexes hold exactly a scope's services in
--    the order of their names: a page walks one and stops at its end. With the condition on the
--    joined institution the planner could not know that nearly every grouped service is a
--    provider's, sorted whole groups (3 000 rows) for ten, and read 20 ms where 1 ms does.
-- 2. How many services each scope lists is a row of `catalog_scope_counts`, kept by statement
--    triggers on services (one aggregate per statement, so a bulk load of 40 000 rows costs one
--    upsert, not 40 000). A page without a search reads its total there instead of counting up to
--    19 000 index entries on every request. A search still counts what it finds.

ALTER TABLE institutions ADD CONSTRAINT institutions_id_source_type_key UNIQUE (id, source_type);

ALTER TABLE services ADD COLUMN provider_source_type integer;
UPDATE services s SET provider_source_type = i.source_type FROM institutions i WHERE i.id = s.institution_id;
ALTER TABLE services ALTER COLUMN provider_source_type SET NOT NULL;
ALTER TABLE services ADD CONSTRAINT services_provider_source_type_fkey
  FOREIGN KEY (institution_id, provider_source_type) REFERENCES institutions (id, source_type) ON UPDATE CASCADE;

-- A catalogue group's page (groups 1..9 of platform.md section 9, a provider's services that are
-- not tours), all groups but the subsidy contests' (the catalogue's main section), and the tours.
-- They replace migration 0016's indexes of the groups, which held a tour operator's services too.
DROP INDEX services_group_caption_idx;
DROP INDEX services_group_institution_idx;
CREATE INDEX services_catalog_group_page_idx ON services (catalog_group, caption, id)
  WHERE provider_source_type = 1 AND NOT is_tourism AND catalog_group IS NOT NULL;
CREATE INDEX services_catalog_all_page_idx ON services (caption, id)
  WHERE provider_source_type = 1 AND NOT is_tourism AND catalog_group IS NOT NULL AND catalog_group <> 9;
CREATE INDEX services_tour_idx ON services (institution_id) WHERE provider_source_type = 2 AND is_tourism;
-- The next date of a tour with places: a tour's coming dates in order.
CREATE INDEX tour_dates_service_starts_idx ON tour_dates (service_id, starts_on) INCLUDE (places_left);

-- The scope a service is counted in: 'group:N' for a provider's grouped service, 'tour' for a tour
-- operator's tour, nothing otherwise. The same conditions as the indexes above and as
-- server/repositories/service-catalog.ts.
CREATE FUNCTION catalog_scope(provider_source_type integer, is_tourism boolean, catalog_group integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN provider_source_type = 1 AND NOT is_tourism AND catalog_group IS NOT NULL THEN 'group:' || catalog_group
    WHEN provider_source_type = 2 AND is_tourism THEN 'tour'
  END
$$;

CREATE TABLE catalog_scope_counts (
  scope text PRIMARY KEY,
  total integer NOT NULL CHECK (total >= 0)
);
INSERT INTO catalog_scope_counts (scope, total)
SELECT catalog_scope(provider_source_type, is_tourism, catalog_group), count(*) FROM services
 WHERE catalog_scope(provider_source_type, is_tourism, catalog_group) IS NOT NULL GROUP BY 1;

-- One statement's change of the counts: what its new rows add minus what its old rows take away,
-- per scope. A scope seen for the first time gets its row at 0 first, so the sum is always an
-- UPDATE (an INSERT of a negative change would break the CHECK before ON CONFLICT could add it up).
CREATE FUNCTION catalog_scope_counts_add(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_scope_counts (scope, total) SELECT key, 0 FROM jsonb_each_text(delta) ON CONFLICT (scope) DO NOTHING;
  UPDATE catalog_scope_counts c SET total = c.total + d.value::int FROM jsonb_each_text(delta) d WHERE c.scope = d.key;
$$;

CREATE FUNCTION catalog_scope_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(scope, n) INTO delta FROM (
      SELECT catalog_scope(provider_source_type, is_tourism, catalog_group) AS scope, count(*) AS n FROM new_rows GROUP BY 1) d
     WHERE scope IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(scope, -n) INTO delta FROM (
      SELECT catalog_scope(provider_source_type, is_tourism, catalog_group) AS scope, count(*) AS n FROM old_rows GROUP BY 1) d
     WHERE scope IS NOT NULL;
  ELSE
    SELECT jsonb_object_agg(scope, n) INTO delta FROM (
      SELECT scope, sum(n) AS n FROM (
        SELECT catalog_scope(provider_source_type, is_tourism, catalog_group) AS scope, 1 AS n FROM new_rows
        UNION ALL
        SELECT catalog_scope(provider_source_type, is_tourism, catalog_group), -1 FROM old_rows
      ) u WHERE scope IS NOT NULL GROUP BY scope HAVING sum(n) <> 0) d;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM catalog_scope_counts_add(delta);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER catalog_scope_counts_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_scope_counts_apply();
CREATE TRIGGER catalog_scope_counts_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_scope_counts_apply();
CREATE TRIGGER catalog_scope_counts_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_scope_counts_apply();

-- 3. What the registry filters a provider by in its services is kept on the provider: the
--    service areas it works in and whether it has catalogue services. Kept by statement triggers
--    on services: the institutions a statement touched are summed again from their services, once
--    per statement. A registry page then walks the providers of a tab in the order of their names
--    with a condition on each row instead of asking the services for each. A search by a service
--    still asks the services' trigram index (migration 0016).
ALTER TABLE institutions
  ADD COLUMN service_areas text[] NOT NULL DEFAULT '{}',
  ADD COLUMN has_catalog_services boolean NOT NULL DEFAULT false;

-- The institutions given summed again from their services (each through the services' index
-- of institutions): after an update or a delete, which may take an area away.
CREATE FUNCTION institutions_sum_services(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE institutions i
     SET service_areas = coalesce((SELECT array_agg(DISTINCT s.area ORDER BY s.area) FROM services s WHERE s.institution_id = i.id), '{}'),
         has_catalog_services = EXISTS (SELECT 1 FROM services s WHERE s.institution_id = i.id AND s.catalog_group IS NOT NULL)
   WHERE i.id = ANY(ids);
$$;
SELECT institutions_sum_services(array_agg(id)) FROM institutions;

-- New services can only add: their areas and flag are added to what the institutions have, from
-- the new rows alone (one pass over them, however many services the institutions had before).
CREATE FUNCTION institutions_services_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE institutions i
       SET service_areas = ARRAY(SELECT DISTINCT a FROM unnest(i.service_areas || n.areas) AS a ORDER BY a),
           has_catalog_services = i.has_catalog_services OR n.catalog
      FROM (SELECT institution_id, array_agg(DISTINCT area) AS areas, bool_or(catalog_group IS NOT NULL) AS catalog
              FROM new_rows GROUP BY institution_id) n
     WHERE i.id = n.institution_id;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT institution_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT institution_id) INTO ids FROM (SELECT institution_id FROM new_rows UNION SELECT institution_id FROM old_rows) u;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM institutions_sum_services(ids);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER institutions_services_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION institutions_services_changed();
CREATE TRIGGER institutions_services_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION institutions_services_changed();
CREATE TRIGGER institutions_services_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION institutions_services_changed();

-- A tab's providers in the order of their names, whatever their type (the tab's types are a
-- condition on the walk): the page stops at its end.
CREATE INDEX institutions_source_caption_id_idx ON institutions (source_type, caption, id);
DROP INDEX institutions_source_caption_idx;

-- The new column and indexes are planned with fresh statistics from the start.
ANALYZE services;
ANALYZE tour_dates;
ANALYZE institutions;
