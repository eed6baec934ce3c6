-- The withdrawal function (issue 34; Directive 2011/83/EU art. 11a): a customer withdraws from an
-- order online, as a guest (reference and email) or from the account. One withdrawal per order,
-- kept with the moment it was received (the refund's 14 days count from it) and what became of
-- it: cancelled at once, a return to receive, or for the staff to handle.
CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purchase_id integer NOT NULL UNIQUE REFERENCES purchases (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL DEFAULT now(),
  via text NOT NULL CHECK (via IN ('guest', 'account')),
  outcome text NOT NULL DEFAULT 'TO_PROCESS'
    CHECK (outcome IN ('TO_PROCESS', 'CANCELED', 'RETURN_REQUESTED')),
  return_id integer REFERENCES purchase_returns (id) ON DELETE SET NULL
);
CREATE INDEX withdrawals_to_process ON withdrawals (received_at) WHERE outcome = 'TO_PROCESS';
