-- Attempts per account (login, recovery, confirmation emails), counted in the database so that
-- every server process sees the same counts. Limits per client address live in the servers.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  hits integer NOT NULL DEFAULT 0
);
