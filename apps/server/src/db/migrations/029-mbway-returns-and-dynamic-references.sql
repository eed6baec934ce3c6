-- Returns of MB WAY purchases refunded back through MB WAY, and ifthenpay's dynamic MULTIBANCO
-- references (issue 15).

-- A return's refund goes back the way it was paid: the card, MB WAY, or a transfer.
ALTER TABLE purchase_returns DROP CONSTRAINT purchase_returns_refund_method_check;
ALTER TABLE purchase_returns ADD CONSTRAINT purchase_returns_refund_method_check
  CHECK (refund_method IN ('CARD', 'BANK_TRANSFER', 'MBWAY'));
-- The expiry job retries the refunds the provider did not take: the card's and MB WAY's.
DROP INDEX purchase_returns_refund_pending;
CREATE INDEX purchase_returns_refund_pending ON purchase_returns (id)
  WHERE refund_status = 'PENDING' AND refund_method IN ('CARD', 'MBWAY');

-- The sandbox's MB WAY gives back parts of a payment, once per key (a return each), as its card
-- does.
CREATE TABLE sandbox_mbway_refunds (
  key text PRIMARY KEY,
  request_id text NOT NULL REFERENCES sandbox_mbway_requests (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- ifthenpay's id of the dynamic MULTIBANCO reference it issued for a purchase (its callback may
-- name the payment by it).
ALTER TABLE purchases ADD COLUMN payment_request_id text;
CREATE UNIQUE INDEX purchases_payment_request ON purchases (payment_provider, payment_request_id)
  WHERE payment_request_id IS NOT NULL;
