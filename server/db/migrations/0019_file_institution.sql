-- The institution a file was made or uploaded for (a report job's document, a signed contract, an
-- upload made while acting for an institution): its maker reads it only while acting for that
-- institution again. NULL: made as a person (or by the portal), read by its maker in any role.
ALTER TABLE files ADD COLUMN for_institution_id integer REFERENCES institutions(id);
