-- Discount codes (issue 39). A code's rule and limits; the codes customers type are its own
-- `code`, or single-use codes generated in bulk (discount_code_singles), `code` then their prefix.
CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  code text NOT NULL,
  single_use boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('PERCENT', 'FIXED', 'FREE_DELIVERY')),
  -- PERCENT: 1 to 100; FIXED: cents, VAT included; FREE_DELIVERY: 0.
  value integer NOT NULL CHECK (value >= 0),
  min_order_cents integer NOT NULL DEFAULT 0 CHECK (min_order_cents >= 0),
  group_ids integer[] NOT NULL DEFAULT '{}',
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit > 0),
  per_customer_limit integer CHECK (per_customer_limit IS NULL OR per_customer_limit > 0),
  exclude_sale boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A typed code is one code; the prefixes of generated ones may repeat.
CREATE UNIQUE INDEX discount_codes_code ON discount_codes (code) WHERE NOT single_use;

CREATE TABLE discount_code_singles (
  code text PRIMARY KEY,
  discount_code_id integer NOT NULL REFERENCES discount_codes (id) ON DELETE CASCADE
);
CREATE INDEX discount_code_singles_parent ON discount_code_singles (discount_code_id);

-- One use per purchase, reserved in the purchase's transaction; released (released_at) when the
-- purchase is cancelled or its payment expires. The buyer is kept three ways (account, email, NIF)
-- so that a guest cannot pass a per-customer limit with an account's email or NIF.
CREATE TABLE discount_code_uses (
  purchase_id integer PRIMARY KEY REFERENCES purchases (id) ON DELETE CASCADE,
  discount_code_id integer NOT NULL REFERENCES discount_codes (id),
  code text NOT NULL,
  user_id integer,
  email text NOT NULL,
  nif text,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE INDEX discount_code_uses_code ON discount_code_uses (discount_code_id) WHERE released_at IS NULL;
CREATE INDEX discount_code_uses_single ON discount_code_uses (code) WHERE released_at IS NULL;

-- What the code took off: per line (VAT included, shown prices), and in all on the purchase.
ALTER TABLE purchase_lines ADD COLUMN code_discount_cents integer NOT NULL DEFAULT 0;
ALTER TABLE purchases
  ADD COLUMN discount_code text,
  ADD COLUMN discount_code_id integer REFERENCES discount_codes (id),
  ADD COLUMN discount_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN discount_free_delivery boolean NOT NULL DEFAULT false;
