-- A notice the portal raises by the calendar (a deadline in a week, a deadline passed) names what
-- it is about and why, e.g. 'serviceContract:12:dueInWeek': the periodic sweep
-- (server/messages/deadlines.ts) writes it once per account however often it runs, in however many
-- server processes. Notices raised by an action have no key: the action happens once.
ALTER TABLE user_messages ADD COLUMN notice_key text;
CREATE UNIQUE INDEX user_messages_notice_key_idx ON user_messages(user_id, notice_key) WHERE notice_key IS NOT NULL;
