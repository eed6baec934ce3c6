-- Gift cards (issue 39): multi-purpose vouchers sold online or issued by hand, delivered by email
-- on a chosen Lisbon day, spent online or at a store's counter.
--
-- The code (16 characters of a 32-letter alphabet, 80 random bits) is made when the card is
-- delivered and kept only as its SHA-256 hash (for the lookup) and its last 4 characters (to
-- tell cards apart on screen): a database reader cannot spend a card. Until delivered a card
-- has no code (SCHEDULED).
--
-- The balance moves only with a ledger line written in the same transaction: every line keeps the
-- balance it left, the card's balance is the last line's, and the CHECK below keeps it between 0
-- and the value. A redemption is one conditional UPDATE (balance >= amount), so two at once never
-- spend more than the balance.
CREATE TABLE gift_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code_hash text UNIQUE,
  code_last4 text CHECK (code_last4 ~ '^[0-9A-Z]{4}$'),
  value_cents integer NOT NULL CHECK (value_cents BETWEEN 100 AND 10000000),
  balance_cents integer NOT NULL CHECK (balance_cents >= 0 AND balance_cents <= value_cents),
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  state text NOT NULL DEFAULT 'SCHEDULED' CHECK (state IN ('SCHEDULED', 'ACTIVE', 'EXPIRED')),
  issued_at timestamptz NOT NULL DEFAULT now(),
  -- The Lisbon day its email goes out, and the instant that day starts.
  delivery_day date NOT NULL,
  deliver_at timestamptz NOT NULL,
  delivered_at timestamptz,
  -- The last Lisbon day it may be used, and the instant after it.
  expires_on date NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Bought: the purchase and its buyer; issued by hand: the staff member and why.
  purchase_id integer REFERENCES purchases (id) ON DELETE SET NULL,
  buyer_name text NOT NULL CHECK (length(buyer_name) <= 150),
  buyer_email text NOT NULL CHECK (buyer_email = lower(buyer_email) AND length(buyer_email) <= 254),
  issued_by integer REFERENCES staff (id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  recipient_name text NOT NULL CHECK (length(recipient_name) BETWEEN 1 AND 150),
  recipient_email text NOT NULL
    CHECK (recipient_email = lower(recipient_email) AND length(recipient_email) <= 254),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 300),
  CHECK ((state = 'SCHEDULED') = (code_hash IS NULL)),
  CHECK ((code_hash IS NULL) = (code_last4 IS NULL)),
  CHECK ((delivered_at IS NULL) = (state = 'SCHEDULED'))
);
CREATE INDEX gift_cards_due ON gift_cards (deliver_at) WHERE state = 'SCHEDULED';
CREATE INDEX gift_cards_expiring ON gift_cards (expires_at) WHERE state = 'ACTIVE';
CREATE INDEX gift_cards_last4 ON gift_cards (code_last4);
CREATE INDEX gift_cards_purchase ON gift_cards (purchase_id) WHERE purchase_id IS NOT NULL;

CREATE TABLE gift_card_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('issued', 'redeemed', 'refunded', 'expired')),
  -- Signed: + issued and refunded, − redeemed and expired.
  amount_cents integer NOT NULL,
  balance_after_cents integer NOT NULL CHECK (balance_after_cents >= 0),
  -- Spent online: the purchase; at a counter: the store and the staff member.
  purchase_id integer REFERENCES purchases (id) ON DELETE SET NULL,
  store_id integer REFERENCES stores (id) ON DELETE SET NULL,
  staff_id integer REFERENCES staff (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (CASE kind
    WHEN 'issued' THEN amount_cents > 0
    WHEN 'refunded' THEN amount_cents > 0
    ELSE amount_cents < 0 END)
);
CREATE INDEX gift_card_movements_card ON gift_card_movements (gift_card_id, id);
CREATE INDEX gift_card_movements_purchase ON gift_card_movements (purchase_id)
  WHERE purchase_id IS NOT NULL;
