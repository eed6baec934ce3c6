-- Stock across products (issue 35): low-stock thresholds and their daily email, returns received
-- into the location the staff choose, and ledger lines that say where units went.

-- A low-stock threshold per product or per category: a size at a location is low when it has this
-- many units or fewer. A product's overrides its category's; neither set, the shop's default
-- (LOW_STOCK_DEFAULT in packages/shared) applies.
ALTER TABLE products ADD COLUMN low_stock_threshold integer
  CHECK (low_stock_threshold BETWEEN 0 AND 10000);
ALTER TABLE categories ADD COLUMN low_stock_threshold integer
  CHECK (low_stock_threshold BETWEEN 0 AND 10000);

-- The days whose low-stock email was queued: the primary key makes it once a day, whatever the
-- number of servers or restarts (the row and the email are written in one transaction).
CREATE TABLE stock_low_digests (
  day date PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now(),
  sizes integer NOT NULL CHECK (sizes >= 0)
);

-- Where a received return's units go back when accepted: a store, or online (NULL).
ALTER TABLE purchase_returns ADD COLUMN received_store_id integer
  REFERENCES stores (id) ON DELETE SET NULL;

-- Two reasons more: `pickup_collected`, a line (no units) naming the pickup handed over from the
-- online stock its purchase reserved; `exchange_sent`, an exchange's reserved units passed from
-- its return to the purchase that sends them (two lines, one each way, by the staff who sent it).
-- A returned unit may go back to a store.
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason_check;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reason_check CHECK (reason IN ('opening',
  'received', 'recount', 'sold_in_store', 'damaged', 'transfer', 'purchase_reserved',
  'purchase_released', 'return_reserved', 'return_released', 'returned', 'pickup_collected',
  'exchange_sent'));
-- 013's unnamed CHECK of the purchase's reasons (PostgreSQL named it stock_movements_check1).
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_check1;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_purchase_check CHECK (
  (reason IN ('purchase_reserved', 'purchase_released', 'pickup_collected', 'exchange_sent'))
    = (purchase_id IS NOT NULL)
  AND (reason <> 'pickup_collected' OR (quantity = 0 AND store_id IS NULL)));
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_return_check;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_return_check CHECK (
  (reason IN ('return_reserved', 'return_released', 'returned', 'exchange_sent'))
    = (return_id IS NOT NULL)
  AND (reason <> 'return_reserved' OR (quantity < 0 AND store_id IS NULL))
  AND (reason <> 'return_released' OR (quantity > 0 AND store_id IS NULL))
  AND (reason <> 'returned' OR quantity > 0)
  AND (reason <> 'exchange_sent' OR (quantity <> 0 AND store_id IS NULL)));
