-- The stock ledger (issue 10): every change of stock is a movement with a reason.
--
-- Design. `stock_movements` is the ledger: append-only rows of a signed quantity for one size at
-- one location (online when store_id is NULL, else a physical store), with a reason, who made it
-- (a staff member, or nobody for a purchase), the purchase for a purchase's reservation or
-- release, a transfer id shared by a transfer's two halves, a note, and the balance it left.
-- `stock` stays the balance the storefront reads (one row per size and location), but the
-- database keeps it: inserting a movement adds its quantity to its balance in the same statement
-- (trigger stock_movement_apply), and every other change of stock.quantity
-- (an INSERT with units, an UPDATE, a DELETE of a row holding units) is refused by the trigger
-- stock_balance_guard. So, whatever code writes, a balance is the sum of its movements and changes
-- only inside the transaction that writes the movement. A trigger rather than a periodic check:
-- it cannot be forgotten and costs one row update, as before. The balance's CHECK (quantity >= 0)
-- of 001 refuses a movement that would take it below zero; the balance's row is updated under its
-- row lock from its latest committed value, so two movements at once both count.
-- Rows go away only with what they belong to (a product's size, a store), together with their
-- balance.

CREATE TABLE stock_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL,
  size text NOT NULL,
  store_id integer REFERENCES stores (id) ON DELETE CASCADE,
  -- Units in (positive) or out (negative); a recount that found the count right moves none.
  quantity integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('opening', 'received', 'recount', 'sold_in_store',
    'damaged', 'transfer', 'purchase_reserved', 'purchase_released')),
  -- The balance of this size and location right after the movement (set by the trigger).
  balance integer NOT NULL,
  purchase_id integer REFERENCES purchases (id),
  transfer_id uuid,
  staff_id integer REFERENCES staff (id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (product_id, size) REFERENCES product_sizes (product_id, size) ON DELETE CASCADE,
  CHECK (CASE reason
    WHEN 'opening' THEN quantity >= 0
    WHEN 'received' THEN quantity > 0
    WHEN 'sold_in_store' THEN quantity < 0 AND store_id IS NOT NULL
    WHEN 'damaged' THEN quantity < 0
    WHEN 'transfer' THEN quantity <> 0
    WHEN 'purchase_reserved' THEN quantity < 0 AND store_id IS NULL
    WHEN 'purchase_released' THEN quantity > 0 AND store_id IS NULL
    ELSE true END),
  CHECK ((reason IN ('purchase_reserved', 'purchase_released')) = (purchase_id IS NOT NULL)),
  CHECK ((reason = 'transfer') = (transfer_id IS NOT NULL))
);
-- A product's history, newest first (also the cascade of a product's sizes). Ids follow the order
-- in which movements reach their balance: every writer locks the balance before it inserts.
CREATE INDEX stock_movements_product ON stock_movements (product_id, id DESC);
CREATE INDEX stock_movements_purchase ON stock_movements (purchase_id) WHERE purchase_id IS NOT NULL;
CREATE INDEX stock_movements_transfer ON stock_movements (transfer_id) WHERE transfer_id IS NOT NULL;

-- The ledger starts from the stock as it is: an opening movement per balance row.
INSERT INTO stock_movements (product_id, size, store_id, quantity, reason, balance, note)
SELECT product_id, size, store_id, quantity, 'opening', quantity, 'Saldo inicial'
FROM stock ORDER BY id;

-- An UPDATE first: INSERT … ON CONFLICT would check the row it proposes (the bare quantity, which
-- may be negative) before finding the balance. The INSERT makes a balance's first row, and its
-- ON CONFLICT covers two first movements of one cell at once.
CREATE FUNCTION stock_movement_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.store_id IS NULL THEN
    UPDATE stock SET quantity = quantity + NEW.quantity
    WHERE product_id = NEW.product_id AND size = NEW.size AND store_id IS NULL
    RETURNING quantity INTO NEW.balance;
    IF NOT FOUND THEN
      INSERT INTO stock AS s (product_id, size, store_id, quantity)
      VALUES (NEW.product_id, NEW.size, NULL, NEW.quantity)
      ON CONFLICT (product_id, size) WHERE store_id IS NULL
        DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity
      RETURNING s.quantity INTO NEW.balance;
    END IF;
  ELSE
    UPDATE stock SET quantity = quantity + NEW.quantity
    WHERE product_id = NEW.product_id AND size = NEW.size AND store_id = NEW.store_id
    RETURNING quantity INTO NEW.balance;
    IF NOT FOUND THEN
      INSERT INTO stock AS s (product_id, size, store_id, quantity)
      VALUES (NEW.product_id, NEW.size, NEW.store_id, NEW.quantity)
      ON CONFLICT (product_id, size, store_id) WHERE store_id IS NOT NULL
        DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity
      RETURNING s.quantity INTO NEW.balance;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER stock_movement_apply BEFORE INSERT ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movement_apply();

-- Statements on stock run at trigger depth 1; the movement trigger's upsert at depth 2, and so do
-- the cascades of a deleted size or store.
CREATE FUNCTION stock_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  units_before integer := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.quantity END;
  units_after integer := CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.quantity END;
BEGIN
  IF pg_trigger_depth() < 2 AND units_before <> units_after THEN
    RAISE EXCEPTION 'stock balances change only through stock_movements'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER stock_balance_guard BEFORE INSERT OR UPDATE OR DELETE ON stock
  FOR EACH ROW EXECUTE FUNCTION stock_balance_guard();

-- The ledger is history: a movement is corrected by another movement, never edited nor deleted
-- (but for the cascades: a deleted size or store, a deleted staff member's name).
CREATE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'stock movements are never changed nor deleted'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();

-- Sizes low on online stock (the dashboard), without reading every balance.
CREATE INDEX stock_online_quantity ON stock (quantity) WHERE store_id IS NULL;
