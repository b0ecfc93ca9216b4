-- One numbering for every document the portal creates (common/numbering.ts): <prefix>-<year>/<sequence>,
-- counted per kind of document and year of the region's clock. The server takes the next number from
-- the kind's counter in the transaction that creates the document (server/repositories/document-numbers.ts):
-- the upsert locks the counter's row until that transaction ends, so two creations at once never get
-- the same number, and a creation that rolls back gives its number back (no gaps within a kind).
CREATE TABLE document_counters (
  -- A kind of common/numbering.ts: an act type, 'catalog-application', 'registry-change-application'.
  kind text NOT NULL,
  year integer NOT NULL CHECK (year BETWEEN 1000 AND 9999),
  last_value integer NOT NULL CHECK (last_value >= 1),
  PRIMARY KEY (kind, year)
);

-- Acts: their numbers stay as given; the counters of 0005 carry over (an act's kind is its type), and
-- the trigger that numbered an inserted act gives way to the server's assignment.
INSERT INTO document_counters (kind, year, last_value)
SELECT p.act_type, c.year, c.last_value
  FROM act_number_counters c JOIN act_number_prefixes p ON p.prefix = c.prefix;
DROP TRIGGER acts_number ON acts;
DROP FUNCTION acts_assign_number();
DROP FUNCTION next_act_number(text, timestamptz);
DROP TABLE act_number_counters;
DROP TABLE act_number_prefixes;

-- An act's number field (act.json numberField: «Номер акта») is the act's number and no longer typed:
-- acts still open for changes take it. A signed act keeps its signed content as it was signed.
UPDATE acts SET data = jsonb_set(data, '{actNumber}', to_jsonb(number))
 WHERE act_type IN ('individual-needs-assessment-act', 'living-conditions-act', 'material-household-act')
   AND signed_at IS NULL AND data->>'actNumber' IS DISTINCT FROM number;

-- Catalogue applications were «ЗК-<year>/<row id>»: renumbered within each year (the region's year
-- their number gives) in the order they were made. The new numbers reuse old texts, so each row holds a
-- unique placeholder first. The sequence is padded as common/numbering.ts pads it (6 digits).
CREATE TEMPORARY TABLE catalog_numbers ON COMMIT DROP AS
SELECT id, year, row_number() OVER (PARTITION BY year ORDER BY created_at, id)::int AS sequence
  FROM (SELECT id, created_at, substring(number FROM '^ЗК-(\d{4})/')::int AS year FROM catalog_contracts) c;
UPDATE catalog_contracts SET number = '#' || id;
UPDATE catalog_contracts c SET number = 'ЗК-' || n.year || '/' || lpad(n.sequence::text, 6, '0')
  FROM catalog_numbers n WHERE n.id = c.id;
INSERT INTO document_counters (kind, year, last_value)
SELECT 'catalog-application', year, max(sequence) FROM catalog_numbers GROUP BY year;

-- A provider's application to change the register had only its row id; it gets a number, given to the
-- applications already sent within each year of the region's clock in the order they were sent.
ALTER TABLE registry_change_requests ADD COLUMN number text;
CREATE TEMPORARY TABLE registry_change_numbers ON COMMIT DROP AS
SELECT id, year, row_number() OVER (PARTITION BY year ORDER BY created_at, id)::int AS sequence
  FROM (SELECT id, created_at, extract(year FROM created_at AT TIME ZONE 'Asia/Yekaterinburg')::int AS year
          FROM registry_change_requests) r;
UPDATE registry_change_requests r SET number = 'ЗИР-' || n.year || '/' || lpad(n.sequence::text, 4, '0')
  FROM registry_change_numbers n WHERE n.id = r.id;
INSERT INTO document_counters (kind, year, last_value)
SELECT 'registry-change-application', year, max(sequence) FROM registry_change_numbers GROUP BY year;
ALTER TABLE registry_change_requests ALTER COLUMN number SET NOT NULL;
CREATE UNIQUE INDEX registry_change_requests_number_idx ON registry_change_requests(number);
