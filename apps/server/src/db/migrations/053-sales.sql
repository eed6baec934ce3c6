-- Sales («Saldos», issue 39): a price, or a percentage off rounded down to the shop's price ending,
-- for chosen products, a category or a brand, from a start to an end instant (entered in Lisbon's
-- time). The servers apply them on time: the sale a product is in is written on the product
-- (sale_id, sale_cents, sale_ends_at), so every reader of its price reads it with the row, the
-- price history records it (its trigger) and the caches are dropped (catalogue_changed).
CREATE TABLE sales (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  kind text NOT NULL CHECK (kind IN ('price', 'percent')),
  price_cents integer CHECK (price_cents > 0),
  percent integer CHECK (percent BETWEEN 1 AND 99),
  scope text NOT NULL CHECK (scope IN ('products', 'category', 'brand')),
  category_id integer REFERENCES categories (id) ON DELETE CASCADE,
  brand_id integer REFERENCES brands (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- Stopped early by the staff.
  stopped_at timestamptz,
  -- When a server first applied it, and took it off: each recorded once.
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'price') = (price_cents IS NOT NULL)),
  CHECK ((kind = 'percent') = (percent IS NOT NULL)),
  CHECK ((scope = 'category') = (category_id IS NOT NULL)),
  CHECK ((scope = 'brand') = (brand_id IS NOT NULL))
);
CREATE INDEX sales_open ON sales (ends_at) WHERE ended_at IS NULL;

CREATE TABLE sale_products (
  sale_id integer NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (sale_id, product_id)
);
CREATE INDEX sale_products_product ON sale_products (product_id);

ALTER TABLE products
  ADD COLUMN sale_id integer REFERENCES sales (id) ON DELETE SET NULL,
  ADD COLUMN sale_cents integer CHECK (sale_cents >= 0),
  ADD COLUMN sale_ends_at timestamptz,
  ADD CONSTRAINT products_sale_whole CHECK (
    (sale_id IS NULL) = (sale_cents IS NULL) AND (sale_cents IS NULL) = (sale_ends_at IS NULL)
  );

-- The shop's price ending: percentage sales round down to a price with these cents ('' none).
ALTER TABLE settings
  ADD COLUMN price_ending text NOT NULL DEFAULT '90' CHECK (price_ending ~ '^([0-9]{2})?$');

-- What a line of a purchase paid per unit in a sale (null outside one): a sale's price is no
-- whole percentage of the list price. Old lines keep reading their list price and discount.
ALTER TABLE purchase_lines ADD COLUMN sale_cents integer CHECK (sale_cents >= 0);

-- The price history keeps each sale price too, written by the sale job ('sale').
ALTER TABLE product_prices ADD COLUMN sale_cents integer;
ALTER TABLE product_prices DROP CONSTRAINT product_prices_source_check;
ALTER TABLE product_prices ADD CONSTRAINT product_prices_source_check
  CHECK (source IN ('staff', 'import', 'seed', 'migration', 'database', 'sale'));

CREATE OR REPLACE FUNCTION record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price_cents = OLD.price_cents AND NEW.discount = OLD.discount
    AND NEW.sale_cents IS NOT DISTINCT FROM OLD.sale_cents THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_prices (product_id, price_cents, discount, sale_cents, changed_at, staff_id, source)
  VALUES (
    NEW.id, NEW.price_cents, NEW.discount, NEW.sale_cents,
    COALESCE(NULLIF(current_setting('shop.price_at', true), '')::timestamptz, now()),
    NULLIF(current_setting('shop.staff_id', true), '')::integer,
    COALESCE(NULLIF(current_setting('shop.price_source', true), ''), 'database')
  );
  RETURN NULL;
END
$$;
DROP TRIGGER products_price_history ON products;
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price_cents, discount, sale_cents
  ON products FOR EACH ROW EXECUTE FUNCTION record_product_price();

-- A sale starting or ending changes the pages and lists the servers keep: it drops their caches.
DROP TRIGGER products_updated ON products;
CREATE TRIGGER products_updated AFTER UPDATE OF ref, title, price_cents, discount, pictures, thumbnail_index,
  brand_id, category_id, color_id, color_manual, published_at, new_collection, featured, active, search_text,
  description, upper_material, lining, sole, heel_height_mm, fit_note, care, made_in,
  width_mm, height_mm, depth_mm, sale_id, sale_cents, sale_ends_at
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
