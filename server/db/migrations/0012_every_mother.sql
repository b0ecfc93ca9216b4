-- Every-mother news and subsidy-contest announcements are edited by administrators
-- (platform.md section 7, workflows.md section 7).
--
-- A removed card or file link is marked, not erased: the demo seed re-inserts missing seed rows
-- whenever its newest row is gone, so an erased seed card (or its file link) would come back at
-- the next start, and a link to an erased card would stop the start with a foreign-key error.
ALTER TABLE news ADD COLUMN updated_at timestamptz;
ALTER TABLE news ADD COLUMN deleted_at timestamptz;
ALTER TABLE news_files ADD COLUMN deleted_at timestamptz;
ALTER TABLE news_files ADD COLUMN attached_at timestamptz NOT NULL DEFAULT now();

-- The public lists read only live cards, newest first.
CREATE INDEX news_live_kind_idx ON news(kind, published_at DESC, id DESC) WHERE deleted_at IS NULL;
-- A card's live files (the card, the zip).
CREATE INDEX news_files_live_idx ON news_files(news_id) WHERE deleted_at IS NULL;
