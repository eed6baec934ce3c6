-- Guards against abuse of purchase generation (issue 8): the client address that generated a
-- purchase (personal data, cleared with the account), and the checkout's idempotency key.
ALTER TABLE purchases ADD COLUMN client_address text;
ALTER TABLE purchases ADD COLUMN idempotency_key text;

CREATE UNIQUE INDEX purchases_idempotency_key ON purchases (idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Counting the unpaid purchases open per contact email and per client address.
CREATE INDEX purchases_open_by_email ON purchases (lower(contact_email))
  WHERE state IN ('MULTIBANCO', 'REGISTERED');
CREATE INDEX purchases_open_by_address ON purchases (client_address)
  WHERE state IN ('MULTIBANCO', 'REGISTERED');
