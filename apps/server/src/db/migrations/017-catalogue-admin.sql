-- The back office's products (issue 10): a description the storefront shows on the product page,
-- and indexes for the staff's product list (its filters and sorts stay fast with 10,000 products).

ALTER TABLE products ADD COLUMN description text NOT NULL DEFAULT ''
  CHECK (length(description) <= 5000);

-- A changed description changes the product page the servers keep: it drops their caches too.
DROP TRIGGER products_updated ON products;
CREATE TRIGGER products_updated AFTER UPDATE OF ref, title, price_cents, discount, pictures, thumbnail_index,
  brand_id, category_id, color_id, color_manual, published_at, new_collection, featured, active, search_text,
  description
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- The list's sorts (ties broken by id) and filters; the category's index exists (001), and the
-- online stock of a product is found through stock_online_key (001).
CREATE INDEX products_updated_at ON products (updated_at DESC, id DESC);
CREATE INDEX products_title ON products (title, id);
CREATE INDEX products_price ON products (price_cents, id);
CREATE INDEX products_published_all ON products (published_at, id);
CREATE INDEX products_brand ON products (brand_id);
-- Few products are hidden: the filter "inactive" reads only them.
CREATE INDEX products_inactive ON products (id) WHERE NOT active;
-- A reference is unique whatever its case ("sl-1" is "SL-1" to a person); checked by the service.
CREATE INDEX products_ref_lower ON products (lower(ref));
