-- ifthenpay's refund call takes no key of ours: asked twice, it refunds twice. The shop keeps its
-- own ledger of what it asked, one row per refund (a cancellation's whole payment, or a return),
-- so that a refund is asked once at a time, never again after ifthenpay took it, and not again
-- when ifthenpay did not answer: then the staff check ifthenpay's back office and say.
CREATE TABLE ifthenpay_refunds (
  key text PRIMARY KEY,
  request_id text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- ASKING: a call on its way (or lost with its server); DONE: ifthenpay took it; NOT_TAKEN:
  -- ifthenpay said no or was down, it may be asked again; UNCONFIRMED: no answer, staff to check.
  state text NOT NULL CHECK (state IN ('ASKING', 'DONE', 'NOT_TAKEN', 'UNCONFIRMED')),
  asked_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  checked_by integer REFERENCES staff (id),
  checked_at timestamptz
);
CREATE INDEX ifthenpay_refunds_request ON ifthenpay_refunds (request_id);
