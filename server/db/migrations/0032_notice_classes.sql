-- The portal's notices to an account (user_messages, read as the contact «Уведомления») name their
-- class (workflows.md section 9): not for person, executed, report sent, not valid, accepted, due in
-- week, expired. Raised by one function, server/messages/notices.ts; the older notices have none.
ALTER TABLE user_messages ADD COLUMN notice_class text
  CHECK (notice_class IN ('notForPerson', 'executed', 'reportSent', 'notValid', 'accepted', 'dueInWeek', 'expired'));
