-- Gift cards voided by their purchase's cancel (issue 39): a paid purchase cancelled takes back the
-- cards it bought. A card's unspent balance leaves it with a «canceled» ledger line (negative, like
-- «expired»), the card is CANCELED with balance 0 and can no longer be spent, refunded to or sent;
-- the purchase refunds that balance by its method. A card not yet sent (no code) may be cancelled.
ALTER TABLE gift_cards DROP CONSTRAINT gift_cards_state_check;
ALTER TABLE gift_cards ADD CONSTRAINT gift_cards_state_check
  CHECK (state IN ('SCHEDULED', 'ACTIVE', 'EXPIRED', 'CANCELED'));
-- 055's (state = 'SCHEDULED') = (code_hash IS NULL) and (delivered_at IS NULL) = (state = 'SCHEDULED'),
-- now also allowing a card cancelled before it was sent.
-- (PostgreSQL's names: gift_cards_check is the balance's, check2 the code's last 4.)
ALTER TABLE gift_cards DROP CONSTRAINT gift_cards_check1;
ALTER TABLE gift_cards DROP CONSTRAINT gift_cards_check3;
ALTER TABLE gift_cards ADD CONSTRAINT gift_cards_code_state_check
  CHECK (CASE state
    WHEN 'SCHEDULED' THEN code_hash IS NULL AND delivered_at IS NULL
    WHEN 'CANCELED' THEN (code_hash IS NULL) = (delivered_at IS NULL)
    ELSE code_hash IS NOT NULL AND delivered_at IS NOT NULL END);
ALTER TABLE gift_cards ADD COLUMN canceled_at timestamptz
  CHECK ((canceled_at IS NULL) = (state <> 'CANCELED'));
ALTER TABLE gift_card_movements DROP CONSTRAINT gift_card_movements_kind_check;
ALTER TABLE gift_card_movements ADD CONSTRAINT gift_card_movements_kind_check
  CHECK (kind IN ('issued', 'redeemed', 'refunded', 'expired', 'canceled'));
