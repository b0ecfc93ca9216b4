-- The act's own number, printed on it and shown in lists: <kind>-<year>/<sequence>, e.g. ОИП-2026/0500.
-- The sequence restarts every year per kind; the year is the creation year on the region's clock
-- (Asia/Yekaterinburg). A number is given once, when the act row is inserted, by any code path
-- (the API, a copy, the demo data), and never changes.
CREATE TABLE act_number_prefixes (
  act_type text PRIMARY KEY,
  prefix text NOT NULL UNIQUE
);
INSERT INTO act_number_prefixes (act_type, prefix) VALUES
  ('individual-needs-assessment-act', 'ОИП'),
  ('living-conditions-act', 'ОУЖ'),
  ('material-household-act', 'МБУ'),
  ('social-passport', 'СПС'),
  ('guardian-report', 'ООП'),
  ('test-act', 'ТА');

-- The last sequence given per kind and year. The upsert below locks the row, so two concurrent
-- creations of the same kind wait for each other and never get the same number.
CREATE TABLE act_number_counters (
  prefix text NOT NULL,
  year integer NOT NULL,
  last_value integer NOT NULL,
  PRIMARY KEY (prefix, year)
);

ALTER TABLE acts ADD COLUMN number text;

CREATE FUNCTION next_act_number(kind text, created timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  code text := coalesce((SELECT prefix FROM act_number_prefixes WHERE act_type = kind), 'АКТ');
  yr integer := extract(year FROM created AT TIME ZONE 'Asia/Yekaterinburg')::integer;
  seq integer;
BEGIN
  INSERT INTO act_number_counters (prefix, year, last_value) VALUES (code, yr, 1)
    ON CONFLICT (prefix, year) DO UPDATE SET last_value = act_number_counters.last_value + 1
    RETURNING last_value INTO seq;
  RETURN code || '-' || yr || '/' || lpad(seq::text, 4, '0');
END
$$;

CREATE FUNCTION acts_assign_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS NULL THEN
    NEW.number := next_act_number(NEW.act_type, coalesce(NEW.created_at, now()));
  END IF;
  RETURN NEW;
END
$$;

-- Acts that exist already get numbers in the order they were created.
DO $$
DECLARE
  a record;
BEGIN
  FOR a IN SELECT id, act_type, created_at FROM acts ORDER BY created_at, id LOOP
    UPDATE acts SET number = next_act_number(a.act_type, a.created_at) WHERE id = a.id;
  END LOOP;
END
$$;

CREATE TRIGGER acts_number BEFORE INSERT ON acts FOR EACH ROW EXECUTE FUNCTION acts_assign_number();
ALTER TABLE acts ALTER COLUMN number SET NOT NULL;
CREATE UNIQUE INDEX acts_number_idx ON acts(number);
