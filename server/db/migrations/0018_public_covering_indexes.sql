-- The public lists at region scale, read from their indexes alone wherever they can be.
--
-- 1. A registry tab's providers: one index holds every condition a tab can put on a provider (its
--    kind, type, region, city, service areas, whether it has catalogue services) beside the order of
--    the names. A page picks its ten ids from the index and only then reads their rows, and a count
--    counts index entries: the institutions' table (12 000 wide rows with the navigator's
--    suppliers) is never read whole. Counting the catalogue's providers read the table and took
--    11 ms; from this index it takes under 1 ms.
-- 2. The catalogue search: a service keeps, in lower case, its own name and its provider's names
--    (`search_text`), so a search is one question to one trigram index instead of a union of the
--    services found by their name and the services of the providers found by theirs (which read
--    every service to join them). A provider renamed renames the copies of its services.
-- 3. The rating: the providers with ratings in the rating's order, so its fifty are the first
--    fifty entries of an index.
-- 4. A registry search by a service's name asks the distinct names of services, each with the
--    providers that render a service of that name (`service_name_providers`, kept by statement
--    triggers on services). Names repeat across providers («Услуги сиделки на дому»), so a common
--    word finds a few names and their providers, where it found 1 600 services (for «сиделки»),
--    each read from the services' table to learn whose it was.
-- 5. The navigator's suppliers: how many there are and how many have a point on the map are kept
--    (`soc_supplier_counts`, one row, kept by statement triggers), so the unfiltered nearest list,
--    the navigator's first page, counts none of the 10 000 suppliers on each request.
-- 6. Tours that can still be booked: a tour keeps its next date with places left and the places
--    left on all its coming dates (`tour_next_date`, `tour_places`), kept by statement triggers on
--    its dates. The list walks an index of the next dates instead of summing every coming date of
--    every tour on each request (10 ms on PGlite at region scale). A next date that has passed is
--    not shown: `tours_refresh_passed()`, which the list calls first, finds such tours through
--    the same index (one probe when there are none) and sums their dates again. Any other date
--    that passes is no earlier than the next one, so until then the kept places are exact.

-- The statement triggers of a kept summary: after every insert, update and delete on the table
-- the function sees what the statement wrote, as `new_rows` (insert, update) and `old_rows`
-- (update, delete): one aggregate per statement, however many rows it wrote.
CREATE FUNCTION create_statement_triggers(tbl regclass, prefix text, fn regproc) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s()', prefix || '_insert', tbl, fn);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s()',
                 prefix || '_update', tbl, fn);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s()', prefix || '_delete', tbl, fn);
END $$;

CREATE INDEX institutions_registry_idx ON institutions (source_type, caption, id)
  INCLUDE (institution_type_id, region_id, city_id, has_catalog_services, service_areas);
DROP INDEX institutions_source_caption_id_idx;

-- The separator is a control character, which the catalogue search removes from what is typed,
-- so a search never matches across the service's name and its provider's.
ALTER TABLE services ADD COLUMN search_text text NOT NULL DEFAULT '';
UPDATE services s SET search_text = s.search_name || chr(31) || i.search_name FROM institutions i WHERE i.id = s.institution_id;

CREATE FUNCTION services_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.caption) || chr(31) || coalesce((SELECT search_name FROM institutions WHERE id = NEW.institution_id), '');
  RETURN NEW;
END $$;
CREATE TRIGGER services_search_text BEFORE INSERT OR UPDATE OF caption, institution_id ON services
  FOR EACH ROW EXECUTE FUNCTION services_search_text();

CREATE FUNCTION institutions_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE services SET search_text = search_name || chr(31) || NEW.search_name WHERE institution_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER institutions_renamed AFTER UPDATE OF caption, short_caption ON institutions
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name) EXECUTE FUNCTION institutions_renamed();

CREATE INDEX services_search_text_trgm_idx ON services USING gin (search_text public.gin_trgm_ops);

CREATE INDEX institutions_rating_order_idx ON institutions (rating DESC, rating_count DESC, caption, id)
  WHERE rating IS NOT NULL AND source_type = 1;
DROP INDEX institutions_rating_idx;

CREATE TABLE service_name_providers (
  search_name text PRIMARY KEY,
  institution_ids integer[] NOT NULL
);
CREATE INDEX service_name_providers_trgm_idx ON service_name_providers USING gin (search_name public.gin_trgm_ops);
CREATE INDEX services_search_name_idx ON services (search_name) INCLUDE (institution_id);

-- The names given summed again from the services: a name no service has any more goes.
CREATE FUNCTION service_name_providers_sum(names text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_name_providers p
   WHERE p.search_name = ANY(names) AND NOT EXISTS (SELECT 1 FROM services s WHERE s.search_name = p.search_name);
  INSERT INTO service_name_providers (search_name, institution_ids)
  SELECT s.search_name, array_agg(DISTINCT s.institution_id ORDER BY s.institution_id) FROM services s WHERE s.search_name = ANY(names) GROUP BY s.search_name
  ON CONFLICT (search_name) DO UPDATE SET institution_ids = EXCLUDED.institution_ids;
$$;

CREATE FUNCTION service_name_providers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM service_name_providers_sum(ARRAY(SELECT DISTINCT search_name FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM service_name_providers_sum(ARRAY(SELECT DISTINCT search_name FROM old_rows));
  ELSE
    -- Only the rows whose name or provider changed (a tour's kept dates change neither).
    PERFORM service_name_providers_sum(ARRAY(
      SELECT unnest(ARRAY[n.search_name, o.search_name]) FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.search_name IS DISTINCT FROM o.search_name OR n.institution_id IS DISTINCT FROM o.institution_id));
  END IF;
  RETURN NULL;
END $$;
SELECT create_statement_triggers('services', 'service_name_providers', 'service_name_providers_changed');

SELECT service_name_providers_sum(ARRAY(SELECT DISTINCT search_name FROM services));

CREATE TABLE soc_supplier_counts (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  total integer NOT NULL,
  located integer NOT NULL
);
INSERT INTO soc_supplier_counts (total, located) SELECT count(*), count(earth_point) FROM soc_suppliers;

CREATE FUNCTION soc_supplier_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE soc_supplier_counts c SET total = c.total + n.total, located = c.located + n.located
      FROM (SELECT count(*) AS total, count(earth_point) AS located FROM new_rows) n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE soc_supplier_counts c SET total = c.total - o.total, located = c.located - o.located
      FROM (SELECT count(*) AS total, count(earth_point) AS located FROM old_rows) o;
  ELSE
    UPDATE soc_supplier_counts SET located = located + (SELECT count(earth_point) FROM new_rows) - (SELECT count(earth_point) FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
SELECT create_statement_triggers('soc_suppliers', 'soc_supplier_counts', 'soc_supplier_counts_apply');

ALTER TABLE services ADD COLUMN tour_next_date date, ADD COLUMN tour_places integer;

CREATE FUNCTION tours_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE services s SET tour_next_date = c.next, tour_places = c.places
    FROM (SELECT x.id,
                 (SELECT min(d.starts_on) FROM tour_dates d WHERE d.service_id = x.id AND d.starts_on >= CURRENT_DATE AND d.places_left > 0) AS next,
                 (SELECT sum(d.places_left)::int FROM tour_dates d WHERE d.service_id = x.id AND d.starts_on >= CURRENT_DATE) AS places
            FROM unnest(ids) AS x(id)) c
   WHERE s.id = c.id AND (s.tour_next_date IS DISTINCT FROM c.next OR s.tour_places IS DISTINCT FROM c.places)
$$;

CREATE FUNCTION tours_refresh_passed() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM services WHERE provider_source_type = 2 AND is_tourism AND tour_next_date < CURRENT_DATE) THEN
    PERFORM tours_refresh(ARRAY(SELECT id FROM services WHERE provider_source_type = 2 AND is_tourism AND tour_next_date < CURRENT_DATE));
  END IF;
END $$;

CREATE FUNCTION tour_dates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tours_refresh(ARRAY(SELECT DISTINCT service_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tours_refresh(ARRAY(SELECT DISTINCT service_id FROM old_rows));
  ELSE
    PERFORM tours_refresh(ARRAY(SELECT service_id FROM new_rows UNION SELECT service_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
SELECT create_statement_triggers('tour_dates', 'tour_dates', 'tour_dates_changed');

SELECT tours_refresh(ARRAY(SELECT DISTINCT service_id FROM tour_dates));

-- The tours in the list's order (next date, name); the passed ones come first in it.
CREATE INDEX services_tour_next_idx ON services (tour_next_date, caption, id) INCLUDE (search_text)
  WHERE provider_source_type = 2 AND is_tourism AND tour_next_date IS NOT NULL;

ANALYZE services;
ANALYZE institutions;
ANALYZE service_name_providers;
