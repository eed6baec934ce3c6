-- The built-in sandbox card provider keeps its payment intents here, so that every server process
-- (and a restart) sees the same intents. Only used while PAYMENT_PROVIDER=sandbox.
CREATE TABLE sandbox_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'succeeded', 'canceled')),
  last_error text,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Purchases tell waiting buyers (and every server) when their state changes.
CREATE FUNCTION notify_purchase_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IS DISTINCT FROM OLD.state THEN
    PERFORM pg_notify('purchase_state', NEW.id_short);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER purchases_state_changed AFTER UPDATE OF state ON purchases
  FOR EACH ROW EXECUTE FUNCTION notify_purchase_state();
