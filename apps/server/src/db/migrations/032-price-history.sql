-- Every price a product had (issue 34): announced reductions show the lowest price of the 30 days
-- before them (DL 138/90 as amended by DL 109-G/2021; Directive 98/6/EC art. 6-A), so the shop
-- keeps each price and discount change, when, and by whom. Rows are written by the trigger below,
-- whatever changed the product (the back office, an import, the seed, plain SQL), and never
-- changed or deleted after: only a product's own deletion takes its history with it.
CREATE TABLE product_prices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  discount integer NOT NULL CHECK (discount BETWEEN 0 AND 100),
  changed_at timestamptz NOT NULL,
  -- The staff member who saved it, when a person did (no foreign key: history outlives people).
  staff_id integer,
  source text NOT NULL CHECK (source IN ('staff', 'import', 'seed', 'migration', 'database'))
);
CREATE INDEX product_prices_product ON product_prices (product_id, changed_at, id);

-- The writer says who it is for its transaction: set_config('shop.price_source', 'staff', true),
-- and set_config('shop.staff_id', '7', true). The seed may date its demo history
-- (shop.price_at); nobody else sets it.
CREATE FUNCTION record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price_cents = OLD.price_cents AND NEW.discount = OLD.discount THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_prices (product_id, price_cents, discount, changed_at, staff_id, source)
  VALUES (
    NEW.id, NEW.price_cents, NEW.discount,
    COALESCE(NULLIF(current_setting('shop.price_at', true), '')::timestamptz, now()),
    NULLIF(current_setting('shop.staff_id', true), '')::integer,
    COALESCE(NULLIF(current_setting('shop.price_source', true), ''), 'database')
  );
  RETURN NULL;
END
$$;
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price_cents, discount ON products
  FOR EACH ROW EXECUTE FUNCTION record_product_price();

CREATE FUNCTION refuse_price_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'product_prices is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER product_prices_append_only BEFORE UPDATE OR DELETE ON product_prices
  FOR EACH ROW EXECUTE FUNCTION refuse_price_history_change();

-- What each product costs now is all that is known of its past.
INSERT INTO product_prices (product_id, price_cents, discount, changed_at, source)
SELECT id, price_cents, discount, now(), 'migration' FROM products;
