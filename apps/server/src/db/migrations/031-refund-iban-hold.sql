-- Whoever holds an order link can give the IBAN a refund by transfer goes to. The purchase's
-- contact email is told at once, and the transfer waits a while (refundLimits.ibanHoldSeconds)
-- counted from when the IBAN was last given or changed, so that the buyer can object before the
-- money leaves. NULL: no IBAN given (a refund through the provider), or given before the hold.
ALTER TABLE purchase_refunds ADD COLUMN iban_given_at timestamptz;
ALTER TABLE purchase_returns ADD COLUMN iban_given_at timestamptz;
