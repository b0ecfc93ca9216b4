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

ANALYZE services;
ANALYZE institutions;
