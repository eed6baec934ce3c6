-- Search now runs over an index held in each server's memory (modules/catalog/search-index.ts),
-- built from search_title and search_text and dropped on every catalogue NOTIFY. The embedded
-- PGlite answers one query at a time, and ranking every match there was the slowest call of the
-- shop. The full-text vector and the vocabulary table are no longer read.

CREATE OR REPLACE FUNCTION products_search_before() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW);
  NEW.search_title := ' ' || coalesce(shop_normalize(NEW.title), '') || ' ';
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_text = product_search_text(p) WHERE p.id = ANY (ids);
END
$$;

DROP FUNCTION remember_search_words(text);
DROP TABLE search_words;
ALTER TABLE products DROP COLUMN search_vector;

-- The servers drop their index when what it holds changes: the searched text (a renamed brand,
-- category, colour or tag rewrites search_text) and the category flags the filters read.
DROP TRIGGER products_updated ON products;
CREATE TRIGGER products_updated AFTER UPDATE OF ref, title, price_cents, discount, pictures, thumbnail_index,
  brand_id, category_id, color_id, color_manual, published_at, new_collection, featured, active, search_text
  ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER categories_filters_changed AFTER UPDATE OF is_woman, is_man, for_shoe, for_accessory
  ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
