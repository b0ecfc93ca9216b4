-- Figures of the housing and utilities subsidy calculator (Government Decree No. 761 of
-- 14.12.2005): per region the maximum share of income (at most the federal 22 %) and the
-- subsistence minimums; per city the regional standard cost per square metre and the regional
-- standard areas. Demo data an administrator can change.

CREATE TABLE subsidy_region_standards (
  region_id integer PRIMARY KEY REFERENCES regions(id),
  max_share_percent numeric(5, 2) NOT NULL CHECK (max_share_percent > 0 AND max_share_percent <= 22),
  minimum_working numeric(12, 2) NOT NULL CHECK (minimum_working > 0),
  minimum_pensioner numeric(12, 2) NOT NULL CHECK (minimum_pensioner > 0),
  minimum_child numeric(12, 2) NOT NULL CHECK (minimum_child > 0),
  basis text NOT NULL
);

CREATE TABLE subsidy_city_standards (
  city_id integer PRIMARY KEY REFERENCES cities(id),
  cost_per_m2 numeric(10, 2) NOT NULL CHECK (cost_per_m2 > 0),
  area_single numeric(6, 2) NOT NULL CHECK (area_single > 0),
  area_two numeric(6, 2) NOT NULL CHECK (area_two > 0),
  area_per_person numeric(6, 2) NOT NULL CHECK (area_per_person > 0)
);
