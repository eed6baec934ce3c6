-- One-time recovery codes of a staff member with TOTP on: typed instead of the app's code when the
-- phone is lost. Shown once; only an argon2id hash of each is kept; a new set replaces the old.
CREATE TABLE staff_recovery_codes (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id);
