-- Norms of time for one social service of each type (the "standard minutes" of an individual
-- needs assessment's service lines and of the IPPSU drawn up from it). Service type codes are
-- those of platform.md section 9 (601..619). The minutes are reference values of the region's
-- order on providing social services; the analyst keeps them up to date here, one row per type.
CREATE TABLE service_norms (
  service_type_id integer PRIMARY KEY CHECK (service_type_id IN (601, 602, 611, 612, 613, 614, 615, 616, 617, 618, 619)),
  standard_minutes integer NOT NULL CHECK (standard_minutes BETWEEN 1 AND 1440),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO service_norms (service_type_id, standard_minutes) VALUES
  (601, 30),   -- a social service under an individual programme (IPPSU)
  (602, 30),   -- a social service under a social certificate
  (611, 720),  -- a night's stay
  (612, 60),   -- urgent social help
  (613, 60),   -- social adaptation session
  (614, 45),   -- financial literacy lesson
  (615, 90),   -- parents' school session
  (616, 60),   -- a visit to a foster family
  (617, 60),   -- support of an expectant mother
  (618, 120),  -- care of a lone citizen, one visit
  (619, 240);  -- care by an outside person, one visit
