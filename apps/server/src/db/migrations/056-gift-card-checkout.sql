-- Gift cards in the checkout (issue 39): cards sold as lines of a purchase, and cards paying for one.
--
-- Paying: the cards' part of the total (their «redeemed» movements name the purchase; see 055). What
-- the chosen method is asked for is price_total_cents − gift_card_cents; a purchase the cards pay
-- whole is paid at once, by the method GIFT_CARD.
ALTER TABLE purchases ADD COLUMN gift_card_cents integer NOT NULL DEFAULT 0
  CHECK (gift_card_cents >= 0 AND gift_card_cents <= price_total_cents);
ALTER TABLE purchases DROP CONSTRAINT purchases_payment_method_check;
ALTER TABLE purchases ADD CONSTRAINT purchases_payment_method_check
  CHECK (payment_method IN ('MULTIBANCO', 'CREDIT', 'MBWAY', 'GIFT_CARD'));

-- Selling: the cards a purchase bought, as the buyer asked for them. A multi-purpose voucher's sale
-- is not subject to VAT: their values are in price_total_cents, never in the base or the VAT, and
-- sold_gift_cards_cents keeps their sum so the delivery's base still reads total − base − VAT − it.
-- A card is made (gift_card_id) only once the purchase is paid; a cancelled purchase makes none.
ALTER TABLE purchases ADD COLUMN sold_gift_cards_cents integer NOT NULL DEFAULT 0
  CHECK (sold_gift_cards_cents >= 0);
CREATE TABLE purchase_gift_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purchase_id integer NOT NULL REFERENCES purchases (id) ON DELETE CASCADE,
  value_cents integer NOT NULL CHECK (value_cents BETWEEN 1000 AND 50000),
  recipient_name text NOT NULL CHECK (length(recipient_name) BETWEEN 1 AND 150),
  recipient_email text NOT NULL
    CHECK (recipient_email = lower(recipient_email) AND length(recipient_email) <= 254),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 300),
  delivery_day date NOT NULL,
  gift_card_id bigint UNIQUE REFERENCES gift_cards (id) ON DELETE SET NULL
);
CREATE INDEX purchase_gift_cards_purchase ON purchase_gift_cards (purchase_id);

-- Returns of a purchase gift cards paid: what the returned lines cost goes back to those cards
-- first (up to what they paid), the rest by the purchase's method (refund_cents). A refund the
-- cards took whole has the method GIFT_CARD and is done at once.
ALTER TABLE purchase_returns ADD COLUMN refund_gift_card_cents integer NOT NULL DEFAULT 0
  CHECK (refund_gift_card_cents >= 0);
ALTER TABLE purchase_returns DROP CONSTRAINT purchase_returns_refund_method_check;
ALTER TABLE purchase_returns ADD CONSTRAINT purchase_returns_refund_method_check
  CHECK (refund_method IN ('CARD', 'BANK_TRANSFER', 'MBWAY', 'GIFT_CARD'));
ALTER TABLE purchase_returns DROP CONSTRAINT purchase_returns_refund_cents_check;
ALTER TABLE purchase_returns ADD CONSTRAINT purchase_returns_refund_cents_check
  CHECK (refund_cents >= 0 AND (refund_cents > 0 OR refund_method = 'GIFT_CARD'));
