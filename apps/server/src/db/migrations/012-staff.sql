-- The back office's people: separate from customers, each with a role (packages/shared staff.ts).
CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'store')),
  -- The physical store whose stock a `store` role keeps.
  store_id integer REFERENCES stores (id),
  -- Null until the person sets it through the one-time link.
  password_hash text,
  -- Base32 TOTP secret; enabled once a code from it was typed back.
  totp_secret text,
  totp_enabled boolean NOT NULL DEFAULT false,
  -- The last TOTP time step accepted: a code is never taken twice.
  totp_last_step bigint,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (role <> 'store' OR store_id IS NOT NULL)
);
CREATE UNIQUE INDEX staff_email_key ON staff (lower(email));

CREATE TABLE staff_sessions (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- False until the TOTP code of a person who has it enabled was typed.
  verified boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- One-time links to set a password (an invitation, or a new link from the owner).
CREATE TABLE staff_tokens (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every change made by staff: who, when, what, the values before and after.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  staff_id integer REFERENCES staff (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
CREATE INDEX audit_log_staff ON audit_log (staff_id, at DESC);
