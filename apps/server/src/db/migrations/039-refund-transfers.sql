-- A refund by transfer is recorded with what proves it (issue 35): the day the staff made it and
-- the bank's reference of the transfer, for a cancelled order's refund and for a return's.
ALTER TABLE purchase_refunds
  ADD COLUMN transfer_date date,
  ADD COLUMN transfer_reference text;
ALTER TABLE purchase_returns
  ADD COLUMN transfer_date date,
  ADD COLUMN transfer_reference text;
