-- The tour contracts are service contracts with is_tour (0010), on an operator's tour with places
-- and members since 0036; the report job «tourContract» prints them from there. The table of 0007
-- that held two demo tour contracts for that report alone is no longer read by anything.
DROP TABLE tour_contracts;
