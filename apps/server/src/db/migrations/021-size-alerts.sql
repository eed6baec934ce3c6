-- "Avisem-me" (issue 11): an email asks to be told when a size with no online stock is back.
--
-- Life of an alert: PENDING (a guest's, until the emailed link confirms the address) → ACTIVE
-- (waiting for stock) → DUE (the size's online stock went above zero) → NOTIFIED (its one email is
-- queued); CANCELED when the unsubscribe link is followed or its product went off sale.
--
-- Firing. A trigger on stock_movements marks a size's ACTIVE alerts DUE in the transaction that
-- writes an online movement leaving units, whichever code wrote it (a restock, a recount, a CSV
-- import, a purchase's released reservation): it cannot be forgotten, and a sale that empties the
-- size again a second later does not hide the restock. The emails themselves are rendered by the
-- server, so a job takes DUE rows (FOR UPDATE SKIP LOCKED), queues each email in the durable
-- outbox and marks the row NOTIFIED in one transaction: two servers never take the same row, and
-- a crash before the commit leaves it DUE for the next run. NOTIFY wakes the job at once.
--
-- Links carry random codes; only their SHA-256 hashes are kept.
CREATE TABLE size_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL,
  size text NOT NULL,
  -- Lower case; for a customer's alert the account's email when it was set.
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  -- A signed-in customer's alert (no confirmation needed); it goes with the account.
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('PENDING', 'ACTIVE', 'DUE', 'NOTIFIED', 'CANCELED')),
  confirm_hash text UNIQUE,
  unsubscribe_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  ended_at timestamptz,
  FOREIGN KEY (product_id, size) REFERENCES product_sizes (product_id, size) ON DELETE CASCADE,
  CHECK ((state IN ('NOTIFIED', 'CANCELED')) = (ended_at IS NOT NULL))
);
-- One open alert per email and size: asking twice changes nothing.
CREATE UNIQUE INDEX size_alerts_open ON size_alerts (product_id, size, email)
  WHERE state IN ('PENDING', 'ACTIVE', 'DUE');
CREATE INDEX size_alerts_waiting ON size_alerts (product_id, size) WHERE state = 'ACTIVE';
CREATE INDEX size_alerts_due ON size_alerts (id) WHERE state = 'DUE';
CREATE INDEX size_alerts_email ON size_alerts (email);
CREATE INDEX size_alerts_user ON size_alerts (user_id) WHERE user_id IS NOT NULL;

CREATE FUNCTION size_alerts_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.store_id IS NULL AND NEW.balance > 0 THEN
    UPDATE size_alerts SET state = 'DUE'
    WHERE product_id = NEW.product_id AND size = NEW.size AND state = 'ACTIVE';
    IF FOUND THEN
      PERFORM pg_notify('size_alerts_due', '');
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER size_alerts_due AFTER INSERT ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION size_alerts_due();
