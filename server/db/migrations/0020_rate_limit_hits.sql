-- The rate limiter's counters when the portal runs on PostgreSQL: one row per key (a kind of call
-- and a user or an address) and time window, shared by every server process. Rows of ended windows
-- are deleted as the limiter goes.
CREATE UNLOGGED TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_idx ON rate_limit_hits (reset_at);
