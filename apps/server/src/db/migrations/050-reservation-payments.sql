-- Paying a store reservation online (issue 37), when the owner offers it (off by default).
--
-- A reservation to pay by card holds its pair like any other, but only until `pay_by` (30 minutes)
-- while unpaid: the expiry job ends it then. Paid (`paid_at`), it is held its 48 hours; if it ends
-- without being collected (not collected, expired, cancelled by the customer) the money is owed
-- back until `refunded_at`: the refund is asked of the card provider after the transaction that
-- ended it, and again by the job until the provider says yes (one refund per reservation: its key).
ALTER TABLE settings ADD COLUMN reservation_online_payment boolean NOT NULL DEFAULT false;

ALTER TABLE store_reservations
  ADD COLUMN payment text NOT NULL DEFAULT 'IN_STORE' CHECK (payment IN ('IN_STORE', 'CARD')),
  ADD COLUMN payment_provider text,
  ADD COLUMN payment_intent_id text,
  ADD COLUMN pay_by timestamptz,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN refund_id text,
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT store_reservations_card_check CHECK (
    (payment = 'CARD') = (pay_by IS NOT NULL)
    AND (payment_intent_id IS NULL OR payment = 'CARD')
    AND (paid_at IS NULL OR payment_intent_id IS NOT NULL)
    AND (refunded_at IS NULL OR (paid_at IS NOT NULL AND refund_id IS NOT NULL)));

CREATE UNIQUE INDEX store_reservations_intent ON store_reservations (payment_provider, payment_intent_id)
  WHERE payment_intent_id IS NOT NULL;
-- Unpaid card reservations, for the job that ends them at pay_by.
CREATE INDEX store_reservations_unpaid ON store_reservations (pay_by)
  WHERE payment = 'CARD' AND paid_at IS NULL AND state IN ('RESERVED', 'READY');
-- Paid reservations ended without their pair collected: money owed back.
CREATE INDEX store_reservations_refunds ON store_reservations (ended_at)
  WHERE paid_at IS NOT NULL AND refunded_at IS NULL AND state IN ('NOT_COLLECTED', 'EXPIRED', 'CANCELLED');
