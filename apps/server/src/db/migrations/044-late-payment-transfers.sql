-- A payment the staff send back by transfer (a MULTIBANCO payment after the order was cancelled, or
-- of the wrong amount) is recorded with what proves it, like the refunds of migration 039: the day
-- the staff made it and the bank's reference.
ALTER TABLE payment_incidents
  ADD COLUMN transfer_date date,
  ADD COLUMN transfer_reference text;
